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
class TeamPairingPreviewDialog;
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
    //! matches in the preview (where the arbiter may swap colours or exchange teams) and stores
    //! them, when the arbiter agrees, as one undoable change. Returns true when the round was
    //! stored.
    bool pairRound();
    //! Replaces showing the pairing preview (tests exchange teams in it): returns true to store.
    void setPreview(std::function<bool(TeamPairingPreviewDialog &)> preview)
    {
        m_preview = std::move(preview);
    }
    //! Replaces the question before a pairing that breaks [C1] or [C2] is stored (tests answer
    //! it).
    void setConfirm(std::function<bool(const QString &)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    QPushButton *pairButton() const { return m_pairButton; }
    QPushButton *forfeitButton() const { return m_forfeitButton; }
    QPushButton *byeButton() const { return m_byeButton; }
    //! Records the selected match of the round shown as forfeited (TRF-2026 330), or takes the
    //! record back, as the arbiter chooses. Returns true when a change was stored.
    bool forfeitMatch();
    //! Gives a team a bye in the round to pair (TRF-2026 240), or takes it back, as the arbiter
    //! chooses. Returns true when a change was stored.
    bool giveTeamBye();
    //! Replaces the choice among items (title, label, items; returns the index chosen, -1 for
    //! none): tests answer it.
    void setChooser(std::function<int(const QString &, const QString &, const QStringList &)> c)
    {
        m_choose = std::move(c);
    }

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
    QPushButton *m_forfeitButton;
    QPushButton *m_byeButton;
    QLabel *m_systemLabel = nullptr;
    std::function<bool(TeamPairingPreviewDialog &)> m_preview;
    std::function<bool(const QString &)> m_confirm;
    std::function<int(const QString &, const QString &, const QStringList &)> m_choose;
    int m_matchRow = -1;
};

} // namespace arb
