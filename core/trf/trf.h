// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

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
    //! What the reader decided that the file does not say: the encoding it fell back to, the
    //! tournament type taken from the games, the value of a pairing-allocated bye taken from
    //! the totals (C.02 C25, C26: every adjustment of an imported file is reported).
    QList<TrfMessage> adjustments;
    //! The edition of the format: "TRF-2026" when a record or comment of that edition is
    //! present (142 to 362, ###), else "TRF-16/TRF-06" (the 001 to 132 records both share).
    QString format;
    bool ok() const { return errors.isEmpty(); }
};

//! Reads a TRF-16 or TRF-2026 file (UTF-8, or Latin-1 when not valid UTF-8). Never throws.
TrfReadResult readTrf(const QByteArray &data);
//! The largest file read as TRF: 256 MB.
constexpr qint64 maxTrfFileBytes = qint64(256) << 20;
//! Returns the bytes of the file at \a path, read up to maxTrfFileBytes; nothing with \a error
//! naming the file when it cannot be read or is larger (a device without an end included).
std::optional<QByteArray> readTrfBytes(const QString &path, QString *error = nullptr);
//! Reads the TRF file at \a path; a file that cannot be opened or read (readTrfBytes()) is
//! reported as an error at line 0.
TrfReadResult readTrfFile(const QString &path);

//! Writes a tournament as TRF; records the reader kept unchanged are written back as they were.
//! Every text is written with trfText(): no value can end its record or start another one.
QByteArray writeTrf(const Tournament &t);

//! The longest text value written into a header record (012 name, 022 place...): longer values
//! are cut, so that every record stays within the length a reader takes.
constexpr int maxTrfTextLength = 1000;

//! Returns \a text as one TRF line holds it: line breaks (CR, LF, U+0085, U+2028, U+2029), tabs
//! and every other control character become a blank, and it is cut to \a maxLength characters
//! (none for 0).
QString trfText(const QString &text, qsizetype maxLength = maxTrfTextLength);

//! Returns the tournament type guessed from the pairings: round robin when every participant
//! met every other one equally often, otherwise Swiss.
TournamentType guessTournamentType(const Tournament &t);
//! Returns the edition of TRF \a text is written in, as TrfReadResult::format names it.
QString trfFormatOf(QStringView text);

} // namespace arb
