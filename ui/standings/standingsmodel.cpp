// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/standingsmodel.h"

#include "tournamentdocument.h"

#include <QCoreApplication>

namespace arb {

StandingsModel::StandingsModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_standings(document->standings())
{
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

int StandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_standings.rows.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : decidedByColumn() + 1;
}

QString StandingsModel::separationText(const Standings &s, const StandingRow &row)
{
    switch (row.separation) {
    case Separation::First:
        return QString();
    case Separation::Points:
        return tr("points");
    case Separation::TieBreak:
        return row.decidedBy >= 0 && row.decidedBy < s.tieBreaks.size()
            ? s.tieBreaks[row.decidedBy].text
            : QString();
    case Separation::Lots:
        return tr("lots");
    case Separation::Shared:
        return tr("shared");
    case Separation::Playoff:
        return tr("play-off");
    }
    return QString();
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StandingRow &row = m_standings.rows[index.row()];
    const Tournament &t = m_document->tournament();
    const int col = index.column();
    if (role == Qt::TextAlignmentRole)
        return col == Name || col == decidedByColumn()
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && col >= FirstTieBreak && col < decidedByColumn()) {
        const TieBreakSpec &spec = m_standings.tieBreaks[col - FirstTieBreak];
        return toolTip(spec.info());
    }
    if (role != Qt::DisplayRole)
        return {};
    if (row.playerIndex < 0 || row.playerIndex >= t.players.size())
        return {};
    const Player &p = t.players[row.playerIndex];
    if (col == Rank)
        return row.sharedRank ? QStringLiteral("%1=").arg(row.rank) : QString::number(row.rank);
    if (col == StartNo)
        return p.startNo;
    if (col == Name)
        return p.name;
    if (col == Rating)
        return p.rating > 0 ? QVariant(p.rating) : QVariant(QString());
    if (col == Points)
        return row.points.toString();
    if (col < decidedByColumn())
        return col - FirstTieBreak < row.values.size() ? row.values[col - FirstTieBreak].toString()
                                                       : QString();
    return separationText(m_standings, row);
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section >= FirstTieBreak && section < decidedByColumn()) {
        const TieBreakSpec &spec = m_standings.tieBreaks[section - FirstTieBreak];
        return toolTip(spec.info());
    }
    if (role != Qt::DisplayRole)
        return {};
    if (section == Rank)
        return tr("Rank");
    if (section == StartNo)
        //: start number
        return tr("No.");
    if (section == Name)
        return tr("Name");
    if (section == Rating)
        return tr("Rating");
    if (section == Points)
        return tr("Pts");
    if (section >= FirstTieBreak && section < decidedByColumn())
        return m_standings.tieBreaks[section - FirstTieBreak].text;
    if (section == decidedByColumn())
        return tr("Decided by");
    return {};
}

} // namespace arb
