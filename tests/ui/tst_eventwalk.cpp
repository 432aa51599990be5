// SPDX-License-Identifier: GPL-3.0-or-later
// Behavioural: a whole small event run the way an arbiter runs it,
// through the real window, its widgets, menus and dialogs. New event wizard (Swiss, 4 rounds,
// the FIDE preset), seven players typed in, a requested bye, each round paired by the Dutch
// system with the preview confirmed, results typed on the pairings table, a corrected result
// with its reason, a withdrawal, the final standings printed to PDF, and the TRF exported and
// checked clean by arbiter-cli. Storage is read only to verify.
#include "clirun.h"
#include "mainwindow.h"
#include "modaldriver.h"
#include "players/playersmodel.h"
#include "rounds/pairingsmodel.h"
#include "rounds/pairingsview.h"
#include "rounds/roundswidget.h"
#include "tournamentdocument.h"
#include "wizard/neweventwizard.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_EventWalk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void wholeSwissEvent();

private:
    static void type(const QString &text)
    {
        QVERIFY2(QApplication::focusWidget(), qPrintable(text));
        QTest::keyClicks(QApplication::focusWidget(), text);
    }
    static void key(Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier)
    {
        QVERIFY2(QApplication::focusWidget(), qPrintable(QKeySequence(k | m).toString()));
        QTest::keyClick(QApplication::focusWidget(), k, m);
    }
    void createEvent(const QString &path);
    void reactivate();
    void typePlayer(const QString &name, int rating);
    void pairNextRound(int round, int boards);
    void typeResults(const QString &keys);
    void saveThrough(QAction *action, const QString &path);
    QAction *fileAction(const QString &text) const;
    QString points(int startNo) const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

void tst_EventWalk::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

QString tst_EventWalk::points(int startNo) const
{
    for (const StandingRow &r : m_window->document()->standings().rows)
        if (r.startNo == startNo)
            return r.points.toString();
    return QStringLiteral("missing");
}

QAction *tst_EventWalk::fileAction(const QString &text) const
{
    for (QAction *menu : m_window->menuBar()->actions())
        if (menu->menu())
            for (QAction *a : menu->menu()->actions())
                if (a->text().remove(u'&').startsWith(text))
                    return a;
    return nullptr;
}

void tst_EventWalk::createEvent(const QString &path)
{
    bool created = false;
    onNextModal([&](QWidget *modal) {
        auto *wizard = qobject_cast<NewEventWizard *>(modal);
        QVERIFY(wizard);
        type(QStringLiteral("Leiden Spring Open"));
        key(Qt::Key_Tab);
        type(QStringLiteral("Leiden"));
        key(Qt::Key_Tab);
        type(QStringLiteral("NED"));
        key(Qt::Key_Tab);
        type(QStringLiteral("20260410")); // the date edit moves on by itself
        key(Qt::Key_Tab);
        type(QStringLiteral("20260412"));
        key(Qt::Key_Tab);
        type(QStringLiteral("Visser, Anne"));
        key(Qt::Key_Return);
        // Swiss (the first choice), no Baku acceleration, 4 rounds, the FIDE Swiss preset,
        // standard scoring.
        key(Qt::Key_Tab);
        key(Qt::Key_Tab);
        key(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("4"));
        key(Qt::Key_Return);
        key(Qt::Key_A, Qt::ControlModifier);
        type(path);
        key(Qt::Key_Return);
        created = !wizard->isVisible();
    });
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY(created);
    // The window is active again (the offscreen platform may need asking), with the players
    // table focused, ready for Insert.
    reactivate();
    QTRY_COMPARE(QApplication::focusWidget(),
        m_window->findChild<QTableView *>(QStringLiteral("playersTableView")));
}

// After a modal dialog the window is active again (the offscreen platform may need asking).
void tst_EventWalk::reactivate()
{
    if (!QTest::qWaitForWindowActive(m_window.get(), 1000)) {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
}

void tst_EventWalk::typePlayer(const QString &name, int rating)
{
    // Insert adds a row with its name open for typing; the rating is three cells to the right.
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    QCOMPARE(QApplication::focusWidget(), view);
    QTest::keyClick(view, Qt::Key_Insert);
    QLineEdit *editor = nullptr;
    QTRY_VERIFY((editor = qobject_cast<QLineEdit *>(QApplication::focusWidget())) != nullptr);
    editor->selectAll();
    type(name);
    key(Qt::Key_Return);
    QTRY_COMPARE(QApplication::focusWidget(), view);
    QCOMPARE(view->currentIndex().column(), int(PlayersModel::Name));
    for (int i = 0; i < PlayersModel::Rating - PlayersModel::Name; ++i)
        QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_F2);
    QTRY_VERIFY(QApplication::focusWidget() && QApplication::focusWidget() != view);
    key(Qt::Key_A, Qt::ControlModifier);
    type(QString::number(rating));
    key(Qt::Key_Return);
    QTRY_COMPARE(QApplication::focusWidget(), view);
    QTest::keyClick(view, Qt::Key_Home); // back to the first cell for the next Insert
}

void tst_EventWalk::pairNextRound(int round, int boards)
{
    auto *pair = m_window->findChild<QPushButton *>(QStringLiteral("pairRoundButton"));
    QVERIFY(pair && pair->isVisible() && pair->isEnabled());
    QCOMPARE(pair->text().remove(u'&'), QStringLiteral("Pair round %1 (Dutch)...").arg(round));
    int shownBoards = -1;
    onNextModal([&](QWidget *modal) {
        QCOMPARE(modal->objectName(), QStringLiteral("pairingPreviewDialog"));
        auto *table = modal->findChild<QTableWidget *>(QStringLiteral("previewTableWidget"));
        shownBoards = table ? table->rowCount() : -1;
        QTest::keyClick(modal, Qt::Key_Return); // "Store this pairing" is the default
    });
    QTest::mouseClick(pair, Qt::LeftButton);
    QVERIFY(shownBoards >= boards);
    QCOMPARE(m_window->roundsWidget()->model()->round(), round);
    int games = 0;
    for (const PairingsModel::Row &r : m_window->roundsWidget()->model()->rows())
        games += r.black != 0 ? 1 : 0;
    QCOMPARE(games, boards);
}

void tst_EventWalk::typeResults(const QString &keys)
{
    // From board 1, one key per board; the cursor moves to the next board by itself.
    PairingsView *view = m_window->roundsWidget()->view();
    view->setFocus();
    view->setCurrentIndex(view->model()->index(0, PairingsModel::Result));
    for (const QChar c : keys)
        QTest::keyClicks(view, QString(c));
}

void tst_EventWalk::saveThrough(QAction *action, const QString &path)
{
    QVERIFY(action);
    bool answered = false;
    onNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<QFileDialog *>(modal);
        QVERIFY2(dialog, qPrintable(modal->metaObject()->className()));
        // The arbiter goes to the folder and types the file's name.
        dialog->setDirectory(QFileInfo(path).absolutePath());
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        name->setText(QFileInfo(path).fileName());
        QCOMPARE(dialog->selectedFiles().value(0), path);
        answered = true;
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, as its Save button
    });
    action->trigger();
    QVERIFY(answered);
}

void tst_EventWalk::wholeSwissEvent()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    TournamentDocument *doc = m_window->document();
    const Tournament &t = doc->tournament();

    // 1. The event, from the wizard.
    const QString file = m_dir.filePath(QStringLiteral("spring-open"));
    createEvent(file);
    QCOMPARE(doc->path(), file + QStringLiteral(".arbiter"));
    QCOMPARE(t.declaredRounds, 4);
    QCOMPARE(t.type, TournamentType::Swiss);
    QCOMPARE(doc->database().appliedPreset()->id, QStringLiteral("fide-individual-swiss-2026"));

    // 2. The players, typed in on the Players tab.
    const QList<QPair<QString, int>> players = {{QStringLiteral("Keller, Anna"), 2282},
        {QStringLiteral("Novak, Tomas"), 2233}, {QStringLiteral("Moreau, Claire"), 2166},
        {QStringLiteral("Rossi, Marco"), 2125}, {QStringLiteral("Jansen, Lotte"), 2059},
        {QStringLiteral("Berg, Erik"), 1987}, {QStringLiteral("Silva, Ines"), 1920}};
    for (const auto &[name, rating] : players)
        typePlayer(name, rating);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QCOMPARE(t.players.size(), 7);
    for (int i = 0; i < 7; ++i) {
        QCOMPARE(t.players[i].name, players[i].first);
        QCOMPARE(t.players[i].rating, players[i].second);
    }

    // 3. Silva asks for a half-point bye in round 1, marked before the round is paired.
    m_window->tabs()->setCurrentWidget(m_window->roundsWidget());
    auto *byePlayer = m_window->findChild<QComboBox *>(QStringLiteral("byePlayerComboBox"));
    auto *byeType = m_window->findChild<QComboBox *>(QStringLiteral("byeTypeComboBox"));
    byePlayer->setCurrentIndex(byePlayer->findData(7));
    byeType->setCurrentIndex(byeType->findData(QStringLiteral("H")));
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("byeButton")), Qt::LeftButton);
    QCOMPARE(t.players[6].rounds.value(0).code, 'H');

    // 4. Round 1: three boards (the bye is not paired); results 1-0, draw, 0-1.
    pairNextRound(1, 3);
    QCOMPARE(t.players[6].rounds[0].code, 'H');
    typeResults(QStringLiteral("1=0"));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    const PairingsModel::Row third = m_window->roundsWidget()->model()->rows()[2];
    QCOMPARE(points(third.white), QStringLiteral("0"));
    QCOMPARE(points(third.black), QStringLiteral("1"));
    QCOMPARE(points(7), QStringLiteral("0.5"));

    // 5. The score sheet of board 3 says white won: the correction asks for a reason.
    QString asked;
    onNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        QVERIFY(dialog);
        asked = dialog->labelText();
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("score sheet signed"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    });
    PairingsView *pairings = m_window->roundsWidget()->view();
    pairings->setCurrentIndex(pairings->model()->index(2, PairingsModel::Result));
    QTest::keyClick(pairings, Qt::Key_1);
    QVERIFY2(!asked.isEmpty(), "no reason was asked");
    QTRY_COMPARE(points(third.white), QStringLiteral("1"));
    QCOMPARE(points(third.black), QStringLiteral("0"));
    QCOMPARE(doc->database().auditLog().last().reason, QStringLiteral("score sheet signed"));

    // 6. Round 2: seven players, three boards and the pairing-allocated bye.
    pairNextRound(2, 3);
    int byes = 0;
    for (const Player &p : t.players)
        byes += p.rounds.value(1).code == 'U' ? 1 : 0;
    QCOMPARE(byes, 1);
    typeResults(QStringLiteral("10="));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));

    // 7. Berg withdraws after round 2: "Withdrawn from round" 3 on the Players tab.
    auto *playersView = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    reactivate();
    m_window->tabs()->setCurrentWidget(playersView->parentWidget());
    playersView->setFocus();
    playersView->setCurrentIndex(playersView->model()->index(5, PlayersModel::Withdrawn));
    QCOMPARE(playersView->model()->index(5, PlayersModel::Name).data().toString(),
        QStringLiteral("Berg, Erik"));
    QTest::keyClick(playersView, Qt::Key_F2);
    QTRY_VERIFY(QApplication::focusWidget() && QApplication::focusWidget() != playersView);
    key(Qt::Key_A, Qt::ControlModifier);
    type(QStringLiteral("3"));
    key(Qt::Key_Return);
    QTRY_COMPARE(doc->database().withdrawnFrom(6), 3);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));

    // 8. Rounds 3 and 4: six players, three boards each; Berg is not paired.
    m_window->tabs()->setCurrentWidget(m_window->roundsWidget());
    pairNextRound(3, 3);
    typeResults(QStringLiteral("=10"));
    pairNextRound(4, 3);
    typeResults(QStringLiteral("11="));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    for (int r = 3; r <= 4; ++r)
        QCOMPARE(t.players[5].rounds.value(r - 1).opponent, 0);
    Fixed total;
    for (const StandingRow &row : doc->standings().rows)
        total += row.points;
    // 12 games of a point each, Silva's half-point bye, the pairing-allocated bye (a point).
    QCOMPARE(total.toString(), QStringLiteral("13.5"));
    // Nothing left to pair: the event is finished.
    QVERIFY(!m_window->findChild<QPushButton *>(QStringLiteral("pairRoundButton"))->isEnabled());
    QVERIFY(t.players.size() == 7 && doc->pairedRounds() == 4);
    const QString winner = t.players[doc->standings().rows[0].playerIndex].name;

    // 9. The final standings printed to PDF from the File menu.
    const QString pdf = m_dir.filePath(QStringLiteral("standings.pdf"));
    saveThrough(fileAction(QStringLiteral("Standings as PDF")), pdf);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QVERIFY2(QFileInfo(pdf).size() > 1000,
        qPrintable(QString::number(QFileInfo(pdf).size()) + u' '
            + QDir(m_dir.path()).entryList().join(u' ')));
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (!pdftotext.isEmpty()) {
        QProcess p;
        p.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(30000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(text.contains(QStringLiteral("Leiden Spring Open")), qPrintable(text));
        for (const auto &[name, rating] : players)
            QVERIFY2(text.contains(name), qPrintable(name));
        QVERIFY2(text.indexOf(winner)
                < text.indexOf(t.players[doc->standings().rows.last().playerIndex].name),
            qPrintable(text));
    }

    // 10. The TRF for the rating report: exported from the File menu, arbiter-cli check clean.
    const QString trf = m_dir.filePath(QStringLiteral("spring-open.trf"));
    saveThrough(fileAction(QStringLiteral("Export TRF")), trf);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QFile f(trf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString exported = QString::fromUtf8(f.readAll());
    QVERIFY(exported.contains(QStringLiteral("012 Leiden Spring Open")));
    // Each player's points (001 columns 81-84) as the standings have them.
    int lines = 0;
    for (const QString &line : exported.split(u'\n')) {
        if (!line.startsWith(QLatin1String("001")))
            continue;
        ++lines;
        const int startNo = line.mid(4, 4).trimmed().toInt();
        QCOMPARE(line.mid(80, 4).trimmed().toDouble(), points(startNo).toDouble());
    }
    QCOMPARE(lines, 7);
    const CliRun check = runCliCommand({QStringLiteral("check"), trf});
    QVERIFY2(check.code == 0, qPrintable(check.out + check.err));
}

QTEST_MAIN(tst_EventWalk)
#include "tst_eventwalk.moc"
