// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace arb::storage::postgres {

//! Where an event on a PostgreSQL server is: postgresql://[user[:password]@][host][:port]/database
//! (also postgres://). The password comes from the URL or, when the URL has none, from libpq's
//! own sources (PGPASSWORD, ~/.pgpass); it never appears in a message.
struct Address
{
    QString user;
    QString password;
    QString host;
    int port = -1; //!< -1: libpq's default (5432)
    QString database;
    QString options; //!< the URL's query (key=value;…), passed to libpq
    //! The URL without the password: what messages and TournamentDatabase::path() show.
    QString shown;
};

//! Returns true when \a path is a PostgreSQL URL rather than a file name.
bool isUrl(const QString &path);
//! Parses \a url; returns nothing with a message (not showing the password) when it is not one.
std::optional<Address> parse(const QString &url, QString *error);
//! Returns \a path with the password of a PostgreSQL URL left out (a file name unchanged).
QString shown(const QString &path);
//! Sets \a db (a QPSQL connection) to \a address: host, port, database, user, the password when
//! the URL has one (else libpq's PGPASSWORD or ~/.pgpass), a connect timeout of 10 s and the
//! URL's own options. Used by the connection and by the probe, so both reach the same server.
void configure(QSqlDatabase &db, const Address &address);
//! Returns true when \a db runs on PostgreSQL (the QPSQL driver).
bool isPostgres(const QSqlDatabase &db);

//! Returns the PostgreSQL form of one statement of a migration file (storage/migrations/*.sql,
//! written for SQLite), or an empty text for a statement that does not apply to PostgreSQL
//! (PRAGMA). The SQLite-isms translated: INTEGER (64 bits in SQLite) is BIGINT, INTEGER PRIMARY
//! KEY AUTOINCREMENT an identity column, INSERT OR IGNORE an INSERT … ON CONFLICT DO NOTHING.
QString translate(const QString &statement);

//! A line of a migration file starting with this is a statement for PostgreSQL only (SQLite
//! reads it as a comment): the arbiter accounts' tables and the server's checks.
inline constexpr char onlyPrefix[] = "-- postgresql: ";

//! The table that holds what SQLite keeps in its header: application id and schema version.
inline constexpr char versionTable[] = "arbiter_schema";
//! The table whose one row is the event's lock (storage/rowlocks.h): not part of the event.
inline constexpr char lockTable[] = "event_lock";
//! The table of the rows' locks (storage/rowlocks.h): not part of the event either.
inline constexpr char rowLockTable[] = "row_lock";

//! Returns how long a change waits for a lock another program holds before it gives up and
//! says who holds it (lock_timeout of every server session; 10 s unless set).
int lockTimeoutMs();
//! Sets lockTimeoutMs() for the sessions opened from now on.
void setLockTimeoutMs(int ms);

} // namespace arb::storage::postgres
