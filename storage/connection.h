// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>

class QLockFile;

namespace arb::storage {

//! The SQLite connection to one tournament file and its lock: opens (or creates) the file,
//! refuses one that is damaged, foreign, newer or open elsewhere, sets the pragmas (WAL, foreign
//! keys, synchronous=FULL) and migrates an older schema.
class Connection
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    Connection();
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    //! Opens \a path (":memory:" for an in-memory database); with \a creating, a new file gets
    //! the application id. Returns false with a message naming the file, leaving it unchanged.
    bool open(
        const QString &path, bool creating, int schemaVersion, int applicationId, QString *error);
    //! Closes the connection and releases the lock.
    void close();

    bool isOpen() const { return m_db.isOpen(); }
    const QString &path() const { return m_path; }
    QSqlDatabase &database() { return m_db; }
    const QSqlDatabase &database() const { return m_db; }
    //! Returns what opening the file noted without refusing it (a stale lock taken over).
    const QStringList &notes() const { return m_notes; }

    //! Writes a consistent copy of the database to the new file \a target (VACUUM INTO).
    bool copyTo(const QString &target, QString *error) const;

private:
    //! Takes FILE.lock; an empty or unreadable one (a power cut) or one left by a process that
    //! is gone is taken over with a note (issue 13, item 5).
    bool takeLock(const QString &path, QString *error);

    QSqlDatabase m_db;
    QString m_connection;
    QString m_path;
    QStringList m_notes;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace arb::storage
