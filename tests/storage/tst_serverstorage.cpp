// SPDX-License-Identifier: GPL-3.0-or-later
// An event on a PostgreSQL server. Runs with ARBITER_TEST_PG_URL (ctest
// tst_storage_postgresql, or scripts/pg-test-server.sh run tst_serverstorage); skipped without.
#include "clirun.h"
#include "storagetestutil.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QTemporaryDir>
#include <QTest>

using namespace arb;
using namespace arb::storagetest;

class tst_ServerStorage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void eventOnServer();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString tempPath(const QString &name) const { return m_dir->filePath(name); }
};

void tst_ServerStorage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

// An event on a PostgreSQL server: the password is never shown, the schema version
// lives in the table arbiter_schema, the file-only features say they do not apply, and
// databases that are not (or already are) Arbiter events are refused.
void tst_ServerStorage::eventOnServer()
{
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    const auto address = storage::postgres::parse(url, nullptr);
    QVERIFY(address && !address->password.isEmpty());
    const Tournament t = readGeneratedTournament(QStringLiteral("gen_hpb_40p_7r_s202.trf"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.createFrom(url, t, &error), qPrintable(error));
        QVERIFY(db.isServer());
        QVERIFY2(!db.path().contains(address->password), qPrintable(db.path()));
        QVERIFY2(db.path().endsWith(u'/' + address->database), qPrintable(db.path()));
        QVERIFY(db.backUpNow(&error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("PostgreSQL server")), qPrintable(error));
        QVERIFY(db.backups().isEmpty());
        QVERIFY(!db.copyTo(tempPath(QStringLiteral("copy.arbiter")), &error));
        QVERIFY2(error.contains(QStringLiteral("pg_dump")), qPrintable(error));
        QVERIFY2(
            db.setResult(1, 2, '=', QStringLiteral("on the server"), &error), qPrintable(error));
        // A second program reads the same event from the server.
        TournamentDatabase other;
        QVERIFY2(other.open(url, &error), qPrintable(error));
        QVERIFY2(other.warnings().isEmpty(), qPrintable(other.warnings().join(u'\n')));
        QVERIFY(other.tournament() == db.tournament());
        QCOMPARE(other.auditLog().last().reason, QStringLiteral("on the server"));
        // arbiter-cli reads the event from the server (as FILE or --db): the standings of the
        // same event in a SQLite file.
        const QString file = tempPath(QStringLiteral("same.arbiter"));
        TournamentDatabase copy;
        QVERIFY2(copy.createFrom(file, db.tournament(), &error), qPrintable(error));
        copy.close();
        const CliRun fromFile = runCliCommand({QStringLiteral("standings"), file});
        QCOMPARE(fromFile.code, 0);
        QVERIFY(fromFile.out.contains(QStringLiteral("Player0001")));
        const CliRun fromServer = runCliCommand({QStringLiteral("standings"), url});
        QVERIFY2(fromServer.code == 0, qPrintable(fromServer.err));
        QCOMPARE(fromServer.out, fromFile.out);
        const CliRun withDb = runCliCommand({QStringLiteral("standings"), QStringLiteral("--db"),
            url, QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(withDb.code == 0, qPrintable(withDb.err));
        QCOMPARE(withDb.out,
            runCliCommand({QStringLiteral("standings"), file, QStringLiteral("--format"),
                              QStringLiteral("csv")})
                .out);
    }
    // The version and the application id, where SQLite keeps them in the file's header.
    QVERIFY(rawServerSql(url,
        {QStringLiteral("DO $$ BEGIN IF (SELECT version FROM arbiter_schema) <> %1 OR (SELECT "
                        "application_id FROM arbiter_schema) <> %2 THEN RAISE EXCEPTION "
                        "'wrong'; END IF; END $$")
                .arg(TournamentDatabase::SchemaVersion)
                .arg(TournamentDatabase::ApplicationId)}));
    TournamentDatabase db;
    // Creating where an event already is, is refused.
    QVERIFY(!db.create(url, &error));
    QVERIFY2(error.contains(QStringLiteral("already holds an Arbiter event")), qPrintable(error));
    // A wrong password: refused with the server's message, the password not in it.
    QString wrong = url;
    wrong.replace(address->password, QStringLiteral("wrong-secret"));
    QVERIFY(!db.open(wrong, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot connect to ")), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("wrong-secret")), qPrintable(error));
    const CliRun refused = runCliCommand({QStringLiteral("standings"), wrong});
    QCOMPARE(refused.code, 3);
    QVERIFY2(refused.err.contains(QStringLiteral("cannot connect to postgresql://")),
        qPrintable(refused.err));
    QVERIFY2(!refused.err.contains(QStringLiteral("wrong-secret")), qPrintable(refused.err));
    // A database that is not an Arbiter event, and one of a newer Arbiter.
    const QString foreign = freshServerDatabase();
    QVERIFY(rawServerSql(foreign, {QStringLiteral("CREATE TABLE stuff (x INTEGER)")}));
    QVERIFY(!db.open(foreign, &error));
    QVERIFY2(
        error.contains(QStringLiteral("is not an Arbiter tournament database")), qPrintable(error));
    QVERIFY(!db.create(foreign, &error));
    QVERIFY2(
        error.contains(QStringLiteral("create the event in an empty database")), qPrintable(error));
    // The content checks read a text as a number the SQLite way, where PostgreSQL's CAST fails.
    QVERIFY(rawServerSql(
        url, {QStringLiteral("UPDATE meta SET value = '3x' WHERE key = 'declaredRounds'")}));
    QVERIFY2(db.open(url, &error), qPrintable(error));
    QVERIFY2(db.warnings().join(u'\n').contains(
                 QStringLiteral("table meta, row declaredRounds: 3x rounds is not possible")),
        qPrintable(db.warnings().join(u'\n')));
    QVERIFY2(db.warnings().join(u'\n').contains(
                 QStringLiteral("is beyond the last round of the event (3, table meta")),
        qPrintable(db.warnings().join(u'\n')));
    QVERIFY(!db.warnings().join(u'\n').contains(QStringLiteral("cannot check the content")));
    db.close();
    // The migrations' SQLite-isms, translated.
    QCOMPARE(storage::postgres::translate(QStringLiteral("PRAGMA foreign_keys=ON")), QString());
    QCOMPARE(storage::postgres::translate(QStringLiteral(
                 "CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT, n INTEGER)")),
        QStringLiteral(
            "CREATE TABLE a (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, n BIGINT)"));
    QCOMPARE(storage::postgres::translate(QStringLiteral("INSERT OR IGNORE INTO t VALUES (1)")),
        QStringLiteral("INSERT INTO t VALUES (1) ON CONFLICT DO NOTHING"));
    QVERIFY(rawServerSql(url, {QStringLiteral("UPDATE arbiter_schema SET version = 99")}));
    QVERIFY(!db.open(url, &error));
    QVERIFY2(error.contains(QStringLiteral("newer version of Arbiter")), qPrintable(error));
    QVERIFY(!error.contains(address->password));
}

QTEST_GUILESS_MAIN(tst_ServerStorage)
#include "tst_serverstorage.moc"
