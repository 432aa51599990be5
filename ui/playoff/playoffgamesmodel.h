// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playoff/playoff.h"

#include <QAbstractTableModel>

namespace arb {

class TournamentDocument;

//! The games of one play-off (the tie at place()) in order of play: who plays whom, colours,
//! time control, result; setData() on the result column enters a result like the rounds table.
class PlayoffGamesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Number, Slot, Game, White, Black, TimeControlColumn, Result, Stage, ColumnCount };

    explicit PlayoffGamesModel(TournamentDocument *document, QObject *parent = nullptr);

    //! Shows the play-off for \a place (the first tie by default).
    void setPlace(int place);
    int place() const { return m_place; }
    //! Returns the game shown in \a row, or nullptr.
    const PlayoffGame *game(int row) const;
    //! Returns the row of the first game without a result, or -1.
    int firstPendingRow() const;
    //! Returns the result a key stands for: "1" White wins, "=" or "5" draw, "0" Black wins.
    static std::optional<GameResult> resultForKey(const QString &text);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    //! Enters a result ("1", "=", "5", "0", "1-0", "1/2", "0-1"; empty clears it).
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    void refresh();
    QString playerName(int startNo) const;

    TournamentDocument *m_document;
    int m_place = 0;
    QList<PlayoffGame> m_games;
};

} // namespace arb
