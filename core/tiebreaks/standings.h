// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/tiebreak.h"
#include "tournament.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace arb {

//! A tie-break value; undefined values (no game over the board, Art. 10 drop) print as NA.
struct TieBreakValue
{
    Fixed value;
    bool defined = true;
    QString toString() const { return defined ? value.toString() : QStringLiteral("NA"); }
    bool operator==(const TieBreakValue &) const = default;
};

struct StandingsOptions
{
    QList<TieBreakSpec> tieBreaks; //!< in order; a leading PTS is the primary score
    int rounds = 0; //!< standings after this many rounds; 0 = every round with results
    //! Break persisting ties by lots with this seed (Art. 4.2); none: the seed the event records
    //! (recordedLotsSeed()), if any.
    std::optional<quint64> lotsSeed;
    //! The edition of C.07; none: the event's (rulesEditionOf()). A tie-break's /V2024 or
    //! /V2026 overrides it.
    std::optional<RulesVersion> rules;
    //! Start numbers of the players who withdrew or were expelled (the database's withdrawals);
    //! a round robin leaves those of them out who completed fewer than half their games.
    QList<int> leftEvent;
};

//! A player left out of a round robin's standings: he left the event having completed fewer than
//! half his games, so his points and the points scored against him do not count (FIDE
//! Tournament Rules, C.06 V.4.1; FIDE's program checklist F42).
struct LeftOutPlayer
{
    int playerIndex = -1; //!< index into Tournament::players
    int startNo = 0;
    int completed = 0; //!< games finished over the board
    int games = 0; //!< games the schedule gives him
    //! Expelled (recordedExpulsions()): a Swiss leaves him out of its standings, while his games
    //! still count for his opponents (FIDE's program checklist M80).
    bool expelled = false;
    bool operator==(const LeftOutPlayer &) const = default;
    //! Returns true when the games against him are taken out of the standings (a round robin).
    bool gamesRemoved() const { return !expelled || games > 0; }
};

//! Why a row stands below the one above it.
enum class Separation : quint8 {
    First, //!< the first row
    Points, //!< fewer points
    TieBreak, //!< separated by tieBreaks[decidedBy]
    Lots, //!< tied on everything, ordered by drawing of lots
    Shared, //!< tied on everything, the place is shared
    Playoff, //!< placed by an over-the-board play-off (Art. 3; see playoffentrants.h)
    Arbiter, //!< tied on everything, placed by the arbiter's decision (arbiterOrders())
};

struct StandingRow
{
    int playerIndex = -1; //!< index into Tournament::players
    int startNo = 0;
    int rank = 0;
    bool sharedRank = false;
    //! The rank in the whole event when these are the standings of a category
    //! (categoryStandings()), else 0.
    int overallRank = 0;
    bool overallShared = false;
    Fixed points;
    QList<TieBreakValue> values; //!< one per entry of Standings::tieBreaks
    Separation separation = Separation::First;
    int decidedBy = -1; //!< index into Standings::tieBreaks when separation == TieBreak
};

struct Standings
{
    QList<TieBreakSpec> tieBreaks; //!< the list applied, without the primary score
    QList<StandingRow> rows; //!< in rank order
    QStringList notes; //!< e.g. tie-breaks dropped under Art. 10
    //! Round-robin players who are in the crosstable but not in the standings (C.06 V.4.1).
    QList<LeftOutPlayer> leftOut;
    std::optional<quint64> lotsSeed;
    int rounds = 0;
    RulesVersion rules = RulesVersion::Fide2024; //!< the edition of C.07 applied
    //! Set when the edition came from a missing or unreadable start date (rulesEditionOf()).
    QString rulesWarning;
};

//! Returns the players the standings leave out. A round robin: those in \a leftEvent or recorded
//! as withdrawn or expelled who completed fewer than half the games the schedule gives them
//! (C.06 V.4.1), with the games against them. A Swiss: the expelled players (games 0), whose
//! games still count for their opponents.
QList<LeftOutPlayer> leftOutOfStandings(const Tournament &t, const QList<int> &leftEvent = {});
//! Returns the seed of the drawing of lots for ties that remain (C.07 Art. 4.2), derived from the
//! event itself (its name, start date and players), so that drawing again gives the same order.
quint64 eventLotsSeed(const Tournament &t);
//! Returns the comment record of a drawing of lots made after round \a round:
//! "### Lots @ Round 9: seed 1234".
QString lotsRecord(int round, quint64 seed);
//! Returns the seed \a t records, or nothing when no lots were drawn.
std::optional<quint64> recordedLotsSeed(const Tournament &t);

//! The arbiter's order of players tied on everything (FIDE's program checklist M84): a decision
//! the tournament rules leave to him, recorded as "### Arbiter order @ Round 9: 12 5 7; reason".
struct ArbiterOrder
{
    int round = 0; //!< the last round with results when it was decided
    QList<int> startNos; //!< best first
    QString reason;
    //! Returns the record; its words stay English whatever the user's language.
    QString record() const;
    //! Reads a record written by record(); nothing for another line.
    static std::optional<ArbiterOrder> parse(const QString &line);
};
//! Values of the EXT tie-break the arbiter set from outside the event (FIDE's program checklist
//! M84: a qualifier's result, a rating of another list the tournament rules name), recorded as
//! "### External values @ Round 9: 12=3.5 5=2; reason".
struct ExternalValues
{
    int round = 0; //!< the last round with results when they were set
    QList<QPair<int, Fixed>> values; //!< start number and value
    QString reason;
    //! Returns the record; its words stay English whatever the user's language.
    QString record() const;
    //! Reads a record written by record(); nothing for another line.
    static std::optional<ExternalValues> parse(const QString &line);
};
//! Returns the EXT values \a t records by start number (a later record's value counts).
QHash<int, Fixed> externalTieBreakValues(const Tournament &t);

//! Returns the arbiter's orders \a t records, in the order they were made.
QList<ArbiterOrder> arbiterOrders(const Tournament &t);
//! Returns the groups of players still tied after every tie-break in \a st (start numbers, in
//! the order shown), the ones an arbiter's order or drawing of lots would separate.
QList<QList<int>> remainingTies(const Standings &st);

//! Returns \a t with the games of the players in \a leftOut taken out of every player's rounds;
//! nothing when no games are taken out (no one left, or only expelled Swiss players).
std::optional<Tournament> withoutLeftOut(const Tournament &t, const QList<LeftOutPlayer> &leftOut);

//! One element of a tie-break's sum, as shown when an arbiter asks how a value came about.
struct TieBreakContribution
{
    int round = 0; //!< 1-based
    RoundKind kind = RoundKind::Played; //!< what the round was for the participant
    int opponentStartNo = 0; //!< 0 for a dummy opponent (16.4) or a round without opponent
    Fixed opponentScore; //!< the opponent's final score
    Fixed opponentAdjustedScore; //!< the score used for tie-breaks after Art. 16.3
    Fixed key; //!< what the modifiers judge the element on (score, rating, running score)
    Fixed value; //!< what the element adds
    bool dummy = false; //!< a dummy opponent with the participant's own score (16.4)
    bool voluntary = false; //!< from a voluntary unplayed round (16.1.2)
    bool cut = false; //!< left out by a modifier (Art. 14, 16.5) or by the Koya limit
};

struct TieBreakExplanation
{
    TieBreakSpec spec;
    int startNo = 0;
    TieBreakValue value;
    QList<TieBreakContribution> contributions;
    QStringList notes; //!< the articles that shaped the value, in words
};

//! Returns how \a spec's value of participant \a startNo is made up: each opponent's or round's
//! contribution, adjusted scores, dummy opponents and what was cut. A round robin leaves out the
//! games of the players leftOutOfStandings(t, \a leftEvent) names, as the standings do.
TieBreakExplanation explainTieBreak(const Tournament &t, const TieBreakSpec &spec, int startNo,
    int rounds = 0, std::optional<RulesVersion> rules = std::nullopt,
    const QList<int> &leftEvent = {});

//! Returns why \a row stands below the row above it, untranslated as the CLI and the published site
//! print it: the deciding tie-break's spec, "PTS", "lots", "shared", "play-off", or "" for the
//! first.
QString separationKey(const Standings &st, const StandingRow &row);

//! Returns the standings of \a t: points, every tie-break of the list, ranks per Art. 4.2.
Standings computeStandings(const Tournament &t, const StandingsOptions &options);

//! Returns the Direct Encounter positions (Art. 6, 1 = best) of the tied participants given by
//! start number, in the same order; all 0 when their encounters do not separate them.
QList<int> directEncounterPositions(
    const Tournament &t, const QList<int> &startNos, bool forfeitsAsPlayed = false, int rounds = 0);

//! Returns the documented default list for the tournament's type: for Swiss
//! "BH/C1 BH SB DE WIN BPG" and for round robins "DE SB KS WIN" (without PTS); for a US Chess
//! event (federation USA) the US Chess order "MM SOLK CUM OCUM" (Rule 34E).
QList<TieBreakSpec> defaultTieBreaks(const Tournament &t);

} // namespace arb
