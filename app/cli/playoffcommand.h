// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace arb {

//! Runs `arbiter-cli playoff FILE ...` with \a args (after the command name); returns the exit
//! code.
int runPlayoffCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arb
