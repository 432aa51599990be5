// SPDX-License-Identifier: GPL-3.0-or-later
// The team side of the document: team standings and results, rosters, line-ups, scoring,
// forfeited matches, team byes and the pairing of a team round.
#include "tournamentdocument.h"

#include "presets/tiebreaklist.h"
#include "teams/teamstandings.h"

namespace arb {

QList<TieBreakSpec> TournamentDocument::teamTieBreakList() const
{
    return resolveTieBreakList(tournament(), {TieBreakScope::Team, nullptr, {}, true}).tieBreaks;
}

void TournamentDocument::recomputeTeams(int rounds)
{
    m_teamStandings = Standings();
    m_teamResults = TeamResults();
    if (!hasTeams())
        return;
    TeamStandingsOptions options;
    options.tieBreaks = teamTieBreakList();
    options.rounds = rounds;
    m_teamStandings = computeTeamStandings(tournament(), options);
    m_teamResults = computeTeamResults(tournament(), tournament().teamData.scoring);
}

bool TournamentDocument::setTeam(const Team &team)
{
    QString error;
    return done(m_db.setTeam(team, {}, &error), error);
}

bool TournamentDocument::removeTeam(int number)
{
    QString error;
    return done(m_db.removeTeam(number, {}, &error), error);
}

bool TournamentDocument::setTeamLineup(const TeamLineup &lineup)
{
    QString error;
    return done(m_db.setTeamLineup(lineup, {}, &error), error);
}

bool TournamentDocument::setTeamScoring(const TeamScoring &scoring)
{
    QString error;
    return done(m_db.setTeamScoring(scoring, {}, &error), error);
}

bool TournamentDocument::setTeamForfeit(int round, int first, int second, const QString &result)
{
    QString error;
    return done(m_db.setTeamForfeit(round, first, second, result, {}, &error), error);
}

bool TournamentDocument::setTeamBye(int round, int team, char code)
{
    QString error;
    return done(m_db.setTeamBye(round, team, code, {}, &error), error);
}

bool TournamentDocument::pairTeamRound(
    int round, const QList<TeamMatch> &matches, const QString &method)
{
    QString error;
    return done(m_db.setTeamRoundPairing(round, matches,
                    method.isEmpty() ? tr("Swiss Team Pairing System") : method, {}, &error),
        error);
}

} // namespace arb
