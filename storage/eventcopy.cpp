// SPDX-License-Identifier: GPL-3.0-or-later
// Copying a whole event between back ends: a SQLite file to an empty database on a
// PostgreSQL server and back, or file to file. Every table is copied row by row with all its
// columns: event fields, players, rounds and results, teams and line-ups, the play-off (meta
// rows), presets, and the audit log with its ids, times and states, so undo and redo go on where
// they were. The copy is read back and compared before it counts.
#include "eventcopy.h"

#include "connection.h"
#include "postgres.h"
#include "rowstore.h"
#include "schema.h"
#include "tournamentdatabase.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

namespace arb {

namespace {

    QString lastError(const QSqlQuery &q, const QSqlDatabase &db)
    {
        return (q.lastError().isValid() ? q.lastError() : db.lastError()).text().trimmed();
    }

    //! Returns the tables of \a db that hold the event, in an order that keeps foreign keys
    //! (players before results, teams before line-ups); tables a later schema adds come last.
    //! Empty with \a problem set when they cannot be read.
    QStringList eventTables(const QSqlDatabase &db, QString *problem)
    {
        QSqlQuery q(db);
        const bool server = storage::postgres::isPostgres(db);
        const QString sql = server
            ? QStringLiteral("SELECT table_name FROM information_schema.tables WHERE "
                             "table_schema = current_schema() AND table_type = 'BASE TABLE'")
            : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT "
                             "LIKE 'sqlite\\_%' ESCAPE '\\'");
        if (!q.exec(sql)) {
            *problem = lastError(q, db);
            return {};
        }
        QStringList found;
        while (q.next())
            found.append(q.value(0).toString());
        found.removeAll(QLatin1String(storage::postgres::versionTable));
        found.removeAll(QLatin1String(storage::postgres::lockTable));
        found.removeAll(QLatin1String(storage::postgres::rowLockTable));
        QStringList ordered;
        for (const QString &t : {schema::meta::table, schema::players::table,
                 schema::results::table, schema::teams::table, schema::lineups::table,
                 schema::presets::table, schema::audit::table})
            if (found.removeAll(t) > 0)
                ordered.append(t);
        found.sort();
        return ordered + found;
    }

    QStringList columnsOf(const QSqlDatabase &db, const QString &table)
    {
        QStringList columns;
        const QSqlRecord record = db.record(table);
        for (int i = 0; i < record.count(); ++i)
            columns.append(record.fieldName(i));
        return columns;
    }

    //! Inserts \a rows into \a table of \a db, many rows per statement (a server answers each
    //! statement over the network).
    bool insertRows(QSqlDatabase &db, const QString &table, const QStringList &columns,
        const QList<QVariantList> &rows, QString *problem)
    {
        const int perStatement = std::max(1, 400 / int(columns.size()));
        const QString one
            = u'(' + QStringList(columns.size(), QStringLiteral("?")).join(u',') + u')';
        QSqlQuery q(db);
        for (qsizetype start = 0; start < rows.size(); start += perStatement) {
            const qsizetype count = std::min<qsizetype>(perStatement, rows.size() - start);
            q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES %3")
                          .arg(table, columns.join(u','),
                              QStringList(count, one).join(QStringLiteral(", "))));
            for (qsizetype i = start; i < start + count; ++i)
                for (const QVariant &v : rows[i])
                    q.addBindValue(v);
            if (!q.exec()) {
                *problem = storage::StorageText::tr("table %1, rows %2-%3: %4")
                               .arg(table)
                               .arg(start + 1)
                               .arg(start + count)
                               .arg(lastError(q, db));
                return false;
            }
        }
        return true;
    }

    //! A server's identity columns (the audit ids) continue after the ids copied.
    bool resetIdentities(QSqlDatabase &db, const QStringList &tables, QString *problem)
    {
        if (!storage::postgres::isPostgres(db))
            return true;
        QSqlQuery q(db);
        if (!q.exec(
                QStringLiteral("SELECT table_name, column_name FROM information_schema.columns "
                               "WHERE table_schema = current_schema() AND is_identity = 'YES'"))) {
            *problem = lastError(q, db);
            return false;
        }
        QList<QPair<QString, QString>> identities;
        while (q.next())
            if (tables.contains(q.value(0).toString()))
                identities.append({q.value(0).toString(), q.value(1).toString()});
        for (const auto &[table, column] : std::as_const(identities)) {
            if (!q.exec(QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', '%2'), "
                                       "(SELECT COALESCE(MAX(%2), 0) + 1 FROM %1), false)")
                            .arg(table, column))) {
                *problem = storage::StorageText::tr("table %1: %2").arg(table, lastError(q, db));
                return false;
            }
        }
        return true;
    }

    bool sameLog(const QList<AuditEntry> &a, const QList<AuditEntry> &b)
    {
        return std::equal(
            a.begin(), a.end(), b.begin(), b.end(), [](const AuditEntry &x, const AuditEntry &y) {
                return x.id == y.id && x.when == y.when && x.what == y.what && x.before == y.before
                    && x.after == y.after && x.reason == y.reason && x.state == y.state;
            });
    }

} // namespace

bool TournamentDatabase::copyEventTo(const QString &target, QString *error) const
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    if (refuseWhenLost(error))
        return false;
    const QString shownTarget = storage::postgres::shown(target);
    if (target == path() || shownTarget == path())
        return fail(error, tr("%1 is the event itself; copy it somewhere else").arg(path()));
    const bool file = !storage::postgres::isUrl(target) && target != u":memory:";
    if (file && QFileInfo::exists(target))
        return fail(error, tr("%1 already exists; choose another name").arg(target));

    // Read everything first, in one snapshot of the source (others may write on a server).
    QSqlDatabase &source = m_connection->database();
    QSqlQuery q(source);
    const bool sourceServer = storage::postgres::isPostgres(source);
    if (!q.exec(sourceServer ? QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ")
                             : QStringLiteral("BEGIN")))
        return fail(error, tr("cannot read %1: %2").arg(path(), lastError(q, source)));
    QString problem;
    const QStringList tables = eventTables(source, &problem);
    QHash<QString, QStringList> columns;
    QHash<QString, QList<QVariantList>> rows;
    for (const QString &table : tables) {
        const QStringList cols = columnsOf(source, table);
        columns.insert(table, cols);
        QList<QVariantList> &list = rows[table];
        // In key order, so that the copy's rows come in the same order on either back end.
        const int keys = schema::isJournalled(table) ? schema::keyCount(table) : 1;
        if (!q.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                        .arg(cols.join(u','), table, cols.mid(0, keys).join(u',')))) {
            problem = tr("table %1: %2").arg(table, lastError(q, source));
            break;
        }
        while (q.next()) {
            QVariantList values;
            values.reserve(cols.size());
            for (int i = 0; i < cols.size(); ++i)
                values.append(q.value(i));
            list.append(values);
        }
    }
    // The event as stored and its audit log, read in the same snapshot, to compare the copy with.
    Tournament original;
    QHash<int, int> withdrawn;
    QList<AuditEntry> originalLog;
    if (problem.isEmpty() && !tables.isEmpty()) {
        if (readAll(&original, &withdrawn, &problem))
            originalLog = auditLog();
    }
    q.exec(QStringLiteral("ROLLBACK"));
    if (tables.isEmpty() || !problem.isEmpty())
        return fail(error,
            tr("cannot read %1: %2")
                .arg(path(), problem.isEmpty() ? tr("it holds no tables") : problem));

    // A new, empty event at the target (the same schema: migrations and version), then every
    // row in one transaction in place of what create() wrote.
    TournamentDatabase copy;
    QString createProblem;
    if (!copy.create(target, &createProblem)) // a file: leaves nothing behind when it fails
        return fail(error,
            (file ? tr("cannot copy %1 to %2: %3; nothing was left at %2")
                  : tr("cannot copy %1 to %2: %3"))
                .arg(path(), shownTarget, createProblem));
    auto undoCreate = [&] {
        // Nothing is left behind: the file goes, a server's database is empty again (create()
        // only accepts an empty one).
        if (copy.isServer()) {
            QSqlDatabase &db = copy.m_connection->database();
            QSqlQuery drop(db);
            QString dropProblem;
            QStringList created = eventTables(db, &dropProblem);
            created.append(QLatin1String(storage::postgres::versionTable));
            created.append(QLatin1String(storage::postgres::lockTable));
            created.append(QLatin1String(storage::postgres::rowLockTable));
            for (const QString &t : std::as_const(created))
                drop.exec(QStringLiteral("DROP TABLE IF EXISTS %1 CASCADE").arg(t));
        }
        copy.close();
        if (file)
            storage::removeDatabaseFiles(target);
    };
    QSqlDatabase &db = copy.m_connection->database();
    const QStringList targetTables = eventTables(db, &problem);
    QSqlQuery w(db);
    bool ok = problem.isEmpty() && db.transaction();
    for (auto it = targetTables.crbegin(); ok && it != targetTables.crend(); ++it) {
        ok = w.exec(QStringLiteral("DELETE FROM %1").arg(*it));
        if (!ok)
            problem = tr("table %1: %2").arg(*it, lastError(w, db));
    }
    QStringList copied;
    for (const QString &table : tables) {
        if (!ok)
            break;
        if (!targetTables.contains(table)) {
            if (rows.value(table).isEmpty())
                continue;
            ok = false;
            problem = tr("the target has no table %1").arg(table);
            break;
        }
        const QStringList targetColumns = columnsOf(db, table);
        for (const QString &c : columns.value(table)) {
            if (!targetColumns.contains(c)) {
                ok = false;
                problem = tr("the target's table %1 has no column %2").arg(table, c);
            }
        }
        ok = ok && insertRows(db, table, columns.value(table), rows.value(table), &problem);
        copied.append(table);
    }
    ok = ok && resetIdentities(db, copied, &problem);
    if (!ok || !db.commit()) {
        // A failed COMMIT leaves no statement error: the connection's says why.
        if (problem.isEmpty())
            problem
                = storage::problemText(w.lastError().isValid() ? w.lastError() : db.lastError());
        db.rollback();
        undoCreate();
        return fail(error,
            tr("cannot copy %1 to %2: %3; nothing was left at %2")
                .arg(path(), shownTarget, problem));
    }
    // Read back: the copy holds the same event and the same audit log.
    QString message;
    const bool same = copy.readAll(&copy.m_t, &copy.m_withdrawn, &message) && copy.m_t == original
        && copy.m_withdrawn == withdrawn && sameLog(copy.auditLog(), originalLog);
    if (!same) {
        undoCreate();
        return fail(error,
            tr("cannot copy %1 to %2: the copy read back differs from the original%3; nothing "
               "was left at %2")
                .arg(path(), shownTarget,
                    message.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(message)));
    }
    copy.close();
    return true;
}

bool copyEvent(const QString &from, const QString &to, QString *error)
{
    TournamentDatabase source;
    if (!source.open(from, error))
        return false;
    return source.copyEventTo(to, error);
}

} // namespace arb
