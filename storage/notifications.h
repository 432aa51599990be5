// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowstore.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QSqlDriver>

#include <optional>

namespace arb {
class TournamentDatabase;
}

//! Live updates between programs working on one event on a PostgreSQL server: every
//! change sends NOTIFY on the channel arbiter_changes inside its transaction, naming the rows it
//! wrote; the others LISTEN and read those rows again. A SQLite file has one writer only (its
//! lock): nothing to listen for.
namespace arb::storage::notifications {

//! The channel (one per database, so one per event).
inline constexpr char channel[] = "arbiter_changes";
//! The payload meaning "read everything again" (too many rows for one payload).
inline constexpr char everything[] = "*";

//! Returns the payload naming the rows of \a changes: compact JSON [["results",12,5],…], or
//! (with \a forNotify) everything when it would not fit in PostgreSQL's 8000 bytes.
QString payload(const ChangeSet &changes, bool forNotify = true);
//! Returns the rows (table and key, no content) named by \a payload, or nothing for
//! "everything" and for a payload that is not one.
std::optional<ChangeSet> keysOf(const QString &payload);
//! Sends the notification for \a changes inside the open transaction (PostgreSQL only; a no-op
//! on SQLite).
bool send(const QSqlDatabase &db, const ChangeSet &changes, QSqlError *error);

//! Listens on the channel for one TournamentDatabase (made by it when it opens an event on a
//! server) and makes it read the rows other programs changed (TournamentDatabase::refresh()).
//! Notifications arrive through the event loop of the thread that opened the event; those that
//! arrive together are read in one go (one snapshot, rows named twice read once).
class ChangeListener : public QObject
{
    Q_OBJECT

public:
    ChangeListener(QSqlDatabase &db, TournamentDatabase *owner);
    ~ChangeListener() override;
    //! Returns false when the driver cannot subscribe (then there are no live updates).
    bool isListening() const { return m_listening; }
    void setOwner(TournamentDatabase *owner) { m_owner = owner; }

private:
    void notified(
        const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload);
    //! Reads the rows of every notification received since the last time.
    void flush();

    QPointer<QSqlDriver> m_driver;
    TournamentDatabase *m_owner = nullptr;
    bool m_listening = false;
    bool m_everything = false; //!< a pending notification asked to read everything
    ChangeSet m_pending; //!< the rows pending notifications named
    QSet<QString> m_pendingKeys;
};

} // namespace arb::storage::notifications
