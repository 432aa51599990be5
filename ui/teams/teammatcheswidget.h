// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QSpinBox;
class QTableView;

namespace arb {

class PairingsView;
class TeamBoardsModel;
class TeamMatchesModel;
class TournamentDocument;

//! The Team matches tab: the matches of a round, and the boards of the selected match for
//! result entry from the keyboard as in the Rounds tab.
class TeamMatchesWidget : public QWidget
{
    Q_OBJECT

public:
    explicit TeamMatchesWidget(TournamentDocument *document, QWidget *parent = nullptr);

    TeamMatchesModel *matchesModel() const { return m_matchesModel; }
    TeamBoardsModel *boardsModel() const { return m_boardsModel; }
    QTableView *matchesView() const { return m_matchesView; }
    PairingsView *boardsView() const { return m_boardsView; }
    void setRound(int round);
    //! Shows the boards of the match in \a row of the matches table.
    void selectMatch(int row);

private:
    void refresh();

    TournamentDocument *m_document;
    TeamMatchesModel *m_matchesModel;
    TeamBoardsModel *m_boardsModel;
    QSpinBox *m_roundSpinBox;
    QTableView *m_matchesView;
    PairingsView *m_boardsView;
    int m_matchRow = -1;
};

} // namespace arb
