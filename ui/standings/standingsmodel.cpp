// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/standingsmodel.h"

#include "tournamentdocument.h"

#include <QCoreApplication>

namespace arb {

StandingsModel::StandingsModel(TournamentDocument *document, QObject *parent)
    : RankingTableModel(Rank, Name, FirstTieBreak, parent)
    , m_document(document)
{
    m_standings = document->standings();
    connect(document, &TournamentDocument::changed, this, &StandingsModel::documentChanged);
}

void StandingsModel::documentChanged()
{
    const Standings &s = m_document->standings();
    if (s.rows.size() == m_standings.rows.size() && s.tieBreaks == m_standings.tieBreaks) {
        m_standings = s;
        if (!m_standings.rows.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_standings = s;
    endResetModel();
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : decidedByColumn() + 1;
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (auto shared = rankingData(index, role))
        return *shared;
    if (role != Qt::DisplayRole)
        return {};
    const StandingRow &row = m_standings.rows[index.row()];
    const Tournament &t = m_document->tournament();
    const int col = index.column();
    if (row.playerIndex < 0 || row.playerIndex >= t.players.size())
        return {};
    const Player &p = t.players[row.playerIndex];
    if (col == StartNo)
        return p.startNo;
    if (col == Name)
        return p.name;
    if (col == Rating)
        return p.rating > 0 ? QVariant(p.rating) : QVariant(QString());
    if (col == Points)
        return row.points.toString();
    return {};
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (auto shared = rankingHeader(section, role))
        return *shared;
    if (role != Qt::DisplayRole)
        return {};
    if (section == StartNo)
        //: start number
        return tr("No.");
    if (section == Name)
        return tr("Name");
    if (section == Rating)
        return tr("Rating");
    if (section == Points)
        return tr("Pts");
    return {};
}

} // namespace arb
