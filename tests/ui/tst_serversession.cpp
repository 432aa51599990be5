// SPDX-License-Identifier: GPL-3.0-or-later
// The app's side of an event on a PostgreSQL server: File → Connect to server…,
// Move event to server…, Copy event to a file…, and the connection lost and found again, through
// the window, offscreen. Runs against the throwaway server of tst_ui_postgresql (ctest);
// skipped, saying so, without ARBITER_TEST_PG_URL.
#include "../storage/storagetestutil.h"
#include "arbiteraccounts.h"
#include "mainwindow.h"
#include "postgres.h"
#include "server/connectdialog.h"
#include "server/serversession.h"
#include "tournamentdocument.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace arb;
using namespace arb::storagetest;

class tst_ServerSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void moveConnectReconnect();
    void dialogKeepsNoPassword();
    void lastServerEventReopened();
    void accountRightsShown();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

namespace {

bool terminateOthers(const QString &url)
{
    return rawServerSql(url,
        {QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
                        "current_database() AND pid <> pg_backend_pid()")});
}

// Every setting the app wrote, as one text: the password must not be in it.
QString allSettings()
{
    QSettings settings;
    QStringList lines;
    for (const QString &key : settings.allKeys())
        lines << key + u'=' + settings.value(key).toStringList().join(u',')
                + settings.value(key).toString();
    return lines.join(u'\n');
}

} // namespace

void tst_ServerSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void tst_ServerSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_messages.clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    // Corrections ask for a reason and play-off questions ask first: no dialogs offscreen.
    m_window->document()->setReasonProvider(
        [](const QString &) { return std::optional<QString>(QString()); });
    m_window->document()->setConfirmProvider([](const QString &) { return true; });
}

void tst_ServerSession::cleanup()
{
    m_window.reset();
    QSettings().clear();
}

void tst_ServerSession::moveConnectReconnect()
{
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    ServerSession *session = m_window->serverSession();
    QVERIFY(session);
    TournamentDocument *doc = m_window->document();
    // A file event, moved to an empty database on the server.
    const QString file = m_dir->filePath(QStringLiteral("event.arbiter"));
    QString error;
    QVERIFY2(
        doc->importTrf(writeTrf(readGeneratedTournament(QStringLiteral("gen_hpb_40p_7r_s202.trf"))),
            file, &error),
        qPrintable(error));
    QVERIFY(doc->setResult(1, 2, '='));
    const QByteArray fileTrf = doc->database().exportTrf();
    const QString password = storage::postgres::parse(url, nullptr)->password;
    QCOMPARE(session->moveTo(url), QString());
    QVERIFY(doc->database().isServer());
    QCOMPARE(doc->database().exportTrf(), fileTrf);
    QVERIFY2(!m_window->windowTitle().contains(password), qPrintable(m_window->windowTitle()));
    QVERIFY(!m_messages.join(u'\n').contains(password));
    QVERIFY2(!allSettings().contains(password), qPrintable(allSettings()));
    QVERIFY2(allSettings().contains(storage::postgres::shown(url)), qPrintable(allSettings()));
    // Moving again into the same database is refused: it holds an event now.
    TournamentDatabase other;
    QVERIFY2(other.open(file, &error), qPrintable(error));
    QVERIFY(!other.copyEventTo(url, &error));
    other.close();

    // A result entered on the server, then the connection is lost.
    QVERIFY(doc->setResult(1, 4, '1'));
    const Tournament committed = doc->tournament();
    QVERIFY(terminateOthers(url));
    session->checkNow();
    QVERIFY(session->reconnecting());
    QVERIFY2(session->stateText().contains(QStringLiteral("reconnecting")),
        qPrintable(session->stateText()));
    auto *label = m_window->findChild<QLabel *>(QStringLiteral("connectionStateLabel"));
    QVERIFY(label && !label->isHidden());
    // An edit while disconnected: refused with a message, nothing changes.
    m_messages.clear();
    QVERIFY(!doc->setResult(1, 6, '0'));
    QVERIFY2(m_messages.join(u'\n').contains(QStringLiteral("not connected to the server")),
        qPrintable(m_messages.join(u'\n')));
    QVERIFY(doc->tournament() == committed);
    // Back: the committed result is there; the state label goes; edits work again.
    session->retryNow();
    QVERIFY(!session->reconnecting());
    QVERIFY(label->isHidden());
    QVERIFY(doc->tournament() == committed);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("again")),
        qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(doc->setResult(1, 6, '0'));

    // A change that itself runs into the loss says so and starts the reconnecting.
    QVERIFY(terminateOthers(url));
    m_messages.clear();
    QVERIFY(!doc->setResult(1, 2, '1'));
    QVERIFY2(session->reconnecting(), qPrintable(m_messages.join(u'\n')));
    QVERIFY2(m_messages.join(u'\n').contains(QStringLiteral("lost")),
        qPrintable(m_messages.join(u'\n')));
    session->retryNow();
    QVERIFY(!session->reconnecting());

    // Copy event to a file: the server's event, audit log included, in a new file.
    const QString back = m_dir->filePath(QStringLiteral("back.arbiter"));
    QVERIFY(session->copyToFile(back));
    QVERIFY(doc->database().isServer());
    TournamentDatabase copy;
    QVERIFY2(copy.open(back, &error), qPrintable(error));
    QCOMPARE(copy.exportTrf(), doc->database().exportTrf());
    copy.close();

    // Connect to server: opens the event; the recent files keep the URL without the password.
    QVERIFY2(m_window->openPath(back), qPrintable(m_messages.join(u'\n')));
    QVERIFY(!doc->database().isServer());
    QCOMPARE(session->connectTo(url), QString());
    QVERIFY(doc->database().isServer());
    QCOMPARE(doc->path(), storage::postgres::shown(url));
    QVERIFY(!allSettings().contains(password));
    // A wrong password: a clear message, the password not in it, the open event kept.
    QString wrong = url;
    wrong.replace(password, QStringLiteral("not-the-password"));
    const QString refused = session->connectTo(wrong);
    QVERIFY2(refused.contains(QStringLiteral("refused the user name or the password")),
        qPrintable(refused));
    QVERIFY(!refused.contains(QStringLiteral("not-the-password")));
    QVERIFY(doc->database().isServer());
    // A database without an event: offered to create one (here: refused, nothing happens).
    const QString empty = freshServerDatabase();
    QStringList offered;
    session->setChoiceQuestion([&](const QString &text, const QStringList &choices) {
        offered = choices;
        offered.prepend(text);
        return -1;
    });
    const QString noEvent = session->connectTo(empty);
    QVERIFY2(noEvent.contains(QStringLiteral("holds no Arbiter event")), qPrintable(noEvent));
    QVERIFY2(offered.join(u'\n').contains(QStringLiteral("Create a new, empty event there")),
        qPrintable(offered.join(u'\n')));
    QCOMPARE(doc->path(), storage::postgres::shown(url));
    // Accepting it creates the event there.
    session->setChoiceQuestion([](const QString &, const QStringList &) { return 0; });
    QCOMPARE(session->connectTo(empty), QString());
    QCOMPARE(doc->path(), storage::postgres::shown(empty));
    QVERIFY(doc->tournament().players.isEmpty());
}

// The dialog builds the URL from its fields and keeps the password out of everything shown.
void tst_ServerSession::dialogKeepsNoPassword()
{
    ConnectDialog dialog;
    dialog.setUrl(QStringLiteral("postgresql://arbiter@db.example.org:5433/open2026"));
    QCOMPARE(dialog.hostEdit()->text(), QStringLiteral("db.example.org"));
    dialog.passwordEdit()->setText(QStringLiteral("s3cret/@:"));
    const auto address = storage::postgres::parse(dialog.url(), nullptr);
    QVERIFY(address);
    QCOMPARE(address->password, QStringLiteral("s3cret/@:"));
    QCOMPARE(address->user, QStringLiteral("arbiter"));
    QCOMPARE(address->port, 5433);
    QCOMPARE(address->database, QStringLiteral("open2026"));
    QCOMPARE(
        dialog.shownUrl(), QStringLiteral("postgresql://arbiter@db.example.org:5433/open2026"));
    QString seen;
    dialog.setCheck([&](const QString &url) {
        seen = url;
        return QStringLiteral("refused");
    });
    dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    QCOMPARE(seen, dialog.url());
    QCOMPARE(dialog.result(), int(QDialog::Rejected)); // still open, saying why
    auto *message = dialog.findChild<QLabel *>(QStringLiteral("connectMessageLabel"));
    QVERIFY(message && message->text() == QStringLiteral("refused"));
    // The fields are remembered for next time, the password is not.
    QVERIFY2(allSettings().contains(QStringLiteral("db.example.org")), qPrintable(allSettings()));
    QVERIFY2(!allSettings().contains(QStringLiteral("s3cret")), qPrintable(allSettings()));
    ConnectDialog next;
    QCOMPARE(next.hostEdit()->text(), QStringLiteral("db.example.org"));
    QVERIFY(next.passwordEdit()->text().isEmpty());
}

// A start without a file reopens the last event, also one on a server: the recent files hold its
// URL without the password, so the connection dialog asks for it, filled in and saying why;
// cancelled, the next recent event opens.
void tst_ServerSession::lastServerEventReopened()
{
    if (!onServer())
        QSKIP(noServerMessage());
    const QString url = freshServerDatabase();
    const QString password = storage::postgres::parse(url, nullptr)->password;
    const QString file = m_dir->filePath(QStringLiteral("earlier.arbiter"));
    {
        const TrfReadResult r
            = readTrfFile(QStringLiteral(GENERATED_TRF_DIR "/gen_hpb_40p_7r_s202.trf"));
        QVERIFY(r.ok());
        QString error;
        QVERIFY2(m_window->document()->importTrf(writeTrf(r.tournament), file, &error),
            qPrintable(error));
        QCOMPARE(m_window->serverSession()->moveTo(url), QString());
    }
    const QString shown = storage::postgres::shown(url);
    QSettings().setValue(QStringLiteral("recentFiles"), QStringList {shown, file});
    // The test server's password is also in PGPASSWORD (as an arbiter may keep it); without it
    // the server needs the password typed in.
    const QByteArray kept = qgetenv("PGPASSWORD");
    qunsetenv("PGPASSWORD");
    const auto restore = qScopeGuard([&kept] {
        if (!kept.isEmpty())
            qputenv("PGPASSWORD", kept);
    });

    for (const bool answer : {true, false}) {
        m_window = std::make_unique<MainWindow>();
        QString asked;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<ConnectDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->shownUrl(), shown);
            asked = dialog->findChild<QLabel *>(QStringLiteral("connectMessageLabel"))->text();
            if (!answer) {
                dialog->reject();
                return;
            }
            dialog->passwordEdit()->setText(password);
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        QVERIFY(m_window->openLastOrDemo());
        QVERIFY2(!asked.isEmpty(), "the dialog says why it asks");
        QVERIFY(!asked.contains(password));
        if (answer) {
            QVERIFY(m_window->document()->database().isServer());
            QCOMPARE(m_window->document()->path(), shown);
            QCOMPARE(m_window->document()->tournament().players.size(), 40);
        } else {
            QVERIFY(!m_window->document()->database().isServer());
            QCOMPARE(m_window->document()->path(), file);
        }
    }
    QVERIFY2(!allSettings().contains(password), qPrintable(allSettings()));
}

// The window shows which account it works as and greys out what the account may not do: a
// deputy pairs nothing and adds no player (results and byes only), a viewer also gives no bye.
void tst_ServerSession::accountRightsShown()
{
    if (!onServer())
        QSKIP(noServerMessage());
    ServerSession *session = m_window->serverSession();
    TournamentDocument *doc = m_window->document();
    const QString url = freshServerDatabase();
    const QString file = m_dir->filePath(QStringLiteral("rights.arbiter"));
    const TrfReadResult r
        = readTrfFile(QStringLiteral(GENERATED_TRF_DIR "/gen_hpb_40p_7r_s202.trf"));
    QVERIFY(r.ok());
    QString error;
    QVERIFY2(doc->importTrf(writeTrf(r.tournament), file, &error), qPrintable(error));
    QVERIFY(session->roleText().isEmpty()); // a file: no account
    QCOMPARE(session->moveTo(url), QString());
    const QString pid = QString::number(QCoreApplication::applicationPid());
    const QString deputy = QStringLiteral("deputy_ui_") + pid;
    const QString viewer = QStringLiteral("viewer_ui_") + pid;
    {
        ArbiterAccounts accounts(doc->database());
        QVERIFY2(accounts.add(
                     deputy, QStringLiteral("pw-deputy"), ArbiterAccounts::Role::Deputy, &error),
            qPrintable(error));
        QVERIFY2(accounts.giveRounds(deputy, {7}, &error), qPrintable(error));
        QVERIFY2(accounts.add(
                     viewer, QStringLiteral("pw-viewer"), ArbiterAccounts::Role::Viewer, &error),
            qPrintable(error));
    }
    auto enabled = [this](const char *name) {
        if (auto *w = m_window->findChild<QWidget *>(QLatin1String(name)))
            return w->isEnabled();
        if (auto *a = m_window->findChild<QAction *>(QLatin1String(name)))
            return a->isEnabled();
        qWarning("no control %s", name);
        return false;
    };
    const QList<const char *> chiefOnly {"addPlayerButton", "removePlayerButton", "addPlayerAction",
        "insertPlayerAction", "pairButton", "unpairButton", "whiteComboBox"};
    QVERIFY2(session->roleText().contains(QStringLiteral("chief arbiter")),
        qPrintable(session->roleText()));
    for (const char *name : chiefOnly)
        QVERIFY2(enabled(name), name);
    QVERIFY(enabled("byeButton"));

    auto as = [&url](const QString &user, const QString &password) {
        const auto a = storage::postgres::parse(url, nullptr);
        return QStringLiteral("postgresql://%1:%2@%3:%4/%5")
            .arg(user, password, a->host)
            .arg(a->port)
            .arg(a->database);
    };
    QCOMPARE(session->connectTo(as(deputy, QStringLiteral("pw-deputy"))), QString());
    QVERIFY2(
        session->roleText() == deputy + QStringLiteral(", deputy: results and byes of rounds 7"),
        qPrintable(session->roleText()));
    for (const char *name : chiefOnly)
        QVERIFY2(!enabled(name), name);
    QVERIFY(enabled("byeButton"));

    QCOMPARE(session->connectTo(as(viewer, QStringLiteral("pw-viewer"))), QString());
    QVERIFY2(session->roleText() == viewer + QStringLiteral(", viewer: reads only"),
        qPrintable(session->roleText()));
    for (const char *name : chiefOnly)
        QVERIFY2(!enabled(name), name);
    QVERIFY(!enabled("byeButton"));

    // Back to a file: every control again, no account shown.
    QVERIFY(m_window->openPath(file));
    QVERIFY(session->roleText().isEmpty());
    for (const char *name : chiefOnly)
        QVERIFY2(enabled(name), name);
    QVERIFY(enabled("byeButton"));
}

QTEST_MAIN(tst_ServerSession)
#include "tst_serversession.moc"
