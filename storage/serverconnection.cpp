// SPDX-License-Identifier: GPL-3.0-or-later
// Connection: an event on a PostgreSQL server. The same schema and migrations as a
// SQLite file (translated by postgres::translate); what SQLite keeps in the file's header
// (application id, schema version) is the one row of the table arbiter_schema.
#include "connection.h"
#include "migrations.h"
#include "postgres.h"

#include <QAtomicInt>
#include <QSqlError>
#include <QSqlQuery>

namespace arb::storage {

namespace {
    QAtomicInt serverCounter;

    //! Returns the number of tables named \a name (or of all tables, with an empty \a name) in
    //! the current schema of \a db, or -1 when it cannot be read.
    int tableCount(const QSqlDatabase &db, const QString &name, QString *problem)
    {
        QSqlQuery q(db);
        QString sql = QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE "
                                     "table_schema = current_schema()");
        if (!name.isEmpty())
            sql += QStringLiteral(" AND table_name = ?");
        q.prepare(sql);
        if (!name.isEmpty())
            q.addBindValue(name);
        if (!q.exec() || !q.next()) {
            *problem = q.lastError().text();
            return -1;
        }
        return q.value(0).toInt();
    }
} // namespace

bool Connection::openServer(
    const QString &url, bool creating, int schemaVersion, int applicationId, QString *error)
{
    const auto address = postgres::parse(url, error);
    if (!address)
        return false;
    const QString &shown = address->shown;
    auto fail = [this, error](const QString &message) {
        close();
        if (error)
            *error = message;
        return false;
    };
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return fail(tr("cannot connect to %1: the Qt PostgreSQL driver is not installed "
                       "(Debian: libqt6sql6-psql)")
                        .arg(shown));
    m_server = true;
    m_path = shown;
    m_url = url; // for reconnect(); never shown
    m_connection = QStringLiteral("arbiter-pg-%1").arg(serverCounter.fetchAndAddRelaxed(1));
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
    postgres::configure(m_db, *address);
    if (!m_db.open())
        return fail(tr("cannot connect to %1: %2").arg(shown, m_db.lastError().text().trimmed()));

    QSqlQuery q(m_db);
    // The server's notices (e.g. on CREATE TABLE) are not the user's business.
    q.exec(QStringLiteral("SET client_min_messages TO WARNING"));
    // No wait for a lock without end: after lock_timeout the change fails and says who holds
    // the event (rowstore's writeProblem).
    q.exec(QStringLiteral("SET lock_timeout = %1").arg(postgres::lockTimeoutMs()));
    const QString versionTable = QLatin1String(postgres::versionTable);
    QString problem;
    const int hasVersion = tableCount(m_db, versionTable, &problem);
    if (hasVersion < 0)
        return fail(tr("cannot read %1: %2").arg(shown, problem));
    if (creating) {
        if (hasVersion > 0)
            return fail(tr("%1 already holds an Arbiter event; open it, or create the event in "
                           "another database")
                            .arg(shown));
        const int tables = tableCount(m_db, QString(), &problem);
        if (tables < 0)
            return fail(tr("cannot read %1: %2").arg(shown, problem));
        if (tables > 0)
            return fail(tr("%1 holds %n other table(s); create the event in an empty database",
                nullptr, tables)
                            .arg(shown));
        if (!m_db.transaction()
            || !q.exec(QStringLiteral("CREATE TABLE %1 (application_id BIGINT NOT NULL, version "
                                      "BIGINT NOT NULL)")
                           .arg(versionTable))
            || !q.exec(QStringLiteral("INSERT INTO %1 VALUES (%2, 0)")
                           .arg(versionTable)
                           .arg(applicationId))
            || !m_db.commit()) {
            const QString text
                = q.lastError().isValid() ? q.lastError().text() : m_db.lastError().text();
            m_db.rollback();
            return fail(tr("cannot set up %1: %2").arg(shown, text));
        }
    } else {
        if (hasVersion == 0)
            return fail(tr("%1 is not an Arbiter tournament database (it has no table %2)")
                            .arg(shown, versionTable));
        if (!q.exec(QStringLiteral("SELECT application_id, version FROM %1").arg(versionTable))
            || !q.next())
            return fail(tr("%1 is damaged: the table %2 has no row")
                            .arg(shown, versionTable)
                            .append(q.lastError().isValid()
                                    ? QStringLiteral(" (%1)").arg(q.lastError().text())
                                    : QString()));
        const qint64 appId = q.value(0).toLongLong();
        const qint64 version = q.value(1).toLongLong();
        if (q.next())
            return fail(
                tr("%1 is damaged: the table %2 has more than one row").arg(shown, versionTable));
        q.finish();
        if (appId != applicationId)
            return fail(tr("%1 is not an Arbiter tournament database").arg(shown));
        if (version < 0)
            return fail(tr("%1 is damaged: its schema version (table %2) is %3, not a version "
                           "of Arbiter's schema; it was not changed")
                            .arg(shown, versionTable)
                            .arg(version));
        if (version > schemaVersion)
            return fail(tr("%1 was written by a newer version of Arbiter (database version %2; "
                           "this program reads up to version %3); it was not changed")
                            .arg(shown)
                            .arg(version)
                            .arg(schemaVersion));
    }
    QString message;
    if (!Migrations::apply(m_db, m_path, schemaVersion, &message))
        return fail(message);
    return true;
}

} // namespace arb::storage
