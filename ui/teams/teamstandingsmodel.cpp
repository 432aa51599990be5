// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teamstandingsmodel.h"

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

QVariant TeamStandingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (auto shared = rankingData(index, role))
        return *shared;
    if (role != Qt::DisplayRole)
        return {};
    const StandingRow &row = m_standings.rows[index.row()];
    const TeamData &d = m_document->tournament().teamData;
    const int col = index.column();
    if (row.playerIndex < 0 || row.playerIndex >= d.teams.size())
        return {};
    const Team &team = d.teams[row.playerIndex];
    if (col == Number)
        return team.number;
    if (col == Name)
        return team.name;
    if (col == MatchPoints)
        return m_matchPoints[index.row()].toString();
    if (col == GamePoints)
        return m_gamePoints[index.row()].toString();
    if (col < firstBoardColumn())
        return {};
    return m_boardPoints[index.row()][col - firstBoardColumn()].toString();
}

QVariant TeamStandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (auto shared = rankingHeader(section, role))
        return *shared;
    if (role == Qt::ToolTipRole) {
        if (section >= firstBoardColumn() && section < columnCount())
            return tr("Game points scored on board %1").arg(section - firstBoardColumn() + 1);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    if (section == Number)
        //: team number
        return tr("No.");
    if (section == Name)
        return tr("Team");
    if (section == MatchPoints)
        //: match points
        return tr("MP");
    if (section == GamePoints)
        //: game points
        return tr("GP");
    if (section >= firstBoardColumn() && section < columnCount())
        //: board number
        return tr("B%1").arg(section - firstBoardColumn() + 1);
    return {};
}

} // namespace arb
