// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/standings.h"

#include <QAbstractTableModel>

namespace arb {

//! What the individual and the team standings tables share: a vector of core standing rows, a
//! rank column, one column per tie-break from firstTieBreak() and the "Decided by" column after
//! them: alignment (names and "Decided by" left, numbers right), the rank ("3=" when shared),
//! tie-break values and headers with their tooltip (name and rule). Subclasses give the text of
//! their own columns (start number, name, points...) through cell() and title().
class RankingTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

    const Standings &standings() const { return m_standings; }
    //! Returns the first tie-break column.
    int firstTieBreak() const { return m_firstTieBreak; }
    //! Returns the column saying which tie-break decided the place.
    int decidedByColumn() const { return m_firstTieBreak + int(m_standings.tieBreaks.size()); }
    //! Returns why the row stands below the previous one, as shown.
    static QString separationText(const Standings &s, const StandingRow &row);
    //! Returns the row's value of tie-break \a k as shown: a Direct Encounter position that
    //! decided nothing as a dash.
    static QString tieBreakText(const Standings &s, const StandingRow &row, int k);

protected:
    RankingTableModel(int rankColumn, int nameColumn, int firstTieBreak, QObject *parent);

    //! Returns the text of one of the subclass's own cells (start number, name, points...).
    virtual QVariant cell(int row, int column) const = 0;
    //! Returns the title of one of the subclass's own columns.
    virtual QString title(int section) const = 0;
    //! Returns true for a subclass's own column of words (aligned left, as the names are).
    virtual bool isTextColumn(int section) const
    {
        Q_UNUSED(section);
        return false;
    }
    //! Returns the tooltip of one of the subclass's own column headers.
    virtual QVariant titleToolTip(int section) const
    {
        Q_UNUSED(section);
        return {};
    }

    Standings m_standings;

private:
    int m_rankColumn;
    int m_nameColumn;
    int m_firstTieBreak;
};

} // namespace arb
