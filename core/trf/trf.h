// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace arb {

//! A problem found while reading a TRF file, with its place (1-based line and column).
struct TrfMessage
{
    int line = 0;
    int column = 0;
    QString text;
    //! Returns "line L, column C: text".
    QString toString() const;
};

struct TrfReadResult
{
    Tournament tournament;
    QList<TrfMessage> errors; //!< the file cannot be used as it is
    QList<TrfMessage> warnings; //!< the file was read, but something looks wrong
    bool ok() const { return errors.isEmpty(); }
};

//! Reads a TRF-16 or TRF-2026 file (UTF-8, or Latin-1 when not valid UTF-8). Never throws.
TrfReadResult readTrf(const QByteArray &data);
//! Reads the TRF file at \a path; a file that cannot be opened is reported as an error at line 0.
TrfReadResult readTrfFile(const QString &path);

//! Writes a tournament as TRF; records the reader kept unchanged are written back as they were.
QByteArray writeTrf(const Tournament &t);

//! Returns the tournament type guessed from the pairings: round robin when every participant
//! met every other one equally often, otherwise Swiss.
TournamentType guessTournamentType(const Tournament &t);

} // namespace arb
