// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace arb {

class TournamentDocument;

//! The team cross table in rank order: one column per team (same order), each cell the game
//! points the row's team scored against the column's team (one value per meeting), then MP, GP.
class TeamCrossTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, Name, FirstOpponent };

    explicit TeamCrossTableModel(TournamentDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int matchPointsColumn() const { return FirstOpponent + int(m_order.size()); }
    int gamePointsColumn() const { return matchPointsColumn() + 1; }

private:
    void documentChanged();

    QPointer<TournamentDocument> m_document;
    QList<int> m_order; //!< team indexes in rank order
    QStringList m_rank; //!< rank text per row
    QList<QStringList> m_cells; //!< [row][column team]
    QStringList m_matchPoints;
    QStringList m_gamePoints;
};

} // namespace arb
