// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace arb {

//! The tie-breaks the engine knows, by their FIDE acronym (C.07 Art. 5).
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
    // US Chess Rule 34 (core/ustiebreaks.h): adjusted scores, own unplayed rounds count 0.
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
    // Team competitions (Art. 11-13); appended, the values above are stable.
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
};

//! Returns true for the tie-breaks that exist only in team competitions (Art. 11-13).
constexpr bool isTeamTieBreak(TieBreakId id)
{
    return id >= TieBreakId::MPTS;
}

//! How a tie-break's values order participants.
enum class TieBreakOrder : quint8 {
    HigherIsBetter,
    LowerIsBetter,
    Position, //!< a position inside the tied group (1 best); 0 when it does not separate
};

//! A row of the tie-break table: everything the program says about one tie-break.
struct TieBreakInfo
{
    TieBreakId id;
    const char *key; //!< stable key: the FIDE acronym, stored in databases and TRF
    const char *name; //!< display name, translatable in context "arb::TieBreak"
    const char *article; //!< the article of C.07 that defines it, or "US 34E1" for US Chess Rule 34
    TieBreakOrder order;
    bool cuttable; //!< accepts Cut/Median modifiers (Art. 14.1-14.4)
    bool ratingBased; //!< dropped when unrated players are present (Art. 10)
    bool usesOpponentScores; //!< affected by forfeits counted as played (/P) and Art. 16
};

//! Returns the table of all tie-breaks, in the order of C.07 Art. 5.
const QList<TieBreakInfo> &tieBreakTable();
//! Returns the table row of \a id.
const TieBreakInfo &tieBreakInfo(TieBreakId id);

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

    const TieBreakInfo &info() const { return tieBreakInfo(id); }
    //! Returns the canonical spelling, e.g. "BH/C1".
    QString canonical() const;
    bool operator==(const TieBreakSpec &o) const { return canonical() == o.canonical(); }
};

//! Parses one spec such as "BH/C1", "SB/P", "KS/L-1", "ARO/M1", "ARO/U1400"; acronyms are
//! case-insensitive and "-" may stand for "/" (BH-C1). On failure returns nothing and sets \a
//! error.
std::optional<TieBreakSpec> parseTieBreakSpec(const QString &text, QString *error = nullptr);
//! Parses a list separated by blanks or commas.
std::optional<QList<TieBreakSpec>> parseTieBreakList(const QString &text, QString *error = nullptr);

} // namespace arb
