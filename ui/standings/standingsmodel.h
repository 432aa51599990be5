// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "standings/rankingtablemodel.h"

#include "norms/normevent.h"

#include <QHash>
#include <QPointer>

#include <optional>

namespace arb {

class TournamentDocument;

//! The live standings: rank, points, one column per tie-break and which one decided each place.
//! With setExtraColumns() (the Standings tab), more after "Decided by": the FIDE rating change
//! of each rated player (players/ratingchange.h), for a category the overall rank, and the title
//! norms made ("GM") or still possible ("IM?", norms/normevent.h), worked out for the rows shown
//! only. With setCategory() only the players of one of the organiser's categories, ranked within
//! it.
class StandingsModel : public RankingTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, StartNo, Name, Rating, Points, FirstTieBreak };

    explicit StandingsModel(TournamentDocument *document, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;

    //! Shows only the players of the category named \a name, ranked within it; empty: everyone.
    void setCategory(const QString &name);
    QString category() const { return m_category; }
    //! Shows the standings after \a round (as they stood then); 0, the default: the live ones.
    void setRound(int round);
    int round() const { return m_round; }
    //! Adds the rating change and (for a category) the overall rank after "Decided by".
    void setExtraColumns(bool on);
    //! Returns the rating change column, or -1 without the extra columns.
    int ratingChangeColumn() const { return m_extraColumns ? decidedByColumn() + 1 : -1; }
    //! Returns the overall rank column, or -1 without a category.
    int overallRankColumn() const
    {
        return m_extraColumns && !m_category.isEmpty() ? decidedByColumn() + 2 : -1;
    }
    //! Returns the title norms column (the last), or -1 without the extra columns.
    int normsColumn() const
    {
        return m_extraColumns ? decidedByColumn() + (m_category.isEmpty() ? 2 : 3) : -1;
    }

protected:
    QVariant cell(int row, int column) const override;
    QString title(int section) const override;
    QVariant titleToolTip(int section) const override;
    bool isTextColumn(int section) const override { return section == normsColumn(); }

private:
    void documentChanged();
    Standings shownStandings() const;
    QString normsOf(int startNo) const;

    QPointer<TournamentDocument> m_document;
    QString m_category;
    int m_round = 0;
    bool m_extraColumns = false;
    //! The norms column's texts by start number, worked out when a row is shown; emptied by
    //! every change.
    mutable QHash<int, QString> m_norms;
    mutable std::optional<NormEvent> m_normEvent;
};

} // namespace arb
