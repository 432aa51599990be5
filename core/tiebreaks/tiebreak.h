// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesedition.h"
#include "tiebreaks/registry.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace arb {

//! A tie-break with its modifiers, in FIDE notation `NAME[:MP|GP][/modifier...]` (Art. 14).
struct TieBreakSpec
{
    QString text; //!< the spec as written by the user
    TieBreakId id = TieBreakId::PTS;
    int cutLowest = 0; //!< Cut-1, Cut-2 (and the low half of Median)
    int cutHighest = 0; //!< the high half of Median-1, Median-2
    bool forfeitsAsPlayed = false; //!< /P
    int limitHalfPoints = 0; //!< /L+n or /L-n (Koya, Art. 14.5), in half-points
    std::optional<int> unratedRating; //!< /U1400: the rating given to unrated players (Art. 10)
    QString pointType; //!< "MP" or "GP" after a colon, empty for the primary score
    std::optional<RulesVersion> edition; //!< /V2024 or /V2026: the edition of C.07 for this one
    bool reversed = false; //!< /R: the order reversed (TPN, 7.8)

    //! Returns the edition this tie-break is computed under in an event of edition \a event.
    RulesVersion editionIn(RulesVersion event) const { return edition.value_or(event); }

    const TieBreakInfo &info() const { return tieBreakInfo(id); }
    //! Returns how values order participants: the registry's order, flipped by /R.
    TieBreakOrder order() const
    {
        const TieBreakOrder o = info().order;
        if (!reversed || o == TieBreakOrder::Position)
            return o;
        return o == TieBreakOrder::HigherIsBetter ? TieBreakOrder::LowerIsBetter
                                                  : TieBreakOrder::HigherIsBetter;
    }
    //! Returns the canonical spelling, e.g. "BH/C1".
    QString canonical() const;
    //! Returns true for a tie-break of FIDE's list (C.07), false for one of other regulations.
    bool isFideCode() const;
    //! Returns the spelling of TRF-2026's record 202: canonical() with the prefix OTHER_ for a
    //! tie-break of other regulations ("OTHER_MM").
    QString trfCode() const;
    bool operator==(const TieBreakSpec &o) const { return canonical() == o.canonical(); }
};

//! Parses one spec such as "BH/C1", "SB/P", "KS/L-1", "ARO/M1", "ARO/U1400"; acronyms are
//! case-insensitive and "-" may stand for "/" (BH-C1). TRF-2026's spellings are read too: the
//! prefix OTHER_ of a tie-break of other regulations ("OTHER_MM") and GE, C.07 (2024)'s name
//! of REP. On failure returns nothing and sets \a
//! error.
std::optional<TieBreakSpec> parseTieBreakSpec(const QString &text, QString *error = nullptr);
//! Parses a list separated by blanks or commas.
std::optional<QList<TieBreakSpec>> parseTieBreakList(const QString &text, QString *error = nullptr);

} // namespace arb
