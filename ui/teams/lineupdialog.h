// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;

namespace arb {

struct Tournament;

//! The line-up of one team in one round, board by board: each board a player of the team's
//! roster or empty. Tab goes from board to board; typing a start number or a name picks the
//! player. Accepting refuses a player on two boards.
class LineupDialog : public QDialog
{
    Q_OBJECT

public:
    //! Shows \a team's boards in \a round, filled with \a boards (start numbers, 0 empty).
    LineupDialog(const Tournament &t, int round, int team, const QList<int> &boards,
        QWidget *parent = nullptr);

    //! Returns the start number chosen for each board, 0 for an empty board.
    QList<int> boards() const;
    //! Sets board \a board (0-based) to \a startNo (0 empty); false when he is not in the team.
    bool setBoard(int board, int startNo);

    void accept() override;

private:
    QList<QComboBox *> m_boards;
    QLabel *m_problem;
};

} // namespace arb
