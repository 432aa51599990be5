// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QList>
#include <QStringList>

namespace arb {

//! One round of one team: the match (or bye) with its match points, game points and boards.
struct TeamRound
{
    int opponent = -1; //!< index into TeamData::teams, -1 when none
    RoundKind kind = RoundKind::Absent; //!< Played, ForfeitWin/Loss (330), a bye, or Absent
    Fixed matchPoints;
    Fixed gamePoints;
    QList<int> boards; //!< start number per board, 0 for an empty board
    QList<Fixed> boardPoints; //!< game points per board as Art. 12 counts them
    bool operator==(const TeamRound &) const = default;
};

//! The team matches of a tournament, derived from the games, 240 byes and the team records.
struct TeamResults
{
    int rounds = 0;
    int boards = 0; //!< 352 length, else the largest line-up
    bool roundRobin
        = false; //!< every team meets every other equally often, or the 092/192 text says so
    bool gamePointsPrimary = false; //!< the event ranks by game points (192 ..._GP_MP)
    QList<QList<TeamRound>> table; //!< [team][round]
    QStringList problems; //!< inconsistencies found while deriving the matches

    const TeamRound &at(int team, int round) const { return table[team][round]; }
};

//! Returns the team matches of the first \a rounds rounds (0 = all planned rounds) of \a t,
//! scored with \a scoring (match points, pairing-allocated bye, the B.6 0-0 rule).
TeamResults computeTeamResults(const Tournament &t, const TeamScoring &scoring, int rounds = 0);

} // namespace arb
