// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace arb {

struct Tournament;
class TournamentDocument;

//! The team matches of one round: both teams, the board score and the match points.
class TeamMatchesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Match, FirstTeam, Score, SecondTeam, MatchPoints, ColumnCount };

    //! One match of a round: team indexes (second -1 for a team without opponent) and the
    //! start numbers of the players of each team in board order.
    struct Pairing
    {
        int first = -1;
        int second = -1;
        QList<int> firstBoards;
        QList<int> secondBoards;
    };

    explicit TeamMatchesModel(TournamentDocument *document, QObject *parent = nullptr);

    void setRound(int round);
    int round() const { return m_round; }
    const QList<Pairing> &pairings() const { return m_pairings; }

    //! Returns the matches of \a round (1-based) as the line-ups (300), forfeited matches (330)
    //! and the games say, paired or played, in team order.
    static QList<Pairing> pairingsOf(const Tournament &t, int round);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QPointer<TournamentDocument> m_document;
    int m_round = 1;
    QList<Pairing> m_pairings;
};

} // namespace arb
