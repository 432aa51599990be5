// SPDX-License-Identifier: GPL-3.0-or-later
// Behavioural: an arbiter creates a tournament, adds players, pairs a round, enters a forfeit
// and a half-point bye from the keyboard, and sees the standings change; then undoes.
#include "eventform.h"
#include "mainwindow.h"
#include "orderedlist.h"
#include "pairing/berger.h"
#include "pairing/pairingrules.h"
#include "players/playersmodel.h"
#include "players/ratingperiods.h"
#include "reports/printdocuments.h"
#include "rounds/pairingsmodel.h"
#include "rounds/pairingsview.h"
#include "rounds/roundrobinnumbersdialog.h"
#include "rounds/roundswidget.h"
#include "rules/corrections.h"
#include "rules/fidemode.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_MainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void enterRoundWithForfeitAndBye();
    void rulesEditionChosenInEventForm();
    void searchFiltersPlayers();
    void playersAddedAndRemovedByKeyboard();
    void badFilesReported();
    void openedTwiceReported();
    void roundRobinFromBergerTables_data();
    void roundRobinFromBergerTables();
    void roundRobinNumbersBeforeTheStart();
    void rePairingAsksByNameAndUndoesInOneStep();
    void tieBreakBreakdownShown();
    void normalisationSaidInStatusBar();
    void deleteRemovesEverySelectedRow();
    void pairingNumbersAssigned();
    void pairingRulesInEventForm();
    void timeControlCodeInEventForm();
    void swissOffersNoBergerAndStopsAtTheLastRound();
    void windowSizeRemembered();
    void missingResultsRegisteredAsAdjourned();
    void noQueryBeforeAnEventIsOpen();
    void laterRatingTypedIn();

private:
    void addPlayer(const QString &name, const QString &ratingText);
    QMap<int, QString> pointsByStartNo() const;
    void select(const char *comboName, int startNo);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
    QStringList m_questions;
    std::optional<QString> m_reason;
};

void tst_MainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_MainWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_messages.clear();
    m_questions.clear();
    m_reason = QStringLiteral("score sheet");
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->document()->setReasonProvider([this](const QString &what) -> std::optional<QString> {
        m_questions.append(what);
        return m_reason;
    });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_MainWindow::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void tst_MainWindow::addPlayer(const QString &name, const QString &ratingText)
{
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    auto *add = m_window->findChild<QPushButton *>(QStringLiteral("addPlayerButton"));
    QVERIFY(view && add);
    QTest::mouseClick(add, Qt::LeftButton);
    // The new row's name cell is open for typing.
    const QModelIndex nameIndex = view->currentIndex();
    QLineEdit *editor = nullptr;
    QTRY_VERIFY((editor = qobject_cast<QLineEdit *>(view->indexWidget(nameIndex))) != nullptr);
    editor->selectAll();
    QTest::keyClicks(editor, name);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(view->viewport()->findChildren<QLineEdit *>().isEmpty());
    // Rating: the same row's rating cell.
    const QModelIndex rating = nameIndex.siblingAtColumn(4);
    view->setCurrentIndex(rating);
    view->edit(rating);
    QWidget *ratingEditor = nullptr; // a spin box: the rating is a number
    QTRY_VERIFY((ratingEditor = view->indexWidget(rating)) != nullptr);
    QTest::keyClick(ratingEditor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(ratingEditor, ratingText);
    QTest::keyClick(ratingEditor, Qt::Key_Return);
    QTRY_VERIFY(view->viewport()->findChildren<QLineEdit *>().isEmpty());
}

QMap<int, QString> tst_MainWindow::pointsByStartNo() const
{
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("standingsTableView"));
    QMap<int, QString> points;
    for (int r = 0; r < view->model()->rowCount(); ++r)
        points[view->model()->index(r, StandingsModel::StartNo).data().toInt()]
            = view->model()->index(r, StandingsModel::Points).data().toString();
    return points;
}

void tst_MainWindow::select(const char *comboName, int startNo)
{
    auto *box = m_window->findChild<QComboBox *>(QLatin1String(comboName));
    QVERIFY(box);
    const int i = box->findData(startNo);
    QVERIFY2(i >= 0, comboName);
    box->setCurrentIndex(i);
}

void tst_MainWindow::rulesEditionChosenInEventForm()
{
    // The edition of C.07 follows the start date until the arbiter chooses one; the
    // choice is one audited change that undo takes back.
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("edition.arbiter"))));
    auto *edition = m_window->findChild<QComboBox *>(QStringLiteral("rulesEditionComboBox"));
    auto *note = m_window->findChild<QLabel *>(QStringLiteral("rulesEditionNote"));
    QVERIFY(edition && note);
    QVERIFY2(note->text().contains(QStringLiteral("no start date")), qPrintable(note->text()));
    auto *start = m_window->findChild<QLineEdit *>(QStringLiteral("startDateLineEdit"));
    QVERIFY(start);
    QTest::keyClicks(start, QStringLiteral("2026/04/11"));
    QTest::keyClick(start, Qt::Key_Return);
    QVERIFY2(note->text().contains(QStringLiteral("2026 edition")), qPrintable(note->text()));
    QCOMPARE(m_window->document()->standings().rules, RulesVersion::Fide2026);
    edition->setCurrentIndex(edition->findData(QStringLiteral("2024")));
    emit edition->activated(edition->currentIndex());
    QCOMPARE(
        m_window->document()->tournament().rulesEdition, std::optional(RulesVersion::Fide2024));
    QCOMPARE(m_window->document()->standings().rules, RulesVersion::Fide2024);
    QVERIFY(note->text().contains(QStringLiteral("2024 edition")));
    QCOMPARE(m_window->findChild<QLabel *>(QStringLiteral("standingsRulesLabel"))->text(),
        QStringLiteral("Tie-break rules: C.07, 2024 edition"));
    QVERIFY(m_window->document()->undo());
    QVERIFY(!m_window->document()->tournament().rulesEdition);
    QCOMPARE(edition->currentData().toString(), QString());
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
}

void tst_MainWindow::enterRoundWithForfeitAndBye()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("club.arbiter"))));
    // The event's name, typed into the event form.
    auto *name = m_window->findChild<QLineEdit *>(QStringLiteral("nameLineEdit"));
    QVERIFY(name);
    QTest::keyClicks(name, QStringLiteral("Club Championship"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(m_window->document()->tournament().name, QStringLiteral("Club Championship"));
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Club Championship")));
    addPlayer(QStringLiteral("Keller, Anna"), QStringLiteral("2282"));
    addPlayer(QStringLiteral("Novak, Tomas"), QStringLiteral("2233"));
    addPlayer(QStringLiteral("Moreau, Claire"), QStringLiteral("2066"));
    addPlayer(QStringLiteral("Rossi, Marco"), QStringLiteral("2025"));
    addPlayer(QStringLiteral("Jansen, Lotte"), QStringLiteral("1959"));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    const Tournament &t = m_window->document()->tournament();
    QCOMPARE(t.players.size(), 5);
    QCOMPARE(t.players[0].name, QStringLiteral("Keller, Anna"));
    QCOMPARE(t.players[4].rating, 1959);

    m_window->tabs()->setCurrentWidget(m_window->roundsWidget());
    // Paired by hand in FIDE mode: once the round is complete it is compared with the rules'
    // pairing (1-3, 2-4) and, confirmed twice, recorded as a manual pairing.
    QStringList manual;
    m_window->roundsWidget()->setConfirmDestructive([&manual](const QString &q, const QString &) {
        manual << q;
        return true;
    });
    auto *pair = m_window->findChild<QPushButton *>(QStringLiteral("pairButton"));
    select("whiteComboBox", 1);
    select("blackComboBox", 2);
    QTest::mouseClick(pair, Qt::LeftButton);
    select("whiteComboBox", 3);
    select("blackComboBox", 4);
    QTest::mouseClick(pair, Qt::LeftButton);
    select("byePlayerComboBox", 5);
    auto *byeType = m_window->findChild<QComboBox *>(QStringLiteral("byeTypeComboBox"));
    byeType->setCurrentIndex(byeType->findData(QStringLiteral("H")));
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("byeButton")), Qt::LeftButton);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QCOMPARE(manual.size(), 2);
    QVERIFY2(manual[0].contains(u"You paired: 1-2 3-4"), qPrintable(manual[0]));
    QVERIFY(m_window->document()->database().exportTrf().contains(
        "### MPA @ Round 1: paired 1-2 3-4;"));

    PairingsView *view = m_window->roundsWidget()->view();
    QCOMPARE(view->model()->rowCount(), 3);
    QCOMPARE(pointsByStartNo().value(5), QStringLiteral("0.5"));
    QCOMPARE(pointsByStartNo().value(1), QStringLiteral("0"));
    // Board 1: white wins by forfeit; board 2: a draw typed as 5.
    view->setFocus();
    view->setCurrentIndex(view->model()->index(0, PairingsModel::Result));
    QTest::keyClick(view, Qt::Key_Plus);
    QTRY_COMPARE(pointsByStartNo().value(1), QStringLiteral("1"));
    QCOMPARE(view->currentIndex().row(), 1); // moved to the next board
    QTest::keyClick(view, Qt::Key_5);
    QTRY_COMPARE(pointsByStartNo().value(3), QStringLiteral("0.5"));
    const QMap<int, QString> expected = {{1, QStringLiteral("1")}, {2, QStringLiteral("0")},
        {3, QStringLiteral("0.5")}, {4, QStringLiteral("0.5")}, {5, QStringLiteral("0.5")}};
    QCOMPARE(pointsByStartNo(), expected);
    QCOMPARE(
        view->model()->index(0, PairingsModel::Result).data().toString(), QStringLiteral("+ - -"));
    QCOMPARE(t.players[1].rounds[0].kind(), RoundKind::ForfeitLoss);

    // An impossible result is refused with a message, and nothing changes.
    view->setCurrentIndex(view->model()->index(0, PairingsModel::Result));
    QTest::keyClick(view, Qt::Key_H);
    QCOMPARE(m_messages.size(), 1);
    QVERIFY(m_messages[0].contains(QStringLiteral("impossible result in round 1")));
    QCOMPARE(pointsByStartNo(), expected);

    // Correcting a result asks for a reason (cancel keeps the result), kept in the audit log.
    QCOMPARE(m_questions.size(), 0);
    m_reason.reset();
    view->setCurrentIndex(view->model()->index(1, PairingsModel::Result));
    QTest::keyClick(view, Qt::Key_1);
    QCOMPARE(m_questions.size(), 1);
    // The question shows the board and both results as the Rounds tab does.
    QCOMPARE(m_questions[0],
        QStringLiteral("Round 1: change the result of Moreau, Claire (3) – Rossi, Marco (4) from "
                       "½ - ½ to 1 - 0"));
    QCOMPARE(pointsByStartNo(), expected);
    m_reason = QStringLiteral("score sheet");
    view->setCurrentIndex(view->model()->index(1, PairingsModel::Result));
    QTest::keyClick(view, Qt::Key_1);
    QCOMPARE(m_questions.size(), 2);
    QTRY_COMPARE(pointsByStartNo().value(3), QStringLiteral("1"));
    QCOMPARE(
        m_window->document()->database().auditLog().last().reason, QStringLiteral("score sheet"));

    // Undo from the Edit menu takes the correction back, then the draw.
    QAction *undo = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence(QKeySequence::Undo))
            undo = a;
    }
    QVERIFY(undo && undo->isEnabled());
    undo->trigger();
    QTRY_COMPARE(pointsByStartNo().value(3), QStringLiteral("0.5"));
    undo->trigger();
    QTRY_COMPARE(pointsByStartNo().value(3), QStringLiteral("0"));
    QCOMPARE(pointsByStartNo().value(1), QStringLiteral("1"));
    auto *audit = m_window->findChild<QPlainTextEdit *>(QStringLiteral("auditTextEdit"));
    QVERIFY(audit->toPlainText().contains(QStringLiteral("(undone)")));

    // A correction entered from Black's side is still shown from White's view; a bye's by name.
    QVERIFY(m_window->document()->setResult(1, 2, '='));
    QCOMPARE(m_questions.last(),
        QStringLiteral("Round 1: change the result of Keller, Anna (1) – Novak, Tomas (2) from "
                       "+ - - to ½ - ½"));
    QTRY_COMPARE(pointsByStartNo().value(1), QStringLiteral("0.5"));
    QVERIFY(m_window->document()->setResult(1, 5, 'F'));
    QCOMPARE(m_questions.last(),
        QStringLiteral("Round 1: change the bye of Jansen, Lotte (5) from ½ (half-point bye) to 1 "
                       "(full-point bye)"));
    QTRY_COMPARE(pointsByStartNo().value(5), QStringLiteral("1"));
}

void tst_MainWindow::searchFiltersPlayers()
{
    QVERIFY(m_window->openDemo());
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    auto *search = m_window->findChild<QLineEdit *>(QStringLiteral("searchLineEdit"));
    const int all = view->model()->rowCount();
    QVERIFY(all > 10);
    QTest::keyClicks(search, QStringLiteral("keller"));
    QTRY_COMPARE(view->model()->rowCount(), 1);
    QCOMPARE(view->model()->index(0, 1).data().toString(), QStringLiteral("Keller, Anna"));
    search->clear();
    QCOMPARE(view->model()->rowCount(), all);
    // Sorting by rating, highest first.
    view->sortByColumn(4, Qt::DescendingOrder);
    QVERIFY(view->model()->index(0, 4).data().toInt() >= view->model()->index(1, 4).data().toInt());
}

void tst_MainWindow::playersAddedAndRemovedByKeyboard()
{
    // Insert adds a player, Delete removes the selected one (and a
    // button and the context menu do); a player with a round entered is refused; undo restores.
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("keys.arbiter"))));
    m_window->show();
    m_window->tabs()->setCurrentIndex(0);
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    QVERIFY(view);
    m_window->tabs()->setCurrentWidget(view->parentWidget());
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Insert);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape); // leave the name editor
    QTest::keyClick(view, Qt::Key_Insert);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    TournamentDocument *doc = m_window->document();
    QCOMPARE(doc->tournament().players.size(), 2);
    // The context menu: add, remove, expel, no half-point byes (ticked for the current player,
    // set for the selected ones), and a rating from a later round.
    QCOMPARE(view->actions().size(), 5);
    auto *noHalfByes = view->findChild<QAction *>(QStringLiteral("noHalfByesAction"));
    QVERIFY(noHalfByes && noHalfByes->isCheckable());
    view->setCurrentIndex(view->model()->index(1, PlayersModel::Name));
    QVERIFY(!noHalfByes->isChecked());
    noHalfByes->trigger();
    QCOMPARE(halfByesExcluded(doc->tournament()), QList<int> {2});
    QVERIFY(view->model()
                ->index(1, PlayersModel::Name)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"No half-point byes"));
    QVERIFY(view->model()->index(0, PlayersModel::Name).data(Qt::ToolTipRole).isNull());
    view->setCurrentIndex(view->model()->index(0, PlayersModel::Name));
    QVERIFY(!noHalfByes->isChecked());
    view->setCurrentIndex(view->model()->index(1, PlayersModel::Name));
    QVERIFY(noHalfByes->isChecked());
    QVERIFY(doc->undo());
    QVERIFY(halfByesExcluded(doc->tournament()).isEmpty());
    QVERIFY(!noHalfByes->isChecked());
    view->setCurrentIndex(view->model()->index(0, PlayersModel::Name));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(doc->tournament().players.size(), 1);
    QCOMPARE(doc->tournament().players[0].startNo, 2);
    QVERIFY(doc->undo());
    QCOMPARE(doc->tournament().players.size(), 2);
    // With a game entered the player stays, and the arbiter is told why.
    QVERIFY(doc->setGame(1, 1, 2, '1'));
    view->setCurrentIndex(view->model()->index(0, PlayersModel::Name));
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("removePlayerButton")), Qt::LeftButton);
    QCOMPARE(doc->tournament().players.size(), 2);
    QCOMPARE(m_messages.size(), 1);
}

void tst_MainWindow::badFilesReported()
{
    // A file that fails to open leaves the open event open and editable.
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("kept.arbiter"))));
    QVERIFY(m_window->document()->addPlayer(QStringLiteral("Kept, Player"), 2000));
    const QString garbage = m_dir->filePath(QStringLiteral("broken.arbiter"));
    QFile f(garbage);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("this is not a database at all, just text....................................");
    f.close();
    QVERIFY(!m_window->openPath(garbage));
    QCOMPARE(m_messages.size(), 1);
    QVERIFY(m_messages[0].contains(garbage));
    const QString badTrf = m_dir->filePath(QStringLiteral("bad.trf"));
    QFile t(badTrf);
    QVERIFY(t.open(QIODevice::WriteOnly));
    t.write("012 Nothing here\n");
    t.close();
    QVERIFY(!m_window->openPath(badTrf));
    QCOMPARE(m_messages.size(), 2);
    QVERIFY(m_messages[1].contains(QStringLiteral("no player records")));
    const QString empty = m_dir->filePath(QStringLiteral("empty.arbiter"));
    QFile e(empty);
    QVERIFY(e.open(QIODevice::WriteOnly));
    e.close();
    QVERIFY(!m_window->openPath(empty));
    QCOMPARE(m_messages.size(), 3);
    QCOMPARE(
        m_window->document()->tournament().players.value(0).name, QStringLiteral("Kept, Player"));
    QVERIFY(m_window->document()->addPlayer(QStringLiteral("Second, Player"), 1900));
    QCOMPARE(m_window->document()->tournament().players.size(), 2);
    QCOMPARE(m_messages.size(), 3);
}

void tst_MainWindow::openedTwiceReported()
{
    const QString path = m_dir->filePath(QStringLiteral("shared.arbiter"));
    QVERIFY(m_window->newTournament(path));
    MainWindow second;
    QStringList messages;
    second.setMessageHandler([&messages](const QString &m) { messages.append(m); });
    QVERIFY(!second.openPath(path));
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages[0].contains(QStringLiteral("is already open")), qPrintable(messages[0]));
    // The first window still works on the file.
    QVERIFY(m_window->document()->addPlayer(QStringLiteral("Still, Working"), 1800));
}

void tst_MainWindow::roundRobinFromBergerTables_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("doubleRoundRobin");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<bool>("exchangeLastTwo");
    QTest::addColumn<QString>("code");
    QTest::newRow("6 players") << 6 << false << 5 << false << "BERGER_ROUNDROBIN";
    QTest::newRow("5 players, one sits out each round")
        << 5 << false << 5 << false << "BERGER_ROUNDROBIN";
    // F40 (FIDE C.02 checklist): an even double round robin asks whether the last two rounds of
    // the first cycle are exchanged (C.05 Annex 1); the answer is the 192 code.
    QTest::newRow("double round robin of 4, FIDE order")
        << 4 << true << 6 << true << "FIDE_DOUBLEROUNDROBIN";
    QTest::newRow("double round robin of 6, tables' order")
        << 6 << true << 10 << false << "BERGER_DOUBLEROUNDROBIN";
    QTest::newRow("double round robin of 5: not asked")
        << 5 << true << 10 << false << "BERGER_DOUBLEROUNDROBIN";
}

void tst_MainWindow::roundRobinFromBergerTables()
{
    QFETCH(int, players);
    QFETCH(bool, doubleRoundRobin);
    QFETCH(int, rounds);
    QFETCH(bool, exchangeLastTwo);
    QFETCH(QString, code);
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("rr.arbiter"))));
    QStringList asked;
    m_window->roundsWidget()->setChoice([&](const QString &q, const QStringList &answers) {
        asked << q + u'|' + answers.join(u'|');
        return exchangeLastTwo ? 0 : 1;
    });
    // A round robin: a Swiss does not offer the Berger tables.
    QVERIFY(m_window->document()->setEventField(QStringLiteral("type"), QStringLiteral("2")));
    for (int i = 1; i <= players; ++i)
        QVERIFY(m_window->document()->addPlayer(QStringLiteral("Player %1").arg(i), 2300 - 10 * i));
    m_window->tabs()->setCurrentWidget(m_window->roundsWidget());
    auto *button = m_window->findChild<QPushButton *>(
        doubleRoundRobin ? QStringLiteral("doubleBergerButton") : QStringLiteral("bergerButton"));
    QVERIFY(button && button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    const Tournament &t = m_window->document()->tournament();
    QCOMPARE(
        t.type, doubleRoundRobin ? TournamentType::DoubleRoundRobin : TournamentType::RoundRobin);
    QCOMPARE(t.declaredRounds, rounds);
    QCOMPARE(m_window->document()->pairedRounds(), rounds);
    QCOMPARE(t.systemText, code);
    QCOMPARE(asked.size(), doubleRoundRobin && players % 2 == 0 ? 1 : 0);
    if (!asked.isEmpty())
        QVERIFY2(asked[0].contains(u"C.05 Annex 1"), qPrintable(asked[0]));
    // Every round as the tables give it, in the order chosen.
    for (int r = 1; r <= rounds; ++r) {
        for (const BergerPairing &g :
            bergerRound(players, r, exchangeLastTwo ? BergerOrder::Fide : BergerOrder::Tables)) {
            if (g.isBye())
                continue;
            const RoundEntry &e = t.players[t.indexOf(g.white)].rounds.value(r - 1);
            QCOMPARE(e.opponent, g.black);
            QCOMPARE(e.colour, Colour::White);
        }
    }
    // Round 1 board 1 is 1 - n (n the next even number), as in C.05 Annex 1.
    const int n = players % 2 ? players + 1 : players;
    if (n == players)
        QCOMPARE(t.players[0].rounds[0].opponent, n);
    else
        QCOMPARE(t.players[0].rounds.value(0), RoundEntry()); // 1 meets the bye: sits out
    // Everybody meets everybody once (twice in a double round robin).
    for (const Player &p : t.players) {
        QHash<int, int> met;
        for (const RoundEntry &e : p.rounds)
            if (e.opponent > 0)
                ++met[e.opponent];
        QCOMPARE(met.size(), players - 1);
        for (int count : met)
            QCOMPARE(count, doubleRoundRobin ? 2 : 1);
    }
}

// F39 (FIDE C.02 checklist): a round robin's numbers drawn by lot (or set) before it starts
// place the players in the Berger tables; a paired round robin without results is paired again
// with them, asked first; once a result is in they are locked.
void tst_MainWindow::roundRobinNumbersBeforeTheStart()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("numbers.arbiter"))));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("type"), QStringLiteral("2")));
    for (int i = 1; i <= 6; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2300 - 10 * i));
    RoundsWidget *rounds = m_window->roundsWidget();
    m_window->tabs()->setCurrentWidget(rounds);
    auto *numbersButton
        = m_window->findChild<QPushButton *>(QStringLiteral("roundRobinNumbersButton"));
    QVERIFY(numbersButton && numbersButton->isVisible() && numbersButton->isEnabled());
    QStringList asked;
    rounds->setConfirm([&asked](const QString &q) {
        asked << q;
        return true;
    });
    QString shownBefore, shownAfter;
    rounds->setNumbersDialog([&](RoundRobinNumbersDialog &dialog) {
        shownBefore
            = dialog.findChild<QLabel *>(QStringLiteral("roundRobinNumbersHowLabel"))->text();
        dialog.setSeedSource([] { return quint64(7); });
        dialog.findChild<QPushButton *>(QStringLiteral("drawRoundRobinNumbersButton"))->click();
        shownAfter
            = dialog.findChild<QLabel *>(QStringLiteral("roundRobinNumbersHowLabel"))->text();
        return true;
    });
    numbersButton->click();
    QVERIFY2(shownBefore.contains(u"neither drawn nor set"), qPrintable(shownBefore));
    QCOMPARE(shownAfter, QStringLiteral("Drawn by lot (seed 7)."));
    const Tournament &t = doc->tournament();
    const RoundRobinNumbers drawn = RoundRobinNumbers::drawn(t, 7);
    QCOMPARE(roundRobinOrder(t), drawn.startNos);
    QVERIFY(asked.isEmpty()); // nothing paired yet: nothing asked
    QVERIFY(doc->database().auditLog().last().what.contains(u"seed 7"));
    // Paired from the tables with those numbers: Berger number k is drawn.startNos[k - 1].
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("bergerButton")), Qt::LeftButton);
    const auto expected = [&](const QList<int> &numbers, int round) {
        QList<Board> boards;
        for (const BergerPairing &g : bergerRound(6, round))
            boards.append({numbers[g.white - 1], numbers[g.black - 1]});
        return boards;
    };
    for (int r = 1; r <= 5; ++r)
        QCOMPARE(boardOrder(t, r), expected(drawn.startNos, r));
    // Set by hand while paired without results: asked, then paired again with them.
    rounds->setNumbersDialog([](RoundRobinNumbersDialog &dialog) {
        dialog.list()->list()->setCurrentRow(0);
        dialog.list()->move(1); // the first two exchanged
        return true;
    });
    numbersButton->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(u"new numbers"), qPrintable(asked[0]));
    QList<int> byHand = drawn.startNos;
    byHand.swapItemsAt(0, 1);
    QCOMPARE(roundRobinOrder(t), byHand);
    QVERIFY(!recordedRoundRobinNumbers(t)->seed);
    QCOMPARE(boardOrder(t, 1), expected(byHand, 1));
    // A result in: locked (the button is off, and storage refuses).
    QVERIFY(doc->setResult(1, boardOrder(t, 1)[0].white, '1'));
    QVERIFY(!numbersButton->isEnabled());
    m_messages.clear();
    QVERIFY(!doc->setRoundRobinNumbers(drawn));
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages[0].contains(u"has begun"), qPrintable(m_messages[0]));
    m_messages.clear();
}

void tst_MainWindow::rePairingAsksByNameAndUndoesInOneStep()
{
    // Re-pairing a round robin that has results needs a named confirmation
    // (not a Yes/No with Yes the default), is one undo step, and is not offered once finished.
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("rerr.arbiter"))));
    for (int i = 1; i <= 4; ++i)
        QVERIFY(m_window->document()->addPlayer(QStringLiteral("Player %1").arg(i), 2300 - 10 * i));
    m_window->tabs()->setCurrentWidget(m_window->roundsWidget());
    auto *rounds = m_window->roundsWidget();
    QStringList asked;
    bool answer = false;
    rounds->setConfirmDestructive([&](const QString &question, const QString &action) {
        asked << question << action;
        return answer;
    });
    auto *button = m_window->findChild<QPushButton *>(QStringLiteral("bergerButton"));
    QTest::mouseClick(button, Qt::LeftButton);
    TournamentDocument *doc = m_window->document();
    QCOMPARE(doc->pairedRounds(), 3);
    // Two results in round 1.
    const Tournament &t = doc->tournament();
    const int opponent = t.players[0].rounds[0].opponent;
    QVERIFY(doc->setResult(1, 1, '1'));
    int other = 0;
    for (const Player &p : t.players)
        if (p.startNo != 1 && p.startNo != opponent)
            other = other ? other : p.startNo;
    QVERIFY(doc->setResult(1, other, '='));
    QVERIFY(asked.isEmpty());
    // F39, B24 (FIDE C.02 checklist): only outside FIDE mode. In FIDE mode a round robin that
    // has begun is locked: refused by a level-5 warning, leaving FIDE mode the one way on.
    QVERIFY(isFideMode(t));
    asked.clear();
    answer = false;
    m_messages.clear();
    QStringList refusals;
    m_window->setQuestionHandler([&refusals](const QString &title, const QStringList &choices) {
        refusals << title + u'|' + choices.join(u'|');
        return choices.value(1); // Close
    });
    QTest::mouseClick(button, Qt::LeftButton);
    m_window->setQuestionHandler({});
    QVERIFY(asked.isEmpty());
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QCOMPARE(refusals.size(), 1);
    QVERIFY2(refusals[0].contains(u"locked") && refusals[0].endsWith(u"|&Leave FIDE mode...|Close"),
        qPrintable(refusals[0]));
    QCOMPARE(t.players[0].rounds[0].code, '1');
    QVERIFY(doc->leaveFideMode(QStringLiteral("club event, re-paired")));
    // Cancel: nothing changes.
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(asked.size(), 2);
    QVERIFY2(asked[0].contains(QStringLiteral("2 result(s)")), qPrintable(asked[0]));
    QCOMPARE(asked[1], QStringLiteral("Delete 2 result(s) and pair again"));
    QCOMPARE(t.players[0].rounds[0].code, '1');
    answer = true;
    // Confirmed by name: results deleted, one audit entry, one undo brings them back.
    const int logBefore = int(doc->database().auditLog().size());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(t.players[0].rounds[0].code, ' ');
    QCOMPARE(doc->database().auditLog().size(), logBefore + 1);
    QVERIFY(doc->undo());
    QCOMPARE(t.players[0].rounds[0].code, '1');
    QCOMPARE(doc->database().resultCount(), 2);
    // A finished event does not offer it at all.
    for (int r = 1; r <= 3; ++r)
        for (const Player &p : t.players)
            if (p.rounds.value(r - 1).code == ' ' && p.rounds.value(r - 1).opponent > 0
                && p.startNo < p.rounds[r - 1].opponent)
                QVERIFY(doc->setResult(r, p.startNo, '1'));
    rounds->setRound(3);
    QVERIFY(!button->isVisible());
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
}

void tst_MainWindow::tieBreakBreakdownShown()
{
    // Selecting a tie-break value in the standings shows how it is made up; selecting a name
    // shows the player's rounds again.
    QVERIFY(m_window->openDemo());
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("standingsTableView"));
    auto *details
        = m_window->findChild<QStackedWidget *>(QStringLiteral("standingsDetailsStackedWidget"));
    auto *label = m_window->findChild<QLabel *>(QStringLiteral("breakdownSummaryLabel"));
    auto *breakdown = m_window->findChild<QTableView *>(QStringLiteral("breakdownTableView"));
    QVERIFY(view && details && label && breakdown);
    const int bhC1 = StandingsModel::FirstTieBreak; // the demo's list starts with BH/C1
    QCOMPARE(view->model()->headerData(bhC1, Qt::Horizontal).toString(), QStringLiteral("BH/C1"));
    // Jansen, Lotte in the demo's standings: three unplayed rounds, one cut (16.5).
    int row = -1;
    for (int r = 0; r < view->model()->rowCount(); ++r)
        if (view->model()->index(r, StandingsModel::Name).data().toString() == u"Jansen, Lotte")
            row = r;
    QVERIFY(row >= 0);
    view->setCurrentIndex(view->model()->index(row, bhC1));
    QCOMPARE(details->currentWidget(), breakdown->parentWidget());
    QCOMPARE(breakdown->model()->rowCount(), 7);
    QVERIFY2(label->text().startsWith(QStringLiteral("BH/C1 of Jansen, Lotte: 24")),
        qPrintable(label->text()));
    QVERIFY(label->text().contains(QStringLiteral("16.4")));
    view->setCurrentIndex(view->model()->index(row, StandingsModel::Name));
    QCOMPARE(details->currentWidget()->objectName(), QStringLiteral("playerRoundsTableView"));
}

// A title typed as "Grandmaster" is stored as GM and said in the status bar: no modal box that
// would swallow the keys typed next (only refusals are modal).
void tst_MainWindow::normalisationSaidInStatusBar()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("norm.arbiter"))));
    QVERIFY(m_window->document()->addPlayer(QStringLiteral("Keller, Anna"), 2282));
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    QVERIFY(view->model()->setData(
        view->model()->index(0, PlayersModel::Title), QStringLiteral("Grandmaster")));
    QCOMPARE(m_window->document()->tournament().players[0].title, QStringLiteral("GM"));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("GM")),
        qPrintable(m_window->statusBar()->currentMessage()));
}

void tst_MainWindow::deleteRemovesEverySelectedRow()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("delete.arbiter"))));
    TournamentDocument *doc = m_window->document();
    for (int i = 1; i <= 4; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2000 - i));
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    m_window->tabs()->setCurrentWidget(view->parentWidget());
    view->setFocus();
    view->selectionModel()->select(view->model()->index(0, 0),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view->selectionModel()->select(
        view->model()->index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(doc->tournament().players.size(), 2);
    QCOMPARE(doc->tournament().players[0].startNo, 2);
    QCOMPARE(doc->tournament().players[1].startNo, 4);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("2 players")),
        qPrintable(m_window->statusBar()->currentMessage()));
}

// Players registered in the order they arrived: the button numbers them by the initial ranking
// (C.04.2 Art. 2) in one undo step; pairing round 1 with numbers out of order asks first.
void tst_MainWindow::pairingNumbersAssigned()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("numbers.arbiter"))));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("declaredRounds"), QStringLiteral("5")));
    const QList<QPair<QString, int>> arrivals
        = {{QStringLiteral("Brown, Ann"), 1702}, {QStringLiteral("Grand, Max"), 2590},
            {QStringLiteral("Adams, Bo"), 2210}, {QStringLiteral("Clark, Cy"), 1950}};
    for (const auto &[name, rating] : arrivals)
        QVERIFY(doc->addPlayer(name, rating));
    auto names = [doc] {
        QStringList n;
        for (const Player &p : doc->tournament().players)
            n << p.name.section(u',', 0, 0);
        return n.join(u' ');
    };
    auto *button = m_window->findChild<QPushButton *>(QStringLiteral("assignPairingNumbersButton"));
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(names(), QStringLiteral("Grand Adams Clark Brown"));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("4 player(s)")),
        qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(doc->undo());
    QCOMPARE(names(), QStringLiteral("Brown Grand Adams Clark"));

    // Pairing round 1 asks; yes numbers them, then pairs: the GM on board 1.
    RoundsWidget *rounds = m_window->roundsWidget();
    QStringList asked;
    rounds->setChoice([&asked](const QString &q, const QStringList &answers) {
        asked << q + u'|' + answers.join(u'|');
        return 0;
    });
    rounds->setPreview([](PairingPreviewDialog &) { return true; });
    rounds->setLotSeed([] { return quint64(2); });
    m_window->tabs()->setCurrentWidget(rounds);
    QVERIFY(rounds->pairRound());
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].endsWith(u"|&Assign and pair|&Pair as they are"), qPrintable(asked[0]));
    QVERIFY2(asked[0].contains(QStringLiteral("initial ranking")) && asked[0].contains(u"Grand"),
        qPrintable(asked[0]));
    QCOMPARE(names(), QStringLiteral("Grand Adams Clark Brown"));
    const QList<Board> boards = boardOrder(doc->tournament(), 1);
    QVERIFY(boards[0].white == 1 || boards[0].black == 1);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
}

// Acceleration and prohibited pairs set in the Event tab: each one audited change; bad input
// named and refused; a change after round 1 is paired asks first.
// TRF-2026 222 (FIDE's program checklist C30): the encoded time control typed in the Event tab
// is stored written out again, explained, and compared with the list the event is rated on; one
// that does not read is refused by place and the field shows the stored code again.
void tst_MainWindow::timeControlCodeInEventForm()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("clock.arbiter"))));
    TournamentDocument *doc = m_window->document();
    auto *form = m_window->findChild<EventForm *>(QStringLiteral("eventForm"));
    QVERIFY(form);
    m_window->tabs()->setCurrentWidget(form);
    auto *code = form->findChild<QLineEdit *>(QStringLiteral("timeControlCodeLineEdit"));
    QVERIFY(code);
    QVERIFY(form->timeControlNote()->text().contains(u"222"));
    code->setFocus();
    QTest::keyClicks(code, QStringLiteral("40/5400:1800"));
    QTest::keyClick(code, Qt::Key_Return);
    QCOMPARE(doc->tournament().timeControlCode, QStringLiteral("40/5400:1800"));
    QCOMPARE(form->timeControlNote()->text(),
        QStringLiteral("40 moves in 90 min, then 30 min for the rest of the game: 120 min for a "
                       "game of 60 moves, standard by the Laws of Chess (Appendices A and B)."));
    code->selectAll();
    QTest::keyClicks(code, QStringLiteral("w300-b240"));
    QTest::keyClick(code, Qt::Key_Return);
    QCOMPARE(doc->tournament().timeControlCode, QStringLiteral("W300-B240"));
    QCOMPARE(code->text(), QStringLiteral("W300-B240"));
    QVERIFY2(form->timeControlNote()->text().contains(u"blitz")
            && form->timeControlNote()->text().contains(u"another list"),
        qPrintable(form->timeControlNote()->text()));
    QVERIFY(m_messages.isEmpty());
    code->selectAll();
    QTest::keyClicks(code, QStringLiteral("90 min"));
    QTest::keyClick(code, Qt::Key_Return);
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages[0].contains(u"period 1"), qPrintable(m_messages[0]));
    QCOMPARE(doc->tournament().timeControlCode, QStringLiteral("W300-B240"));
    QCOMPARE(code->text(), QStringLiteral("W300-B240"));
    // Undo brings the previous code back; the rating report carries the one in force.
    QVERIFY(doc->undo());
    QCOMPARE(doc->tournament().timeControlCode, QStringLiteral("40/5400:1800"));
    QVERIFY(doc->database().exportTrf().contains("\n222 40/5400:1800\n"));
}

void tst_MainWindow::pairingRulesInEventForm()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("rules.arbiter"))));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("declaredRounds"), QStringLiteral("5")));
    for (int i = 1; i <= 8; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2400 - 10 * i));
    auto *form = m_window->findChild<EventForm *>(QStringLiteral("eventForm"));
    QVERIFY(form);
    m_window->tabs()->setCurrentWidget(form);
    QComboBox *acceleration = form->acceleration();
    acceleration->setCurrentIndex(acceleration->findData(int(AccelerationMethod::Baku)));
    emit acceleration->activated(acceleration->currentIndex());
    QVERIFY(doc->tournament().systemText.endsWith(QStringLiteral("_BAKU")));
    QVERIFY(doc->database().auditLog().last().what.contains(QStringLiteral("Baku")));

    QLineEdit *prohibited = form->prohibitedPairs();
    prohibited->setFocus();
    prohibited->selectAll();
    QTest::keyClicks(prohibited, QStringLiteral("1 2; 3 x"));
    QTest::keyClick(prohibited, Qt::Key_Return);
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages[0].contains(QStringLiteral("group 2")), qPrintable(m_messages[0]));
    QVERIFY(pairingRulesOf(doc->tournament()).prohibited.isEmpty());
    prohibited->setFocus();
    prohibited->selectAll();
    QTest::keyClicks(prohibited, QStringLiteral("1 3"));
    QTest::keyClick(prohibited, Qt::Key_Return);
    QCOMPARE(pairingRulesOf(doc->tournament()).prohibited.size(), 1);
    QCOMPARE(pairingRulesOf(doc->tournament()).prohibited[0].players, (QList<int> {1, 3}));

    // Baku: group A is 1-4, so 1 would meet 3; prohibited, he does not.
    RoundsWidget *rounds = m_window->roundsWidget();
    rounds->setConfirm([](const QString &) { return true; });
    rounds->setPreview([](PairingPreviewDialog &) { return true; });
    rounds->setLotSeed([] { return quint64(2); });
    QVERIFY(rounds->pairRound());
    const QList<Board> boards = boardOrder(doc->tournament(), 1);
    for (const Board &b : boards)
        QVERIFY(!((b.white == 1 && b.black == 3) || (b.white == 3 && b.black == 1)));
    QVERIFY(std::any_of(boards.begin(), boards.end(), [](const Board &b) {
        return (b.white == 1 && b.black == 4) || (b.white == 4 && b.black == 1);
    }));

    QStringList asked;
    bool answer = true;
    form->setConfirm([&](const QString &q) {
        asked << q;
        return answer;
    });
    // G47, M79, B24 (FIDE C.02 checklist): in FIDE mode, after round 1, neither the acceleration
    // nor the prohibited pairs can be changed (a pair removed is fine): refused by a level-5
    // warning whose one way on is leaving FIDE mode (level 4, two steps and a reason).
    QStringList refusals;
    QStringList leaveSteps;
    bool takeWayOut = false;
    QString reason;
    m_window->setQuestionHandler([&](const QString &title, const QStringList &choices) {
        if (choices.contains(QStringLiteral("&Leave FIDE mode..."))) {
            refusals << title + u'|' + choices.join(u'|');
            return takeWayOut ? choices[0] : choices[1];
        }
        leaveSteps << title;
        return choices.isEmpty() ? reason : choices[0];
    });
    m_messages.clear();
    acceleration->setCurrentIndex(acceleration->findData(int(AccelerationMethod::None)));
    emit acceleration->activated(acceleration->currentIndex());
    QVERIFY(asked.isEmpty());
    QCOMPARE(refusals.size(), 1);
    QVERIFY2(refusals[0].startsWith(u"Not allowed in FIDE mode\n")
            && refusals[0].contains(u"acceleration cannot be changed")
            && refusals[0].endsWith(u"|&Leave FIDE mode...|Close"),
        qPrintable(refusals[0]));
    QVERIFY(doc->tournament().systemText.endsWith(QStringLiteral("_BAKU")));
    QCOMPARE(acceleration->currentData().toInt(), int(AccelerationMethod::Baku));
    prohibited->setFocus();
    prohibited->selectAll();
    QTest::keyClicks(prohibited, QStringLiteral("1 3; 2 5"));
    QTest::keyClick(prohibited, Qt::Key_Return);
    QVERIFY(asked.isEmpty());
    QCOMPARE(refusals.size(), 2);
    QVERIFY2(refusals[1].contains(u"no prohibited pair can be added"), qPrintable(refusals[1]));
    QCOMPARE(pairingRulesOf(doc->tournament()).prohibited.size(), 1);
    QCOMPARE(prohibited->text(), QStringLiteral("1 3"));
    QVERIFY(leaveSteps.isEmpty());
    // The way out chosen but no reason given: still in FIDE mode, nothing added.
    takeWayOut = true;
    prohibited->setFocus();
    prohibited->selectAll();
    QTest::keyClicks(prohibited, QStringLiteral("1 3; 2 5"));
    QTest::keyClick(prohibited, Qt::Key_Return);
    QCOMPARE(refusals.size(), 3);
    QCOMPARE(leaveSteps.size(), 2); // the consequences, then the reason asked
    QVERIFY(isFideMode(doc->tournament()));
    QCOMPARE(pairingRulesOf(doc->tournament()).prohibited.size(), 1);
    QCOMPARE(prohibited->text(), QStringLiteral("1 3"));
    // With a reason: the event leaves FIDE mode and the pair is added, with no question more.
    reason = QStringLiteral("club rules");
    prohibited->setFocus();
    prohibited->selectAll();
    QTest::keyClicks(prohibited, QStringLiteral("1 3; 2 5"));
    QTest::keyClick(prohibited, Qt::Key_Return);
    QCOMPARE(refusals.size(), 4);
    QCOMPARE(leaveSteps.size(), 5);
    QVERIFY(!isFideMode(doc->tournament()));
    QVERIFY(asked.isEmpty());
    QCOMPARE(pairingRulesOf(doc->tournament()).prohibited.size(), 2);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    m_window->setQuestionHandler({});
    m_messages.clear();

    // Outside FIDE mode, after round 1: changing the acceleration asks; Cancel keeps it.
    answer = false;
    acceleration->setCurrentIndex(acceleration->findData(int(AccelerationMethod::None)));
    emit acceleration->activated(acceleration->currentIndex());
    QCOMPARE(asked.size(), 1);
    QVERIFY(doc->tournament().systemText.endsWith(QStringLiteral("_BAKU")));
    QCOMPARE(acceleration->currentData().toInt(), int(AccelerationMethod::Baku));
    answer = true;
    acceleration->setCurrentIndex(acceleration->findData(int(AccelerationMethod::None)));
    emit acceleration->activated(acceleration->currentIndex());
    QVERIFY(!doc->tournament().systemText.endsWith(QStringLiteral("_BAKU")));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    // Outside FIDE mode a pair added after round 1 is asked for too.
    asked.clear();
    prohibited->setFocus();
    prohibited->selectAll();
    QTest::keyClicks(prohibited, QStringLiteral("1 3; 2 5; 4 6"));
    QTest::keyClick(prohibited, Qt::Key_Return);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(pairingRulesOf(doc->tournament()).prohibited.size(), 3);

    // H52 (FIDE C.02 checklist): after round 1, the number of rounds and the edition of C.07
    // are changed only when confirmed (level 3); Cancel keeps them.
    asked.clear();
    answer = false;
    auto *rounds5 = form->findChild<QLineEdit *>(QStringLiteral("declaredRoundsLineEdit"));
    QVERIFY(rounds5);
    rounds5->setFocus();
    rounds5->selectAll();
    QTest::keyClicks(rounds5, QStringLiteral("7"));
    QTest::keyClick(rounds5, Qt::Key_Return);
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(u"from 5 to 7"), qPrintable(asked[0]));
    QCOMPARE(doc->tournament().declaredRounds, 5);
    QCOMPARE(rounds5->text(), QStringLiteral("5"));
    answer = true;
    rounds5->selectAll();
    QTest::keyClicks(rounds5, QStringLiteral("7"));
    QTest::keyClick(rounds5, Qt::Key_Return);
    QCOMPARE(doc->tournament().declaredRounds, 7);
    auto *edition = form->findChild<QComboBox *>(QStringLiteral("rulesEditionComboBox"));
    QVERIFY(edition);
    answer = false;
    edition->setCurrentIndex(edition->findData(QStringLiteral("2024")));
    emit edition->activated(edition->currentIndex());
    QCOMPARE(asked.size(), 3);
    QVERIFY2(asked[2].contains(u"edition of C.07"), qPrintable(asked[2]));
    QVERIFY(!doc->tournament().rulesEdition);
}

// A Swiss offers no round-robin buttons, and after its last round no "Pair round 3".
void tst_MainWindow::swissOffersNoBergerAndStopsAtTheLastRound()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("swiss.arbiter"))));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("type"), QStringLiteral("1")));
    QVERIFY(doc->setEventField(QStringLiteral("declaredRounds"), QStringLiteral("2")));
    for (int i = 1; i <= 4; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2300 - 10 * i));
    RoundsWidget *rounds = m_window->roundsWidget();
    m_window->tabs()->setCurrentWidget(rounds);
    QVERIFY(!m_window->findChild<QPushButton *>(QStringLiteral("bergerButton"))->isVisible());
    QVERIFY(!m_window->findChild<QPushButton *>(QStringLiteral("doubleBergerButton"))->isVisible());
    rounds->setConfirm([](const QString &) { return true; });
    rounds->setPreview([](PairingPreviewDialog &) { return true; });
    rounds->setLotSeed([] { return quint64(2); });
    auto *pair = m_window->findChild<QPushButton *>(QStringLiteral("pairRoundButton"));
    QVERIFY(pair);
    for (int round = 1; round <= 2; ++round) {
        QVERIFY(pair->text().contains(QStringLiteral("round %1").arg(round)));
        QVERIFY(rounds->pairRound());
        for (const Board &b : boardOrder(doc->tournament(), round))
            if (b.black != 0)
                QVERIFY(doc->setResult(round, b.white, '1'));
    }
    QCOMPARE(pair->text(), QStringLiteral("All 2 rounds are paired"));
    QVERIFY(!pair->isEnabled());
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
}

void tst_MainWindow::windowSizeRemembered()
{
    m_window->resize(900, 610);
    QVERIFY(m_window->close());
    MainWindow next;
    // The platform may add a frame of a few pixels.
    QVERIFY2(qAbs(next.width() - 900) <= 4 && qAbs(next.height() - 610) <= 4,
        qPrintable(QStringLiteral("%1x%2").arg(next.width()).arg(next.height())));
}

// Pairing with results missing offers to register the games as adjourned (a draw for pairing,
// C.04.2 3.1), each audited; the standings are not final and no final report is exported while
// one remains; its result entered later asks for a reason and is audited.
void tst_MainWindow::missingResultsRegisteredAsAdjourned()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("adjourned.arbiter"))));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("type"), QStringLiteral("1")));
    QVERIFY(doc->setEventField(QStringLiteral("declaredRounds"), QStringLiteral("2")));
    for (int i = 1; i <= 6; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2300 - 10 * i));
    RoundsWidget *rounds = m_window->roundsWidget();
    m_window->tabs()->setCurrentWidget(rounds);
    QStringList asked;
    bool answer = false;
    rounds->setConfirm([&](const QString &q) {
        asked << q;
        return answer;
    });
    rounds->setPreview([](PairingPreviewDialog &) { return true; });
    rounds->setLotSeed([] { return quint64(2); });
    QVERIFY(rounds->pairRound());
    const QList<Board> r1 = boardOrder(doc->tournament(), 1);
    QVERIFY(doc->setResult(1, r1[0].white, '1'));
    QVERIFY(doc->setResult(1, r1[1].white, '0'));
    // Board 3 has no result (FIDE's program checklist K66, K67): registered as adjourned, with
    // a level-2 notice naming the board, and round 2 is paired; nothing is asked.
    asked.clear();
    QStringList notices;
    rounds->setNotice([&](const QString &text) { notices << text; });
    rounds->setRound(1);
    QVERIFY(rounds->pairRound());
    QVERIFY(asked.isEmpty());
    QCOMPARE(notices.size(), 1);
    QVERIFY2(notices[0].contains(QStringLiteral("adjourned")) && notices[0].contains(u"C.04.2 3.1")
            && notices[0].contains(
                QStringLiteral("board 3 (%1-%2)").arg(r1[2].white).arg(r1[2].black)),
        qPrintable(notices[0]));
    const Tournament &t = doc->tournament();
    QCOMPARE(t.players[t.indexOf(r1[2].white)].rounds[0].code, '*');
    QCOMPARE(adjournedGames(t).size(), 1);
    QVERIFY(doc->database().auditLog().size() > 3);
    for (const Board &b : boardOrder(t, 2))
        if (b.black != 0)
            QVERIFY(doc->setResult(2, b.white, '1'));
    // Every round played, one game adjourned: not final, and no final report.
    QVERIFY(!PrintDocuments::title(*doc, PrintDocuments::Kind::Standings, {}).startsWith(u"Final"));
    const int messages = int(m_messages.size());
    m_window->setQuestionHandler([this](const QString &, const QStringList &) {
        return m_dir->filePath(QStringLiteral("report.trf"));
    });
    QAction *exportTrf = m_window->findChild<QAction *>(QStringLiteral("exportTrfAction"));
    exportTrf->trigger();
    QCOMPARE(m_messages.size(), messages + 1);
    QVERIFY2(
        m_messages.last().contains(QStringLiteral("adjourned")), qPrintable(m_messages.last()));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("report.trf"))));
    // The result comes in: asked with a reason (a correction of a result entered), audited.
    m_questions.clear();
    QVERIFY(doc->setResult(1, r1[2].white, '1'));
    QCOMPARE(m_questions.size(), 1);
    QVERIFY2(m_questions[0].contains(QStringLiteral("adjourned")), qPrintable(m_questions[0]));
    QVERIFY(adjournedGames(t).isEmpty());
    QVERIFY(PrintDocuments::title(*doc, PrintDocuments::Kind::Standings, {}).startsWith(u"Final"));
    exportTrf->trigger();
    QVERIFY(QFile::exists(m_dir->filePath(QStringLiteral("report.trf"))));
}

// The window at start, before any event is open, asks nothing of the database: Qt warned
// "QSqlQuery::prepare: database not open" at every start.
void tst_MainWindow::noQueryBeforeAnEventIsOpen()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("database not open")));
    MainWindow fresh;
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    QVERIFY(!fresh.document()->database().appliedPreset());
}

void tst_MainWindow::laterRatingTypedIn()
{
    // FIDE's program checklist M86: in an event over 30 days a player may hold another rating
    // from a later round on; typed in from the Players tab's context menu as "round rating".
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("league.arbiter"))));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("declaredRounds"), QStringLiteral("5")));
    QVERIFY(doc->addPlayer(QStringLiteral("Adler, Anna"), 1800));
    QVERIFY(doc->addPlayer(QStringLiteral("Brandt, Ben"), 1700));
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    auto *action = view->findChild<QAction *>(QStringLiteral("laterRatingAction"));
    QVERIFY(action);
    view->setCurrentIndex(view->model()->index(1, PlayersModel::Name));
    QStringList asked;
    QString answer = QStringLiteral("3 1750");
    m_window->setQuestionHandler([&](const QString &question, const QStringList &) {
        asked << question;
        return answer;
    });
    // An event of 30 days or less: the way is named, nothing asked.
    action->trigger();
    QVERIFY(asked.isEmpty());
    QVERIFY2(m_messages.value(0).contains(u"needs an event that lasts more than 30 days"),
        qPrintable(m_messages.value(0)));
    QVERIFY(doc->setEventField(QStringLiteral("startDate"), QStringLiteral("2026-09-05")));
    QVERIFY(doc->setEventField(QStringLiteral("endDate"), QStringLiteral("2027-01-30")));
    action->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(u"Brandt, Ben (2) holds from round 1: 1700."), qPrintable(asked[0]));
    QCOMPARE(RatingPeriods::laterRatingsOf(doc->tournament(), 2),
        QList<LaterRating>({{2, 3, 1750, QStringLiteral("manual")}}));
    QVERIFY(doc->database().undoText().contains(u"Player 2 Brandt, Ben: rating 1750 from round 3"));
    QVERIFY(view->model()
                ->index(1, PlayersModel::Rating)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"From round 3: 1750 (typed in)"));
    // Bad answers are named and change nothing.
    const auto before = doc->tournament().otherRecords;
    for (const char *bad : {"x", "3", "3 99999", "1 1800", "6 1800"}) {
        answer = QLatin1String(bad);
        action->trigger();
        QVERIFY2(!m_messages.isEmpty(), bad);
        QCOMPARE(doc->tournament().otherRecords, before);
    }
    QVERIFY2(m_messages.last().contains(u"round 6 is not a later round of this event (2 to 5)"),
        qPrintable(m_messages.last()));
    // "3 -" removes it; undo brings it back.
    answer = QStringLiteral("3 -");
    action->trigger();
    QVERIFY(RatingPeriods::laterRatingsOf(doc->tournament(), 2).isEmpty());
    QVERIFY(doc->undo());
    QCOMPARE(RatingPeriods::laterRatingsOf(doc->tournament(), 2).size(), 1);
    // Removing the player removes his later ratings.
    QVERIFY(doc->removePlayer(2));
    QVERIFY(RatingPeriods::laterRatings(doc->tournament()).isEmpty());
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
