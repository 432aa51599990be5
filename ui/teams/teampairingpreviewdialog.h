// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pairing/swissteam.h"
#include "tournament.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QLabel;
class QPushButton;
class QTableWidget;

namespace arb {

//! Shows a proposed round of a team Swiss (C.04.6) before it is stored: each match with the
//! teams' scores before the round and their colour history (the colour of board 1 in each match
//! played), and what the arbiter should look at (a rematch, [C1]; a PAB to a team that may not
//! have one, [C2]; a prohibited pair). The arbiter may swap the colours of a match or exchange
//! two teams; each manual change is listed (changes()) and goes to the audit log.
class TeamPairingPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    TeamPairingPreviewDialog(const Tournament &tournament, const TeamPairingInput &input,
        QList<TeamMatch> matches, QWidget *parent = nullptr);

    const QList<TeamMatch> &matches() const { return m_matches; }
    //! The manual changes, one line each, in the order made.
    const QStringList &changes() const { return m_changes; }
    //! Returns the text of match \a row (0-based) as shown: "Match 2: A (3, 4 MP) - B (7, 4 MP)".
    QString matchText(int row) const;
    //! Returns the warnings of match \a row (0-based).
    QStringList warnings(int row) const;

    //! Swaps which team has White on board 1 in match \a row; refused for the PAB.
    bool swapColours(int row);
    //! Exchanges the teams in two places: (match, 0 the team with White on board 1 / 1 the
    //! other). The PAB's empty place cannot be exchanged; the team that has the PAB can.
    bool exchange(int rowA, int sideA, int rowB, int sideB);

    QTableWidget *table() const { return m_table; }

private:
    void refresh();
    void swapSelected();
    void exchangeSelected();
    QString teamText(int number) const;
    QString teamName(int number) const;
    const TeamToPair *team(int number) const;

    const Tournament &m_tournament;
    TeamPairingInput m_input;
    QList<TeamMatch> m_matches;
    QStringList m_changes;
    QTableWidget *m_table;
    QLabel *m_changesLabel;
    QPushButton *m_swapButton;
    QPushButton *m_exchangeButton;
};

} // namespace arb
