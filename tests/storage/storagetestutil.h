// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the storage tests: forging files through a connection of their own, and a
// player to add.

#include "postgres.h"
#include "tournament.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDebug>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

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

// The back end of a test run (issue #15): SQLite, or with ARBITER_TEST_PG_URL set (to
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
    const auto address = storage::postgres::parse(serverUrl(), nullptr);
    if (!address)
        return {};
    const QString name = QStringLiteral("arbiter_t%1_%2")
                             .arg(QCoreApplication::applicationPid())
                             .arg(counter.fetchAndAddRelaxed(1));
    bool ok = false;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("raw-server"));
        db.setHostName(address->host);
        db.setPort(address->port);
        db.setDatabaseName(address->database);
        db.setUserName(address->user);
        db.setPassword(address->password);
        ok = db.open();
        QSqlQuery q(db);
        if (ok && !q.exec(QStringLiteral("CREATE DATABASE %1").arg(name)))
            ok = false;
        if (!ok)
            qWarning() << "cannot create a test database:"
                       << (q.lastError().isValid() ? q.lastError() : db.lastError()).text();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw-server"));
    if (!ok)
        return {};
    QString url = serverUrl();
    return url.left(url.lastIndexOf(u'/') + 1) + name;
}

// Runs SQL on an event on the test server through a connection of its own.
inline bool rawServerSql(const QString &url, const QStringList &statements)
{
    const auto address = storage::postgres::parse(url, nullptr);
    bool ok = address.has_value();
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("raw-server"));
        if (ok) {
            db.setHostName(address->host);
            db.setPort(address->port);
            db.setDatabaseName(address->database);
            db.setUserName(address->user);
            db.setPassword(address->password);
            ok = db.open();
        }
        QSqlQuery q(db);
        for (const QString &s : statements) {
            if (ok && !q.exec(s)) {
                qWarning() << s << q.lastError().text();
                ok = false;
            }
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw-server"));
    return ok;
}

inline Player newPlayer(int startNo, const QString &name, int rating, const QString &fideId = {})
{
    Player p;
    p.startNo = startNo;
    p.name = name;
    p.rating = rating;
    p.fideId = fideId;
    return p;
}

} // namespace arb::storagetest
