// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/teamsimulation.h"

namespace arb {

TeamEventSimulation::TeamEventSimulation(
    int teams, int rounds, int boards, quint64 seed, SwissTeamSystem system)
    : m_rounds(rounds)
    , m_boards(std::max(1, boards))
    , m_system(system)
    , m_rng(seed)
{
    for (int i = 1; i <= teams; ++i) {
        TeamToPair t;
        t.number = i;
        m_teams.append(t);
    }
    m_matchPoints = m_gamePoints = m_scoreBefore = QList<Fixed>(teams, Fixed());
    m_previousOpponent = QList<int>(teams, -1);
    drawMissing();
}

void TeamEventSimulation::drawMissing()
{
    // About one team in thirty misses a round (a requested bye: not paired, no points).
    m_missing.clear();
    if (m_round > m_rounds)
        return;
    for (const TeamToPair &t : std::as_const(m_teams))
        if (m_rng() % 30 == 0)
            m_missing.append(t.number);
}

TeamPairingInput TeamEventSimulation::nextInput() const
{
    TeamPairingInput in;
    in.round = m_round;
    in.rounds = m_rounds;
    in.system = m_system;
    for (const TeamToPair &t : m_teams)
        if (!m_missing.contains(t.number))
            in.teams.append(t);
    return in;
}

TeamPairingResult TeamEventSimulation::playRound()
{
    const TeamPairingResult r = pairSwissTeams(nextInput());
    if (!r.ok())
        return r;
    const int n = int(m_teams.size());
    QList<Fixed> before(n);
    for (int i = 0; i < n; ++i) {
        before[i] = m_teams[i].score;
        m_teams[i].colours.append(Colour::None);
        m_teams[i].floated = false;
    }
    const Fixed half = Fixed::half();
    auto addPoints = [&](int i, Fixed mp, Fixed gp) {
        m_matchPoints[i] += mp;
        m_gamePoints[i] += gp;
    };
    for (const TeamMatch &m : r.matches) {
        const int i = m.white - 1;
        if (m.black == 0) {
            // C.04.6 1.4: the PAB is worth a drawn match.
            addPoints(i, Fixed::fromInt(1), half * m_boards);
            m_teams[i].byeBarred = true;
            continue;
        }
        const int j = m.black - 1;
        // 1.5: a team paired against another score floated.
        m_teams[i].floated = m_teams[j].floated = before[i] != before[j];
        if (m_rng() % 50 == 0) {
            // A forfeited match: no meeting ([C1], GHR 3.5), no colour, the winner barred from
            // the PAB ([C2]).
            const int winner = m_rng() % 2 == 0 ? i : j;
            addPoints(winner, Fixed::fromInt(2), Fixed::fromInt(m_boards));
            m_teams[winner].byeBarred = true;
            continue;
        }
        m_teams[i].met.append(m.black);
        m_teams[j].met.append(m.white);
        m_teams[i].colours.last() = Colour::White;
        m_teams[j].colours.last() = Colour::Black;
        const int roll = int(m_rng() % 100);
        if (roll >= 40 && roll < 65) {
            addPoints(i, Fixed::fromInt(1), half * m_boards);
            addPoints(j, Fixed::fromInt(1), half * m_boards);
        } else {
            const int winner = roll < 40 ? i : j, loser = winner == i ? j : i;
            // Game points in half-points: the winner more than half of them.
            const int halves = m_boards + 1 + int(m_rng() % quint64(m_boards));
            addPoints(winner, Fixed::fromInt(2), half * halves);
            addPoints(loser, Fixed(), half * (2 * m_boards - halves));
        }
    }
    for (int i = 0; i < n; ++i) {
        m_teams[i].score = m_system.gamePointsPrimary ? m_gamePoints[i] : m_matchPoints[i];
        m_teams[i].secondary = m_system.gamePointsPrimary ? m_matchPoints[i] : m_gamePoints[i];
    }
    ++m_round;
    drawMissing();
    return r;
}

} // namespace arb
