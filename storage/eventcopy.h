// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace arb {

//! Copies the event at \a from (a file or a postgresql:// URL) into a new event at \a to (a new
//! file, or an empty database on a server): every table, the audit log included
//! (TournamentDatabase::copyEventTo()). Returns false with a message naming both;
//! nothing is left at \a to then.
bool copyEvent(const QString &from, const QString &to, QString *error = nullptr);

} // namespace arb
