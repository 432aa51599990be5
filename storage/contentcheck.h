// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

namespace arb::storage {

//! Checks what SQLite's integrity check accepts but a tournament cannot hold.
//! Nothing is changed: a row that cannot be used is left out of the tournament in memory
//! and kept in the file, and each problem gets one message naming the file, the table and the row.
class ContentCheck
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    //! The highest round a tournament can have (as TRF's XXR and the event form).
    static constexpr int maxRound = 999;
    //! At most this many messages per kind of problem, then one saying how many more.
    static constexpr int maxMessages = 20;

    //! Returns one message per problem in the database \a db, stored in the file \a path.
    static QStringList run(const QSqlDatabase &db, const QString &path);
};

} // namespace arb::storage
