// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;
class QSpinBox;
class QTableView;

namespace arb {

class TeamRosterModel;
class TeamsModel;
class TournamentDocument;

//! The Teams tab: the teams, and the selected team's roster in board order (boards, then
//! reserves) with buttons to move a player up or down the board order.
class TeamsWidget : public QWidget
{
    Q_OBJECT

public:
    explicit TeamsWidget(TournamentDocument *document, QWidget *parent = nullptr);

    TeamsModel *teamsModel() const { return m_teamsModel; }
    TeamRosterModel *rosterModel() const { return m_rosterModel; }
    QTableView *teamsView() const { return m_teamsView; }
    QTableView *rosterView() const { return m_rosterView; }

    QComboBox *matchPointsComboBox() const { return m_matchPointsComboBox; }
    QCheckBox *doubleZeroCheckBox() const { return m_doubleZeroCheckBox; }

private:
    void move(int delta);
    void refresh();
    void scoringEdited();
    void setLineup(bool clear);

    TournamentDocument *m_document;

    TeamsModel *m_teamsModel;
    TeamRosterModel *m_rosterModel;
    QTableView *m_teamsView;
    QTableView *m_rosterView;
    QPushButton *m_upButton;
    QPushButton *m_downButton;
    QComboBox *m_matchPointsComboBox;
    QCheckBox *m_doubleZeroCheckBox;
    QSpinBox *m_lineupRoundSpinBox;
    QPushButton *m_lineupButton;
    QPushButton *m_clearLineupButton;
};

} // namespace arb
