// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
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
    //! Returns the round *Pair round* pairs: the one after the last round with games.
    int roundToPair() const;
    //! Pairs the next round of a team Swiss by the Swiss Team Pairing System (C.04.6), shows the
    //! matches and stores them, when the arbiter agrees, as one undoable change. Returns true
    //! when the round was stored.
    bool pairRound();
    //! Replaces the question that shows a proposed pairing (tests answer it).
    void setConfirm(std::function<bool(const QString &)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    QPushButton *pairButton() const { return m_pairButton; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();

    TournamentDocument *m_document;
    TeamMatchesModel *m_matchesModel;
    TeamBoardsModel *m_boardsModel;
    QSpinBox *m_roundSpinBox;
    QTableView *m_matchesView;
    PairingsView *m_boardsView;
    QPushButton *m_pairButton;
    QLabel *m_systemLabel = nullptr;
    std::function<bool(const QString &)> m_confirm;
    int m_matchRow = -1;
};

} // namespace arb
