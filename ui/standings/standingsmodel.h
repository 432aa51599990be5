// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/standings.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace arb {

class TournamentDocument;

//! The live standings: rank, points, one column per tie-break and which one decided each place.
class StandingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, StartNo, Name, Rating, Points, FirstTieBreak };

    explicit StandingsModel(TournamentDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    //! Returns the column saying which tie-break decided the place.
    int decidedByColumn() const { return FirstTieBreak + int(m_standings.tieBreaks.size()); }
    const Standings &standings() const { return m_standings; }
    //! Returns why the row stands below the previous one, as shown.
    static QString separationText(const Standings &s, const StandingRow &row);

private:
    void documentChanged();

    QPointer<TournamentDocument> m_document;
    Standings m_standings;
};

} // namespace arb
