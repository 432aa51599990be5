// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace arb {

//! Runs `arbiter-cli check-ratings FILE --list LIST [--type standard|rapid|blitz]
//! [--today YYYY-MM-DD] [--format text|tsv]`: checks the players' ratings against a FIDE rating
//! list. Returns 0 when every listed rating agrees and the list is the one valid for the event,
//! 1 otherwise.
int runCheckRatingsCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arb
