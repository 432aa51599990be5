// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace arb {

class TournamentDocument;

//! One team's roster in board order: the first players are the boards, the rest reserves.
class TeamRosterModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Board, StartNo, Name, Rating, ColumnCount };

    explicit TeamRosterModel(TournamentDocument *document, QObject *parent = nullptr);

    //! Shows the team numbered \a number (0 for none).
    void setTeam(int number);
    int team() const { return m_team; }
    //! Returns how many of the roster's players are boards (the rest are reserves).
    int boards() const { return m_boards; }
    //! Returns the roster in its current order (start numbers).
    const QList<int> &players() const { return m_players; }
    //! Moves the player in \a row by \a delta places in the board order (stored and undoable).
    bool movePlayer(int row, int delta);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QPointer<TournamentDocument> m_document;
    int m_team = 0;
    QList<int> m_players;
    int m_boards = 0;
};

} // namespace arb
