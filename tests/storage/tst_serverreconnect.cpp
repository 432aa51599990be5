// SPDX-License-Identifier: GPL-3.0-or-later
// An event on a PostgreSQL server whose connection is lost (killing the server
// mid-round loses no committed result): the backend is terminated from a second connection
// (pg_terminate_backend), as when the server restarts. Runs with ARBITER_TEST_PG_URL (ctest
// tst_storage_postgresql); skipped, saying so, without.
#include "serverprobe.h"
#include "storagetestutil.h"
#include "tournamentdatabase.h"

#include <QTest>

using namespace arb;
using namespace arb::storagetest;

class tst_ServerReconnect : public QObject
{
    Q_OBJECT

private slots:
    void committedSurvivesAndReconnects();
    void lossFoundWithoutAChange();
    void probeSaysWhatIsWrong();
};

namespace {

Tournament fixture()
{
    return readGeneratedTournament(QStringLiteral("gen_hpb_40p_7r_s202.trf"));
}

// Ends every other connection to the event's database, as a server restart does.
bool terminateOthers(const QString &url)
{
    return rawServerSql(url,
        {QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
                        "current_database() AND pid <> pg_backend_pid()")});
}

} // namespace

void tst_ServerReconnect::committedSurvivesAndReconnects()
{
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    const QString password = storage::postgres::parse(url, nullptr)->password;
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.createFrom(url, fixture(), &error), qPrintable(error));
    QVERIFY2(db.setResult(1, 2, '=', QStringLiteral("before the loss"), &error), qPrintable(error));
    const Tournament committed = db.tournament();
    const qsizetype entries = db.auditLog().size();

    QVERIFY(terminateOthers(url));
    // The change after the loss fails, saying so in plain words; nothing changes in memory.
    QVERIFY(!db.setResult(1, 2, '1', QStringLiteral("after the loss"), &error));
    QVERIFY2(error.contains(QStringLiteral("connection to the server")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("lost")), qPrintable(error));
    QVERIFY2(!error.contains(password), qPrintable(error));
    QVERIFY(db.connectionLost());
    QVERIFY(db.tournament() == committed);
    // While lost, every change is refused with a message (not lost silently, no crash).
    QVERIFY(!db.setResult(1, 4, '0', {}, &error));
    QVERIFY2(error.contains(QStringLiteral("not connected to the server")), qPrintable(error));
    QVERIFY(!db.undo(&error));
    QVERIFY2(error.contains(QStringLiteral("not connected to the server")), qPrintable(error));
    QVERIFY(!db.setEventField(QStringLiteral("city"), QStringLiteral("Elsewhere"), {}, &error));
    QVERIFY(db.tournament() == committed);

    // Back: the committed result is there, the failed ones are not; changes work again.
    QVERIFY2(db.reconnect(&error), qPrintable(error));
    QVERIFY(!db.connectionLost());
    QVERIFY(db.tournament() == committed);
    QCOMPARE(db.auditLog().size(), entries);
    QCOMPARE(db.auditLog().last().reason, QStringLiteral("before the loss"));
    QVERIFY2(
        db.setResult(1, 2, '1', QStringLiteral("after reconnecting"), &error), qPrintable(error));
    TournamentDatabase other;
    QVERIFY2(other.open(url, &error), qPrintable(error));
    QVERIFY(other.tournament() == db.tournament());
    QCOMPARE(other.auditLog().last().reason, QStringLiteral("after reconnecting"));
    // Undo works on the new connection too.
    QVERIFY2(db.undo(&error), qPrintable(error));
}

// The app asks the server now and then (checkConnection): a loss is found without a change,
// and reconnecting reads back what another program entered meanwhile.
void tst_ServerReconnect::lossFoundWithoutAChange()
{
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.createFrom(url, fixture(), &error), qPrintable(error));
    QVERIFY(db.checkConnection());
    const Tournament before = db.tournament();
    QVERIFY(terminateOthers(url));
    QVERIFY(!db.checkConnection());
    QVERIFY(db.connectionLost());
    {
        TournamentDatabase deputy;
        QVERIFY2(deputy.open(url, &error), qPrintable(error));
        QVERIFY2(deputy.setResult(1, 3, '0', QStringLiteral("deputy"), &error), qPrintable(error));
    }
    QVERIFY(db.tournament() == before);
    QVERIFY2(db.reconnect(&error), qPrintable(error));
    QVERIFY(!(db.tournament() == before));
    QVERIFY(db.checkConnection());
    QCOMPARE(db.auditLog().last().reason, QStringLiteral("deputy"));
    TournamentDatabase check;
    QVERIFY2(check.open(url, &error), qPrintable(error));
    QVERIFY(check.tournament() == db.tournament());
    // A file never loses its connection.
    QVERIFY(!TournamentDatabase().connectionLost());
}

// What File → Connect to server… says before opening: each case in plain words, never the
// password.
void tst_ServerReconnect::probeSaysWhatIsWrong()
{
    using storage::postgres::probeServer;
    using storage::postgres::ServerProbe;
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    const auto address = storage::postgres::parse(url, nullptr);
    QCOMPARE(probeServer(url).kind, ServerProbe::Empty);
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.createFrom(url, fixture(), &error), qPrintable(error));
    }
    QCOMPARE(probeServer(url).kind, ServerProbe::Event);
    const QString other = freshServerDatabase();
    QVERIFY(rawServerSql(other, {QStringLiteral("CREATE TABLE stuff (x INTEGER)")}));
    QCOMPARE(probeServer(other).kind, ServerProbe::OtherTables);
    QString wrong = url;
    wrong.replace(address->password, QStringLiteral("wrong-secret"));
    const ServerProbe refused = probeServer(wrong);
    QCOMPARE(refused.kind, ServerProbe::WrongPassword);
    QVERIFY2(refused.message.contains(QStringLiteral("password")), qPrintable(refused.message));
    QVERIFY(!refused.message.contains(QStringLiteral("wrong-secret")));
    QString missing = url;
    missing.replace(missing.lastIndexOf(u'/') + 1, missing.size(), QStringLiteral("nosuchdb"));
    const ServerProbe noDb = probeServer(missing);
    QCOMPARE(noDb.kind, ServerProbe::NoDatabase);
    QVERIFY2(noDb.message.contains(QStringLiteral("nosuchdb")), qPrintable(noDb.message));
    // Port 1 of this machine: nobody listens there.
    QString nowhere = url;
    nowhere.replace(QStringLiteral(":%1/").arg(address->port), QStringLiteral(":1/"));
    const ServerProbe unreachable = probeServer(nowhere);
    QCOMPARE(unreachable.kind, ServerProbe::Unreachable);
    QVERIFY2(unreachable.message.contains(QStringLiteral("No PostgreSQL server answers")),
        qPrintable(unreachable.message));
    QVERIFY(!unreachable.message.contains(address->password));
}

QTEST_GUILESS_MAIN(tst_ServerReconnect)
#include "tst_serverreconnect.moc"
