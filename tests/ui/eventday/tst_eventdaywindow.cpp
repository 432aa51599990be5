// SPDX-License-Identifier: GPL-3.0-or-later
// The window an arbiter works in: Alt+F, Alt+E, Alt+S open the menus (not tabs), a
// key adds a player from anywhere, exports add their extension, the last event reopens at start
// with File > Open recent, Help > About and the manual, and an audit log that reads like a
// score sheet (names, w and b, 1-0, +/-, undo and redo entries of their own).
#include "mainwindow.h"
#include "tournamentdocument.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace arb;

class tst_EventDayWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void altKeysOpenMenus_data();
    void altKeysOpenMenus();
    void keysAddPlayer();
    void exportsAddTheirExtension();
    void startReopensTheLastEvent();
    void recentFileMissingIsRemoved();
    void helpAboutAndManual();
    void auditLogReadsLikeAScoreSheet();

private:
    std::unique_ptr<MainWindow> makeWindow();
    QMenu *menu(const QString &title) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QTemporaryDir> m_settings;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
    QString m_answer; //!< what the file question answers
};

void tst_EventDayWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

std::unique_ptr<MainWindow> tst_EventDayWindow::makeWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    window->setQuestionHandler([this](const QString &, const QStringList &choices) {
        return choices.isEmpty() ? m_answer : choices.first();
    });
    return window;
}

void tst_EventDayWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    // Settings of their own (the recent files): never the user's.
    m_settings = std::make_unique<QTemporaryDir>();
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings->path());
    QSettings().clear();
    m_messages.clear();
    m_window = makeWindow();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_EventDayWindow::cleanup()
{
    m_window.reset();
    m_dir.reset();
    m_settings.reset();
}

QMenu *tst_EventDayWindow::menu(const QString &title) const
{
    for (QAction *a : m_window->menuBar()->actions())
        if (a->text() == title)
            return a->menu();
    return nullptr;
}

void tst_EventDayWindow::altKeysOpenMenus_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("menu");
    QTest::newRow("Alt+F") << int(Qt::Key_F) << QStringLiteral("&File");
    QTest::newRow("Alt+E") << int(Qt::Key_E) << QStringLiteral("&Edit");
    QTest::newRow("Alt+S") << int(Qt::Key_S) << QStringLiteral("&Settings");
    QTest::newRow("Alt+H") << int(Qt::Key_H) << QStringLiteral("&Help");
}

void tst_EventDayWindow::altKeysOpenMenus()
{
    QFETCH(int, key);
    QFETCH(QString, menu);
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("keys.arbiter"))));
    QMenu *wanted = this->menu(menu);
    QVERIFY2(wanted, qPrintable(menu));
    // No tab takes the menus' letters.
    for (int i = 0; i < m_window->tabs()->count(); ++i) {
        const QString tab = m_window->tabs()->tabText(i);
        const int amp = int(tab.indexOf(u'&'));
        if (amp >= 0)
            QVERIFY2(!QStringLiteral("fesh").contains(tab.at(amp + 1).toLower()), qPrintable(tab));
    }
    m_window->tabs()->setCurrentIndex(2);
    m_window->activateWindow();
    QTest::keyClick(m_window.get(), Qt::Key(key), Qt::AltModifier);
    QTRY_VERIFY2(wanted->isVisible(), qPrintable(menu));
    QCOMPARE(m_window->tabs()->currentIndex(), 2);
    wanted->hide();
}

void tst_EventDayWindow::keysAddPlayer()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("add.arbiter"))));
    // Ctrl+Shift+N (Edit > Add player) from another tab.
    auto *action = m_window->findChild<QAction *>(QStringLiteral("addPlayerAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+N")));
    m_window->tabs()->setCurrentIndex(2);
    m_window->activateWindow();
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(m_window->document()->tournament().players.size(), 1);
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    QCOMPARE(m_window->tabs()->currentWidget(), view->parentWidget());
    QLineEdit *editor = nullptr;
    QTRY_VERIFY((editor = qobject_cast<QLineEdit *>(view->indexWidget(view->currentIndex()))));
    QTest::keyClick(editor, Qt::Key_Escape);
    // Insert from the search box of the Players tab too.
    auto *search = m_window->findChild<QLineEdit *>(QStringLiteral("searchLineEdit"));
    search->setFocus();
    QTRY_VERIFY(search->hasFocus());
    QTest::keyClick(search, Qt::Key_Insert);
    QTRY_COMPARE(m_window->document()->tournament().players.size(), 2);
}

void tst_EventDayWindow::exportsAddTheirExtension()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("export.arbiter"))));
    QVERIFY(m_window->document()->addPlayer(QStringLiteral("Alpha, Ann"), 2000));
    QCOMPARE(MainWindow::withSuffix(QStringLiteral("/x/list"), QStringLiteral("pdf")),
        QStringLiteral("/x/list.pdf"));
    QCOMPARE(MainWindow::withSuffix(QStringLiteral("/x/list.PDF"), QStringLiteral("pdf")),
        QStringLiteral("/x/list.PDF"));
    m_answer = m_dir->filePath(QStringLiteral("standings"));
    m_window->findChild<QAction *>(QStringLiteral("standingsPdfAction"))->trigger();
    QVERIFY(QFileInfo::exists(m_dir->filePath(QStringLiteral("standings.pdf"))));
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("standings"))));
    m_answer = m_dir->filePath(QStringLiteral("report"));
    m_window->findChild<QAction *>(QStringLiteral("exportTrfAction"))->trigger();
    QVERIFY(QFileInfo::exists(m_dir->filePath(QStringLiteral("report.trf"))));
    // Save as: the copy gets .arbiter.
    m_answer = m_dir->filePath(QStringLiteral("copy"));
    m_window->findChild<QAction *>(QStringLiteral("saveAsAction"))->trigger();
    QVERIFY(QFileInfo::exists(m_dir->filePath(QStringLiteral("copy.arbiter"))));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
}

void tst_EventDayWindow::startReopensTheLastEvent()
{
    // The first start imports the demo; the next start reopens it, no second demo database.
    QVERIFY(m_window->openLastOrDemo());
    const QString demo = m_window->document()->path();
    QVERIFY(QFileInfo::exists(demo));
    m_window.reset();
    m_window = makeWindow();
    QVERIFY(m_window->openLastOrDemo());
    QCOMPARE(m_window->document()->path(), demo);
    // The event worked on last is the one reopened.
    const QString last = m_dir->filePath(QStringLiteral("last.arbiter"));
    QVERIFY(m_window->newTournament(last));
    QVERIFY(m_window->document()->setEventField(QStringLiteral("name"), QStringLiteral("Open")));
    m_window.reset();
    m_window = makeWindow();
    QVERIFY(m_window->openLastOrDemo());
    QCOMPARE(m_window->document()->path(), last);
    QCOMPARE(m_window->document()->tournament().name, QStringLiteral("Open"));
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    QCOMPARE(recent.value(0), last);
    QCOMPARE(recent.value(1), demo);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
}

void tst_EventDayWindow::recentFileMissingIsRemoved()
{
    QStringList files;
    for (int i = 0; i < 10; ++i) {
        files.append(m_dir->filePath(QStringLiteral("e%1.arbiter").arg(i)));
        QVERIFY(m_window->newTournament(files.last()));
    }
    auto *recentMenu = m_window->findChild<QMenu *>();
    QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    QCOMPARE(recent.size(), 8); // up to eight, the newest first
    QCOMPARE(recent.first(), files.last());
    Q_UNUSED(recentMenu);
    QVERIFY(QFile::remove(files[5]));
    QVERIFY(!m_window->openRecent(files[5]));
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.first().contains(QStringLiteral("no longer exists")),
        qPrintable(m_messages.first()));
    recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    QCOMPARE(recent.size(), 7);
    QVERIFY(!recent.contains(files[5]));
    QCOMPARE(m_window->document()->path(), files.last()); // the open event stays open
    QVERIFY(m_window->openRecent(files[4]));
    QCOMPARE(m_window->document()->path(), files[4]);
    // A start with the newest file gone reopens the next one.
    QVERIFY(QFile::remove(files[4]));
    m_window.reset();
    m_window = makeWindow();
    QVERIFY(m_window->openLastOrDemo());
    QCOMPARE(m_window->document()->path(), files[9]);
}

void tst_EventDayWindow::helpAboutAndManual()
{
    QMenu *help = menu(QStringLiteral("&Help"));
    QVERIFY(help);
    auto *manual = m_window->findChild<QAction *>(QStringLiteral("manualAction"));
    auto *about = m_window->findChild<QAction *>(QStringLiteral("aboutAction"));
    QVERIFY(manual && about);
    QVERIFY(help->actions().contains(manual) && help->actions().contains(about));
    QCOMPARE(manual->shortcut(), QKeySequence(QKeySequence::HelpContents));
    manual->trigger();
    auto *browser = m_window->findChild<QTextBrowser *>(QStringLiteral("manualBrowser"));
    QVERIFY(browser);
    const QString page = browser->toPlainText();
    for (const char *part : {"Entering results", "Pairing", "Byes", "Printing", "+/-", "Insert"})
        QVERIFY2(page.contains(QLatin1String(part)), part);
    about->trigger();
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox *>(QStringLiteral("aboutBox"))));
    QVERIFY(box->text().contains(QStringLiteral("0.1")));
    QVERIFY(box->text().contains(QStringLiteral("GPL-3.0-or-later")));
    QVERIFY(box->text().contains(QString::fromLatin1(qVersion())));
    box->close();
}

void tst_EventDayWindow::auditLogReadsLikeAScoreSheet()
{
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("audit.arbiter"))));
    TournamentDocument *doc = m_window->document();
    for (const char *name : {"Alpha, Ann", "Beta, Bob", "Gamma, Gil", "Delta, Dan"})
        QVERIFY(doc->addPlayer(QString::fromUtf8(name), 2000));
    QVERIFY(doc->setGame(1, 1, 2, '1'));
    QVERIFY(doc->setGame(1, 4, 3, '+'));
    QVERIFY(doc->setGame(2, 3, 1, '='));
    QVERIFY(doc->setBye(2, 2, 'H'));
    auto *audit = m_window->findChild<QPlainTextEdit *>(QStringLiteral("auditTextEdit"));
    QString text = audit->toPlainText();
    for (const QString &line : {QStringLiteral("Round 1: 1 Alpha, Ann - 2 Beta, Bob 1-0"),
             QStringLiteral("R1: 1 Alpha, Ann (w) - 2 Beta, Bob (b) 1-0"),
             QStringLiteral("R1: 4 Delta, Dan (w) - 3 Gamma, Gil (b) +/-"),
             QStringLiteral("R2: 3 Gamma, Gil (w) - 1 Alpha, Ann (b) ½-½"),
             QStringLiteral("R2: 2 Beta, Bob, half-point bye (H)")})
        QVERIFY2(text.contains(line), qPrintable(line + u'\n' + text));
    // The character codes of w and b (119, 98) never appear.
    QVERIFY2(!text.contains(QStringLiteral(" 119 ")) && !text.contains(QStringLiteral(" 98 ")),
        qPrintable(text));
    // A correction: the line before and after, each game once.
    QVERIFY(doc->setGame(1, 1, 2, '0'));
    text = audit->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("R1: 1 Alpha, Ann (w) - 2 Beta, Bob (b) 1-0 -> R1: 1 "
                                          "Alpha, Ann (w) - 2 Beta, Bob (b) 0-1")),
        qPrintable(text));
    // Undo and redo get entries of their own, and undo still takes back the change itself.
    QVERIFY(doc->undo());
    text = audit->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Undo: Round 1: 1 Alpha, Ann - 2 Beta, Bob 0-1")),
        qPrintable(text));
    QCOMPARE(doc->tournament().players[0].rounds[0].code, '1');
    QVERIFY(doc->redo());
    text = audit->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Redo: Round 1: 1 Alpha, Ann - 2 Beta, Bob 0-1")),
        qPrintable(text));
    QCOMPARE(doc->tournament().players[0].rounds[0].code, '0');
    const QList<AuditEntry> log = doc->database().auditLog();
    QCOMPARE(log.last().state, AuditEntry::State::Note);
    // Undo twice goes back over two changes: the entries of undo and redo are not replayed.
    QVERIFY(doc->undo());
    QVERIFY(doc->undo());
    QCOMPARE(doc->tournament().players[1].rounds.value(1).code, ' ');
    QCOMPARE(doc->tournament().players[0].rounds[0].code, '1');
    QVERIFY(doc->database().exportTrf().contains("Undo: Round 1"));
}

QTEST_MAIN(tst_EventDayWindow)
#include "tst_eventdaywindow.moc"
