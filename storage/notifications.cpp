// SPDX-License-Identifier: GPL-3.0-or-later
#include "notifications.h"

#include "postgres.h"
#include "schema.h"
#include "tournamentdatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTimer>

namespace arb::storage::notifications {

QString payload(const ChangeSet &changes, bool forNotify)
{
    QJsonArray rows;
    for (const RowChange &c : changes) {
        QJsonArray row {c.table};
        for (const QVariant &k : c.key)
            row.append(QJsonValue::fromVariant(k));
        rows.append(row);
    }
    const QString text = jsonText(rows);
    // PostgreSQL takes payloads shorter than 8000 bytes.
    return !forNotify || text.toUtf8().size() < 7900 ? text : QString::fromLatin1(everything);
}

std::optional<ChangeSet> keysOf(const QString &payload)
{
    if (payload == QLatin1String(everything))
        return std::nullopt;
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(payload.toUtf8(), &e);
    if (e.error != QJsonParseError::NoError || !doc.isArray())
        return std::nullopt;
    ChangeSet keys;
    for (const QJsonValue &v : doc.array()) {
        const QJsonArray row = v.toArray();
        const QString table = row.at(0).toString();
        if (!schema::isJournalled(table) || row.size() != schema::keyCount(table) + 1)
            return std::nullopt;
        RowChange c {table, {}, std::nullopt};
        for (qsizetype i = 1; i < row.size(); ++i) {
            const QJsonValue k = row.at(i);
            // JSON numbers are doubles; the keys are whole numbers or texts.
            c.key.append(k.isDouble() ? QVariant(qint64(k.toDouble())) : k.toVariant());
        }
        keys.append(c);
    }
    return keys;
}

bool send(const QSqlDatabase &db, const ChangeSet &changes, QSqlError *error)
{
    if (!postgres::isPostgres(db) || changes.isEmpty())
        return true;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
    q.addBindValue(QString::fromLatin1(channel));
    q.addBindValue(payload(changes));
    if (!q.exec()) {
        *error = q.lastError();
        return false;
    }
    return true;
}

ChangeListener::ChangeListener(QSqlDatabase &db, TournamentDatabase *owner)
    : m_driver(db.driver())
    , m_owner(owner)
{
    if (!m_driver || !m_driver->hasFeature(QSqlDriver::EventNotifications))
        return;
    m_listening = m_driver->subscribeToNotification(QString::fromLatin1(channel));
    if (m_listening)
        connect(m_driver.data(), &QSqlDriver::notification, this, &ChangeListener::notified);
}

ChangeListener::~ChangeListener()
{
    if (m_listening && m_driver && m_driver->isOpen())
        m_driver->unsubscribeFromNotification(QString::fromLatin1(channel));
}

void ChangeListener::notified(
    const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload)
{
    // The program's own changes are in memory already.
    if (name != QLatin1String(channel) || source == QSqlDriver::SelfSource || !m_owner)
        return;
    const bool first = !m_everything && m_pending.isEmpty();
    if (const auto keys = keysOf(payload.toString()); !keys) {
        m_everything = true;
    } else {
        for (const RowChange &k : *keys) {
            const QString key = k.table + jsonText(QJsonArray::fromVariantList(k.key));
            if (!m_pendingKeys.contains(key)) {
                m_pendingKeys.insert(key);
                m_pending.append(k);
            }
        }
    }
    // The driver hands over every notification received at once: they are read together.
    if (first)
        QTimer::singleShot(0, this, &ChangeListener::flush);
}

void ChangeListener::flush()
{
    const QString rows = m_everything ? QString() : payload(m_pending, false);
    m_everything = false;
    m_pending.clear();
    m_pendingKeys.clear();
    if (m_owner)
        m_owner->refresh(rows);
}

} // namespace arb::storage::notifications
