// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli rating-report: the FIDE rating report of the event, for the rating officer.
#pragma once

#include "clicommon.h"
#include "tournament.h"

#include <QTextStream>

namespace arb {

//! Runs `rating-report` on \a t: every rated player's change and every unrated player's first
//! rating (players/ratingreport.h), as text, csv or json.
int runRatingsCommand(const CliOptions &o, const Tournament &t, QTextStream &out);

} // namespace arb
