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

protected:
    void keyPressEvent(QKeyEvent *event) override;
};

} // namespace arb
