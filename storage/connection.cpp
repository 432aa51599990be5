// SPDX-License-Identifier: GPL-3.0-or-later
#include "connection.h"

#include "filewrite.h"
#include "migrations.h"
#include "postgres.h"
#include "rowstore.h"
#include "walcheck.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QMutex>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace arb::storage {

namespace {
    QAtomicInt connectionCounter;

    // The files (device:inode) this process has open, whatever name they were opened under.
    QMutex openFilesMutex;
    QSet<QString> openFiles;

    //! Returns "device:inode" of \a path, or an empty text where there is none.
    QString identityOf(const QString &path)
    {
#ifdef Q_OS_UNIX
        struct stat st;
        if (::stat(QFile::encodeName(path).constData(), &st) == 0)
            return QStringLiteral("%1:%2").arg(quint64(st.st_dev)).arg(quint64(st.st_ino));
#else
        Q_UNUSED(path);
#endif
        return {};
    }

    //! Returns the canonical path of \a path (links resolved), also for a file not yet created.
    QString canonicalPath(const QString &path)
    {
        const QFileInfo info(path);
        if (info.exists())
            return info.canonicalFilePath();
        const QString dir = QFileInfo(info.absolutePath()).canonicalFilePath();
        return dir.isEmpty() ? info.absoluteFilePath() : QDir(dir).filePath(info.fileName());
    }

    //! Returns true when the file system holding \a path has (next to) no room left.
    bool diskFull(const QString &path)
    {
        const QStorageInfo storage(QFileInfo(path).absolutePath());
        return storage.isValid() && storage.bytesAvailable() < 64 * 1024;
    }

    // QLockFile writes its content right after creating the file: an empty or unreadable lock
    // file older than this was left by a crash or a power cut.
    constexpr int unreadableLockAge = 2; // seconds
} // namespace

Connection::Connection() = default;

Connection::~Connection()
{
    close();
}

void Connection::closeSql()
{
    if (m_connection.isEmpty())
        return;
    if (m_db.isOpen() && m_writable && !m_server) {
        // The file alone is then complete; SQLite removes the empty WAL when it closes.
        QSqlQuery q(m_db);
        q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    }
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
    m_connection.clear();
    if (!m_writable && !m_path.isEmpty() && !m_server) {
        // A read-only open must not leave a read-only FILE-shm (or an empty FILE-wal) behind:
        // it would keep the file unwritable once it is writable again.
        if (!m_hadShm)
            QFile::remove(m_path + QStringLiteral("-shm"));
        const QFileInfo wal(m_path + QStringLiteral("-wal"));
        if (!m_hadWal && wal.exists() && wal.size() == 0)
            QFile::remove(wal.filePath());
    }
}

void Connection::close()
{
    closeSql();
    if (!m_identity.isEmpty()) {
        QMutexLocker locker(&openFilesMutex);
        openFiles.remove(m_identity);
        m_identity.clear();
    }
    m_lock.reset();
    m_path.clear();
    m_notes.clear();
    m_writable = true;
    m_server = false;
    m_lost = false;
    m_url.clear();
}

bool Connection::takeLock(const QString &path, QString *error)
{
    const QString lockPath = canonicalPath(path) + QStringLiteral(".lock");
    // A folder (or anything else but a file) in the lock file's place is no lock of another
    // program: waiting would never end.
    if (const QFileInfo existing(lockPath); existing.exists() && !existing.isFile()) {
        if (error)
            *error = tr("cannot lock %1: %2 is in the place of its lock file and is not a file; "
                        "move it away, then open the event again")
                         .arg(path, lockPath);
        return false;
    }
    auto lock = std::make_unique<QLockFile>(lockPath);
    lock->setStaleLockTime(0);
    qint64 pid = 0;
    QString host, app;
    const bool existed = QFileInfo::exists(lockPath);
    const bool readable = existed && lock->getLockInfo(&pid, &host, &app);
    if (!lock->tryLock(0)) {
        if (lock->error() == QLockFile::LockFailedError) {
            if (!lock->getLockInfo(&pid, &host, &app)) {
                // Empty or unreadable (a power cut between creating and writing it): stale when
                // it is not brand new and no process holds it (removeStaleLockFile() checks).
                const QDateTime modified = QFileInfo(lockPath).lastModified();
                if (modified.isValid()
                    && modified.secsTo(QDateTime::currentDateTime()) >= unreadableLockAge
                    && lock->removeStaleLockFile() && lock->tryLock(0)) {
                    m_notes.append(tr("%1: the lock file %2 was empty or unreadable (left by a "
                                      "crash or a power cut); it was taken over")
                                       .arg(path, lockPath));
                    m_lock = std::move(lock);
                    return true;
                }
                if (error)
                    *error = tr("%1 is being opened by another program (its lock file %2 is "
                                "still being written); try again")
                                 .arg(path, lockPath);
                return false;
            }
            if (error)
                *error = tr("%1 is already open in %2 (process %3 on %4); close it there first")
                             .arg(path, app.isEmpty() ? tr("another program") : app)
                             .arg(pid)
                             .arg(host);
            return false;
        }
        if (error) {
            if (diskFull(lockPath))
                *error = tr("cannot lock %1: the disk is full (no room for the lock file %2)")
                             .arg(path, lockPath);
            else if (!QFileInfo(QFileInfo(lockPath).absolutePath()).isDir())
                *error = tr("cannot lock %1: the folder %2 does not exist")
                             .arg(path, QFileInfo(lockPath).absolutePath());
            else if (lock->error() == QLockFile::PermissionError
                || !QFileInfo(QFileInfo(lockPath).absolutePath()).isWritable())
                *error = tr("cannot lock %1: no permission to write next to it").arg(path);
            else
                *error
                    = tr("cannot lock %1: the lock file %2 cannot be written").arg(path, lockPath);
        }
        return false;
    }
    if (existed)
        m_notes.append(readable
                ? tr("%1: the lock left by %2 (process %3 on %4), which is no longer running, "
                     "was taken over")
                      .arg(path, app.isEmpty() ? tr("another program") : app)
                      .arg(pid)
                      .arg(host)
                : tr("%1: the lock file %2 was empty or unreadable (left by a crash or a power "
                     "cut); it was taken over")
                      .arg(path, lockPath));
    m_lock = std::move(lock);
    return true;
}

bool Connection::open(
    const QString &path, bool creating, int schemaVersion, int applicationId, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    close();
    if (postgres::isUrl(path))
        return openServer(path, creating, schemaVersion, applicationId, error);
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return fail(tr("the Qt SQLite driver is not installed (Debian: libqt6sql6-sqlite)"));
    const bool memory = path == u":memory:";
    if (!memory) {
        if (!takeLock(path, error)) {
            m_notes.clear();
            return false;
        }
        // A hard link has a lock file of its own: the same file is known by its identity.
        const QString identity = identityOf(path);
        bool known = false;
        {
            QMutexLocker locker(&openFilesMutex);
            known = !identity.isEmpty() && openFiles.contains(identity);
        }
        if (known) {
            close();
            return fail(tr("%1 is already open in this program under another name (a link to "
                           "the same file); close it there first")
                            .arg(path));
        }
        // A journal damaged in its middle would make SQLite drop saved changes without a word:
        // said, and the journal kept aside, before SQLite reads it.
        if (!creating)
            if (const QString note = keepDamagedWal(path); !note.isEmpty())
                m_notes.append(note);
        m_writable = creating || QFileInfo(path).isWritable();
        m_hadShm = QFileInfo::exists(path + QStringLiteral("-shm"));
        m_hadWal = QFileInfo::exists(path + QStringLiteral("-wal"));
    }
    m_path = path;
    const bool created = creating && !memory && !QFileInfo::exists(path);
    if (!openSql(creating, schemaVersion, applicationId, error)) {
        close();
        // A new file that could not be set up (a full disk) is not left behind half made: it
        // would open as an empty event.
        if (created)
            removeDatabaseFiles(path);
        return false;
    }
    if (!memory && !(m_identity = identityOf(path)).isEmpty()) {
        QMutexLocker locker(&openFilesMutex);
        openFiles.insert(m_identity);
    }
    return true;
}

bool Connection::openSql(bool creating, int schemaVersion, int applicationId, QString *error)
{
    const QString &path = m_path;
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    m_connection = QStringLiteral("arbiter-db-%1").arg(connectionCounter.fetchAndAddRelaxed(1));
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(path);
    // A file locked by another program is refused at once, not after the driver's 5 s.
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=200"));
    if (!m_db.open())
        return fail(tr("cannot open %1: %2").arg(path, problemText(m_db.lastError())));

    QSqlQuery q(m_db);
    // Set before anything is read: SQLite then takes an exclusive lock on the file (its
    // inode, whatever the name) at the first read and keeps it until the file is closed, and
    // keeps the WAL index in memory instead of FILE-shm. A read-only file cannot be locked so.
    if (m_writable && path != u":memory:"
        && !q.exec(QStringLiteral("PRAGMA locking_mode=EXCLUSIVE")))
        return fail(tr("cannot set up %1: %2").arg(path, problemText(q.lastError())));
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
        const QString code = q.lastError().nativeErrorCode();
        if (code == u"5" || code == u"6")
            return fail(tr("%1 is already open in another program (SQLite reports it locked; "
                           "it may be open under another name, through a link); close it "
                           "there first")
                            .arg(path));
        return fail(tr("%1 is not a tournament database or it is damaged: %2")
                        .arg(path, q.lastError().text()));
    }
    const int appId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return fail(tr("%1 is damaged: %2").arg(path, q.lastError().text()));
    const qint64 version = q.value(0).toLongLong();
    if (!creating) {
        if (appId != applicationId)
            return fail(tr("%1 is not an Arbiter tournament database").arg(path));
        // user_version is a signed 32-bit number in the header: a flipped bit makes it
        // negative.
        if (version < 0)
            return fail(tr("%1 is damaged: its schema version (PRAGMA user_version) is %2, "
                           "not a version of Arbiter's schema; it was not changed")
                            .arg(path)
                            .arg(version));
        if (version > schemaVersion)
            return fail(tr("%1 was written by a newer version of Arbiter (database version %2; "
                           "this program reads up to version %3); it was not changed")
                            .arg(path)
                            .arg(version)
                            .arg(schemaVersion));
        if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()
            || q.value(0).toString() != u"ok")
            return fail(
                tr("%1 is damaged: %2")
                    .arg(path,
                        q.lastError().isValid() ? q.lastError().text() : q.value(0).toString()));
    }
    q.finish();
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))
        || !q.exec(QStringLiteral("PRAGMA foreign_keys=ON"))
        || !q.exec(QStringLiteral("PRAGMA synchronous=FULL")))
        return fail(tr("cannot set up %1: %2").arg(path, problemText(q.lastError())));
    if (creating && !q.exec(QStringLiteral("PRAGMA application_id=%1").arg(applicationId)))
        return fail(tr("cannot set up %1: %2").arg(path, problemText(q.lastError())));
    // Holding SQLite's exclusive lock, nothing else uses the file: a FILE-shm left by an
    // earlier (read-only) open is garbage.
    if (m_writable && m_hadShm && path != u":memory:")
        QFile::remove(path + QStringLiteral("-shm"));
    QString message;
    if (!Migrations::apply(m_db, m_path, schemaVersion, &message))
        return fail(message);
    return true;
}

bool Connection::copyTo(const QString &target, QString *error) const
{
    if (m_server) {
        if (error)
            *error = tr("%1 is on a PostgreSQL server: copying it to the file %2 is not "
                        "possible yet (use pg_dump for a copy of the server's database)")
                         .arg(m_path, target);
        return false;
    }
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("VACUUM INTO '%1'")
                    .arg(QString(target).replace(u'\'', QStringLiteral("''"))))) {
        if (error)
            *error = writeProblem(q.lastError());
        return false;
    }
    return true;
}

bool Connection::checkpoint(QString *error)
{
    if (!m_writable || m_path == u":memory:" || m_server)
        return true;
    QSqlQuery q(m_db);
    // The result row: busy (1 when it could not finish), frames in the WAL, frames copied.
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")) || !q.next()
        || q.value(0).toInt() != 0) {
        if (error)
            *error = tr("cannot write the journal of %1 back into it: %2")
                         .arg(m_path,
                             q.lastError().isValid() ? writeProblem(q.lastError())
                                                     : tr("the file is busy"));
        return false;
    }
    return true;
}

QString Connection::checkJournal()
{
    if (!m_writable || m_path.isEmpty() || m_path == u":memory:" || !m_db.isOpen() || m_server)
        return {};
    const QString wal = m_path + QStringLiteral("-wal");
    if (QFileInfo::exists(wal))
        return {};
    // SQLite still has the removed WAL open: copy it into the file, then leave WAL mode (which
    // closes it) and enter it again (which makes a new FILE-wal).
    QString problem;
    QSqlQuery q(m_db);
    if (!checkpoint(&problem) || !q.exec(QStringLiteral("PRAGMA journal_mode=DELETE"))
        || !q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))) {
        if (problem.isEmpty())
            problem = writeProblem(q.lastError());
        return tr("%1 was removed while %2 was open; what it held could not be written back: "
                  "%3. Keep Arbiter open and make a copy with Save as")
            .arg(wal, m_path, problem);
    }
    return tr("%1 was removed while %2 was open (by another program or by hand); every change "
              "was written back into %2 and a new journal was started")
        .arg(wal, m_path);
}

bool Connection::replaceWith(
    const QString &source, int schemaVersion, int applicationId, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (m_server)
        return fail(tr("%1 is on a PostgreSQL server: restoring a backup file is for SQLite "
                       "files only")
                        .arg(m_path));
    QFile in(source);
    if (!in.open(QIODevice::ReadOnly))
        return fail(tr("cannot read %1: %2").arg(source, in.errorString()));
    closeSql(); // checkpoints: the file is complete, and SQLite removes the WAL
    // The file is replaced at once (rename) or not at all; every write, the flush to the disk
    // and the close are checked first (writeFileWhole).
    QString problem;
    if (!writeFileWhole(m_path, in, &problem) && problem.isEmpty())
        problem = tr("the copy could not be written");
    QFile::remove(m_path + QStringLiteral("-wal"));
    QFile::remove(m_path + QStringLiteral("-shm"));
    // The new file has a new identity (inode): a hard link to it is refused by name too.
    {
        QMutexLocker locker(&openFilesMutex);
        openFiles.remove(m_identity);
        m_identity = identityOf(m_path);
        if (!m_identity.isEmpty())
            openFiles.insert(m_identity);
    }
    QString reopen;
    if (!openSql(false, schemaVersion, applicationId, &reopen)) {
        closeSql();
        return fail(reopen);
    }
    if (!problem.isEmpty())
        return fail(tr("cannot replace %1 with %2: %3").arg(m_path, source, problem));
    return true;
}

void removeDatabaseFiles(const QString &path)
{
    for (const QString &suffix :
        {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(path + suffix);
}

} // namespace arb::storage
