// SPDX-License-Identifier: GPL-3.0-or-later
// Who did what: each audit row names the arbiter (SQLite: the OS user;
// PostgreSQL: the server's session user), and on a server the arbiter accounts (chief, deputy,
// viewer) whose rights the server itself enforces. The server cases run with
// ARBITER_TEST_PG_URL (ctest tst_storage_postgresql) and are skipped, saying so, without.
#include "arbiteraccounts.h"
#include "clirun.h"
#include "storagetestutil.h"
#include "tournamentdatabase.h"

#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

using namespace arb;
using namespace arb::storagetest;

class tst_ArbiterAccounts : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void roundList();
    void fileAuditNamesTheOsUser();
    void oldFileMigrates();
    void accountsOnServer();
    void serverRefusesWhatTheRoleMayNotDo();
    void noWayPastTheServersChecks();
    void passwordsNeverInSql();
    void noWriterWaitsWithoutEnd();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {

Tournament readFixture()
{
    return readGeneratedTournament(QStringLiteral("gen_hpb_40p_7r_s202.trf"));
}

QString osUser()
{
    const passwd *pw = getpwuid(geteuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString();
}

// A name unique to this run: roles belong to the whole server, not to one database.
QString roleName(const char *what)
{
    return QStringLiteral("%1_%2").arg(QLatin1String(what)).arg(QCoreApplication::applicationPid());
}

// The URL of the event \a url as the account \a user with \a password.
QString urlAs(const QString &url, const QString &user, const QString &password)
{
    const auto a = storage::postgres::parse(url, nullptr);
    return QStringLiteral("postgresql://%1:%2@%3:%4/%5")
        .arg(user, password, a->host)
        .arg(a->port)
        .arg(a->database);
}

// Runs one statement as \a user through a connection of its own, bypassing Arbiter's code:
// returns the server's error (invalid when the statement succeeded).
QSqlError rawAs(const QString &url, const QString &user, const QString &password,
    const QString &statement, QString *value = nullptr)
{
    const auto a = storage::postgres::parse(url, nullptr);
    QSqlError error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("as"));
        db.setHostName(a->host);
        db.setPort(a->port);
        db.setDatabaseName(a->database);
        db.setUserName(user);
        db.setPassword(password);
        if (!db.open()) {
            error = db.lastError();
        } else {
            QSqlQuery q(db);
            if (!q.exec(statement))
                error = q.lastError();
            else if (value && q.next())
                *value = q.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("as"));
    return error;
}

// A game of \a round (the first board): its White's start number.
int whiteOf(const Tournament &t, int round)
{
    for (const Player &p : t.players)
        if (p.rounds.size() >= round && p.rounds[round - 1].colour == Colour::White
            && p.rounds[round - 1].opponent > 0)
            return p.startNo;
    return 0;
}

// A result other than the one of \a startNo's game in \a round.
char otherResult(const Tournament &t, int round, int startNo)
{
    for (const Player &p : t.players)
        if (p.startNo == startNo)
            return p.rounds[round - 1].code == '=' ? '1' : '=';
    return '=';
}

} // namespace

void tst_ArbiterAccounts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_ArbiterAccounts::roundList()
{
    QCOMPARE(ArbiterAccounts::roundsText({3, 4}), QStringLiteral("3-4"));
    QCOMPARE(ArbiterAccounts::roundsText({1, 3, 4, 5, 7}), QStringLiteral("1, 3-5, 7"));
    QCOMPARE(ArbiterAccounts::roundsText({}), QStringLiteral("none"));
    QList<int> rounds;
    QVERIFY(ArbiterAccounts::parseRounds(QStringLiteral("6, 3 - 4,3"), &rounds));
    QCOMPARE(rounds, QList<int>({3, 4, 6}));
    QVERIFY(ArbiterAccounts::parseRounds(QString(), &rounds) && rounds.isEmpty());
    for (const char *bad : {"0", "4-3", "x", "1-2-3", "-2"})
        QVERIFY2(!ArbiterAccounts::parseRounds(QLatin1String(bad), &rounds), bad);
}

// A file's audit rows name the OS user, in the log and in the exported TRF.
void tst_ArbiterAccounts::fileAuditNamesTheOsUser()
{
    const QString user = osUser();
    QVERIFY(!user.isEmpty());
    const QString path = m_dir->filePath(QStringLiteral("e.arbiter"));
    TournamentDatabase db;
    QString error;
    const Tournament t = readFixture();
    QVERIFY2(db.createFrom(path, t, &error), qPrintable(error));
    const int white = whiteOf(t, 2);
    QVERIFY(white > 0);
    QVERIFY2(db.setResult(2, white, otherResult(t, 2, white), {}, &error), qPrintable(error));
    const QList<AuditEntry> log = db.auditLog();
    QVERIFY(log.size() >= 2);
    for (const AuditEntry &a : log)
        QCOMPARE(a.arbiter, user);
    QVERIFY(QString::fromUtf8(db.exportTrf()).contains(QStringLiteral(" | by ") + user));
    // Accounts exist only on a server: the API and the CLI say so.
    ArbiterAccounts accounts(db);
    QVERIFY(!accounts.me(&error));
    QVERIFY2(error.contains(QStringLiteral("only for an event on a PostgreSQL server")),
        qPrintable(error));
    const CliRun cli = runCliCommand({QStringLiteral("arbiters"), QStringLiteral("list"), path});
    QCOMPARE(cli.code, 2);
    QVERIFY2(cli.err.contains(QStringLiteral("is not a PostgreSQL URL")), qPrintable(cli.err));
    const CliRun noRole = runCliCommand({QStringLiteral("arbiters"), QStringLiteral("add"),
        QStringLiteral("postgresql://u@h/d"), QStringLiteral("anna")});
    QCOMPARE(noRole.code, 2);
    QVERIFY2(noRole.err.contains(QStringLiteral("--role chief, deputy or viewer")),
        qPrintable(noRole.err));
}

// A file of schema 6 (no arbiter column) is migrated: its old rows name nobody, new ones the
// OS user.
void tst_ArbiterAccounts::oldFileMigrates()
{
    const QString path = m_dir->filePath(QStringLiteral("old.arbiter"));
    const Tournament t = readFixture();
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.createFrom(path, t, &error), qPrintable(error));
    }
    QVERIFY(rawSql(path,
        {QStringLiteral("ALTER TABLE audit DROP COLUMN arbiter"),
            QStringLiteral("ALTER TABLE players DROP COLUMN rating_source"),
            QStringLiteral("PRAGMA user_version=6")}));
    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.auditLog().size(), 1);
    QCOMPARE(db.auditLog().first().arbiter, QString());
    const int white = whiteOf(t, 1);
    QVERIFY2(db.setResult(1, white, otherResult(t, 1, white), {}, &error), qPrintable(error));
    QCOMPARE(db.auditLog().last().arbiter, osUser());
    db.close();
    // Reopened at version 7, it keeps both names.
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.auditLog().last().arbiter, osUser());
}

// The chief arbiter (the event's owner) makes accounts; each works with its own rights, and
// each audit row names the account that made the change.
void tst_ArbiterAccounts::accountsOnServer()
{
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    const QString owner = storage::postgres::parse(url, nullptr)->user;
    const Tournament t = readFixture();
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.createFrom(url, t, &error), qPrintable(error));
    // The import names the server's session user, not anything the program sent.
    QCOMPARE(db.auditLog().first().arbiter, owner);
    ArbiterAccounts accounts(db);
    const auto me = accounts.me(&error);
    QVERIFY2(me, qPrintable(error));
    QVERIFY(me->owner);
    QCOMPARE(me->role, ArbiterAccounts::Role::Chief);

    const QString chief = roleName("chief"), deputy = roleName("deputy"),
                  viewer = roleName("viewer");
    QVERIFY2(accounts.add(chief, QStringLiteral("c-pw"), ArbiterAccounts::Role::Chief, &error),
        qPrintable(error));
    QVERIFY2(accounts.add(deputy, QStringLiteral("d'pw"), ArbiterAccounts::Role::Deputy, &error),
        qPrintable(error));
    QVERIFY2(accounts.add(viewer, QStringLiteral("v-pw"), ArbiterAccounts::Role::Viewer, &error),
        qPrintable(error));
    QVERIFY2(accounts.giveRounds(deputy, {4, 3}, &error), qPrintable(error));
    QVERIFY(!accounts.giveRounds(viewer, {1}, &error));
    QVERIFY2(error.contains(QStringLiteral("not a deputy")), qPrintable(error));
    QVERIFY(!accounts.add(
        QStringLiteral("Bad Name"), QStringLiteral("x"), ArbiterAccounts::Role::Viewer, &error));
    QVERIFY(!accounts.add(roleName("nopw"), QString(), ArbiterAccounts::Role::Viewer, &error));
    QVERIFY2(error.contains(QStringLiteral("password")), qPrintable(error));
    const auto all = accounts.list(&error);
    QVERIFY2(all, qPrintable(error));
    QCOMPARE(all->size(), 3);

    // The CLI lists them, and tells each who he is.
    const CliRun listed = runCliCommand({QStringLiteral("arbiters"), QStringLiteral("list"), url});
    QVERIFY2(listed.code == 0, qPrintable(listed.err));
    QVERIFY2(
        listed.out.contains(deputy + QStringLiteral("\tdeputy\t3-4\n")), qPrintable(listed.out));
    QVERIFY2(listed.out.contains(viewer + QStringLiteral("\tviewer\t-\n")), qPrintable(listed.out));
    const CliRun who = runCliCommand({QStringLiteral("arbiters"), QStringLiteral("whoami"),
        urlAs(url, deputy, QStringLiteral("d'pw"))});
    QVERIFY2(who.code == 0, qPrintable(who.err));
    QCOMPARE(who.out, deputy + QStringLiteral(": deputy: results and byes of rounds 3-4\n"));
    // Giving rounds says what the account is now.
    const CliRun given = runCliCommand({QStringLiteral("arbiters"), QStringLiteral("give-rounds"),
        url, deputy, QStringLiteral("4,3")});
    QVERIFY2(given.code == 0, qPrintable(given.err));
    QCOMPARE(given.out, deputy + QStringLiteral("\tdeputy\t3-4\n"));

    // The deputy enters a result in his round: it lands, and the audit names him.
    const int white3 = whiteOf(t, 3), white5 = whiteOf(t, 5);
    {
        TournamentDatabase dep;
        QVERIFY2(dep.open(urlAs(url, deputy, QStringLiteral("d'pw")), &error), qPrintable(error));
        QVERIFY2(
            dep.setResult(3, white3, otherResult(t, 3, white3), QStringLiteral("board 1"), &error),
            qPrintable(error));
        QCOMPARE(dep.auditLog().last().arbiter, deputy);
        // Round 5 is not his: the server refuses, and says why.
        QVERIFY(!dep.setResult(5, white5, otherResult(t, 5, white5), {}, &error));
        QVERIFY2(error.contains(QStringLiteral("you are a deputy (your rounds: 3-4); round 5 is "
                                               "not yours")),
            qPrintable(error));
        // Nor may he change a player or an event field.
        Player p = dep.tournament().players.first();
        p.name = QStringLiteral("Renamed");
        QVERIFY(!dep.setPlayer(p, {}, &error));
        QVERIFY2(
            error.contains(QStringLiteral("are a deputy (your rounds: 3-4): you enter results and "
                                          "byes only; this change is the chief arbiter's "
                                          "(the server refused it: permission denied for "
                                          "table players)")),
            qPrintable(error));
        QVERIFY(dep.tournament().players.first().name != QStringLiteral("Renamed"));
        // Nor manage accounts.
        ArbiterAccounts depAccounts(dep);
        QVERIFY(!depAccounts.add(
            roleName("x"), QStringLiteral("x"), ArbiterAccounts::Role::Chief, &error));
        QVERIFY2(error.contains(QStringLiteral("only the chief arbiter")), qPrintable(error));
    }
    // The viewer reads the same event and may change nothing.
    {
        TournamentDatabase view;
        QVERIFY2(view.open(urlAs(url, viewer, QStringLiteral("v-pw")), &error), qPrintable(error));
        TournamentDatabase fresh;
        QVERIFY2(fresh.open(url, &error), qPrintable(error));
        QVERIFY(view.tournament() == fresh.tournament());
        QVERIFY(!view.setResult(3, white3, otherResult(fresh.tournament(), 3, white3), {}, &error));
        QVERIFY2(error.contains(QStringLiteral("are a viewer")), qPrintable(error));
    }
    // A second chief changes any round; the audit names him.
    {
        TournamentDatabase second;
        QVERIFY2(second.open(urlAs(url, chief, QStringLiteral("c-pw")), &error), qPrintable(error));
        QVERIFY2(
            second.setResult(5, white5, otherResult(t, 5, white5), {}, &error), qPrintable(error));
        QCOMPARE(second.auditLog().last().arbiter, chief);
        Player p = second.tournament().players.first();
        p.name = QStringLiteral("Renamed by the chief");
        QVERIFY2(second.setPlayer(p, {}, &error), qPrintable(error));
    }
    // Removed, the viewer can no longer connect (his login dropped, he had no other event).
    QVERIFY2(accounts.remove(viewer, &error), qPrintable(error));
    QVERIFY(rawAs(url, viewer, QStringLiteral("v-pw"), QStringLiteral("SELECT 1")).isValid());
    QVERIFY(!accounts.remove(viewer, &error));
    QVERIFY(accounts.remove(deputy, &error) && accounts.remove(chief, &error));
    QCOMPARE(accounts.list(&error)->size(), 0);
}

// The refusals come from the server: the same writes as raw SQL through a connection of the
// account's own, without Arbiter's code, are refused; the audit row a deputy writes names him
// whatever he puts in it.
void tst_ArbiterAccounts::serverRefusesWhatTheRoleMayNotDo()
{
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.createFrom(url, readFixture(), &error), qPrintable(error));
    ArbiterAccounts accounts(db);
    const QString deputy = roleName("rawdeputy"), viewer = roleName("rawviewer");
    const QString pw = QStringLiteral("pw");
    QVERIFY2(accounts.add(deputy, pw, ArbiterAccounts::Role::Deputy, &error), qPrintable(error));
    QVERIFY2(accounts.add(viewer, pw, ArbiterAccounts::Role::Viewer, &error), qPrintable(error));
    QVERIFY2(accounts.giveRounds(deputy, {2}, &error), qPrintable(error));

    auto refused = [](const QSqlError &e, const char *text) {
        if (!e.isValid() || e.nativeErrorCode() != u"42501"
            || !e.text().contains(QLatin1String(text)))
            qWarning() << "not refused as expected:" << e.nativeErrorCode() << e.text();
        return e.isValid() && e.nativeErrorCode() == u"42501"
            && e.text().contains(QLatin1String(text));
    };
    // The deputy: a result in his round lands; in another round, a pairing, a player, the
    // accounts and the event's settings are refused.
    QVERIFY(!rawAs(url, deputy, pw,
        QStringLiteral("UPDATE results SET code = '=' WHERE round = 2 AND opponent > 0"))
                 .isValid());
    QVERIFY(refused(
        rawAs(url, deputy, pw, QStringLiteral("UPDATE results SET code = '=' WHERE round = 3")),
        "you are a deputy for rounds 2; round 3 is not yours"));
    QVERIFY(refused(rawAs(url, deputy, pw,
                        QStringLiteral("DELETE FROM results WHERE round = 2 AND opponent > 0")),
        "the pairing of round 2 is the chief arbiter's"));
    QVERIFY(refused(
        rawAs(url, deputy, pw, QStringLiteral("UPDATE results SET opponent = 0 WHERE round = 2")),
        "the pairing of round 2"));
    QVERIFY(refused(rawAs(url, deputy, pw, QStringLiteral("UPDATE players SET name = 'x'")),
        "permission denied for table players"));
    QVERIFY(refused(rawAs(url, deputy, pw, QStringLiteral("DELETE FROM meta")),
        "permission denied for table meta"));
    QVERIFY(refused(rawAs(url, deputy, pw,
                        QStringLiteral("INSERT INTO arbiter_rounds VALUES ('%1', 3)").arg(deputy)),
        "permission denied for table arbiter_rounds"));
    QVERIFY(
        refused(rawAs(url, deputy, pw, QStringLiteral("DROP TRIGGER results_deputy ON results")),
            "must be owner"));
    // He cannot sign an audit row with another name.
    QVERIFY(!rawAs(url, deputy, pw,
        QStringLiteral("INSERT INTO audit (at, what, before, after, state, data, arbiter) VALUES "
                       "('2026-01-01T00:00:00Z', 'forged', '', '', 4, '{}', 'chief')"))
                 .isValid());
    QString signer;
    QVERIFY(!rawAs(
        url, deputy, pw, QStringLiteral("SELECT arbiter FROM audit WHERE what = 'forged'"), &signer)
                 .isValid());
    QCOMPARE(signer, deputy);
    QVERIFY(refused(rawAs(url, deputy, pw, QStringLiteral("UPDATE audit SET arbiter = 'chief'")),
        "permission denied for table audit"));
    // The viewer reads, and every write is refused.
    QString count;
    QVERIFY(
        !rawAs(url, viewer, pw, QStringLiteral("SELECT count(*) FROM players"), &count).isValid());
    QCOMPARE(count, QStringLiteral("40"));
    for (const char *write : {"UPDATE results SET code = '=' WHERE round = 2",
             "INSERT INTO meta (key, value) VALUES ('x', 'y')", "DELETE FROM players",
             "UPDATE audit SET state = 1",
             "INSERT INTO audit (at, what, before, after, state, data) VALUES ('', '', '', '', 4, "
             "'{}')"})
        QVERIFY2(refused(rawAs(url, viewer, pw, QLatin1String(write)), "permission denied"), write);
    QVERIFY(accounts.remove(deputy, &error) && accounts.remove(viewer, &error));
    // A login that existed before (not made by add()) gets rights without a new password, and
    // keeps its login when its account is removed.
    const QString before = roleName("before");
    QVERIFY(rawServerSql(url, {QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD 'b'").arg(before)}));
    QVERIFY2(
        accounts.add(before, QString(), ArbiterAccounts::Role::Viewer, &error), qPrintable(error));
    QVERIFY(!rawAs(url, before, QStringLiteral("b"), QStringLiteral("SELECT count(*) FROM players"))
                 .isValid());
    QVERIFY2(accounts.remove(before, &error), qPrintable(error));
    QVERIFY(
        refused(rawAs(url, before, QStringLiteral("b"), QStringLiteral("SELECT 1 FROM players")),
            "permission denied for table players"));
    QVERIFY(rawServerSql(url, {QStringLiteral("DROP ROLE %1").arg(before)}));
}

void tst_ArbiterAccounts::noWayPastTheServersChecks()
{
    // The rights hold against a deputy who knows SQL: no temporary table or object of his own
    // can stand in for the event's tables the checks read, the audit log is numbered and signed
    // by the server, another arbiter's entries are not his to change, and the chief's (here
    // the owner's) undo never replays an entry another account wrote.
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.createFrom(url, readFixture(), &error), qPrintable(error));
    ArbiterAccounts accounts(db);
    const QString deputy = roleName("sqldeputy"), viewer = roleName("sqlviewer");
    const QString pw = QStringLiteral("pw");
    QVERIFY2(accounts.add(deputy, pw, ArbiterAccounts::Role::Deputy, &error), qPrintable(error));
    QVERIFY2(accounts.add(viewer, pw, ArbiterAccounts::Role::Viewer, &error), qPrintable(error));
    QVERIFY2(accounts.giveRounds(deputy, {2}, &error), qPrintable(error));
    const int white = whiteOf(db.tournament(), 3);
    QVERIFY2(db.setResult(3, white, otherResult(db.tournament(), 3, white), {}, &error),
        qPrintable(error));
    const QString round3 = QStringLiteral("SELECT string_agg(code, '' ORDER BY start_no) FROM "
                                          "results WHERE round = 3");
    QString before;
    QVERIFY(!rawAs(url, deputy, pw, round3, &before).isValid());

    // Stand-ins for the tables the checks read: refused, and the results stay.
    for (const QString &who : {deputy, viewer}) {
        const QSqlError e = rawAs(url, who, pw,
            QStringLiteral("CREATE TEMP TABLE arbiters (name TEXT, role TEXT); INSERT INTO "
                           "arbiters VALUES (session_user, 'chief'); CREATE TEMP TABLE "
                           "arbiter_rounds (name TEXT, round BIGINT); INSERT INTO arbiter_rounds "
                           "VALUES (session_user, 3); UPDATE results SET code = '=' WHERE "
                           "round = 3"));
        QVERIFY2(
            e.isValid() && e.text().contains(QStringLiteral("temporary")), qPrintable(e.text()));
        QVERIFY2(rawAs(url, who, pw, QStringLiteral("CREATE TABLE public.arbiters2 (x TEXT)"))
                     .text()
                     .contains(QStringLiteral("permission denied")),
            qPrintable(who));
    }
    // Even with the session's search_path turned round, round 3 is not the deputy's.
    QVERIFY(rawAs(url, deputy, pw,
        QStringLiteral("DO $$ BEGIN PERFORM set_config('search_path', 'pg_temp, public', "
                       "true); UPDATE results SET code = '=' WHERE round = 3; END $$"))
                .isValid());
    QString after;
    QVERIFY(!rawAs(url, deputy, pw, round3, &after).isValid());
    QCOMPARE(after, before);

    // The audit log: numbered and signed by the server, whatever the deputy writes.
    QVERIFY(!rawAs(url, deputy, pw,
        QStringLiteral("INSERT INTO audit (id, at, what, before, after, state, data, arbiter) "
                       "VALUES (987654, '2026-01-01T00:00:00Z', 'forged', '', '', 0, "
                       "'{\"before\":[],\"after\":[]}', 'chief')"))
                 .isValid());
    QString forged;
    QVERIFY(!rawAs(url, deputy, pw,
        QStringLiteral("SELECT id || ' ' || arbiter FROM audit WHERE what = 'forged'"), &forged)
                 .isValid());
    QVERIFY2(!forged.startsWith(QStringLiteral("987654")) && forged.endsWith(u' ' + deputy),
        qPrintable(forged));
    QVERIFY(rawAs(
        url, deputy, pw, QStringLiteral("UPDATE audit SET state = 1 WHERE arbiter <> session_user"))
                .text()
                .contains(QStringLiteral("only that arbiter undoes or redoes it")));
    QVERIFY(rawAs(url, deputy, pw, QStringLiteral("DELETE FROM audit")).isValid());
    // Nor does a chief delete the audit log or the event's lock.
    const QString chief = roleName("sqlchief");
    QVERIFY2(accounts.add(chief, pw, ArbiterAccounts::Role::Chief, &error), qPrintable(error));
    for (const char *gone :
        {"DELETE FROM audit", "TRUNCATE audit", "DELETE FROM event_lock", "TRUNCATE event_lock"})
        QVERIFY2(
            rawAs(url, chief, pw, QLatin1String(gone)).text().contains(u"permission denied"), gone);
    QVERIFY(accounts.remove(chief, &error));
    // The next change through Arbiter is numbered after the deputy's, and the undo takes the
    // owner's own change back, never the deputy's entry.
    QVERIFY2(db.setResult(3, white, '=', {}, &error), qPrintable(error));
    QVERIFY(db.undoText() != QStringLiteral("forged"));
    QVERIFY2(db.undo(&error), qPrintable(error));
    QString state;
    QVERIFY(!rawAs(
        url, deputy, pw, QStringLiteral("SELECT state FROM audit WHERE what = 'forged'"), &state)
                 .isValid());
    QCOMPARE(state, QStringLiteral("0"));
    QVERIFY(accounts.remove(deputy, &error) && accounts.remove(viewer, &error));
}

void tst_ArbiterAccounts::passwordsNeverInSql()
{
    // A new account's password reaches the server as its SCRAM secret, never as text in a
    // statement: quotes and backslashes in it cannot end the literal, even on a server that
    // reads backslashes as escapes (standard_conforming_strings off), and a password with
    // letters beyond ASCII logs in as typed.
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    QString error;
    {
        TournamentDatabase setUp;
        QVERIFY2(setUp.createFrom(url, readFixture(), &error), qPrintable(error));
    }
    const QString database = storage::postgres::parse(url, nullptr)->database;
    QVERIFY(rawServerSql(url,
        {QStringLiteral("ALTER DATABASE \"%1\" SET standard_conforming_strings = off")
                .arg(database)}));
    TournamentDatabase db;
    QVERIFY2(db.open(url, &error), qPrintable(error));
    ArbiterAccounts accounts(db);
    const QList<QPair<QString, QString>> tried {
        {roleName("quotes"), QStringLiteral("pa\\' OR '1'='1")},
        {roleName("umlauts"), QStringLiteral("Schlüssel naïve ÅΩ")},
        {roleName("plain"), QStringLiteral("correct horse")}};
    for (const auto &[name, password] : tried) {
        QVERIFY2(accounts.add(name, password, ArbiterAccounts::Role::Viewer, &error),
            qPrintable(name + u' ' + error));
        QString one;
        const QSqlError e = rawAs(url, name, password, QStringLiteral("SELECT 1"), &one);
        QVERIFY2(!e.isValid() && one == u"1", qPrintable(name + u' ' + e.text()));
        QVERIFY(rawAs(url, name, password + u'x', QStringLiteral("SELECT 1")).isValid());
        // A new password, as a secret again.
        QVERIFY2(accounts.add(name, password + u'2', ArbiterAccounts::Role::Viewer, &error),
            qPrintable(error));
        QVERIFY(!rawAs(url, name, password + u'2', QStringLiteral("SELECT 1")).isValid());
        QVERIFY(accounts.remove(name, &error));
    }
    // A password the server's SASLprep would take byte for byte cannot get a secret that
    // matches: refused, saying why.
    for (const QString &odd : {QStringLiteral("pass") + QString::fromUcs4(U"\U0001F600", 1),
             QStringLiteral("\u05E9\u05DC\u05D5\u05DD pw"), QStringLiteral("pa\u200Ess")}) {
        QVERIFY(!accounts.add(roleName("odd"), odd, ArbiterAccounts::Role::Viewer, &error));
        QVERIFY2(error.contains(QStringLiteral("may not compare as typed")), qPrintable(error));
    }
    QVERIFY(rawServerSql(url,
        {QStringLiteral("ALTER DATABASE \"%1\" RESET standard_conforming_strings").arg(database)}));
}

void tst_ArbiterAccounts::noWriterWaitsWithoutEnd()
{
    // A viewer holds no lock a writer waits for: not the event's row lock, not a table lock,
    // and an advisory lock of any number is nothing a change waits for. A writer that does
    // hold the event (a deputy's open transaction) makes the others' changes fail after the
    // lock timeout with his name, never wait without end.
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    const int timeout = storage::postgres::lockTimeoutMs();
    storage::postgres::setLockTimeoutMs(1500);
    auto restore = qScopeGuard([timeout] { storage::postgres::setLockTimeoutMs(timeout); });
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.createFrom(url, readFixture(), &error), qPrintable(error));
    ArbiterAccounts accounts(db);
    const QString deputy = roleName("lockdeputy"), viewer = roleName("lockviewer");
    const QString pw = QStringLiteral("pw");
    QVERIFY2(accounts.add(deputy, pw, ArbiterAccounts::Role::Deputy, &error), qPrintable(error));
    QVERIFY2(accounts.add(viewer, pw, ArbiterAccounts::Role::Viewer, &error), qPrintable(error));
    QVERIFY2(accounts.giveRounds(deputy, {2}, &error), qPrintable(error));
    for (const char *lock :
        {"PERFORM id FROM event_lock FOR SHARE", "LOCK TABLE results IN SHARE MODE",
            "LOCK TABLE event_lock IN SHARE MODE", "PERFORM k FROM row_lock FOR KEY SHARE",
            "LOCK TABLE row_lock IN SHARE MODE", "INSERT INTO row_lock VALUES (1)"})
        QVERIFY2(rawAs(url, viewer, pw,
                     QStringLiteral("DO $$ BEGIN %1; END $$").arg(QLatin1String(lock)))
                     .text()
                     .contains(u"permission denied"),
            lock);

    // A session of one account kept open, as another program's.
    const auto a = storage::postgres::parse(url, nullptr);
    auto session = [&](const QString &name, const QString &user) {
        QSqlDatabase s = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        s.setHostName(a->host);
        s.setPort(a->port);
        s.setDatabaseName(a->database);
        s.setUserName(user);
        s.setPassword(pw);
        return s.open();
    };
    QVERIFY(session(QStringLiteral("viewer"), viewer));
    QVERIFY(session(QStringLiteral("deputy"), deputy));
    auto cleanUp = qScopeGuard([] {
        QSqlDatabase::removeDatabase(QStringLiteral("viewer"));
        QSqlDatabase::removeDatabase(QStringLiteral("deputy"));
    });
    {
        // The viewer holds advisory locks: the event's former lock number, and the numbers
        // of the rows the change below writes (both players' results of round 3).
        auto fnv = [](const QByteArray &text) {
            quint64 h = 14695981039346656037ULL;
            for (const char c : text) {
                h ^= quint8(c);
                h *= 1099511628211ULL;
            }
            return qint64(h);
        };
        const int white = whiteOf(db.tournament(), 3);
        const int black = db.tournament().players[white - 1].rounds[2].opponent;
        QSqlQuery v(QSqlDatabase::database(QStringLiteral("viewer")));
        QVERIFY(
            v.exec(QStringLiteral("SELECT pg_advisory_lock(%1), pg_advisory_lock(%2), "
                                  "pg_advisory_lock(%3), pg_advisory_lock(1), pg_advisory_lock(2)")
                       .arg(fnv("arbiter-event"))
                       .arg(fnv("results|" + QByteArray::number(white) + "|3"))
                       .arg(fnv("results|" + QByteArray::number(black) + "|3"))));
        QElapsedTimer timer;
        timer.start();
        QVERIFY2(db.setResult(3, white, otherResult(db.tournament(), 3, white), {}, &error),
            qPrintable(error));
        QVERIFY(timer.elapsed() < 1000);

        // The deputy's open transaction holds the results: the owner's change fails in time,
        // naming him.
        QSqlDatabase d = QSqlDatabase::database(QStringLiteral("deputy"));
        QVERIFY(d.transaction());
        QSqlQuery dq(d);
        QVERIFY2(dq.exec(QStringLiteral("LOCK TABLE results IN EXCLUSIVE MODE")),
            qPrintable(dq.lastError().text()));
        timer.restart();
        const char next = otherResult(db.tournament(), 3, white);
        QVERIFY(!db.setResult(3, white, next, {}, &error));
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(error.contains(deputy) && error.contains(QStringLiteral("held the event")),
            qPrintable(error));
        // The viewer's advisory locks held nothing up: he is not named.
        QVERIFY2(!error.contains(viewer), qPrintable(error));
        QVERIFY(d.rollback());
        QVERIFY2(db.setResult(3, white, next, {}, &error), qPrintable(error));
    }
    QVERIFY(accounts.remove(deputy, &error) && accounts.remove(viewer, &error));
}

QTEST_GUILESS_MAIN(tst_ArbiterAccounts)
#include "tst_arbiteraccounts.moc"
