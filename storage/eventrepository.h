// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowstore.h"
#include "tournament.h"

#include <QPair>

namespace arb::storage {

//! The event settings: the meta table, one row per key with its value as text (the event
//! fields of core/eventfields.h, the type, the declared counts, the scoring, the tie-break
//! list, byes and other TRF records, and the team and play-off settings of TeamRepository and
//! PlayoffRepository).
class EventRepository
{
public:
    //! Returns every setting of \a t, key and text, in their stored order.
    static QList<QPair<QString, QString>> metaOf(const Tournament &t);
    //! Sets one setting of \a t from its stored text; an unknown key is ignored (a newer minor
    //! field).
    static void setMeta(Tournament &t, const QString &key, const QString &value);
    //! Returns the change that sets the setting \a key to \a value.
    static RowChange change(const QString &key, const QString &value);
    //! Returns the change that stores \a t's comment and other records (the otherRecords row,
    //! the play-off's own records left out as metaOf() leaves them).
    static RowChange otherRecordsChange(const Tournament &t);
    //! Returns the rows of the event's keys whose values differ between \a before and
    //! \a after, as \a after has them.
    static ChangeSet changes(const Tournament &before, const Tournament &after);

    static QString scoringText(const ScoringSystem &s);
    static QString tieBreaksText(const QStringList &specs);
    //! Returns the fixed board orders (round to White's start numbers) as stored: JSON.
    static QString boardOrdersText(const QMap<int, QList<int>> &orders);
    static QMap<int, QList<int>> boardOrdersFromText(const QString &text);

    //! Reads every setting into \a t (the play-off records normalised).
    static bool read(const QSqlDatabase &db, Tournament *t, QSqlError *error);
    //! Inserts every setting of \a t (a new database or an import).
    static bool insert(const QSqlDatabase &db, const Tournament &t, QSqlError *error);
    //! Applies \a change to the tournament in memory.
    static void apply(Tournament &t, const RowChange &change);
    //! Returns \a row as the audit log shows it ("key=value").
    static QString describe(const Row &row);
};

} // namespace arb::storage
