// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pairing/dutch.h"
#include "tournament.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QLabel;
class QPushButton;
class QTableWidget;

namespace arb {

//! Shows a proposed round (from the pairing engine) before it is stored: each board with the
//! players' points, colour history and what the arbiter should look at (a repeated game, a third
//! colour in a row). The arbiter may swap the colours of a board or exchange two players; each
//! manual change is listed (changes()) so it can be logged in the audit log and the TRF (C.02).
class PairingPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    PairingPreviewDialog(const Tournament &tournament, int round, QList<Board> boards,
        const QStringList &notes, QWidget *parent = nullptr);

    const QList<Board> &boards() const { return m_boards; }
    //! The manual changes, one line each ("board 3: colours swapped ..."), in the order made.
    const QStringList &changes() const { return m_changes; }

    //! Swaps White and Black on \a board (0-based); refused for the bye.
    bool swapColours(int board);
    //! Exchanges the players in two places: (board, 0 White / 1 Black).
    bool exchange(int boardA, int sideA, int boardB, int sideB);
    //! Returns the warnings shown for \a board (0-based): repeated game, colour problems; with
    //! \a expectations, also both players getting the colour opposite to the one expected.
    QStringList warnings(int board, bool expectations = true) const;
    //! Returns the rules the boards that are not among \a reference (the rules' pairing) break,
    //! one line per board: "board 3 (5-12): already met in round 2" (FIDE's program checklist
    //! D32: a rematch, a prohibited pair, a bye to a player who may not have it or while one
    //! with fewer points may, a third colour in a row, a colour difference beyond 2).
    QStringList ruleBreaches(const QList<Board> &reference) const;

    QTableWidget *table() const { return m_table; }

private:
    void refresh();
    void swapSelected();
    void exchangeSelected();
    QString playerText(int startNo) const;
    QString colourHistory(int startNo) const;

    const Tournament &m_tournament;
    int m_round;
    QList<Board> m_boards;
    int m_proposedBye = 0; //!< who had the pairing-allocated bye in the proposal, 0: nobody
    QStringList m_changes;
    QTableWidget *m_table;
    QLabel *m_changesLabel;
    QPushButton *m_swapButton;
    QPushButton *m_exchangeButton;
};

} // namespace arb
