// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace arb {

//! Exit codes of arbiter-cli; stable, documented in README.
enum CliExit {
    ExitOk = 0,
    ExitDifferences = 1, //!< `check` found differences
    ExitUsage = 2, //!< bad command line
    ExitInput = 3, //!< the input file cannot be read or is malformed
    ExitTieBreak = 4, //!< a tie-break spec cannot be parsed
    ExitPreset = 5, //!< a preset is unknown, unreadable or cannot be applied
};

//! Runs arbiter-cli with \a args (without the program name); writes results to \a out and
//! one-line messages to \a err. Returns the exit code.
int runCli(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arb
