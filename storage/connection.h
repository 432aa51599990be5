// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>

class QLockFile;

namespace arb::storage {

//! The connection to one tournament: a SQLite file (below) or, for a postgresql:// URL, a
//! database on a PostgreSQL server (openServer()). The SQLite connection to one tournament file and
//! its lock: opens (or creates) the file, refuses one that is damaged, foreign, newer or open
//! elsewhere, sets the pragmas (WAL, foreign keys, synchronous=FULL) and migrates an older schema.
//!
//! A file is open for writing at most once: the lock file FILE.lock sits next
//! to the file's canonical path (symbolic links resolved) and names the process holding it; the
//! file's identity (device and inode) is registered in the process, so that a hard link is
//! refused too; and SQLite holds its own exclusive lock on the file for as long as it is open
//! (locking_mode=EXCLUSIVE), so that any second writer, under any name and in any program, gets
//! "database is locked". With that lock the WAL index lives in memory: no FILE-shm is made.
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
    //! Checkpoints the WAL into the file, closes the connection and releases the lock.
    void close();

    bool isOpen() const { return m_db.isOpen(); }
    //! The file name, or for an event on a PostgreSQL server its URL without the password.
    const QString &path() const { return m_path; }
    //! Returns true for an event on a PostgreSQL server (opened from a postgresql:// URL): no
    //! lock file, WAL, checkpoint or file copy; the server keeps its own journal and locks.
    bool isServer() const { return m_server; }
    QSqlDatabase &database() { return m_db; }
    const QSqlDatabase &database() const { return m_db; }
    //! Returns what opening the file noted without refusing it (a stale lock taken over).
    const QStringList &notes() const { return m_notes; }

    //! Writes a consistent copy of the database to the new file \a target (VACUUM INTO).
    bool copyTo(const QString &target, QString *error) const;
    //! Copies every change in the WAL into the file itself and empties the WAL
    //! (wal_checkpoint(TRUNCATE)), so that the file alone is complete.
    bool checkpoint(QString *error);
    //! Checks that the WAL (FILE-wal) is still there; when it was removed while the file was
    //! open, writes what SQLite still holds of it back into the file and starts a new one.
    //! Returns a message naming the file when that happened, else an empty text.
    QString checkJournal();
    //! Replaces the file with a copy of \a source (a tournament database), keeping the lock,
    //! and opens it again. On failure the file is as it was and open again.
    bool replaceWith(const QString &source, int schemaVersion, int applicationId, QString *error);

    //! For a server: true once the connection to the server was found lost (a failed change,
    //! or probe()), until reconnect() succeeds (serverreconnect.cpp).
    bool isLost() const { return m_lost; }
    //! For a server: asks it whether the connection still works (SELECT 1); marks the
    //! connection lost when not. Returns true when connected (always for a file).
    bool probe();
    //! For a server: opens the connection again with the URL it was opened with (the password
    //! kept in memory only). On failure the connection stays lost, with the server's message.
    bool reconnect(int schemaVersion, int applicationId, QString *error);

private:
    //! open() for a postgresql:// URL (serverconnection.cpp): the version and application id
    //! live in the table arbiter_schema; \a creating needs a database without Arbiter's tables.
    bool openServer(
        const QString &url, bool creating, int schemaVersion, int applicationId, QString *error);
    bool takeLock(const QString &path, QString *error);
    bool openSql(bool creating, int schemaVersion, int applicationId, QString *error);
    void closeSql();

    QSqlDatabase m_db;
    QString m_connection;
    QString m_path;
    QString m_identity; //!< "device:inode" registered while open
    bool m_server = false; //!< a PostgreSQL server, not a file
    bool m_lost = false; //!< the server's connection was found lost
    QString m_url; //!< a server's URL as given, password included: never shown, never stored
    bool m_writable = true; //!< false: opened read-only, SQLite's normal locking
    bool m_hadShm = false; //!< FILE-shm existed before a read-only open
    bool m_hadWal = false; //!< FILE-wal existed before a read-only open
    QStringList m_notes;
    std::unique_ptr<QLockFile> m_lock;
};

//! Removes the SQLite file \a path with its -wal, -shm and -journal files: what a new event
//! file that could not be made whole leaves behind.
void removeDatabaseFiles(const QString &path);

} // namespace arb::storage
