// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teamstandingsmodel.h"
#include "localenumbers.h"

#include "standings/standingsmodel.h"
#include "teams/teamresults.h"
#include "tournamentdocument.h"

#include <QCoreApplication>

namespace arb {

TeamStandingsModel::TeamStandingsModel(TournamentDocument *document, QObject *parent)
    : RankingTableModel(Rank, Name, FirstTieBreak, parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &TeamStandingsModel::documentChanged);
    documentChanged();
}

void TeamStandingsModel::documentChanged()
{
    beginResetModel();
    m_standings = m_document->teamStandings();
    const TeamResults &results = m_document->teamResults();
    const int rounds = std::min(m_standings.rounds, results.rounds);
    m_boards = results.boards;
    m_matchPoints.clear();
    m_gamePoints.clear();
    m_boardPoints.clear();
    for (const StandingRow &row : std::as_const(m_standings.rows)) {
        Fixed mp, gp;
        QList<Fixed> boards(m_boards);
        if (row.playerIndex >= 0 && row.playerIndex < results.table.size()) {
            for (int r = 0; r < rounds; ++r) {
                const TeamRound &m = results.at(row.playerIndex, r);
                mp += m.matchPoints;
                gp += m.gamePoints;
                for (int b = 0; b < m.boardPoints.size() && b < m_boards; ++b)
                    boards[b] += m.boardPoints[b];
            }
        }
        m_matchPoints.append(mp);
        m_gamePoints.append(gp);
        m_boardPoints.append(boards);
    }
    endResetModel();
}

int TeamStandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : firstBoardColumn() + m_boards;
}

QVariant TeamStandingsModel::cell(int rowIndex, int col) const
{
    const StandingRow &row = m_standings.rows[rowIndex];
    const TeamData &d = m_document->tournament().teamData;
    if (row.playerIndex < 0 || row.playerIndex >= d.teams.size())
        return {};
    const Team &team = d.teams[row.playerIndex];
    switch (col) {
    case Number:
        return team.number;
    case Name:
        return team.name;
    case MatchPoints:
        return localeText(m_matchPoints[rowIndex]);
    case GamePoints:
        return localeText(m_gamePoints[rowIndex]);
    default:
        if (col < firstBoardColumn() || col >= columnCount())
            return {};
        return localeText(m_boardPoints[rowIndex][col - firstBoardColumn()]);
    }
}

QString TeamStandingsModel::title(int section) const
{
    switch (section) {
    case Number:
        //: team number
        return tr("No.");
    case Name:
        return tr("Team");
    case MatchPoints:
        //: match points
        return tr("MP");
    case GamePoints:
        //: game points
        return tr("GP");
    default:
        if (section < firstBoardColumn() || section >= columnCount())
            return QString();
        //: board number
        return tr("B%1").arg(section - firstBoardColumn() + 1);
    }
}

QVariant TeamStandingsModel::titleToolTip(int section) const
{
    if (section < firstBoardColumn() || section >= columnCount())
        return {};
    return tr("Game points scored on board %1").arg(section - firstBoardColumn() + 1);
}

} // namespace arb
