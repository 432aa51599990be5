// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Setting up an event, shared by the storage tests (tests/storage/storagetestutil.h), the stress
// program (tests/stress) and the load program (tools/pgload): a player to add, the result code
// an event shows, and on a PostgreSQL server SQL through a connection of its own and a new,
// empty database beside the one a URL names.

#include "postgres.h"
#include "tournament.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace arb::storagetest {

inline Player newPlayer(int startNo, const QString &name, int rating, const QString &fideId = {})
{
    Player p;
    p.startNo = startNo;
    p.name = name;
    p.rating = rating;
    p.fideId = fideId;
    return p;
}

//! Returns the result code of player \a startNo in \a round of \a t (' ': paired, no result
//! yet), 0 when the player is not in the event or not in that round.
inline char codeIn(const Tournament &t, int startNo, int round)
{
    const int i = t.indexOf(startNo);
    if (i < 0 || t.players[i].rounds.size() < round)
        return 0;
    return t.players[i].rounds[round - 1].code;
}

//! Runs \a statements, in order, on the database \a url names through a connection of its own
//! (set as the app sets its own, postgres::configure), bypassing Arbiter's code. Stops at the
//! first that fails, with the statement and the server's message in \a error.
inline bool serverSql(const QString &url, const QStringList &statements, QString *error = nullptr)
{
    const auto address = storage::postgres::parse(url, error);
    if (!address)
        return false;
    const QString connection = QStringLiteral("raw-server");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        storage::postgres::configure(db, *address);
        ok = db.open();
        if (!ok && error)
            *error = db.lastError().text();
        QSqlQuery q(db);
        for (const QString &s : statements) {
            if (ok && !q.exec(s)) {
                if (error)
                    *error = s + QStringLiteral(": ") + q.lastError().text();
                ok = false;
            }
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

//! Creates the empty database \a name on the server of \a url and returns its URL (\a url with
//! \a name for the database); empty, saying why in \a error, when it cannot.
inline QString createDatabaseBeside(const QString &url, const QString &name, QString *error)
{
    if (!serverSql(url, {QStringLiteral("CREATE DATABASE %1").arg(name)}, error))
        return {};
    return url.left(url.lastIndexOf(u'/') + 1) + name;
}

//! Drops the database \a name on the server of \a url (connected through the database \a url
//! names), ending the connections still on it.
inline bool dropDatabaseBeside(const QString &url, const QString &name, QString *error = nullptr)
{
    return serverSql(
        url, {QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name)}, error);
}

} // namespace arb::storagetest
