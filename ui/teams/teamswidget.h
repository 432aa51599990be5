// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDialog;
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
    QSpinBox *lineupRoundSpinBox() const { return m_lineupRoundSpinBox; }

    //! Asks for a new team ("Name" or "Name, FED") and adds it with the next number.
    bool newTeam();
    //! Removes the selected team after the arbiter agrees; its players and games stay.
    bool removeTeam();
    //! Lets the arbiter check the players without a team and appends them to the selected
    //! team's roster in rating order.
    bool addPlayers();
    //! Takes the selected player off the selected team's roster.
    bool removePlayer();
    //! Opens the line-up of the selected team in the round of the spin box, board by board; a
    //! paired match is seated again on the boards chosen.
    bool editLineup();

    //! Replaces how a dialog is run (tests fill it and accept it); returns true when accepted.
    void setDialogRunner(std::function<bool(QDialog *)> run) { m_run = std::move(run); }
    //! Replaces the question before removing a team (tests answer it).
    void setConfirm(std::function<bool(const QString &)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    //! Replaces the text input of a new team (tests answer it; empty cancels).
    void setTextInput(std::function<QString(const QString &, const QString &)> input)
    {
        m_input = std::move(input);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void move(int delta);
    void refresh();
    void scoringEdited();
    void clearLineup();
    void followCurrentRound();
    int selectedTeam() const;

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
    QPushButton *m_newTeamButton;
    QPushButton *m_removeTeamButton;
    QPushButton *m_addPlayersButton;
    QPushButton *m_removePlayerButton;
    int m_followedRound = 1; //!< the round the line-up spin box follows until the arbiter edits it
    std::function<bool(QDialog *)> m_run;
    std::function<bool(const QString &)> m_confirm;
    std::function<QString(const QString &, const QString &)> m_input;
};

} // namespace arb
