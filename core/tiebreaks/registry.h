// SPDX-License-Identifier: GPL-3.0-or-later
// The tie-break registry: one row per tie-break (see registry.cpp for the table and the recipe
// for adding one).
#pragma once

#include <QList>
#include <QString>

namespace arb {

//! The tie-breaks the engine knows, by their FIDE acronym (C.07 Art. 5). The numeric values are
//! not stored anywhere (databases and TRF store the acronym), but keep appending at the end.
enum class TieBreakId : quint8 {
    PTS, //!< the primary score
    DE, //!< Direct Encounter (Art. 6)
    WIN, //!< Number of Wins (7.1)
    WON, //!< Number of Games Won (7.2)
    BPG, //!< Number of Games Played with Black (7.3)
    BWG, //!< Number of Games Won with Black (7.4)
    PS, //!< (Sum of) Progressive Scores (7.5)
    REP, //!< Rounds one Elected to Play (7.6)
    BH, //!< Buchholz (8.1)
    AOB, //!< Average of Opponents' Buchholz (8.2)
    FB, //!< Fore Buchholz (8.3)
    SB, //!< Sonneborn-Berger (9.1)
    KS, //!< Koya System (9.2)
    ARO, //!< Average Rating of Opponents (10.1)
    TPR, //!< Tournament Performance Rating (10.2)
    PTP, //!< Perfect Tournament Performance (10.3)
    APRO, //!< Average Performance Rating of Opponents (10.4)
    APPO, //!< Average Perfect Performance of Opponents (10.5)
    // US Chess Rule 34 (tiebreaks/ustiebreaks.h): adjusted scores, own unplayed rounds count 0.
    MM, //!< Modified Median (US 34E1)
    SOLK, //!< Solkoff (US 34E2)
    CUM, //!< Cumulative (US 34E3)
    OCUM, //!< Cumulative of Opposition (US 34E9)
    MED, //!< Median, Harkness (US 34E4)
    USSB, //!< Sonneborn-Berger on US adjusted scores (US 34E8)
    KASH, //!< Kashdan: 4 per win, 2 per draw, 1 per loss, 0 unplayed (US 34E7)
    MBLK, //!< Most Blacks (US 34E6)
    RBTP, //!< Result between tied players, by plus/minus (US 34E5)
    AVGO, //!< Average rating of opposition (US 34E10)
    OPERF, //!< Opposition performance (US 34E11)
    DEA, //!< Direct Encounter only if all the tied players have met each other (B.6.2 (a))
    // Team competitions (Art. 11-13).
    MPTS, //!< a team's match points (11.1.1)
    GPTS, //!< a team's game points (11.1.2)
    MPVGP, //!< Match Points or Game Points: the score that is not the primary one (13.1)
    ESB, //!< Extended Sonneborn-Berger, point types as ESB:MG (13.2)
    EMMSB, //!< opponent's MP x own MP (13.2.1)
    EMGSB, //!< opponent's MP x own GP (13.2.2)
    EGMSB, //!< opponent's GP x own MP (13.2.3)
    EGGSB, //!< opponent's GP x own GP (13.2.4)
    EDE, //!< Extended Direct Encounter for teams (13.3)
    SSSC, //!< Scores and Schedule Strength Combination (13.4)
    BC, //!< Board Count, lower is better (12.1)
    TBR, //!< Top Board Results (12.2)
    BBE, //!< Bottom Board Elimination (12.3)
    // The 2026 edition of C.07.
    STD, //!< Standard Points: each round scored 1, 1/2 or 0 (7.7, 2026)
    TPN, //!< Tournament Pairing Number, lower is better; /R reverses (7.8, 2026)
    RTNG, //!< the participant's own rating (10.6, 2026)
    // The named EDE chains of 13.3.2 (2026): EDE, then for exactly two teams still tied the
    // knock-out tie-breaks of Art. 12 on the games of their direct encounter.
    EDEC, //!< EDE, then Board Count (12.1)
    EDET, //!< EDE, then Top Board Results (12.2)
    EDEB, //!< EDE, then Bottom Board Elimination (12.3)
    EDEBT, //!< EDE, then Board Count, then Top Board Results
    EDEBB, //!< EDE, then Board Count, then Bottom Board Elimination
    // The event's own.
    EXT, //!< a value from outside the event, set by the arbiter (externalTieBreakValues())
    // Append new tie-breaks here, before Count.
    Count //!< not a tie-break: the number of them
};

//! The number of tie-breaks; the registry has exactly one row for each (checked at compile time).
inline constexpr int tieBreakCount = int(TieBreakId::Count);

//! How a tie-break's values order participants.
enum class TieBreakOrder : quint8 {
    HigherIsBetter,
    LowerIsBetter,
    Position, //!< a position inside the tied group (1 best); 0 when it does not separate
};

//! Who a tie-break ranks.
enum class TieBreakScope : quint8 {
    Individual, //!< players; the team engine also applies it to teams when teamApplicable
    Team, //!< teams only (Art. 11-13); the individual engine drops it with a note
};

//! The regulation that defines a tie-break.
enum class Rulebook : quint8 {
    FideC07, //!< FIDE Handbook C.07 (2024): article numbers such as "8.1"
    UsChess34, //!< US Chess Rules of Chess, Rule 34: articles written "US 34E1"
    Event, //!< the tournament's own rules (FIDE's program checklist M84: external values)
};

//! The modifiers a tie-break accepts after its acronym (Art. 14 and 10).
enum TieBreakModifier : quint8 {
    NoModifier = 0,
    CutModifier = 1 << 0, //!< /C1 /C2 (Art. 14.1)
    MedianModifier = 1 << 1, //!< /M1 /M2 (Art. 14.2)
    LimitModifier = 1 << 2, //!< /L+n /L-n (Koya, Art. 14.5)
    UnratedModifier = 1 << 3, //!< /U1400: the rating of unrated players (Art. 10)
};

struct TieBreakSpec;
struct TieBreakValue;
class IndividualEngine;
class TeamEngine;

//! Computes a non-positional tie-break of participant \a i (an index into the engine's rows).
using IndividualTieBreakFn = TieBreakValue (*)(IndividualEngine &, const TieBreakSpec &, int i);
using TeamTieBreakFn = TieBreakValue (*)(TeamEngine &, const TieBreakSpec &, int i);

//! A row of the tie-break registry: everything the program says about one tie-break.
struct TieBreakInfo
{
    TieBreakId id;
    const char *key; //!< stable key: the FIDE acronym, stored in databases and TRF
    const char *name; //!< display name, translatable in context "arb::TieBreak"
    Rulebook rulebook;
    const char *article; //!< C.07 article "8.1" or US Chess rule "US 34E1"; see citation()
    TieBreakOrder order;
    TieBreakScope scope;
    quint8 modifiers; //!< TieBreakModifier flags; /P and a :MP or :GP point type always apply
    bool ratingBased; //!< dropped when unrated players are present (Art. 10)
    bool teamApplicable; //!< has a meaning for teams (the team engine computes it)
    //! Computes the value for players; null for positional and team-only tie-breaks.
    IndividualTieBreakFn individual;
    //! Computes the value for teams; null for positional ones and those without a team meaning.
    TeamTieBreakFn team;

    bool accepts(TieBreakModifier m) const { return modifiers & m; }
    bool isCuttable() const { return accepts(CutModifier); }
};

//! Returns the registry: every tie-break, in the order of C.07 Art. 5 then US Chess and teams.
const QList<TieBreakInfo> &tieBreakTable();
//! Returns the registry row of \a id.
const TieBreakInfo &tieBreakInfo(TieBreakId id);
//! Returns the row whose key is \a key (upper case), or null.
const TieBreakInfo *findTieBreak(QStringView key);

//! Returns true for the tie-breaks that exist only in team competitions (Art. 11-13).
inline bool isTeamTieBreak(TieBreakId id)
{
    return tieBreakInfo(id).scope == TieBreakScope::Team;
}

//! Returns true for the named EDE chains of 13.3.2 (2026): EDEC, EDET, EDEB, EDEBT, EDEBB.
inline bool isNamedEdeChain(TieBreakId id)
{
    return id == TieBreakId::EDEC || id == TieBreakId::EDET || id == TieBreakId::EDEB
        || id == TieBreakId::EDEBT || id == TieBreakId::EDEBB;
}

//! Returns the knock-out tie-breaks (Art. 12) a named EDE chain applies, in order; empty for
//! every other tie-break.
QList<TieBreakId> edeChainSteps(TieBreakId id);

//! Returns true for the tie-breaks the 2026 edition of C.07 introduced (STD, TPN, RTNG and the
//! named EDE chains of 13.3.2).
inline bool introducedIn2026(TieBreakId id)
{
    return id == TieBreakId::STD || id == TieBreakId::TPN || id == TieBreakId::RTNG
        || isNamedEdeChain(id);
}

//! Returns true for Buchholz-type tie-breaks (Art. 8: BH, AOB, FB), which the note to Art. 8
//! says are not for round robins.
inline bool isBuchholzFamily(TieBreakId id)
{
    return id == TieBreakId::BH || id == TieBreakId::AOB || id == TieBreakId::FB;
}

enum class CitationStyle : quint8 {
    Full, //!< "C.07 Art. 8.1", "US Chess Rule 34E1" (reports, tooltips, presets)
    Short, //!< "Art. 8.1", "US 34E1" (the CLI's tie-break list, the editor)
};

//! Returns where \a info is defined, in \a style: the one citation formatter for FIDE and US rules.
QString citation(const TieBreakInfo &info, CitationStyle style = CitationStyle::Full);
//! Returns the translated display name of \a info.
QString displayName(const TieBreakInfo &info);
//! Returns the tooltip text of \a info: its translated name and its citation.
QString toolTip(const TieBreakInfo &info);

} // namespace arb
