// SPDX-License-Identifier: GPL-3.0-or-later
#include "changejournal.h"

#include "arbiteraccounts.h"
#include "connection.h"
#include "eventrepository.h"
#include "notifications.h"
#include "playerrepository.h"
#include "roundrepository.h"
#include "rowlocks.h"
#include "schema.h"
#include "teamrepository.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <algorithm>

namespace arb::storage {

namespace {

    void fail(QString *error, const QString &message)
    {
        if (error)
            *error = message;
    }

    QJsonValue toJson(const std::optional<Row> &row)
    {
        return row ? QJsonValue(*row) : QJsonValue(QJsonValue::Null);
    }

    QJsonObject toJson(const RowChange &c)
    {
        return {{QStringLiteral("t"), c.table},
            {QStringLiteral("k"), QJsonArray::fromVariantList(c.key)},
            {QStringLiteral("r"), toJson(c.row)}};
    }

    namespace audit = schema::audit;

    // On a server each arbiter undoes and redoes his own changes only: the entries his own
    // account wrote (the server signs every entry, migrations/0008_server_rights.sql). Another
    // arbiter's entry, forged or not, is never replayed with his rights. The event's owner
    // also takes the entries of no arbiter account: the history of an event copied from a
    // file, signed by the user who kept it.
    QString ownEntries(const Connection &connection)
    {
        return connection.isServer() ? QStringLiteral(
                   " AND (%1 = session_user OR (pg_has_role(session_user, (SELECT "
                   "relowner FROM pg_catalog.pg_class WHERE oid = 'public.%2'::regclass), "
                   "'MEMBER') AND %1 NOT IN (SELECT name FROM public.arbiters)))")
                                           .arg(audit::arbiter, audit::table)
                                     : QString();
    }

    // Selects \a columns of the entry undo (the newest in effect) or redo (the oldest undone)
    // would replay.
    QString nextSql(const Connection &connection, bool undoing, const QString &columns)
    {
        return QStringLiteral("SELECT %1 FROM %2 WHERE %3 = %4%7 ORDER BY %5 %6 LIMIT 1")
            .arg(columns, audit::table, audit::state,
                QString::number(undoing ? audit::Done : audit::Undone), audit::id,
                undoing ? QStringLiteral("DESC") : QStringLiteral("ASC"), ownEntries(connection));
    }

    // The arbiter's name is the last value: arbiterName() (a server fills in its own).
    QString insertSql()
    {
        return QStringLiteral(
            "INSERT INTO %1 (%2, %3, %4, %5, %6, %7, %8, %9) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            .arg(audit::table, audit::at, audit::what, audit::before, audit::after, audit::reason,
                audit::state, audit::data, audit::arbiter);
    }

} // namespace

ChangeJournal::ChangeJournal(Connection &connection)
    : m_connection(connection)
{
}

QString ChangeJournal::describe(const RowChange &s) const
{
    const auto nameOf
        = [this](int startNo) { return m_nameOf ? m_nameOf(startNo) : QString::number(startNo); };
    if (!s.row)
        return s.table == schema::results::table
            ? tr("R%1 %2: not paired")
                  .arg(s.key.value(1).toInt())
                  .arg(nameOf(s.key.value(0).toInt()))
            : tr("%1 %2: none").arg(s.table, s.key.value(0).toString());
    if (s.table == schema::meta::table)
        return EventRepository::describe(*s.row);
    if (s.table == schema::teams::table)
        return TeamRepository::describeTeam(*s.row);
    if (s.table == schema::lineups::table)
        return TeamRepository::describeLineup(*s.row);
    if (s.table == schema::players::table)
        return PlayerRepository::describe(*s.row);
    return RoundRepository::describe(*s.row, nameOf);
}

std::optional<ChangeSet> ChangeJournal::record(
    const QString &what, const ChangeSet &after, const QString &reason, QString *error)
{
    if (!m_connection.isOpen()) {
        fail(error, tr("no tournament database is open"));
        return std::nullopt;
    }
    QSqlDatabase &db = m_connection.database();
    const QString &path = m_connection.path();
    auto writeFailed = [&](const QSqlError &e) {
        fail(error, tr("cannot write %1: %2").arg(path, writeProblem(db, e)));
        return std::nullopt;
    };
    m_conflicting.clear();
    if (after.isEmpty())
        return after;
    if (!db.transaction())
        return writeFailed(db.lastError());
    // The rows as they are now, locked and compared with what the caller's copy holds.
    ChangeSet current;
    if (!lockAndCheck(after, nullptr, &current, error))
        return std::nullopt;
    ChangeSet before;
    ChangeSet changed;
    for (int i = 0; i < after.size(); ++i) {
        const RowChange &s = after[i];
        if (current[i].row == s.row)
            continue;
        before.append(current[i]);
        changed.append(s);
    }
    if (changed.isEmpty()) {
        db.rollback();
        return changed;
    }
    for (const RowChange &s : std::as_const(changed)) {
        QSqlError e;
        if (!writeRow(db, s, &e)) {
            db.rollback();
            return writeFailed(e);
        }
    }
    QJsonArray beforeJson, afterJson;
    QStringList beforeText, afterText;
    // The event's kept records (a JSON list of TRF lines) read by what changed: the lines it
    // loses before the arrow, the lines it gains after it.
    auto keptRecords = [](const RowChange &c) {
        QStringList lines;
        if (c.row)
            for (const QJsonValue &v :
                QJsonDocument::fromJson(c.row->value(QStringLiteral("value")).toString().toUtf8())
                    .array())
                lines.append(v.toString());
        return lines;
    };
    for (int i = 0; i < changed.size(); ++i) {
        beforeJson.append(toJson(before[i]));
        afterJson.append(toJson(changed[i]));
        if (changed[i].table == schema::meta::table
            && changed[i].key.value(0).toString() == u"otherRecords") {
            const QStringList was = keptRecords(before[i]), now = keptRecords(changed[i]);
            for (const QString &l : was)
                if (!now.contains(l) && !beforeText.contains(l))
                    beforeText.append(l);
            for (const QString &l : now)
                if (!was.contains(l) && !afterText.contains(l))
                    afterText.append(l);
            continue;
        }
        // Both players' rows of a game read the same: the game is named once.
        if (const QString b = describe(before[i]); !beforeText.contains(b))
            beforeText.append(b);
        if (const QString a = describe(changed[i]); !afterText.contains(a))
            afterText.append(a);
    }
    QSqlQuery q(db);
    // A new change discards the undone ones: redo can no longer bring them back.
    bool ok = q.exec(QStringLiteral("UPDATE %1 SET %2 = %3 WHERE %2 = %4%5")
                         .arg(audit::table, audit::state)
                         .arg(audit::Discarded)
                         .arg(audit::Undone)
                         .arg(ownEntries(m_connection)));
    if (ok) {
        const bool prepared = q.prepare(insertSql());
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        q.addBindValue(text(what));
        // text(): never NULL, also when a change only adds kept records.
        q.addBindValue(text(beforeText.join(QStringLiteral("; "))));
        q.addBindValue(text(afterText.join(QStringLiteral("; "))));
        q.addBindValue(text(reason));
        q.addBindValue(int(audit::Done));
        q.addBindValue(jsonText(QJsonObject {
            {QStringLiteral("before"), beforeJson}, {QStringLiteral("after"), afterJson}}));
        q.addBindValue(arbiterName(m_connection));
        ok = prepared && q.exec();
    }
    // The other programs on a server read these rows again (storage/notifications.h).
    QSqlError notifyError;
    if (ok && !notifications::send(db, changed, &notifyError)) {
        db.rollback();
        return writeFailed(notifyError);
    }
    if (!ok || !db.commit()) {
        const QSqlError e = ok ? db.lastError() : q.lastError();
        db.rollback();
        return writeFailed(e);
    }
    return changed;
}

std::optional<ChangeSet> ChangeJournal::undo(QString *error)
{
    return replay(true, error);
}

std::optional<ChangeSet> ChangeJournal::redo(QString *error)
{
    return replay(false, error);
}

std::optional<ChangeSet> ChangeJournal::replay(bool undoing, QString *error)
{
    if (!m_connection.isOpen()) {
        fail(error, tr("no tournament database is open"));
        return std::nullopt;
    }
    QSqlDatabase &db = m_connection.database();
    const QString &path = m_connection.path();
    auto failed = [error](const QString &message) {
        fail(error, message);
        return std::nullopt;
    };
    QSqlQuery q(db);
    if (!q.exec(nextSql(m_connection, undoing, audit::id + QStringLiteral(", ") + audit::data)))
        return failed(tr("cannot read the audit log of %1: %2").arg(path, q.lastError().text()));
    if (!q.next())
        return failed(undoing ? tr("nothing to undo") : tr("nothing to redo"));
    const qint64 id = q.value(0).toLongLong();
    const QJsonObject data = QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object();
    q.finish();
    ChangeSet states;
    const QJsonArray rows = data.value(undoing ? u"before" : u"after").toArray();
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        RowChange s;
        s.table = o.value(u"t").toString();
        if (!schema::isJournalled(s.table))
            return failed(tr("the audit log of %1 is damaged (entry %2)").arg(path).arg(id));
        s.key = o.value(u"k").toArray().toVariantList();
        if (s.key.size() != schema::keyCount(s.table))
            return failed(tr("the audit log of %1 is damaged (entry %2)").arg(path).arg(id));
        if (o.value(u"r").isObject())
            s.row = o.value(u"r").toObject();
        states.append(s);
    }
    // What the rows must hold now: what the entry left (undo) or what it found (redo).
    ChangeSet expected;
    for (const QJsonValue &v : data.value(undoing ? u"after" : u"before").toArray()) {
        const QJsonObject o = v.toObject();
        RowChange s {
            o.value(u"t").toString(), o.value(u"k").toArray().toVariantList(), std::nullopt};
        if (o.value(u"r").isObject())
            s.row = o.value(u"r").toObject();
        expected.append(s);
    }
    if (undoing)
        std::reverse(states.begin(), states.end());
    m_conflicting.clear();
    if (!db.transaction())
        return failed(tr("cannot write %1: %2").arg(path, writeProblem(db.lastError())));
    ChangeSet current;
    if (expected.size() == states.size() && !lockAndCheck(states, &expected, &current, error))
        return std::nullopt;
    // Players first when they appear, results first when they go, so foreign keys hold.
    std::stable_sort(states.begin(), states.end(), [](const RowChange &a, const RowChange &b) {
        auto rank = [](const RowChange &s) {
            if (s.table == schema::players::table || s.table == schema::teams::table)
                return s.row ? 0 : 2;
            return 1;
        };
        return rank(a) < rank(b);
    });
    for (const RowChange &s : std::as_const(states)) {
        QSqlError e;
        if (!writeRow(db, s, &e)) {
            db.rollback();
            return failed(tr("cannot write %1: %2").arg(path, writeProblem(db, e)));
        }
    }
    const bool prepared = q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3 = ?")
                                        .arg(audit::table, audit::state, audit::id));
    q.addBindValue(int(undoing ? audit::Undone : audit::Done));
    q.addBindValue(id);
    QSqlError notifyError;
    if (!prepared || !q.exec() || !recordNote(id, undoing)
        || !notifications::send(db, states, &notifyError) || !db.commit()) {
        // A failed COMMIT leaves q without error: take the connection's then.
        const QSqlError e = notifyError.isValid() ? notifyError
            : q.lastError().isValid()             ? q.lastError()
                                                  : db.lastError();
        db.rollback();
        return failed(tr("cannot write %1: %2").arg(path, writeProblem(db, e)));
    }
    return states;
}

bool ChangeJournal::lockAndCheck(
    const ChangeSet &rows, const ChangeSet *expected, ChangeSet *current, QString *error)
{
    QSqlDatabase &db = m_connection.database();
    QSqlError e;
    if (!rowlocks::lock(db, rows, &e)) {
        db.rollback();
        fail(error, tr("cannot write %1: %2").arg(m_connection.path(), writeProblem(db, e)));
        return false;
    }
    // An undo expects the rows of the entry's other side, keyed as a later one wins.
    QHash<QString, std::optional<Row>> wanted;
    if (expected)
        for (const RowChange &c : *expected)
            wanted.insert(c.table + jsonText(QJsonArray::fromVariantList(c.key)), c.row);
    current->clear();
    for (const RowChange &s : rows) {
        RowChange now {s.table, s.key, readRow(db, s.table, s.key)};
        const bool seen = expected
            ? wanted.value(s.table + jsonText(QJsonArray::fromVariantList(s.key))) == now.row
                && (!m_seen || m_seen(s.table, s.key, now.row))
            : !m_seen || m_seen(s.table, s.key, now.row);
        if (!seen) {
            db.rollback();
            m_conflicting = rows;
            fail(error,
                m_conflictText ? m_conflictText(now)
                               : tr("%1 was changed meanwhile by another program; nothing was "
                                    "saved")
                                     .arg(describe(now)));
            return false;
        }
        current->append(now);
    }
    return true;
}

// An undo or a redo gets an entry of its own: the time it happened, what it
// undid or redid, the rows the other way round for an undo. It is never replayed (state Note).
bool ChangeJournal::recordNote(qint64 id, bool undoing)
{
    QSqlDatabase &db = m_connection.database();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1, %2, %3 FROM %4 WHERE %5 = ?")
                  .arg(audit::what, audit::before, audit::after, audit::table, audit::id));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return false;
    const QString what = q.value(0).toString();
    const QString before = q.value(undoing ? 2 : 1).toString();
    const QString after = q.value(undoing ? 1 : 2).toString();
    q.finish();
    q.prepare(insertSql());
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    q.addBindValue(undoing ? tr("Undo: %1").arg(what) : tr("Redo: %1").arg(what));
    q.addBindValue(before);
    q.addBindValue(after);
    q.addBindValue(QString(QLatin1String("")));
    q.addBindValue(int(audit::Note));
    q.addBindValue(QStringLiteral("{}"));
    q.addBindValue(arbiterName(m_connection));
    return q.exec();
}

bool ChangeJournal::recordImport(const QString &what, const QString &after, QSqlError *error)
{
    QSqlQuery q(m_connection.database());
    q.prepare(insertSql());
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    q.addBindValue(what);
    q.addBindValue(QString(QLatin1String("")));
    q.addBindValue(after);
    q.addBindValue(QString(QLatin1String("")));
    q.addBindValue(int(audit::Import));
    q.addBindValue(QStringLiteral("{}"));
    q.addBindValue(arbiterName(m_connection));
    if (!q.exec()) {
        *error = q.lastError();
        return false;
    }
    return true;
}

QString ChangeJournal::undoText() const
{
    return nextWhat(true);
}

QString ChangeJournal::redoText() const
{
    return nextWhat(false);
}

ChangeSet ChangeJournal::nextRows(bool undoing) const
{
    ChangeSet rows;
    if (!m_connection.isOpen())
        return rows;
    QSqlQuery q(m_connection.database());
    if (!q.exec(nextSql(m_connection, undoing, audit::data)) || !q.next())
        return rows;
    const QJsonObject data = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
    for (const QJsonValue &v : data.value(undoing ? u"before" : u"after").toArray()) {
        const QJsonObject o = v.toObject();
        RowChange s;
        s.table = o.value(u"t").toString();
        s.key = o.value(u"k").toArray().toVariantList();
        if (o.value(u"r").isObject())
            s.row = o.value(u"r").toObject();
        rows.append(s);
    }
    return rows;
}

QString ChangeJournal::nextWhat(bool undoing) const
{
    if (!m_connection.isOpen())
        return {};
    QSqlQuery q(m_connection.database());
    if (q.exec(nextSql(m_connection, undoing, audit::what)) && q.next())
        return q.value(0).toString();
    return {};
}

QList<AuditEntry> ChangeJournal::log(int latest) const
{
    QList<AuditEntry> log;
    if (!m_connection.isOpen())
        return log;
    QSqlQuery q(m_connection.database());
    q.setForwardOnly(true);
    const QString columns = QStringLiteral("SELECT %1, %2, %3, %4, %5, %6, %7, %8 FROM %9")
                                .arg(audit::id, audit::at, audit::what, audit::before, audit::after,
                                    audit::reason, audit::state, audit::arbiter, audit::table);
    if (!q.exec(latest > 0 ? QStringLiteral(
                    "SELECT * FROM (%1 ORDER BY %2 DESC LIMIT %3) AS latest ORDER BY %2")
                                 .arg(columns, audit::id)
                                 .arg(latest)
                           : columns + QStringLiteral(" ORDER BY ") + audit::id))
        return log;
    while (q.next()) {
        AuditEntry a;
        a.id = q.value(0).toLongLong();
        a.when = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        a.what = q.value(2).toString();
        a.before = q.value(3).toString();
        a.after = q.value(4).toString();
        a.reason = q.value(5).toString();
        a.state = AuditEntry::State(std::clamp(q.value(6).toInt(), 0, 4));
        a.arbiter = q.value(7).toString();
        log.append(a);
    }
    return log;
}

} // namespace arb::storage
