// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/standings.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QSet>

namespace arb {

class TournamentDocument;

//! The cross table in rank order: each round as opponent's rank, colour and result ("12w1"),
//! then the value of each tie-break of the list in force.
class CrossTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, StartNo, Name, Rating, Points, FirstRound };

    explicit CrossTableModel(TournamentDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    //! Shows the cross table after \a round (its rounds, the standings as they stood then); 0,
    //! the default: the live one.
    void setRound(int round);
    //! Returns the first tie-break column (after the rounds).
    int firstTieBreak() const { return FirstRound + m_rounds; }

private:
    void documentChanged();

    QPointer<TournamentDocument> m_document;
    Standings m_standings;
    int m_round = 0;
    int m_rows = 0;
    int m_rounds = 0;
    QHash<int, int> m_rankOf; //!< start number -> rank row (1-based)
    QSet<int> m_leftOut; //!< start numbers of round-robin players the standings leave out
};

} // namespace arb
