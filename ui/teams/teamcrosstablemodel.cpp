// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teamcrosstablemodel.h"
#include "localenumbers.h"

#include "teams/teamresults.h"
#include "tournamentdocument.h"

#include <QBrush>
#include <QHash>
#include <QPalette>

namespace arb {

TeamCrossTableModel::TeamCrossTableModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &TeamCrossTableModel::documentChanged);
    documentChanged();
}

void TeamCrossTableModel::documentChanged()
{
    beginResetModel();
    const Standings &s = m_document->teamStandings();
    const TeamResults &results = m_document->teamResults();
    const int rounds = std::min(s.rounds, results.rounds);
    m_order.clear();
    m_rank.clear();
    m_cells.clear();
    m_matchPoints.clear();
    m_gamePoints.clear();
    QHash<int, int> column; // team index -> column of the opponents
    for (const StandingRow &row : s.rows) {
        if (row.playerIndex < 0 || row.playerIndex >= results.table.size())
            continue;
        column.insert(row.playerIndex, int(m_order.size()));
        m_order.append(row.playerIndex);
        m_rank.append(
            row.sharedRank ? QStringLiteral("%1=").arg(row.rank) : QString::number(row.rank));
    }
    for (int team : std::as_const(m_order)) {
        QStringList cells(m_order.size());
        Fixed mp, gp;
        for (int r = 0; r < rounds; ++r) {
            const TeamRound &m = results.at(team, r);
            mp += m.matchPoints;
            gp += m.gamePoints;
            if (m.opponent < 0 || !column.contains(m.opponent))
                continue;
            QString text = m.kind == RoundKind::ForfeitWin ? QStringLiteral("+")
                : m.kind == RoundKind::ForfeitLoss         ? QStringLiteral("-")
                                                           : localeText(m.gamePoints);
            QString &cell = cells[column.value(m.opponent)];
            cell = cell.isEmpty() ? text : cell + u' ' + text;
        }
        m_cells.append(cells);
        m_matchPoints.append(localeText(mp));
        m_gamePoints.append(localeText(gp));
    }
    endResetModel();
}

int TeamCrossTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int TeamCrossTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : gamePointsColumn() + 1;
}

QVariant TeamCrossTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int col = index.column();
    if (role == Qt::TextAlignmentRole)
        return col == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignCenter);
    if (role == Qt::BackgroundRole && col == FirstOpponent + row)
        return QBrush(QPalette().color(QPalette::Mid));
    if (role != Qt::DisplayRole)
        return {};
    const TeamData &d = m_document->tournament().teamData;
    if (col == Rank)
        return m_rank[row];
    if (col == Name)
        return m_order[row] < d.teams.size() ? d.teams[m_order[row]].name : QString();
    if (col < matchPointsColumn())
        return m_cells[row][col - FirstOpponent];
    if (col == matchPointsColumn())
        return m_matchPoints[row];
    return m_gamePoints[row];
}

QVariant TeamCrossTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Rank)
        return tr("Rank");
    if (section == Name)
        return tr("Team");
    if (section >= FirstOpponent && section < matchPointsColumn())
        return QString::number(section - FirstOpponent + 1);
    if (section == matchPointsColumn())
        //: match points
        return tr("MP");
    if (section == gamePointsColumn())
        //: game points
        return tr("GP");
    return {};
}

} // namespace arb
