// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowstore.h"

#include <QDateTime>

//! Optimistic locking of the rows a change writes: several programs may change one
//! event on a PostgreSQL server at the same time. A change is computed from the tournament in
//! memory; inside its transaction every row it writes is compared with what that copy holds
//! (compare-and-set on the previous value); a row changed meanwhile by another program refuses
//! the whole change, naming the other entry. The rows are locked first (a row of the table
//! row_lock per row, locked FOR UPDATE in one order, so two changes never deadlock; a viewer,
//! who may not write that table, cannot lock one).
namespace arb::storage::rowlocks {

//! More rows than this lock the whole event instead (a round's pairing of a big event).
inline constexpr int maxRowLocks = 256;

//! Locks the rows of \a changes for the open transaction: each row's lock (and the event's
//! lock shared), or the event's lock alone for a big change. No-op on SQLite (one
//! writer per file).
bool lock(const QSqlDatabase &db, const ChangeSet &changes, QSqlError *error);

//! The latest audit entry that wrote a row: when (UTC) and what.
struct LastWrite
{
    QDateTime when;
    QString what;
};
//! Returns the latest audit entry that wrote the row \a table / \a key, if any.
std::optional<LastWrite> lastWrite(
    const QSqlDatabase &db, const QString &table, const QVariantList &key);

//! Returns true for the SQLSTATEs a change racing another one can get from PostgreSQL
//! (a deadlock, a serialisation failure, a key inserted meanwhile).
bool isRace(const QSqlError &e);

} // namespace arb::storage::rowlocks
