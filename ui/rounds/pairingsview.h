// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace arb {

//! A pairings table for fast keyboard entry: typing 1 = 5 0 + - X (or H F U Z on a bye) sets
//! the result of the current board and moves to the next one; Delete clears it.
class PairingsView : public QTableView
{
    Q_OBJECT

public:
    explicit PairingsView(QWidget *parent = nullptr);

    //! Sets the model and sizes the columns for reading at an event: names stretch, board,
    //! result and warning columns take what their contents need.
    void setModel(QAbstractItemModel *model) override;

signals:
    //! A result was typed on the board in \a row (not cleared).
    void resultEntered(int row);

protected:
    void keyPressEvent(QKeyEvent *event) override;
};

} // namespace arb
