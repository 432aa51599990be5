// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/rankingtablemodel.h"
#include "localenumbers.h"

#include "tiebreaks/registry.h"

#include <QCoreApplication>

namespace arb {

RankingTableModel::RankingTableModel(
    int rankColumn, int nameColumn, int firstTieBreak, QObject *parent)
    : QAbstractTableModel(parent)
    , m_rankColumn(rankColumn)
    , m_nameColumn(nameColumn)
    , m_firstTieBreak(firstTieBreak)
{
}

int RankingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_standings.rows.size());
}

// The texts keep the translation context of the individual standings, where they were first
// (a plain tr() here would look them up under arb::RankingTableModel and never find them).
QString RankingTableModel::separationText(const Standings &s, const StandingRow &row)
{
    switch (row.separation) {
    case Separation::First:
        return QString();
    case Separation::Points:
        return QCoreApplication::translate("arb::StandingsModel", "points");
    case Separation::TieBreak:
        return row.decidedBy >= 0 && row.decidedBy < s.tieBreaks.size()
            ? s.tieBreaks[row.decidedBy].text
            : QString();
    case Separation::Lots:
        return QCoreApplication::translate("arb::StandingsModel", "lots");
    case Separation::Shared:
        return QCoreApplication::translate("arb::StandingsModel", "shared");
    case Separation::Playoff:
        return QCoreApplication::translate("arb::StandingsModel", "play-off");
    case Separation::Arbiter:
        return QCoreApplication::translate("arb::StandingsModel", "arbiter");
    }
    return QString();
}

QString RankingTableModel::tieBreakText(const Standings &s, const StandingRow &row, int k)
{
    if (k < 0 || k >= row.values.size() || k >= s.tieBreaks.size())
        return QString();
    // A position among tied participants (Direct Encounter) that decided nothing is 0: shown
    // as a dash, not as a value everyone shares.
    if (s.tieBreaks[k].info().order == TieBreakOrder::Position && row.values[k].defined
        && row.values[k].value.isZero())
        return QStringLiteral("–");
    return localeText(row.values[k]);
}

QVariant RankingTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int col = index.column();
    const bool tieBreak = col >= m_firstTieBreak && col < decidedByColumn();
    if (role == Qt::TextAlignmentRole)
        return col == m_nameColumn || col == decidedByColumn() || isTextColumn(col)
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && tieBreak)
        return toolTip(m_standings.tieBreaks[col - m_firstTieBreak].info());
    if (role != Qt::DisplayRole)
        return {};
    const StandingRow &row = m_standings.rows[index.row()];
    if (col == m_rankColumn)
        return row.sharedRank ? QStringLiteral("%1=").arg(row.rank) : QString::number(row.rank);
    if (tieBreak)
        return tieBreakText(m_standings, row, col - m_firstTieBreak);
    if (col == decidedByColumn())
        return separationText(m_standings, row);
    return cell(index.row(), col);
}

QVariant RankingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool tieBreak = section >= m_firstTieBreak && section < decidedByColumn();
    if (role == Qt::ToolTipRole)
        return tieBreak ? toolTip(m_standings.tieBreaks[section - m_firstTieBreak].info())
                        : titleToolTip(section);
    if (role != Qt::DisplayRole)
        return {};
    if (section == m_rankColumn)
        return QCoreApplication::translate("arb::StandingsModel", "Rank");
    if (tieBreak)
        return m_standings.tieBreaks[section - m_firstTieBreak].text;
    if (section == decidedByColumn())
        return QCoreApplication::translate("arb::StandingsModel", "Decided by");
    return title(section);
}

} // namespace arb
