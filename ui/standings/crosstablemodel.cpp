// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/crosstablemodel.h"
#include "localenumbers.h"

#include "standings/rankingtablemodel.h"
#include "tiebreaks/registry.h"
#include "tournamentdocument.h"

#include <algorithm>

namespace arb {

CrossTableModel::CrossTableModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &CrossTableModel::documentChanged);
    documentChanged();
}

void CrossTableModel::setRound(int round)
{
    m_round = round;
    m_rows = -1; // the columns may change: reset
    documentChanged();
}

void CrossTableModel::documentChanged()
{
    Standings s = m_document->standingsAfter(m_round);
    // A round-robin player the standings leave out (C.06 V.4.1) stays in the table, below the
    // ranked players, without a rank; his games are shown in brackets: they do not count.
    const Tournament &t = m_document->tournament();
    m_leftOut.clear();
    for (const LeftOutPlayer &l : s.leftOut) {
        StandingRow row;
        row.playerIndex = l.playerIndex;
        row.startNo = l.startNo;
        for (int r = 0; r < t.players[l.playerIndex].rounds.size() && r < s.rounds; ++r)
            row.points += t.scoring.points(t.players[l.playerIndex].rounds[r]);
        s.rows.append(row);
        if (l.gamesRemoved())
            m_leftOut.insert(l.startNo);
    }
    const int rows = int(s.rows.size());
    const int paired = m_document->pairedRounds();
    const int rounds = m_round > 0 ? std::min(m_round, paired) : paired;
    QHash<int, int> rankOf;
    for (int i = 0; i < rows; ++i)
        rankOf.insert(s.rows[i].startNo, i + 1);
    if (rows == m_rows && rounds == m_rounds && s.tieBreaks == m_standings.tieBreaks) {
        m_standings = std::move(s);
        m_rankOf = rankOf;
        if (rows > 0)
            emit dataChanged(index(0, 0), index(rows - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_standings = std::move(s);
    m_rows = rows;
    m_rounds = rounds;
    m_rankOf = rankOf;
    endResetModel();
}

int CrossTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : std::max(0, m_rows);
}

int CrossTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : firstTieBreak() + int(m_standings.tieBreaks.size());
}

QVariant CrossTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Standings &s = m_standings;
    const Tournament &t = m_document->tournament();
    if (index.row() >= s.rows.size())
        return {};
    const StandingRow &row = s.rows[index.row()];
    if (row.playerIndex < 0 || row.playerIndex >= t.players.size())
        return {};
    const Player &p = t.players[row.playerIndex];
    const int col = index.column();
    if (role == Qt::TextAlignmentRole)
        return col == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (col) {
    case Rank:
        if (row.rank == 0)
            return QStringLiteral("–");
        return row.sharedRank ? QStringLiteral("%1=").arg(row.rank) : QString::number(row.rank);
    case StartNo:
        return p.startNo;
    case Name:
        return m_document->markedName(p, m_round);
    case Rating:
        return p.rating > 0 ? QVariant(p.rating) : QVariant(QString());
    case Points:
        return row.rank == 0 ? QStringLiteral("(%1)").arg(localeText(row.points))
                             : localeText(row.points);
    default:
        break;
    }
    if (col >= firstTieBreak())
        return RankingTableModel::tieBreakText(s, row, col - firstTieBreak());
    const int r = col - FirstRound;
    if (r >= p.rounds.size())
        return QString();
    const RoundEntry &e = p.rounds[r];
    if (e.opponent == 0)
        return e.code == ' ' ? QString() : QString(QChar(e.code));
    const QString colour = e.colour == Colour::White ? QStringLiteral("w")
        : e.colour == Colour::Black                  ? QStringLiteral("b")
                                                     : QString();
    const QString result = e.code == '=' ? QStringLiteral("½") : QString(QChar(e.code));
    const QString cell = QString::number(m_rankOf.value(e.opponent, e.opponent)) + colour + result;
    return m_leftOut.contains(e.opponent) || m_leftOut.contains(p.startNo)
        ? QStringLiteral("(%1)").arg(cell)
        : cell;
}

QVariant CrossTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= firstTieBreak() && section < columnCount()) {
        const TieBreakSpec &spec = m_standings.tieBreaks[section - firstTieBreak()];
        if (role == Qt::DisplayRole)
            return spec.text;
        if (role == Qt::ToolTipRole)
            return toolTip(spec.info());
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank:
        return tr("Rank");
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
        //: column of round N in the cross table
        return tr("R%1").arg(section - FirstRound + 1);
    }
}

} // namespace arb
