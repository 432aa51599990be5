// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teamsmodel.h"

#include "tournamentdocument.h"

namespace arb {

TeamsModel::TeamsModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &TeamsModel::documentChanged);
    documentChanged();
}

void TeamsModel::documentChanged()
{
    beginResetModel();
    m_rows = int(m_document->tournament().teamData.teams.size());
    endResetModel();
}

int TeamsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int TeamsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TeamsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tournament &t = m_document->tournament();
    if (index.row() >= t.teamData.teams.size())
        return {};
    const Team &team = t.teamData.teams[index.row()];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name || index.column() == Federation
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Number:
        return team.number;
    case Name:
        return team.name;
    case Federation:
        return team.federation;
    case Players:
        return int(team.players.size());
    case AverageRating: {
        if (!team.averageRating.trimmed().isEmpty())
            return team.averageRating.trimmed();
        int sum = 0, rated = 0;
        for (int s : team.players) {
            const int i = t.indexOf(s);
            if (i >= 0 && t.players[i].rating > 0) {
                sum += t.players[i].rating;
                ++rated;
            }
        }
        return rated ? QVariant(sum / rated) : QVariant(QString());
    }
    default:
        return {};
    }
}

QVariant TeamsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Number:
        //: team number
        return tr("No.");
    case Name:
        return tr("Team");
    case Federation:
        return tr("Fed.");
    case Players:
        return tr("Players");
    case AverageRating:
        return tr("Average rating");
    default:
        return {};
    }
}

Qt::ItemFlags TeamsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && (index.column() == Name || index.column() == Federation))
        f |= Qt::ItemIsEditable;
    return f;
}

bool TeamsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.row() >= m_document->tournament().teamData.teams.size())
        return false;
    Team team = m_document->tournament().teamData.teams[index.row()];
    if (index.column() == Name)
        team.name = value.toString().trimmed();
    else if (index.column() == Federation)
        team.federation = value.toString().trimmed().toUpper();
    else
        return false;
    return m_document->setTeam(team);
}

} // namespace arb
