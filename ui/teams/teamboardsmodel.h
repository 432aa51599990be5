// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace arb {

class TournamentDocument;

//! The boards of one team match, for result entry board by board: the columns match
//! PairingsModel's so that PairingsView's keyboard entry (1 = 5 0 + - X, Delete) works here.
class TeamBoardsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Board, White, Result, Black, ColumnCount };

    struct Row
    {
        int white = 0; //!< the player without opponent for a board forfeit
        int black = 0; //!< 0 for a board without opponent
        char code = ' '; //!< from white's view
    };

    explicit TeamBoardsModel(TournamentDocument *document, QObject *parent = nullptr);

    //! Shows the match of the teams numbered \a first and \a second in \a round.
    void setMatch(int round, int first, int second);
    const QList<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    void rebuild();

    QPointer<TournamentDocument> m_document;
    int m_round = 0;
    int m_first = 0; //!< team number
    int m_second = 0; //!< team number
    QList<Row> m_rows;
};

} // namespace arb
