// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fixed.h"
#include "playoff/playoffconfig.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace arb {

enum class GameResult : quint8 { WhiteWin, Draw, BlackWin };

//! Parses "1-0", "0-1", "1/2", "½-½", "1/2-1/2", "=" or "draw"; returns nothing otherwise.
std::optional<GameResult> parseGameResult(QStringView text);
//! Returns "1-0", "0-1" or "1/2".
QString gameResultText(GameResult r);

//! A player in a play-off with the main-event data the seeding criteria need (Tata Steel E.2).
struct PlayoffEntrant
{
    int startNo = 0;
    QString name;
    int mainRank = 0; //!< rank in the main standings (pairing numbers "by standings")
    Fixed sonnebornBerger; //!< SB in the main event (E.2.2)
    int gamesWithBlack = 0; //!< games played with Black in the main event (E.2.3)
    bool operator==(const PlayoffEntrant &) const = default;
};

//! The tied players of one play-off, best main-standings place first, and their mutual results.
struct PlayoffInput
{
    int place = 1; //!< the place played for
    QList<PlayoffEntrant> entrants;
    //! Points the first scored against the second in the main event (E.2.1 "mutual result").
    QMap<std::pair<int, int>, Fixed> mutualPoints;

    //! Returns the entrant with \a startNo, or nullptr.
    const PlayoffEntrant *entrant(int startNo) const;
};

enum class PlayoffGameKind : quint8 {
    Match, //!< a game of a play-off match (Tata Steel C.1)
    SuddenDeath, //!< Tata Steel C.2: played until one is won
    RoundRobin, //!< a game of a play-off round robin (D, F)
    Armageddon, //!< a draw counts as a win for Black
};

//! One game of the plan: who plays whom, with which colours and time, and when.
struct PlayoffGame
{
    QString id; //!< stable key results are given for, e.g. "S1.G2", "S2.SF1.SD3", "S1.R2.1"
    int number = 0; //!< 1-based order of play in the plan
    int slot = 0; //!< 1-based time slot; games in one slot are played simultaneously
    int white = 0; //!< start numbers
    int black = 0;
    PlayoffGameKind kind = PlayoffGameKind::Match;
    TimeControl timeControl;
    QString stage; //!< where the game comes from, e.g. "C.2 sudden death, game 3"
    std::optional<GameResult> result;

    //! Returns the points of \a startNo in this game (Armageddon draws count as Black wins).
    Fixed pointsOf(int startNo) const;
};

//! A drawing of lots: what it decided and the order drawn (first = lot 1).
struct PlayoffLots
{
    QString id;
    QString purpose;
    QList<int> order;
};

//! A final place decided by the play-off.
struct PlayoffPlace
{
    int startNo = 0;
    int place = 0;
    bool shared = false;
    bool operator==(const PlayoffPlace &) const = default;
};

//! A seed of the Tata Steel semi-finals (E.2) and the criterion that placed it below the one above.
struct PlayoffSeed
{
    int startNo = 0;
    int seed = 0; //!< 1-based
    QString decidedBy; //!< "E.2.1", "E.2.2", "E.2.3", "E.2.4" (lots); empty for the first
    bool operator==(const PlayoffSeed &) const = default;
};

//! Where a play-off stands: every game known so far (with results), the lots drawn, and,
//! once finished, the final order of the players in it.
struct PlayoffState
{
    QList<PlayoffGame> games; //!< in order of play
    QList<PlayoffLots> lots;
    QList<PlayoffSeed> seeding; //!< the last semi-final seeding made (Tata Steel E.2)
    QStringList log; //!< the stages passed, naming the paragraph applied
    bool finished = false;
    QList<PlayoffPlace> places; //!< when finished: best first
    QStringList errors; //!< results given for games that are not in the plan

    //! Returns the games still to be played (no result yet), in order.
    QList<PlayoffGame> nextGames() const;
    //! Returns the game with \a id, or nullptr.
    const PlayoffGame *game(const QString &id) const;
};

//! Returns the play-off of \a input under \a config after the results so far (by game id):
//! the next games or the final order. Every drawing of lots uses \a seed and the draw's id,
//! so the same seed and results always give the same plan.
PlayoffState runPlayoff(const PlayoffConfig &config, const PlayoffInput &input,
    const QMap<QString, GameResult> &results, quint64 seed);

//! Returns the ids of \a state's next games filled in order by \a results: each result goes
//! to the first game still pending, replaying the play-off after each one. Sets \a error when
//! more results are given than games can be played.
QMap<QString, GameResult> assignResultsInOrder(const PlayoffConfig &config,
    const PlayoffInput &input, QMap<QString, GameResult> known, const QList<GameResult> &results,
    quint64 seed, QString *error = nullptr);

//! Returns the state as JSON (games, lots, log, final places).
QJsonObject playoffStateToJson(const PlayoffState &state, const PlayoffInput &input);

} // namespace arb
