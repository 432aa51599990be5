// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/standings.h"

#include <QAbstractTableModel>

#include <optional>

namespace arb {

//! What the individual and the team standings tables share: a vector of core standing rows, a
//! rank column, one column per tie-break from firstTieBreak() and the "Decided by" column after
//! them. Subclasses answer for their own columns (start number, name, points...) and pass every
//! other cell to rankingData() and rankingHeader().
class RankingTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    int rowCount(const QModelIndex &parent = {}) const override;

    const Standings &standings() const { return m_standings; }
    //! Returns the first tie-break column.
    int firstTieBreak() const { return m_firstTieBreak; }
    //! Returns the column saying which tie-break decided the place.
    int decidedByColumn() const { return m_firstTieBreak + int(m_standings.tieBreaks.size()); }
    //! Returns why the row stands below the previous one, as shown.
    static QString separationText(const Standings &s, const StandingRow &row);

protected:
    RankingTableModel(int rankColumn, int nameColumn, int firstTieBreak, QObject *parent);

    //! Returns the shared cells: alignment (names and "Decided by" left, numbers right), the
    //! rank ("3=" when shared), tie-break values with their tooltip, "Decided by"; nothing for
    //! the subclass's own cells.
    std::optional<QVariant> rankingData(const QModelIndex &index, int role) const;
    //! Returns the shared headers: "Rank", each tie-break (tooltip: name and rule), "Decided by".
    std::optional<QVariant> rankingHeader(int section, int role) const;

    Standings m_standings;

private:
    int m_rankColumn;
    int m_nameColumn;
    int m_firstTieBreak;
};

} // namespace arb
