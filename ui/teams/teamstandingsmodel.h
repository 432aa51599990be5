// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "standings/rankingtablemodel.h"

#include <QPointer>

namespace arb {

class TournamentDocument;

//! The live team standings: rank, match and game points, one column per team tie-break, which
//! tie-break decided each place, then the game points the team scored on each board.
class TeamStandingsModel : public RankingTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, Number, Name, MatchPoints, GamePoints, FirstTieBreak };

    explicit TeamStandingsModel(TournamentDocument *document, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;

    //! Returns the column of the points scored on board 1; one column per board follows.
    int firstBoardColumn() const { return decidedByColumn() + 1; }

protected:
    QVariant cell(int row, int column) const override;
    QString title(int section) const override;
    QVariant titleToolTip(int section) const override;

private:
    void documentChanged();

    QPointer<TournamentDocument> m_document;
    QList<Fixed> m_matchPoints; //!< per row
    QList<Fixed> m_gamePoints; //!< per row
    QList<QList<Fixed>> m_boardPoints; //!< per row, per board
    int m_boards = 0;
};

} // namespace arb
