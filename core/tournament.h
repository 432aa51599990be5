// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fixed.h"
#include "players/category.h"
#include "prizes/prizefund.h"
#include "result.h"
#include "rulesedition.h"
#include "team.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>

namespace arb {

enum class Colour : quint8 { None, White, Black };

//! One round of one participant as written in a TRF 001 record: opponent, colour, result code.
struct RoundEntry
{
    int opponent = 0; //!< start number of the opponent, 0 when none
    Colour colour = Colour::None;
    char code = ' '; //!< TRF result code: 1 = 0 + - W D L H F U Z, or ' ' when not paired
    bool rated = true; //!< false for W D L (counts for the tournament, not rated)

    RoundKind kind() const;
    //! Returns the game result from this participant's view: 1 win, 0 draw, -1 loss.
    int outcome() const;
    bool isPlayed() const { return kind() == RoundKind::Played; }
    bool operator==(const RoundEntry &) const = default;
};

//! Points awarded for each kind of round (C.07 Art. 16 needs the value of every unplayed round).
//! Returns true when \a v can be the points of one game or match in a scoring system: a whole
//! number of hundredths (products of two such values, as Sonneborn-Berger takes them, stay
//! exact) from -maxGamePoints to maxGamePoints.
bool isScoringValue(Fixed v);
//! The most points one game or match may be worth in a scoring system, either sign.
constexpr int maxGamePoints = 100;

struct ScoringSystem
{
    Fixed win = Fixed::fromInt(1);
    Fixed draw = Fixed::half();
    Fixed loss = Fixed::fromInt(0);
    Fixed forfeitWin = Fixed::fromInt(1);
    Fixed forfeitLoss = Fixed::fromInt(0);
    Fixed pairingBye = Fixed::fromInt(1);
    Fixed fullBye = Fixed::fromInt(1);
    Fixed halfBye = Fixed::half();
    Fixed zeroBye = Fixed::fromInt(0);
    Fixed absent = Fixed::fromInt(0);

    //! Returns the points a round entry is worth.
    Fixed points(const RoundEntry &e) const;
    //! Returns the points for an outcome (1 win, 0 draw, -1 loss).
    Fixed pointsFor(int outcome) const { return outcome > 0 ? win : outcome == 0 ? draw : loss; }
    //! Returns 1, 0 or -1: the result "corresponding to the awarded number of points" (16.3.1).
    int outcomeFor(Fixed points) const;
    bool isDefault() const { return *this == ScoringSystem(); }
    bool operator==(const ScoringSystem &) const = default;
};

struct Player
{
    int startNo = 0;
    QString name;
    QString title;
    QChar sex;
    QString federation;
    QString fideId;
    QString birthDate; //!< ISO YYYY-MM-DD, or a year alone (TRF writes YYYY/MM/DD)
    QString club; //!< not in TRF; kept in the database only
    int rating = 0; //!< 0 when unrated
    //! FIDE development coefficient K for the rating change (FIDE Rating Regulations 8.3.3);
    //! 0: derived from rating and age (ratingchange.h)
    int kFactor = 0;
    //! Where the rating comes from: the list and its month ("FIDE rapid list NOV26"), "manual"
    //! when typed, empty when not known (a TRF import). Kept in the database only.
    QString ratingSource;
    Fixed declaredPoints; //!< points written in the file (001 columns 81-84)
    bool hasDeclaredPoints = false;
    int declaredRank = 0; //!< rank written in the file, 0 when none
    QList<RoundEntry> rounds;

    bool isRated() const { return rating > 0; }
    bool operator==(const Player &) const = default;
};

enum class TournamentType : quint8 { Unknown, Swiss, RoundRobin, DoubleRoundRobin };

//! A requested or pre-assigned bye of the TRF-2026 240 record.
struct ByeRecord
{
    char type = 'H';
    int round = 0;
    QList<int> players;
    bool operator==(const ByeRecord &) const = default;
};

//! A TRF record the engine does not interpret, kept to be written back unchanged.
struct RawRecord
{
    QString line;
    int lineNo = 0; //!< the line it was read from in a TRF file, 0 when not read from one
    //! Two records are equal when their text is: where they were read from does not count.
    bool operator==(const RawRecord &o) const { return line == o.line; }
};

//! The line of a TRF file a value was read from (0: not read from one). Two values are equal
//! whatever their lines: where a value was read from is not part of it.
struct SourceLine
{
    int number = 0;
    bool operator==(const SourceLine &) const { return true; }
};

struct Tournament
{
    QString name;
    QString city;
    QString federation;
    QString startDate;
    QString endDate;
    QString chiefArbiter;
    QString deputyArbiters;
    QString timeControl;
    QString timeControlCode; //!< TRF-2026 222: "5400+30" (trf/timecontrolcode.h)
    QString typeText; //!< 092 text as written
    QString systemText; //!< 192 text as written
    TournamentType type = TournamentType::Unknown; //!< resolved type (never Unknown after loading)
    int declaredPlayers = 0; //!< 062
    int declaredRated = 0; //!< 072
    int declaredTeams = 0; //!< 082
    int declaredRounds = 0; //!< XXR or 142, 0 when absent
    QString roundsRecord; //!< "XXR" or "142": the record the number of rounds came from
    QString roundDates; //!< 132 text as written
    //! The start time of each round as the arbiter set it ("15:00"), round 1 first; not in TRF.
    QStringList roundTimes;
    //! The board order of each paired round, fixed when it was paired: White's start number on
    //! each board, the pairing-allocated bye's player last; by round (1-based). Not in TRF.
    QMap<int, QList<int>> boardOrders;
    ScoringSystem scoring;
    bool hasScoringRecord = false; //!< a 162 or XXS record was present
    QString scoringText; //!< the 162 record's text as written
    QStringList tieBreaks; //!< 202 (or 212) list, specs as written
    //! The edition of C.07 the arbiter chose; none: the one in force on the start date
    //! (rulesEditionOf()).
    std::optional<RulesVersion> rulesEdition;
    bool tieBreaksFromTeamRecord = false; //!< true when read from 212
    SourceLine tieBreaksLine; //!< the 202 or 212 record's line
    QList<ByeRecord> byes; //!< 240
    QList<Player> players; //!< ordered by start number
    //! Categories defined by the organiser (separate standings and prizes); not in TRF.
    QList<PlayerCategory> categories;
    //! The prize fund and how it is paid out (prizes/prizefund.h); not in TRF.
    std::optional<PrizeFund> prizeFund;
    //! Records kept unchanged, in file order: ### comments, 152, 172, 182, 222, 250, 299, teams...
    QList<RawRecord> otherRecords;
    //! Returns true when otherRecords holds a record that reads exactly \a line.
    bool hasRecord(const QString &line) const;
    //! Replaces every kept record starting with \a prefix by \a line, at the place of the first
    //! one (at the end when there was none); an empty \a line only removes them.
    void replaceRecords(const QString &prefix, const QString &line);
    TeamData teamData; //!< teams, line-ups, forfeited matches, team scoring; empty when individual

    //! Returns the number of rounds that have at least one entry (paired or bye).
    int roundCount() const;
    //! Returns the planned number of rounds: the declared one, or roundCount() when larger.
    int plannedRounds() const;
    //! Writes the byes that 240 records announce for \a round (TRF-2026: how a requested bye of
    //! a round not paired yet reaches the pairing) into the players' empty fields of that round,
    //! as the app keeps a requested bye. A field already filled stays. Individual events only
    //! (a team event's 240 records name teams). Returns the number of byes written.
    int applyAnnouncedByes(int round);
    //! Returns the index of the player with \a startNo in players, or -1.
    int indexOf(int startNo) const;
    //! Returns true when every participant has a rating.
    bool allRated() const;
    bool isRoundRobin() const
    {
        return type == TournamentType::RoundRobin || type == TournamentType::DoubleRoundRobin;
    }
    //! Returns how often a round robin's pairs meet: 2 for a double round robin, else 1.
    int roundRobinCycles() const { return type == TournamentType::DoubleRoundRobin ? 2 : 1; }
    bool operator==(const Tournament &) const = default;
};

//! Writes the rounds a withdrawn player does not play as absences: from the round of his
//! withdrawal (\a withdrawn: start number to that round) through \a throughRound, every round
//! with nothing written gets '-' without opponent (TRF "0000 - -"; C.04.2 3.2: not paired;
//! C.07 16.1: a voluntary unplayed round). What is written (a game, a bye) stays.
void markWithdrawals(Tournament &t, const QHash<int, int> &withdrawn, int throughRound);

//! Returns the comment record of a withdrawal: "### Withdrawn @ Round 4: player 7", the round
//! being the first one the player does not play.
QString withdrawalRecord(int startNo, int fromRound);
//! Adds the record of every withdrawal in \a withdrawn (start number to the round from which)
//! that \a t does not hold yet, by start number.
void recordWithdrawals(Tournament &t, const QHash<int, int> &withdrawn);
//! Returns the withdrawals \a t records (start number to the round from which), as a rating
//! report exported by the program carries them.
QHash<int, int> recordedWithdrawals(const Tournament &t);
//! Returns the comment record of an expulsion: "### Expelled @ Round 4: player 7", the round
//! being the first one the player does not play.
QString expulsionRecord(int startNo, int fromRound);
//! Returns the expulsions \a t records (start number to the round from which).
QHash<int, int> recordedExpulsions(const Tournament &t);
//! Returns \a line with the player of a "### KIND @ Round n: player S" record renumbered by
//! \a to (old start number to new); other lines unchanged.
QString renumberedPlayerRecord(const QString &line, const std::function<int(int)> &to);

//! Returns the players whom the event's regulations allow no half-point bye (FIDE's program
//! checklist L74), by start number: its "### No half-point byes: 3 12" record.
QList<int> halfByesExcluded(const Tournament &t);
//! Stores \a startNos as the players allowed no half-point bye (no record when none).
void setHalfByesExcluded(Tournament &t, QList<int> startNos);

} // namespace arb
