// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/standingsmodel.h"
#include "localenumbers.h"

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

QVariant StandingsModel::cell(int rowIndex, int col) const
{
    const StandingRow &row = m_standings.rows[rowIndex];
    const Tournament &t = m_document->tournament();
    if (row.playerIndex < 0 || row.playerIndex >= t.players.size())
        return {};
    const Player &p = t.players[row.playerIndex];
    if (col == StartNo)
        return p.startNo;
    if (col == Name)
        return m_document->markedName(p);
    if (col == Rating)
        return p.rating > 0 ? QVariant(p.rating) : QVariant(QString());
    if (col == Points)
        return localeText(row.points);
    return {};
}

QString StandingsModel::title(int section) const
{
    switch (section) {
    case StartNo:
        //: start number
        return tr("No.");
    case Name:
        return tr("Name");
    case Rating:
        return tr("Rating");
    case Points:
        return tr("Pts");
    default:
        return QString();
    }
}

} // namespace arb
