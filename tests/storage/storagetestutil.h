// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the storage tests: forging files through a connection of their own, the
// back end of a test run (SQLite, or a PostgreSQL server), the fixtures.

#include "serverevent.h"
#include "trf/trf.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDebug>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTest>

namespace arb::storagetest {

// Runs SQL on a file through a connection of its own (to forge old, newer or foreign files).
inline bool rawSql(const QString &path, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString &s : statements) {
            if (ok && !q.exec(s)) {
                qWarning() << s << q.lastError().text();
                ok = false;
            }
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return ok;
}

// The back end of a test run: SQLite, or with ARBITER_TEST_PG_URL set (to
// postgresql://user:password@host:port/database, e.g. by scripts/pg-test-server.sh run) the
// PostgreSQL server; each event then gets a fresh database on that server.
inline QString serverUrl()
{
    return qEnvironmentVariable("ARBITER_TEST_PG_URL").trimmed();
}

inline bool onServer()
{
    return !serverUrl().isEmpty();
}

inline const char *noServerMessage()
{
    return "ARBITER_TEST_PG_URL is not set: no PostgreSQL server to test against (run the test "
           "with scripts/pg-test-server.sh run TEST, or ctest -R postgresql)";
}

// Creates an empty database on the test server and returns its URL (empty on failure).
inline QString freshServerDatabase()
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("arbiter_t%1_%2")
                             .arg(QCoreApplication::applicationPid())
                             .arg(counter.fetchAndAddRelaxed(1));
    QString error;
    const QString url = createDatabaseBeside(serverUrl(), name, &error);
    if (url.isEmpty())
        qWarning() << "cannot create a test database:" << error;
    return url;
}

// Where a test's event goes: a fresh database on the test server with ARBITER_TEST_PG_URL, else
// the file \a file.
inline QString serverDatabaseOr(const QString &file)
{
    return onServer() ? freshServerDatabase() : file;
}

// Runs SQL on an event on the test server through a connection of its own.
inline bool rawServerSql(const QString &url, const QStringList &statements)
{
    QString error;
    const bool ok = serverSql(url, statements, &error);
    if (!ok)
        qWarning() << error;
    return ok;
}

#ifdef GENERATED_TRF_DIR
// The project's generated tournament \a name (tests/data/fixtures/trf/generated); stops the test
// program, naming the file, when it cannot be read.
inline Tournament readGeneratedTournament(const QString &name)
{
    const TrfReadResult r = readTrfFile(QStringLiteral(GENERATED_TRF_DIR "/") + name);
    if (!r.ok())
        qFatal("cannot read the fixture %s: %s", qPrintable(name),
            qPrintable(r.errors.first().toString()));
    return r.tournament;
}
#endif

} // namespace arb::storagetest

// In a test function of a server case: skips it, saying why, without ARBITER_TEST_PG_URL;
// otherwise sets \a url (a QString) to a fresh, empty database on the test server, failing the
// test when none can be made.
#define ARB_SERVER_DATABASE_OR_SKIP(url)                                                           \
    do {                                                                                           \
        if (!::arb::storagetest::onServer())                                                       \
            QSKIP(::arb::storagetest::noServerMessage());                                          \
        (url) = ::arb::storagetest::freshServerDatabase();                                         \
        QVERIFY2(!(url).isEmpty(), "cannot create a database on the test server");                 \
    } while (false)
