// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace arb {

class TournamentDocument;

//! One player's rounds, the material of their tie-breaks: opponent, colour, result, the points
//! it gave, the opponent's score, the FIDE rating change of the game (K × (score − expected),
//! players/ratingchange.h) and how C.07 Art. 16 classifies the round.
class PlayerRoundsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Round,
        Opponent,
        Colour,
        Result,
        Points,
        OpponentScore,
        RatingChange,
        Kind,
        ColumnCount
    };

    explicit PlayerRoundsModel(TournamentDocument *document, QObject *parent = nullptr);

    //! Shows the rounds of \a startNo (0 for nobody).
    void setPlayer(int startNo);
    int player() const { return m_startNo; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void documentChanged();
    int computeRows() const;

    QPointer<TournamentDocument> m_document;
    int m_startNo = 0;
    int m_rows = 0;
};

} // namespace arb
