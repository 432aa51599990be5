// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the storage tests: forging files through a connection of their own, and a
// player to add.

#include "tournament.h"

#include <QDebug>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace arb::storagetest {

// Runs SQL on a file through a connection of its own (to forge old, newer or foreign files).
inline bool rawSql(const QString &path, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString &s : statements) {
            if (ok && !q.exec(s)) {
                qWarning() << s << q.lastError().text();
                ok = false;
            }
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return ok;
}

inline Player newPlayer(int startNo, const QString &name, int rating, const QString &fideId = {})
{
    Player p;
    p.startNo = startNo;
    p.name = name;
    p.rating = rating;
    p.fideId = fideId;
    return p;
}

} // namespace arb::storagetest
