// SPDX-License-Identifier: GPL-3.0-or-later
// File > Back up now, File > Restore backup..., and Save as adding ".arbiter" and keeping the
// original unless the arbiter chooses the copy, from the window's menu actions,
// offscreen.
#include "mainwindow.h"
#include "tournamentdocument.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_BackupActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void backUpAndRestoreFromTheMenu();
    void saveAsAddsExtension();
    void saveAsKeepsTheOriginal_data();
    void saveAsKeepsTheOriginal();

private:
    QAction *action(const char *name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
    QStringList m_choices; //!< what the window offered last
    QString m_answer; //!< what the test answers: a path, or the index of a choice as text
    QString m_choice; //!< when set, the answer to a choice (m_answer then gives the path)
    QString m_title; //!< the title of the last choice offered
};

void tst_BackupActions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_BackupActions::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_messages.clear();
    m_choice.clear();
    m_answer.clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->setQuestionHandler([this](const QString &title, const QStringList &choices) {
        if (choices.isEmpty())
            return m_answer;
        m_choices = choices;
        m_title = title;
        bool ok = false;
        const int i = (m_choice.isEmpty() ? m_answer : m_choice).toInt(&ok);
        return ok ? choices.value(i) : QString();
    });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_BackupActions::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

QAction *tst_BackupActions::action(const char *name) const
{
    return m_window->findChild<QAction *>(QLatin1String(name));
}

void tst_BackupActions::backUpAndRestoreFromTheMenu()
{
    const QString path = m_dir->filePath(QStringLiteral("club.arbiter"));
    QVERIFY(m_window->newTournament(path));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->addPlayer(QStringLiteral("Alpha, Ann"), 2100));
    QAction *backUp = action("backUpNowAction");
    QAction *restore = action("restoreBackupAction");
    QVERIFY(backUp && restore);

    // Nothing to restore yet: said so, naming the folder.
    m_answer = QStringLiteral("0");
    restore->trigger();
    QVERIFY2(!m_messages.isEmpty() && m_messages.last().contains(QStringLiteral("backups")),
        qPrintable(m_messages.join(u'\n')));

    backUp->trigger();
    const QList<storage::BackupInfo> backups = doc->database().backups();
    QCOMPARE(backups.size(), 1);
    QCOMPARE(QFileInfo(backups.first().path).absolutePath(),
        QDir(m_dir->path()).filePath(QStringLiteral("backups")));

    QVERIFY(doc->addPlayer(QStringLiteral("Beta, Bob"), 2000));
    QCOMPARE(doc->tournament().players.size(), 2);
    // Cancelled: nothing changes.
    m_answer.clear();
    restore->trigger();
    QCOMPARE(m_choices.size(), 1);
    QCOMPARE(doc->tournament().players.size(), 2);
    // Chosen: the tournament as it was backed up, in the same file.
    m_answer = QStringLiteral("0");
    restore->trigger();
    QVERIFY(m_choices.value(0).contains(QFileInfo(backups.first().path).fileName()));
    QCOMPARE(doc->tournament().players.size(), 1);
    QCOMPARE(doc->path(), path);
    // The state before the restore was backed up, and is offered next time.
    restore->trigger();
    QCOMPARE(m_choices.size(), 2);
}

void tst_BackupActions::saveAsAddsExtension()
{
    const QString path = m_dir->filePath(QStringLiteral("first.arbiter"));
    QVERIFY(m_window->newTournament(path));
    QVERIFY(m_window->document()->addPlayer(QStringLiteral("Alpha, Ann"), 2100));
    QAction *saveAs = action("saveAsAction");
    QVERIFY(saveAs);
    m_answer = m_dir->filePath(QStringLiteral("copy"));
    m_choice = QStringLiteral("1"); // continue working on the copy
    saveAs->trigger();
    const QString expected = m_answer + QStringLiteral(".arbiter");
    QVERIFY2(QFileInfo::exists(expected), qPrintable(m_messages.join(u'\n')));
    QVERIFY(!QFileInfo::exists(m_answer));
    QCOMPARE(m_window->document()->path(), expected);
    QCOMPARE(m_window->document()->tournament().players.size(), 1);
}

void tst_BackupActions::saveAsKeepsTheOriginal_data()
{
    QTest::addColumn<QString>("choice");
    QTest::newRow("the default: keep the original") << QStringLiteral("0");
    QTest::newRow("the question closed") << QString();
}

// Save as writes the copy and keeps working on the original unless the arbiter chooses the copy:
// asked "Continue working on the copy?", the first choice (the default) is No; a closed
// question is No too. Later changes go to the original only.
void tst_BackupActions::saveAsKeepsTheOriginal()
{
    QFETCH(QString, choice);
    const QString path = m_dir->filePath(QStringLiteral("first.arbiter"));
    QVERIFY(m_window->newTournament(path));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->addPlayer(QStringLiteral("Alpha, Ann"), 2100));
    m_answer = m_dir->filePath(QStringLiteral("copy.arbiter"));
    m_choice = choice.isEmpty() ? QStringLiteral("cancel") : choice;
    action("saveAsAction")->trigger();
    QCOMPARE(m_title, QStringLiteral("Continue working on the copy?"));
    QCOMPARE(m_choices.size(), 2);
    QVERIFY2(m_choices.first().startsWith(QStringLiteral("No")), qPrintable(m_choices.first()));
    QVERIFY2(
        m_choices.first().contains(QDir::toNativeSeparators(path)), qPrintable(m_choices.first()));
    QVERIFY2(QFileInfo::exists(m_answer), qPrintable(m_messages.join(u'\n')));
    QCOMPARE(doc->path(), path);
    QVERIFY(m_messages.isEmpty());

    QVERIFY(doc->addPlayer(QStringLiteral("Beta, Bob"), 2000));
    QCOMPARE(doc->tournament().players.size(), 2);
    TournamentDatabase copy;
    QString error;
    QVERIFY2(copy.open(m_answer, &error), qPrintable(error));
    QCOMPARE(copy.tournament().players.size(), 1);
}

QTEST_MAIN(tst_BackupActions)
#include "tst_backupactions.moc"
