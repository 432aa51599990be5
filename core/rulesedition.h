// SPDX-License-Identifier: GPL-3.0-or-later
// The edition of the FIDE Play-off and Tie-break Regulations (C.07) an event is computed under:
// the 2024 text, or the 2026 text (FIDE Council, 2 February 2026) for events starting on or after
// 1 March 2026. The edition is a property of the event; a tie-break may override it (/V2024).
#pragma once

#include <QString>

#include <optional>

namespace arb {

struct Tournament;

//! An edition of C.07. Stored as its year ("2024", "2026") in databases and presets.
enum class RulesVersion : quint8 {
    Fide2024, //!< the 2024 text
    Fide2026, //!< the 2026 text: capped dummy opponents (16.4), STD, TPN, RTNG
};

//! Returns the year of \a v, e.g. "2026".
QString rulesVersionText(RulesVersion v);
//! Parses "2024" or "2026" (also "V2024", "FIDE 2026"); nothing otherwise.
std::optional<RulesVersion> parseRulesVersion(QStringView text);

//! The edition that applies to an event, and why.
struct RulesEditionChoice
{
    RulesVersion version = RulesVersion::Fide2024;
    bool chosen = false; //!< the arbiter chose it (stored with the event)
    bool fromDate = false; //!< derived from the start date
    QString warning; //!< set when the start date is missing or unreadable
};

//! Returns the first day of the 2026 edition, 2026-03-01.
QString rulesVersion2026Start();

//! Parses an event's start date as written in TRF 042 or typed by an arbiter (YYYY/MM/DD,
//! YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY, DD/MM/YYYY, "May 29, 2020"); an empty string when it
//! cannot be read. Returns the date as YYYY-MM-DD.
QString isoStartDate(const QString &text);

//! Returns the edition of \a t: the one chosen for the event (Tournament::rulesEdition), else the
//! one in force on its start date (2026 from 1 March 2026). A missing or unreadable start date
//! gives the 2024 edition with a warning that asks the arbiter to choose: never today's date.
RulesEditionChoice rulesEditionOf(const Tournament &t);

} // namespace arb
