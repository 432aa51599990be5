// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace arb {

//! Runs `arbiter-cli copy FROM TO` with \a args (after the command name): copies the event at
//! FROM (an .arbiter file or a postgresql:// URL) into a new event at TO (a new file, or an
//! empty database on a server), the audit log included. Returns the exit code.
int runCopyCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arb
