// SPDX-License-Identifier: GPL-3.0-or-later
// TournamentDatabase: the file as a whole (checkpoints, backups and restoring one).
#include "tournamentdatabase.h"

#include "backups.h"
#include "connection.h"
#include "contentcheck.h"
#include "schema.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace arb {

namespace {

    //! Returns true when \a round has entries and every game in it has a result.
    bool roundComplete(const Tournament &t, int round)
    {
        bool any = false;
        for (const Player &p : t.players) {
            if (round > p.rounds.size() || p.rounds[round - 1] == RoundEntry())
                continue;
            any = true;
            if (p.rounds[round - 1].code == ' ')
                return false;
        }
        return any;
    }

    //! Returns why \a path cannot be restored (not a tournament database of a version this
    //! program reads, or damaged), or an empty text; reads it without changing it.
    QString backupProblem(const QString &path, int applicationId, int schemaVersion)
    {
        if (!QFileInfo(path).isFile())
            return TournamentDatabase::tr("%1 does not exist").arg(path);
        QString problem;
        const QString name = QStringLiteral("arbiter-backup-check");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            QSqlQuery q(db);
            if (!db.open() || !q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
                problem = TournamentDatabase::tr("%1 is not a tournament database or it is damaged")
                              .arg(path);
            else if (q.value(0).toInt() != applicationId)
                problem
                    = TournamentDatabase::tr("%1 is not an Arbiter tournament database").arg(path);
            else if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()
                || q.value(0).toLongLong() < 1 || q.value(0).toLongLong() > schemaVersion)
                problem = TournamentDatabase::tr(
                    "%1 has a schema version this program cannot read (%2)")
                              .arg(path, q.value(0).toString());
            else if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()
                || q.value(0).toString() != u"ok")
                problem = TournamentDatabase::tr("%1 is damaged").arg(path);
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return problem;
    }

} // namespace

QList<int> TournamentDatabase::openRoundsOf(const storage::ChangeSet &changes) const
{
    QList<int> rounds;
    for (const storage::RowChange &c : changes) {
        if (c.table != schema::results::table)
            continue;
        const int round = c.key.value(1).toInt();
        if (!rounds.contains(round) && round >= 1 && round <= storage::ContentCheck::maxRound
            && !roundComplete(m_t, round))
            rounds.append(round);
    }
    return rounds;
}

int TournamentDatabase::backupsToKeep() const
{
    // At least one backup per round of the event (and one more): the backup of every round
    // stays, however few the arbiter asked to keep.
    return std::max({m_backupsKept, 1, m_t.plannedRounds() + 1});
}

void TournamentDatabase::roundsChanged(const QList<int> &rounds)
{
    for (int round : rounds) {
        if (!roundComplete(m_t, round))
            continue;
        // The file alone is then complete (a copy of it is a backup), and a backup is made.
        QString problem;
        if (!checkpoint(&problem))
            m_warnings.append(problem);
        if (m_backupsKept > 0 && path() != u":memory:" && !isServer()
            && storage::Backups::make(
                *m_connection, QStringLiteral("round-%1").arg(round), backupsToKeep(), &problem)
                   .isEmpty())
            m_warnings.append(problem);
    }
}

bool TournamentDatabase::checkpoint(QString *error)
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    return m_connection->checkpoint(error);
}

QString TournamentDatabase::backUpNow(QString *error)
{
    if (!isOpen()) {
        fail(error, tr("no tournament database is open"));
        return {};
    }
    if (isServer()) {
        fail(error,
            tr("%1 is on a PostgreSQL server: Arbiter's backup files are for SQLite files only "
               "(back up the server's database with pg_dump)")
                .arg(path()));
        return {};
    }
    return storage::Backups::make(*m_connection, QStringLiteral("manual"), backupsToKeep(), error);
}

QList<storage::BackupInfo> TournamentDatabase::backups() const
{
    if (!isOpen() || path() == u":memory:" || isServer())
        return {};
    return storage::Backups::list(path());
}

bool TournamentDatabase::restoreBackup(const QString &backupPath, QString *error)
{
    if (!isOpen() || path() == u":memory:")
        return fail(error, tr("no tournament file is open"));
    if (isServer())
        return fail(error,
            tr("%1 is on a PostgreSQL server: restoring a backup file is for SQLite files only")
                .arg(path()));
    if (const QString problem = backupProblem(backupPath, ApplicationId, SchemaVersion);
        !problem.isEmpty())
        return fail(error, tr("cannot restore %1 from %2: %3").arg(path(), backupPath, problem));
    // A private copy first: keeping the newest backups below must not remove the one restored.
    const QString copy = path() + QStringLiteral(".restoring");
    QFile::remove(copy);
    if (!QFile::copy(backupPath, copy)) {
        QFile::remove(copy);
        return fail(error,
            tr("cannot restore %1 from %2: the backup cannot be copied next to it")
                .arg(path(), backupPath));
    }
    QString problem;
    const QString before = storage::Backups::make(
        *m_connection, QStringLiteral("before-restore"), backupsToKeep(), &problem);
    if (before.isEmpty()) {
        QFile::remove(copy);
        return fail(error,
            tr("cannot restore %1: the current state cannot be backed up first, so nothing was "
               "changed: %2")
                .arg(path(), problem));
    }
    const bool replaced = m_connection->replaceWith(copy, SchemaVersion, ApplicationId, &problem);
    QFile::remove(copy);
    if (!m_connection->isOpen()) {
        const QString at = path();
        close();
        return fail(error, tr("cannot open %1 again after restoring: %2").arg(at, problem));
    }
    QString message;
    if (!readAll(&m_t, &m_withdrawn, &message)) {
        close();
        return fail(error, message);
    }
    m_warnings = storage::ContentCheck::run(m_connection->database(), path());
    if (!replaced)
        return fail(error, problem);
    m_warnings.append(
        tr("%1 was restored from %2; the state before is in %3").arg(path(), backupPath, before));
    return true;
}

} // namespace arb
