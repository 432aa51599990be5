// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "team.h"
#include "tournament.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace arb {

//! The checks that refuse impossible input to a tournament, as pure functions on the
//! Tournament value: storage runs them before every change, and the CLI and the pairing code
//! can run them on their own. Each returns the refusal message (round and player named), or
//! nothing when the change is possible. \a withdrawn maps a start number to the round from
//! which the player is withdrawn.

//! Returns the entry of \a startNo in \a round when they are paired or have a bye, or nothing.
std::optional<RoundEntry> pairedEntry(const Tournament &t, int startNo, int round);

//! Checks a round number (1-999).
std::optional<QString> checkRound(int round);
//! Checks pairing \a white against \a black in \a round with \a whiteCode: both exist, neither
//! withdrawn by then, no self-pairing, a game result.
std::optional<QString> checkGame(const Tournament &t, const QHash<int, int> &withdrawn, int round,
    int white, int black, char whiteCode);
//! Checks the result \a code for \a startNo in \a round: the player exists and is paired or has
//! a bye, and a paired player gets no bye code. (The game itself is checked by checkGame().)
std::optional<QString> checkResult(const Tournament &t, int round, int startNo, char code);
//! Checks a bye \a code for \a startNo in \a round.
std::optional<QString> checkBye(const Tournament &t, int round, int startNo, char code);

//! Checks a whole round's pairing (Black 0: the pairing-allocated bye): players exist, are not
//! withdrawn by then, appear once, have no requested bye in the round, and no game of the round
//! has a result yet (a pairing without results may be replaced).
std::optional<QString> checkRoundPairing(const Tournament &t, const QHash<int, int> &withdrawn,
    int round, const QList<QPair<int, int>> &boards);
//! Checks that \a round is paired and none of its games has a result.
std::optional<QString> checkRoundUnpairing(const Tournament &t, int round);

//! Checks a new or changed player: start number, name, rating, a FIDE id used once.
std::optional<QString> checkPlayer(const Tournament &t, const Player &p);
//! Checks that \a startNo exists and has no rounds entered.
std::optional<QString> checkPlayerRemoval(const Tournament &t, int startNo);
//! Checks a withdrawal of \a startNo from \a fromRound (0 revokes it).
std::optional<QString> checkWithdrawal(const Tournament &t, int startNo, int fromRound);

//! Checks a tie-break list in FIDE notation: every spec must be known.
std::optional<QString> checkTieBreaks(const QStringList &specs);

//! Checks a team: number, name, every player existing, listed once and in no other team.
std::optional<QString> checkTeam(const Tournament &t, const Team &team);
//! Checks that team \a number exists.
std::optional<QString> checkTeamRemoval(const Tournament &t, int number);
//! Checks a team line-up: round, teams, no team against itself, boards from the roster once.
std::optional<QString> checkTeamLineup(const Tournament &t, const TeamLineup &lineup);
//! Checks the match points: a win gives at least a draw, a draw at least a loss.
std::optional<QString> checkTeamScoring(const TeamScoring &s);
//! Checks board colours ("WBWB"; case and surrounding spaces ignored).
std::optional<QString> checkBoardColours(const QString &colours);

} // namespace arb
