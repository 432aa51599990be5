// SPDX-License-Identifier: GPL-3.0-or-later
#include "contentcheck.h"

#include "schema.h"

#include <QSqlError>
#include <QSqlQuery>

namespace arb::storage {

namespace {

    //! Runs \a sql (each row: the columns naming the row, then the problem's values) and adds
    //! \a describe's message for each row, at most ContentCheck::maxMessages of them.
    template<typename Describe>
    void collect(const QSqlDatabase &db, const QString &sql, QStringList *messages,
        const QString &path, Describe describe)
    {
        QSqlQuery q(db);
        if (!q.exec(sql)) {
            messages->append(ContentCheck::tr("%1: cannot check the content: %2")
                                 .arg(path, q.lastError().text()));
            return;
        }
        int count = 0;
        while (q.next()) {
            if (++count <= ContentCheck::maxMessages)
                messages->append(path + QStringLiteral(": ") + describe(q));
        }
        if (count > ContentCheck::maxMessages)
            messages->append(ContentCheck::tr(
                "%1: %n more row(s) like the one above", nullptr, count - ContentCheck::maxMessages)
                                 .arg(path));
    }

    QString resultsRow(const QSqlQuery &q)
    {
        return ContentCheck::tr("table results, row start_no %1, round %2")
            .arg(q.value(0).toString(), q.value(1).toString());
    }

} // namespace

QStringList ContentCheck::run(const QSqlDatabase &db, const QString &path)
{
    namespace res = schema::results;
    QStringList messages;
    // Rounds no tournament has (issue 13, item 3): a flipped bit must not make the program
    // allocate two billion rounds.
    collect(db,
        QStringLiteral("SELECT %1, %2 FROM %3 WHERE %2 < 1 OR %2 > %4 ORDER BY %1, %2")
            .arg(res::startNo, res::round, res::table)
            .arg(maxRound),
        &messages, path, [](const QSqlQuery &q) {
            return tr("%1: round %2 is not possible (a tournament has rounds 1 to %3); the row "
                      "is not used and is kept in the file")
                .arg(resultsRow(q), q.value(1).toString())
                .arg(maxRound);
        });
    collect(db,
        QStringLiteral("SELECT %1 FROM %2 WHERE %3 = 'declaredRounds' AND (CAST(%1 AS INTEGER) "
                       "< 0 OR CAST(%1 AS INTEGER) > %4 OR CAST(CAST(%1 AS INTEGER) AS TEXT) != "
                       "%1)")
            .arg(schema::meta::value, schema::meta::table, schema::meta::key)
            .arg(maxRound),
        &messages, path, [](const QSqlQuery &q) {
            return tr("table meta, row declaredRounds: %1 rounds is not possible (at most %2); "
                      "the number of rounds is not used and is kept in the file")
                .arg(q.value(0).toString())
                .arg(maxRound);
        });
    return messages;
}

} // namespace arb::storage
