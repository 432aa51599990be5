// SPDX-License-Identifier: GPL-3.0-or-later
// A team Swiss played out by lot: every round paired by the Swiss Team Pairing System, results
// drawn from a seeded generator (wins, draws, forfeited matches, teams that miss a round), the
// same seed giving the same event. For the engine's property tests and its benchmark.
#pragma once

#include "pairing/swissteam.h"

#include <QList>

#include <random>

namespace arb {

class TeamEventSimulation
{
public:
    //! An event of \a teams teams of \a boards boards over \a rounds rounds, scored 2/1/0.
    TeamEventSimulation(
        int teams, int rounds, int boards, quint64 seed, SwissTeamSystem system = {});

    //! Returns the input of the next round: every team but those missing it.
    TeamPairingInput nextInput() const;
    //! Pairs the next round (with nextInput()) and plays it. Returns the pairing; on an error the
    //! event stays as it was.
    TeamPairingResult playRound();
    //! Returns the number of rounds played.
    int played() const { return m_round - 1; }
    //! Returns the teams as they stand (every team, present or not).
    const QList<TeamToPair> &teams() const { return m_teams; }
    //! Returns the teams that miss the next round (by number).
    const QList<int> &missing() const { return m_missing; }

private:
    void drawMissing();

    int m_rounds = 0;
    int m_boards = 0;
    int m_round = 1;
    SwissTeamSystem m_system;
    std::mt19937_64 m_rng;
    QList<TeamToPair> m_teams;
    QList<Fixed> m_matchPoints;
    QList<Fixed> m_gamePoints;
    QList<Fixed> m_scoreBefore; //!< each team's score before the previous round
    QList<int> m_previousOpponent; //!< index, -1 for none
    QList<int> m_missing;
};

} // namespace arb
