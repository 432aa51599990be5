// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trf/trf.h"

#include <QTextStream>

#include <optional>

namespace arb {

//! Reads a tournament from a TRF file or from an Arbiter tournament database (recognised by
//! its SQLite header, whatever the file name); problems come back as messages naming the file.
//! A database's withdrawals (start number to round) go to \a withdrawn when given.
TrfReadResult readTournamentFile(const QString &path, QHash<int, int> *withdrawn = nullptr);
//! True when \a path is an Arbiter tournament database (an SQLite file or a server URL), not a
//! TRF file.
bool isTournamentDatabase(const QString &path);
//! Reads \a path with readTournamentFile(), printing its warnings and errors to \a err, each
//! prefixed with the file name; returns nothing when the file cannot be read.
std::optional<Tournament> loadTournamentFile(const QString &path, QTextStream &err);

} // namespace arb
