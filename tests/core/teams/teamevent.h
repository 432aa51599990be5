// SPDX-License-Identifier: GPL-3.0-or-later
// Hand-made team events for the team tie-break tests: TeamEvent builds an event board by board;
// fx, standings and rowOf read the results.
#pragma once

#include "teams/teamstandings.h"

#include <QtGlobal>

namespace arb {

// A team event built board by board: team i (1-based) has players (i-1)*boards+1 ... i*boards.
class TeamEvent
{
public:
    TeamEvent(int teams, int boards, int rounds, const QString &type)
        : m_boards(boards)
    {
        t.name = QStringLiteral("hand-made");
        t.typeText = type;
        t.type = type.contains(u"Round") ? TournamentType::RoundRobin : TournamentType::Swiss;
        t.declaredRounds = rounds;
        t.roundsRecord = QStringLiteral("XXR");
        t.teamData.has013 = true;
        for (int i = 1; i <= teams; ++i) {
            Team team;
            team.number = i;
            team.name = QStringLiteral("Team %1").arg(QChar(u'A' + i - 1));
            for (int b = 1; b <= boards; ++b) {
                Player p;
                p.startNo = player(i, b);
                p.name = QStringLiteral("%1%2").arg(QChar(u'A' + i - 1)).arg(b);
                p.rating = 2000;
                p.rounds = QList<RoundEntry>(rounds);
                t.players.append(p);
                team.players.append(p.startNo);
            }
            t.teamData.teams.append(team);
        }
    }

    int player(int team, int board) const { return (team - 1) * m_boards + board; }

    //! Board results seen from team a: 1 0 = (played), + - (forfeit), x (double forfeit).
    TeamEvent &match(int round, int a, int b, const char *results)
    {
        for (int k = 1; k <= m_boards; ++k) {
            const char c = results[k - 1];
            RoundEntry &ea = t.players[player(a, k) - 1].rounds[round - 1];
            RoundEntry &eb = t.players[player(b, k) - 1].rounds[round - 1];
            ea.opponent = player(b, k);
            eb.opponent = player(a, k);
            ea.colour = k % 2 ? Colour::White : Colour::Black;
            eb.colour = k % 2 ? Colour::Black : Colour::White;
            const char inverse = c == '1' ? '0'
                : c == '0'                ? '1'
                : c == '+'                ? '-'
                : c == '-'                ? '+'
                                          : c;
            ea.code = c == 'x' ? '-' : c;
            eb.code = c == 'x' ? '-' : inverse;
        }
        return *this;
    }

    //! A team bye: F, H, Z (240 record) or U (pairing-allocated, 320 record).
    TeamEvent &bye(int round, int team, char type)
    {
        for (int k = 1; k <= m_boards; ++k)
            t.players[player(team, k) - 1].rounds[round - 1].code = type;
        if (type == 'U') {
            while (t.teamData.pairingByes.size() < round)
                t.teamData.pairingByes.append(0);
            t.teamData.pairingByes[round - 1] = team;
        } else {
            t.byes.append({type, round, {team}});
        }
        return *this;
    }

    Tournament t;

private:
    int m_boards;
};

inline Fixed fx(const char *text)
{
    return Fixed::parse(QString::fromLatin1(text)).value();
}

inline Standings standings(const Tournament &t, const QString &list)
{
    TeamStandingsOptions options;
    QString error;
    const auto specs = parseTieBreakList(list, &error);
    if (!specs)
        qFatal("%s", qPrintable(error));
    options.tieBreaks = *specs;
    return computeTeamStandings(t, options);
}

inline const StandingRow &rowOf(const Standings &st, int team)
{
    for (const StandingRow &row : st.rows)
        if (row.startNo == team)
            return row;
    qFatal("no row for team %d", team);
}

} // namespace arb
