// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowstore.h"

#include "schema.h"
#include "tournament.h"

#include <QJsonDocument>
#include <QSqlQuery>

#include <cmath>
#include <optional>

namespace arb::storage {

QString text(const QString &s)
{
    if (s.isNull())
        return QString(QLatin1String(""));
    // A NUL character ends a text for PostgreSQL (and for the driver that quotes it): dropped.
    return s.contains(QChar(0)) ? QString(s).remove(QChar(0)) : s;
}

QString jsonText(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

QString jsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString intArrayText(const QList<int> &list)
{
    QJsonArray a;
    for (int n : list)
        a.append(n);
    return jsonText(a);
}

QList<int> intArray(const QString &text)
{
    QList<int> list;
    for (const QJsonValue &v : QJsonDocument::fromJson(text.toUtf8()).array())
        list.append(v.toInt());
    return list;
}

QVariant RowReader::value(const QString &column) const
{
    return m_query->value(int(m_columns->indexOf(column)));
}

QString RowReader::text(const QString &column) const
{
    return m_row ? m_row->value(column).toString() : value(column).toString();
}

int RowReader::number(const QString &column) const
{
    return m_row ? m_row->value(column).toInt() : value(column).toInt();
}

qint64 RowReader::number64(const QString &column) const
{
    return m_row ? qint64(m_row->value(column).toDouble()) : value(column).toLongLong();
}

Fixed fixedValue(const QJsonObject &o, const char *key, Fixed otherwise)
{
    const QJsonValue v = o.value(QLatin1String(key));
    // A damaged file may hold any number: only those a qint64 holds are converted.
    const double d = v.isDouble() ? v.toDouble() : 0.0;
    return v.isDouble() && std::isfinite(d) && std::abs(d) < 9.0e18 ? Fixed::fromRaw(qint64(d))
                                                                    : otherwise;
}

namespace {

    //! The stored raw value of \a v when it is a scoring value (a whole number of raw units).
    std::optional<Fixed> storedScoringValue(const QJsonValue &v)
    {
        if (!v.isDouble())
            return std::nullopt;
        const double d = v.toDouble();
        if (!std::isfinite(d) || std::abs(d) > 1.0e12 || d != std::floor(d))
            return std::nullopt;
        const Fixed f = Fixed::fromRaw(qint64(d));
        return isScoringValue(f) ? std::optional<Fixed>(f) : std::nullopt;
    }

} // namespace

Fixed scoringValue(const QJsonObject &o, const char *key, Fixed otherwise)
{
    return storedScoringValue(o.value(QLatin1String(key))).value_or(otherwise);
}

QStringList scoringProblems(const QString &text, const QStringList &keys)
{
    QStringList problems;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    if (!doc.isObject())
        return {StorageText::tr("it is not a list of values; the usual points are used")};
    const QJsonObject o = doc.object();
    for (const QString &key : keys) {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || storedScoringValue(v))
            continue;
        const QString shown = v.isDouble()
            ? (std::isfinite(v.toDouble()) && std::abs(v.toDouble()) < 1.0e15
                    ? Fixed::fromRaw(qint64(v.toDouble())).toString()
                    : QString::number(v.toDouble()))
            : QString::fromUtf8(QJsonDocument(QJsonArray {v}).toJson(QJsonDocument::Compact))
                  .mid(1)
                  .chopped(1);
        problems.append(StorageText::tr("\"%1\" is %2 points, which no game is worth (at most "
                                        "two decimals, from -%3 to %3); the usual value is used")
                            .arg(key, shown)
                            .arg(maxGamePoints));
    }
    return problems;
}

namespace {

    QString keyCondition(const QString &table, qsizetype keys)
    {
        const QStringList &cols = schema::columns(table);
        QString where;
        for (qsizetype i = 0; i < keys; ++i)
            where += (i ? QStringLiteral(" AND ") : QString()) + cols[i] + QStringLiteral(" = ?");
        return where;
    }

    Row rowOf(const QSqlQuery &q, const QStringList &cols)
    {
        Row o;
        for (int i = 0; i < cols.size(); ++i)
            o.insert(cols[i], QJsonValue::fromVariant(q.value(i)));
        return o;
    }

    void bindRow(QSqlQuery &q, const QStringList &cols, const Row &row)
    {
        for (const QString &c : cols)
            q.addBindValue(row.value(c).isString() ? QVariant(text(row.value(c).toString()))
                                                   : row.value(c).toVariant());
    }

} // namespace

Row rowOf(const QString &table, const QVariantList &values)
{
    const QStringList &cols = schema::columns(table);
    Row o;
    for (int i = 0; i < cols.size(); ++i)
        o.insert(cols[i], QJsonValue::fromVariant(values.value(i)));
    return o;
}

std::optional<Row> readRow(const QSqlDatabase &db, const QString &table, const QVariantList &key)
{
    const QStringList &cols = schema::columns(table);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                  .arg(cols.join(u", "), table, keyCondition(table, key.size())));
    for (const QVariant &k : key)
        q.addBindValue(k);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return rowOf(q, cols);
}

bool readRows(const QSqlDatabase &db, const QString &table, const QString &orderBy,
    const std::function<void(const RowReader &)> &visit, QSqlError *error)
{
    const QStringList &cols = schema::columns(table);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT %1 FROM %2").arg(cols.join(u", "), table);
    if (!orderBy.isEmpty())
        sql += QStringLiteral(" ORDER BY ") + orderBy;
    if (!q.exec(sql)) {
        *error = q.lastError();
        return false;
    }
    const RowReader row(q, cols);
    while (q.next())
        visit(row);
    return true;
}

RowInserter::RowInserter(const QSqlDatabase &db, const QString &table)
    : m_query(std::make_unique<QSqlQuery>(db))
    , m_columns(schema::columns(table))
{
    m_query->prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                         .arg(table, m_columns.join(u", "),
                             QStringList(m_columns.size(), QStringLiteral("?")).join(u", ")));
}

RowInserter::~RowInserter() = default;

bool RowInserter::insert(const QVariantList &values, QSqlError *error)
{
    for (const QVariant &v : values)
        m_query->addBindValue(v.typeId() == QMetaType::QString ? QVariant(text(v.toString())) : v);
    if (!m_query->exec()) {
        *error = m_query->lastError();
        return false;
    }
    return true;
}

bool RowInserter::insert(const Row &row, QSqlError *error)
{
    bindRow(*m_query, m_columns, row);
    if (!m_query->exec()) {
        *error = m_query->lastError();
        return false;
    }
    return true;
}

bool writeRow(const QSqlDatabase &db, const RowChange &change, QSqlError *error)
{
    const QString &table = change.table;
    const QStringList &cols = schema::columns(table);
    QSqlQuery q(db);
    // A server prepares a statement with the table's lock: a prepare that waited too long
    // (lock_timeout) fails with the reason, which the execution would hide behind its own.
    bool prepared = false;
    if (!change.row) {
        prepared = q.prepare(QStringLiteral("DELETE FROM %1 WHERE %2")
                                 .arg(table, keyCondition(table, change.key.size())));
        for (const QVariant &k : change.key)
            q.addBindValue(k);
    } else {
        const int keys = schema::keyCount(table);
        QStringList sets;
        for (int i = keys; i < cols.size(); ++i)
            sets.append(cols[i] + QStringLiteral(" = excluded.") + cols[i]);
        prepared = q.prepare(
            QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT (%4) DO UPDATE SET %5")
                .arg(table, cols.join(u", "),
                    QStringList(cols.size(), QStringLiteral("?")).join(u", "),
                    cols.mid(0, keys).join(u", "), sets.join(u", ")));
        bindRow(q, cols, *change.row);
    }
    if (!prepared || !q.exec()) {
        *error = q.lastError();
        return false;
    }
    return true;
}

namespace {

    //! The cause of a failed write in plain words: alone (\a cause) and saying that the change
    //! was not saved (\a unsaved); both empty for a cause an arbiter cannot act on.
    struct Fault
    {
        QString cause;
        QString unsaved;
    };

    // QSQLITE gives SQLite's result code for a failed statement but not for a failed COMMIT,
    // so SQLite's own (stable) messages are matched too.
    Fault faultOf(const QSqlError &e)
    {
        const QString code = e.nativeErrorCode();
        const QString text = e.text();
        if (code == u"13" || text.contains(QLatin1String("disk is full")))
            return {StorageText::tr("the disk is full"),
                StorageText::tr("the disk is full; the change was not saved")};
        if (code == u"8" || text.contains(QLatin1String("readonly database")))
            return {StorageText::tr("the file is read-only"),
                StorageText::tr("the file is read-only; the change was not saved")};
        if (code == u"10" || text.contains(QLatin1String("disk I/O error")))
            return {StorageText::tr("the disk reported an error (it may be full)"),
                StorageText::tr("the disk reported an error; the change was not saved")};
        // PostgreSQL's SQLSTATEs: disk full, read-only transaction, the server gone.
        if (code == u"53100")
            return {StorageText::tr("the server's disk is full"),
                StorageText::tr("the server's disk is full; the change was not saved")};
        if (code == u"25006")
            return {StorageText::tr("the server accepts no changes (read-only)"),
                StorageText::tr(
                    "the server accepts no changes (read-only); the change was not saved")};
        if (code.startsWith(QLatin1String("08")) || code == u"57P01")
            return {StorageText::tr("the connection to the server was lost"),
                StorageText::tr("the connection to the server was lost; the change was not saved")};
        return {};
    }

    //! Returns \a cause, then the driver's text in brackets; the driver's text alone without a
    //! cause ("the driver gave no reason" when it has none).
    QString withDriverText(const QString &cause, const QSqlError &e)
    {
        QString text = e.text().trimmed();
        if (text.isEmpty())
            text = StorageText::tr("the driver gave no reason");
        return cause.isEmpty() ? text : QStringLiteral("%1 (%2)").arg(cause, text);
    }

} // namespace

QString writeProblem(const QSqlError &e)
{
    return withDriverText(faultOf(e).unsaved, e);
}

QString problemText(const QSqlError &e)
{
    return withDriverText(faultOf(e).cause, e);
}

} // namespace arb::storage
