// SPDX-License-Identifier: GPL-3.0-or-later
// An event on a PostgreSQL server whose connection is lost: the server stopped or
// restarted, the backend was terminated, the network went away. What was committed stays on the
// server; a change that fails for the loss says so; changes are refused while the connection is
// lost; reconnect() opens it again and reads the event back.
#include "connection.h"
#include "tournamentdatabase.h"

#include <QSqlQuery>

#include <utility>

namespace arb {

namespace storage {

    bool Connection::probe()
    {
        if (!m_server)
            return true;
        if (m_lost)
            return false;
        if (m_db.isOpen()) {
            QSqlQuery q(m_db);
            if (q.exec(QStringLiteral("SELECT 1")) && q.next())
                return true;
        }
        m_lost = true;
        return false;
    }

    bool Connection::reconnect(int schemaVersion, int applicationId, QString *error)
    {
        if (!m_server)
            return true;
        // A connection of its own first: while the server is still away the lost connection
        // stays as it is (its URL, its path), and the next try is the same.
        Connection fresh;
        if (!fresh.openServer(m_url, false, schemaVersion, applicationId, error))
            return false;
        closeSql();
        std::swap(m_db, fresh.m_db);
        std::swap(m_connection, fresh.m_connection);
        m_notes = fresh.m_notes;
        m_lost = false;
        return true;
    }

} // namespace storage

bool TournamentDatabase::connectionLost() const
{
    return m_connection->isLost();
}

bool TournamentDatabase::checkConnection()
{
    return m_connection->probe();
}

bool TournamentDatabase::refuseWhenLost(QString *error) const
{
    if (!m_connection->isLost())
        return false;
    fail(error,
        tr("not connected to the server %1 (the connection was lost); the change was not saved: "
           "enter it again once connected")
            .arg(path()));
    return true;
}

void TournamentDatabase::noticeFailure(QString *error)
{
    // A change that failed on a server: was it the connection? Then say so in plain words.
    if (!m_connection->isServer() || m_connection->isLost() || m_connection->probe())
        return;
    fail(error,
        tr("the connection to the server %1 was lost while saving; once connected again the "
           "event is read back from the server: enter the change again if it is not there")
            .arg(path()));
}

bool TournamentDatabase::reconnect(QString *error)
{
    if (!m_connection->isServer())
        return isOpen() || fail(error, tr("no tournament database is open"));
    if (!m_connection->reconnect(SchemaVersion, ApplicationId, error))
        return false;
    // What the server holds now: every change committed before the loss (and one whose commit
    // was cut off, when the server had it), and what others entered meanwhile.
    Tournament t;
    QHash<int, int> withdrawn;
    QString message;
    if (!readAll(&t, &withdrawn, &message))
        return fail(error, message);
    m_t = std::move(t);
    m_withdrawn = std::move(withdrawn);
    // LISTEN again on the new connection (live updates).
    startListening();
    return true;
}

} // namespace arb
