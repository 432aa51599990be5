// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "standings/rankingtablemodel.h"

#include <QPointer>

namespace arb {

class TournamentDocument;

//! The live standings: rank, points, one column per tie-break and which one decided each place.
class StandingsModel : public RankingTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, StartNo, Name, Rating, Points, FirstTieBreak };

    explicit StandingsModel(TournamentDocument *document, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    QVariant cell(int row, int column) const override;
    QString title(int section) const override;

private:
    void documentChanged();

    QPointer<TournamentDocument> m_document;
};

} // namespace arb
