// SPDX-License-Identifier: GPL-3.0-or-later
// Dates as arbiters type them and TRF files write them: one reader for event dates (042, 052)
// and birth dates (001, the Players tab).
#pragma once

#include <QDate>
#include <QString>

#include <optional>

namespace arb {

//! Whether a year alone ("1990") is a date: for birth dates, which FIDE often knows only by year.
enum class YearAlone : quint8 { Refused, Accepted };

//! A date read from text; yearOnly when the text was a year alone (the date is then 1 January).
struct ReadDate
{
    QDate date;
    bool yearOnly = false;
};

//! Reads \a text, trimmed: year first (2026/04/11, 2026-04-11, 2026.04.11), day first
//! (11.04.2026, 11/04/2026, 28. 07. 2005), English month names ("May 29, 2020",
//! "29 May 2020") and, when \a yearAlone allows it, a year of four digits. Returns nothing for
//! empty text, other text or an impossible day (2026/02/30).
std::optional<ReadDate> readDate(const QString &text, YearAlone yearAlone = YearAlone::Refused);

} // namespace arb
