// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowlocks.h"

#include "postgres.h"
#include "schema.h"

#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace arb::storage::rowlocks {

namespace {

    // A lock number every program computes the same (FNV-1a, 64 bits): qHash is seeded per
    // process.
    qint64 lockNumber(const QString &text)
    {
        quint64 h = 14695981039346656037ULL;
        for (const char c : text.toUtf8()) {
            h ^= quint8(c);
            h *= 1099511628211ULL;
        }
        return qint64(h);
    }

    QString keyText(const QString &table, const QVariantList &key)
    {
        QString text = table;
        for (const QVariant &k : key)
            text += u'|' + k.toString();
        return text;
    }

    // The event's own lock (every database is one event): its row of event_lock, taken shared
    // by every change and alone by a big one. A row lock needs the right to write the table,
    // which a viewer lacks: no viewer holds a lock a writer waits for (an advisory lock can be
    // taken by anyone who can connect).
    const QString eventLock = QStringLiteral("SELECT id FROM public.event_lock FOR %1");

} // namespace

bool lock(const QSqlDatabase &db, const ChangeSet &changes, QSqlError *error)
{
    if (!postgres::isPostgres(db) || changes.isEmpty())
        return true;
    QSqlQuery q(db);
    auto run = [&](const QString &sql) {
        if (q.exec(sql))
            return true;
        *error = q.lastError();
        return false;
    };
    // The lock row must be there: without it the lock would be no lock.
    auto lockEvent = [&](const char *mode) {
        if (!run(eventLock.arg(QLatin1String(mode))))
            return false;
        if (q.next())
            return true;
        *error
            = QSqlError(QString(), QStringLiteral("the event's lock (table event_lock) is missing"),
                QSqlError::StatementError, QStringLiteral("55000"));
        return false;
    };
    if (changes.size() > maxRowLocks)
        return lockEvent("UPDATE");
    // One order for every program: no two changes wait for each other in a circle.
    QList<qint64> numbers;
    for (const RowChange &c : changes)
        numbers.append(lockNumber(keyText(c.table, c.key)));
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    QStringList list;
    for (qint64 n : numbers)
        list.append(QString::number(n));
    // Each row's lock is a row of row_lock, made when first needed and locked FOR UPDATE: a
    // right a viewer lacks (an advisory lock would be anyone's to take).
    const QString keys = list.join(u',');
    return lockEvent("SHARE")
        && run(
            QStringLiteral("INSERT INTO public.row_lock (k) SELECT k FROM unnest('{%1}'::bigint[]) "
                           "AS u(k) ORDER BY k ON CONFLICT (k) DO NOTHING")
                .arg(keys))
        && run(QStringLiteral("SELECT count(*) FROM (SELECT k FROM public.row_lock WHERE k = "
                              "ANY('{%1}'::bigint[]) ORDER BY k FOR UPDATE) AS l")
                   .arg(keys));
}

std::optional<LastWrite> lastWrite(
    const QSqlDatabase &db, const QString &table, const QVariantList &key)
{
    // The audit data holds each row as {"k":[key],"r":{…} or null,"t":"table"} (compact JSON,
    // keys sorted); the text before the row names the key.
    const QString k
        = QStringLiteral("{\"k\":%1,\"r\":").arg(jsonText(QJsonArray::fromVariantList(key)));
    const QString t = QStringLiteral("\"t\":\"%1\"}").arg(table);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1, %2, %3 FROM %4 WHERE %3 LIKE ? AND %3 LIKE ? ORDER BY %5 "
                             "DESC LIMIT 1")
                  .arg(schema::audit::at, schema::audit::what, schema::audit::data,
                      schema::audit::table, schema::audit::id));
    q.addBindValue(u'%' + k + u'%');
    q.addBindValue(u'%' + t + u'%');
    if (!q.exec() || !q.next())
        return std::nullopt;
    return LastWrite {
        QDateTime::fromString(q.value(0).toString(), Qt::ISODateWithMs), q.value(1).toString()};
}

bool isRace(const QSqlError &e)
{
    const QString code = e.nativeErrorCode();
    return code == u"40P01" || code == u"40001" || code == u"23505";
}

} // namespace arb::storage::rowlocks
