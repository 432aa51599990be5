// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/standings.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace arb {

class TournamentDocument;

//! How one participant's tie-break value is made up (arb::explainTieBreak): one row per element
//! of the sum with the opponent, the score used after Art. 16.3, dummy opponents (16.4) and
//! what the modifiers cut (14, 16.5). Cut rows are shown struck out.
class TieBreakBreakdownModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Round, Kind, Opponent, OpponentScore, UsedScore, Value, Status, ColumnCount };

    explicit TieBreakBreakdownModel(TournamentDocument *document, QObject *parent = nullptr);

    //! Explains tie-break \a tieBreak (an index into the standings' list) of \a startNo;
    //! -1 or 0 clears the model.
    void explain(int startNo, int tieBreak);
    const TieBreakExplanation &explanation() const { return m_explanation; }
    //! Returns a one-paragraph summary: the value and the articles that shaped it.
    QString summary() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void recompute();

    QPointer<TournamentDocument> m_document;
    int m_startNo = 0;
    int m_tieBreak = -1;
    TieBreakExplanation m_explanation;
};

} // namespace arb
