// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teamrostermodel.h"

#include "tournamentdocument.h"

namespace arb {

TeamRosterModel::TeamRosterModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &TeamRosterModel::rebuild);
    rebuild();
}

void TeamRosterModel::setTeam(int number)
{
    m_team = number;
    rebuild();
}

void TeamRosterModel::rebuild()
{
    beginResetModel();
    const TeamData &d = m_document->tournament().teamData;
    const int i = d.indexOf(m_team);
    m_players = i >= 0 ? d.teams[i].players : QList<int>();
    m_boards = m_document->teamResults().boards;
    if (m_boards <= 0)
        m_boards = d.boardColours.isEmpty() ? int(m_players.size()) : int(d.boardColours.size());
    endResetModel();
}

bool TeamRosterModel::movePlayer(int row, int delta)
{
    const int to = row + delta;
    if (row < 0 || row >= m_players.size() || to < 0 || to >= m_players.size() || delta == 0)
        return false;
    const TeamData &d = m_document->tournament().teamData;
    const int i = d.indexOf(m_team);
    if (i < 0)
        return false;
    Team team = d.teams[i];
    team.players.move(row, to);
    return m_document->setTeam(team);
}

int TeamRosterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_players.size());
}

int TeamRosterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TeamRosterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const Tournament &t = m_document->tournament();
    const int startNo = m_players[index.row()];
    const int pi = t.indexOf(startNo);
    switch (index.column()) {
    case Board:
        //: a reserve player, numbered
        return index.row() < m_boards ? QString::number(index.row() + 1)
                                      : tr("R%1").arg(index.row() - m_boards + 1);
    case StartNo:
        return startNo;
    case Name:
        return pi >= 0 ? t.players[pi].name : tr("(player %1 missing)").arg(startNo);
    case Rating:
        return pi >= 0 && t.players[pi].rating > 0 ? QVariant(t.players[pi].rating)
                                                   : QVariant(QString());
    default:
        return {};
    }
}

QVariant TeamRosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Board:
        return tr("Board");
    case StartNo:
        //: start number
        return tr("No.");
    case Name:
        return tr("Name");
    case Rating:
        return tr("Rating");
    default:
        return {};
    }
}

} // namespace arb
