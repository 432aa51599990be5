// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace arb {

//! Runs `arbiter-cli berger PLAYERS [--cycles N]` with \a args (after the command name):
//! prints FIDE's Berger table round by round. Returns the exit code.
int runBergerCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arb
