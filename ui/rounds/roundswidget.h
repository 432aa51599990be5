// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pairing/pairingcheck.h"
#include "tournament.h"

#include <QStringList>
#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace arb {

class PairingPreviewDialog;
class PairingsModel;
class PairingsView;
class RoundRobinNumbersDialog;
class TournamentDocument;

//! One round at a time: its pairings table, and controls to pair two players or give a bye.
class RoundsWidget : public QWidget
{
    Q_OBJECT

public:
    explicit RoundsWidget(TournamentDocument *document, QWidget *parent = nullptr);

    PairingsModel *model() const { return m_model; }
    PairingsView *view() const { return m_view; }
    void setRound(int round);
    //! Replaces the yes/no question asked before a doubtful pairing (a seam for tests).
    void setConfirm(std::function<bool(const QString &)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    //! Replaces the confirmation asked before deleting results (a seam for tests): the question
    //! and the name of the action; the default dialog's default button is Cancel.
    void setConfirmDestructive(std::function<bool(const QString &, const QString &)> confirm)
    {
        m_confirmDestructive = std::move(confirm);
    }
    //! Replaces a question with two answers besides Cancel (a seam for tests): gets the
    //! question and the answers, returns the index of the one chosen, -1 to cancel. The default
    //! dialog's default button is the first answer, Escape cancels.
    void setChoice(std::function<int(const QString &, const QStringList &)> choose)
    {
        m_choose = std::move(choose);
    }
    //! Replaces showing a notice the arbiter acknowledges (a seam for tests; default: a box with
    //! OK).
    void setNotice(std::function<void(const QString &)> notice) { m_notice = std::move(notice); }
    //! Replaces showing the pairing preview (a seam for tests): returns true to store the pairing.
    //! Replaces showing the round-robin numbers dialog (a seam for tests): returns true to
    //! store its numbers.
    void setNumbersDialog(std::function<bool(RoundRobinNumbersDialog &)> run)
    {
        m_runNumbers = std::move(run);
    }
    void setPreview(std::function<bool(PairingPreviewDialog &)> preview)
    {
        m_preview = std::move(preview);
    }
    //! Replaces drawing the seed of the initial colour's lot (a seam for tests).
    void setLotSeed(std::function<quint64()> seed) { m_lotSeed = std::move(seed); }
    //! Pairs the shown round by the Dutch system, or the next round when the shown one already
    //! has results, and, once the arbiter confirms the preview, stores it as one change and shows
    //! it. Returns false when nothing was stored.
    bool pairRound();
    //! Returns the round pairRound() pairs.
    int roundToPair() const;
    //! Opens the shown round's stored pairing for editing in the pairing preview (a Swiss round
    //! paired, no result entered); on Store, compares it with the rules' pairing and records
    //! the round as a manual pairing when they differ, or clears that record when they agree
    //! (FIDE's program checklist D31, D34, D35). Returns false when nothing was stored.
    bool editPairings();
    //! Removes the shown round's pairing (only while it has no results).
    bool unpairRound();
    //! Enables or disables what the arbiter's account may not do on a server: a
    //! deputy pairs nothing, a viewer also gives no bye. The server refuses them anyway.
    void setAllowed(bool pairing, bool byes);

private:
    void refresh();
    void pair();
    void giveBye();
    //! Asks before \a startNo gets a half-point bye in \a round that the regulations allow him
    //! none, or a second one (C.02 L74); false when the arbiter says No.
    bool confirmHalfBye(int startNo, int round);
    //! Returns \a t with round \a round's own pairing set aside (its games and pairing-allocated
    //! bye, while it has no result) and withdrawn players absent: what the engine pairs.
    Tournament pairingInput(int round) const { return pairingInput(round, tournament()); }
    Tournament pairingInput(int round, const Tournament &source) const;
    const Tournament &tournament() const;
    //! Asks twice, showing the rules' boards and the arbiter's, before a round that differs
    //! from the rules' pairing is stored (level 4); false when the arbiter cancels.
    bool confirmManualPairing(int round, const ManualPairing &manual, const QStringList &changes);
    //! Asks before a round whose changed boards break rules of the pairing (\a breaches, from
    //! PairingPreviewDialog::ruleBreaches) is stored (level 3, Cancel the default).
    bool confirmRuleBreaches(int round, const QStringList &breaches);
    //! What a change of \a round by hand does to its manual-pairing record (FIDE mode, a Swiss
    //! round without results): nothing while the round is not complete; once every player of
    //! it is paired or has a bye (\a after: the event as the change leaves it) it is compared
    //! with the rules' pairing, a difference asked as confirmManualPairing() does.
    enum class HandCheck : quint8 { Nothing, Record, Cancel };
    HandCheck checkHandPairing(int round, const Tournament &after, ManualPairing *manual);
    void unpair();
    //! Pairs every round from the Berger tables; \a asked: the arbiter agreed to pair again.
    void generateRoundRobin(bool doubleRoundRobin, bool asked = false);
    //! Lets the arbiter draw or set the round robin's numbers before it starts (F39).
    void editRoundRobinNumbers();

    TournamentDocument *m_document;
    QString m_shownPath; // the event whose rounds are shown (another one opens at its last round)
    PairingsModel *m_model;
    PairingsView *m_view;
    QSpinBox *m_roundSpinBox;
    QComboBox *m_whiteComboBox;
    QComboBox *m_blackComboBox;
    QComboBox *m_byePlayerComboBox;
    QComboBox *m_byeTypeComboBox;
    QPushButton *m_bergerButton;
    QPushButton *m_doubleBergerButton;
    QPushButton *m_numbersButton;
    QPushButton *m_pairRoundButton;
    QPushButton *m_unpairRoundButton;
    QPushButton *m_editPairingsButton;
    QAction *m_swapColoursAction = nullptr;
    QLabel *m_summaryLabel;
    QList<QWidget *> m_pairingControls; //!< disabled for a deputy or viewer (setAllowed())
    QList<QWidget *> m_byeControls;
    bool m_pairingAllowed = true;
    //! Shows \a text for the arbiter to acknowledge (a level-2 warning).
    void notice(const QString &text);

    std::function<bool(const QString &)> m_confirm;
    std::function<void(const QString &)> m_notice;
    std::function<bool(const QString &, const QString &)> m_confirmDestructive;
    std::function<int(const QString &, const QStringList &)> m_choose;
    std::function<bool(PairingPreviewDialog &)> m_preview;
    std::function<bool(RoundRobinNumbersDialog &)> m_runNumbers;
    std::function<quint64()> m_lotSeed;
};

} // namespace arb
