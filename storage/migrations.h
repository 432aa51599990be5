// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace arb::storage {

//! The schema as numbered SQL files, storage/migrations/NNNN_what.sql (embedded as
//! :/arbiter/migrations/): file N takes a database from version N - 1 to version N.
class Migrations
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    //! Returns the statements of each version, version 1 first.
    static const QList<QStringList> &steps();
    //! Brings \a db (the file \a path) from its PRAGMA user_version up to \a target, one
    //! transaction per version; returns false with a message naming the file.
    static bool apply(QSqlDatabase &db, const QString &path, int target, QString *error);
};

} // namespace arb::storage
