// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrations.h"

#include "postgres.h"
#include "rowstore.h"

#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

namespace arb::storage {

namespace {

    // One statement per line (ending in ';'), kept as written: SQLite stores the text of each
    // CREATE statement in sqlite_master. Lines starting with "--" are comments, except those
    // starting "-- postgresql: ": a statement for PostgreSQL only, kept with that prefix.
    QStringList statementsOf(const QString &file)
    {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QStringList statements;
        QString current;
        for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n')) {
            if (line.startsWith(QLatin1String(postgres::onlyPrefix))) {
                QString statement = line.trimmed();
                if (statement.endsWith(u';'))
                    statement.chop(1);
                statements.append(statement);
                continue;
            }
            if (line.startsWith(QLatin1String("--")) || line.trimmed().isEmpty())
                continue;
            current += current.isEmpty() ? line : u' ' + line;
            if (current.endsWith(u';')) {
                current.chop(1);
                statements.append(current);
                current.clear();
            }
        }
        if (!current.trimmed().isEmpty())
            statements.append(current);
        return statements;
    }

} // namespace

const QList<QStringList> &Migrations::steps()
{
    static const QList<QStringList> steps = [] {
        QList<QStringList> list;
        const QDir dir(QStringLiteral(":/arbiter/migrations"));
        QStringList files = dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
        for (const QString &name : std::as_const(files)) {
            // NNNN_what.sql: the number is the version the file leads to.
            if (name.left(4).toInt() != list.size() + 1)
                break;
            list.append(statementsOf(dir.filePath(name)));
        }
        return list;
    }();
    return steps;
}

bool Migrations::apply(QSqlDatabase &db, const QString &path, int target, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    // PostgreSQL keeps the version in the table arbiter_schema (SQLite: in the file's header),
    // and gets each statement translated (postgres::translate).
    const bool server = postgres::isPostgres(db);
    const QString versionTable = QLatin1String(postgres::versionTable);
    const QString readVersion = server ? QStringLiteral("SELECT version FROM %1").arg(versionTable)
                                       : QStringLiteral("PRAGMA user_version");
    QSqlQuery q(db);
    if (!q.exec(readVersion) || !q.next())
        return fail(tr("cannot read the version of %1: %2").arg(path, q.lastError().text()));
    const int version = q.value(0).toInt();
    q.finish();
    // Never index the steps with a version that is not one (a damaged header).
    if (version < 0 || version > target)
        return fail(server ? tr("%1 is damaged: its schema version (table %2) is %3")
                                 .arg(path, versionTable)
                                 .arg(version)
                           : tr("%1 is damaged: its schema version (PRAGMA user_version) is %2")
                                 .arg(path)
                                 .arg(version));
    // A program built without its schema files must not mark a file as migrated.
    if (steps().size() < target)
        return fail(tr("cannot update %1 to version %2: %3")
                        .arg(path)
                        .arg(steps().size() + 1)
                        .arg(QStringLiteral("the schema files are missing from this program")));
    for (int v = version; v < target; ++v) {
        if (!db.transaction())
            return fail(tr("cannot update %1: %2").arg(path, problemText(db.lastError())));
        // On a server, another program may be updating the same event: the row lock waits for
        // it, and the version read under the lock says whether this step is still to do.
        if (server) {
            if (!q.exec(readVersion + QStringLiteral(" FOR UPDATE")) || !q.next()) {
                const QString text = q.lastError().text();
                db.rollback();
                return fail(tr("cannot update %1: %2").arg(path, text));
            }
            const int now = q.value(0).toInt();
            q.finish();
            if (now != v) {
                db.rollback();
                if (now > v && now <= target) {
                    v = now - 1;
                    continue;
                }
                return fail(tr("cannot update %1: another program changed its schema version "
                               "to %2 meanwhile")
                                .arg(path)
                                .arg(now));
            }
        }
        for (const QString &statement : steps().at(v)) {
            const bool serverOnly = statement.startsWith(QLatin1String(postgres::onlyPrefix));
            const QString sql = serverOnly
                ? (server ? statement.mid(int(qstrlen(postgres::onlyPrefix))) : QString())
                : server ? postgres::translate(statement)
                         : statement;
            if (sql.isEmpty())
                continue;
            if (!q.exec(sql)) {
                const QString text = problemText(q.lastError());
                db.rollback();
                return fail(
                    tr("cannot update %1 to version %2: %3").arg(path).arg(v + 1).arg(text));
            }
        }
        const QString writeVersion = server
            ? QStringLiteral("UPDATE %1 SET version = %2").arg(versionTable).arg(v + 1)
            : QStringLiteral("PRAGMA user_version=%1").arg(v + 1);
        if (!q.exec(writeVersion) || !db.commit()) {
            // A failed COMMIT leaves no statement error: the connection's says why.
            const QSqlError e = q.lastError().isValid() ? q.lastError() : db.lastError();
            db.rollback();
            return fail(tr("cannot update %1: %2").arg(path, problemText(e)));
        }
    }
    return true;
}

} // namespace arb::storage
