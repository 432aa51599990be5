// SPDX-License-Identifier: GPL-3.0-or-later
#include "contentcheck.h"

#include "postgres.h"
#include "rowstore.h"
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
    // PostgreSQL refuses to CAST a text that is not a number, where SQLite takes its leading
    // digits (or 0): the same reading, spelled out.
    const bool server = postgres::isPostgres(db);
    const QString declaredRoundsServer = QStringLiteral(
        "(CASE WHEN m.value ~ '^ *[+-]?[0-9]{1,18}' THEN CAST(substring(m.value from "
        "'^ *([+-]?[0-9]{1,18})') AS BIGINT) ELSE 0 END)");
    // Rounds no tournament has: a flipped bit must not make the program
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
        QString(server ? QStringLiteral(
                    "SELECT %1 FROM %2 WHERE %3 = 'declaredRounds' AND CASE WHEN %1 ~ "
                    "'^(0|[1-9][0-9]{0,17})$' THEN CAST(%1 AS BIGINT) > %4 ELSE TRUE END")
                       : QStringLiteral(
                           "SELECT %1 FROM %2 WHERE %3 = 'declaredRounds' AND (CAST(%1 AS "
                           "INTEGER) < 0 OR CAST(%1 AS INTEGER) > %4 OR CAST(CAST(%1 AS INTEGER) "
                           "AS TEXT) != %1)"))
            .arg(schema::meta::value, schema::meta::table, schema::meta::key)
            .arg(maxRound),
        &messages, path, [](const QSqlQuery &q) {
            return tr("table meta, row declaredRounds: %1 rounds is not possible (at most %2); "
                      "the number of rounds is not used and is kept in the file")
                .arg(q.value(0).toString())
                .arg(maxRound);
        });
    // Rows SQLite's integrity check accepts but a tournament cannot hold:
    // each is named; the tournament is computed as read, nothing is changed.
    const QString rows = QStringLiteral("SELECT r.%1, r.%2 FROM %3 r WHERE %4 ORDER BY 1, 2");
    collect(db,
        rows.arg(res::startNo, res::round, res::table,
            QStringLiteral("NOT EXISTS (SELECT 1 FROM players p WHERE p.start_no = r.start_no)")),
        &messages, path, [](const QSqlQuery &q) {
            return tr("%1: a result for player %2, who is not in the event (table players); "
                      "the row is not used and is kept in the file")
                .arg(resultsRow(q), q.value(0).toString());
        });
    collect(db,
        QStringLiteral("SELECT r.start_no, r.round, r.opponent FROM results r WHERE r.opponent > 0 "
                       "AND NOT EXISTS (SELECT 1 FROM players p WHERE p.start_no = r.opponent) "
                       "ORDER BY 1, 2"),
        &messages, path, [](const QSqlQuery &q) {
            return tr("%1: the opponent %2 is not in the event (table players)")
                .arg(resultsRow(q), q.value(2).toString());
        });
    collect(db,
        QStringLiteral("SELECT r.start_no, r.round, %2 FROM results r, meta m "
                       "WHERE m.key = 'declaredRounds' AND %2 BETWEEN 1 AND "
                       "%1 AND r.round > %2 ORDER BY 1, 2")
            .arg(maxRound)
            .arg(server ? declaredRoundsServer : QStringLiteral("CAST(m.value AS INTEGER)")),
        &messages, path, [](const QSqlQuery &q) {
            return tr("%1: round %2 is beyond the last round of the event (%3, table meta, row "
                      "declaredRounds)")
                .arg(resultsRow(q), q.value(1).toString(), q.value(2).toString());
        });
    collect(db,
        QStringLiteral("SELECT r.start_no, r.round, r.colour, r.opponent FROM results r WHERE "
                       "(r.opponent > 0 AND r.colour NOT IN ('w', 'b')) OR (r.opponent = 0 AND "
                       "r.colour != '') ORDER BY 1, 2"),
        &messages, path, [](const QSqlQuery &q) {
            return q.value(3).toInt() > 0
                ? tr("%1: the colour \"%2\" is not w or b")
                      .arg(resultsRow(q), q.value(2).toString())
                : tr("%1: a colour (\"%2\") for a round without an opponent")
                      .arg(resultsRow(q), q.value(2).toString());
        });
    collect(db,
        QStringLiteral(
            "SELECT r.start_no, r.round, r.code FROM results r WHERE length(r.code) != 1 "
            "OR r.code NOT IN (' ', '1', '0', '=', '+', '-', 'W', 'D', 'L', 'H', 'F', "
            "'U', 'Z') ORDER BY 1, 2"),
        &messages, path, [](const QSqlQuery &q) {
            return tr("%1: \"%2\" is not a result code").arg(resultsRow(q), q.value(2).toString());
        });
    collect(db,
        QStringLiteral("SELECT r.start_no, r.round, r.opponent FROM results r WHERE r.opponent = "
                       "r.start_no ORDER BY 1, 2"),
        &messages, path, [](const QSqlQuery &q) {
            return tr("%1: the player is paired against themselves").arg(resultsRow(q));
        });
    collect(db,
        QStringLiteral("SELECT r.start_no, r.round, r.opponent FROM results r WHERE r.opponent > 0 "
                       "AND r.opponent != r.start_no AND EXISTS (SELECT 1 FROM players p WHERE "
                       "p.start_no = r.opponent) AND NOT EXISTS (SELECT 1 FROM results o WHERE "
                       "o.start_no = r.opponent AND o.round = r.round AND o.opponent = r.start_no) "
                       "ORDER BY 1, 2"),
        &messages, path, [](const QSqlQuery &q) {
            return tr("%1: paired with %2, whose row for the round does not name %3")
                .arg(resultsRow(q), q.value(2).toString(), q.value(0).toString());
        });
    collect(db,
        QStringLiteral("SELECT r.start_no, r.round, r.colour FROM results r, results o WHERE "
                       "r.opponent > 0 AND o.start_no = r.opponent AND o.round = r.round AND "
                       "o.opponent = r.start_no AND r.start_no < o.start_no AND r.colour = "
                       "o.colour AND r.colour IN ('w', 'b') ORDER BY 1, 2"),
        &messages, path, [](const QSqlQuery &q) {
            return tr("%1: both players of the game have the colour %2")
                .arg(resultsRow(q), q.value(2).toString());
        });
    collect(db,
        QStringLiteral("SELECT start_no, withdrawn_round FROM players WHERE withdrawn_round < 0 OR "
                       "withdrawn_round > %1 ORDER BY 1")
            .arg(maxRound),
        &messages, path, [](const QSqlQuery &q) {
            return tr("table players, row start_no %1: withdrawn from round %2, which no "
                      "tournament has")
                .arg(q.value(0).toString(), q.value(1).toString());
        });
    // The scoring systems: each value the points of a game or match. A value that is not is
    // replaced by the usual one when the event is read (EventRepository, TeamRepository).
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT %1, %2 FROM %3 WHERE %1 IN ('scoring', 'teamScoring')")
                   .arg(schema::meta::key, schema::meta::value, schema::meta::table))) {
        while (q.next()) {
            const QString key = q.value(0).toString();
            const QStringList keys = key == u"scoring"
                ? QStringList {QStringLiteral("win"), QStringLiteral("draw"),
                    QStringLiteral("loss"), QStringLiteral("forfeitWin"),
                    QStringLiteral("forfeitLoss"), QStringLiteral("pairingBye"),
                    QStringLiteral("fullBye"), QStringLiteral("halfBye"), QStringLiteral("zeroBye"),
                    QStringLiteral("absent")}
                : QStringList {QStringLiteral("win"), QStringLiteral("draw"),
                    QStringLiteral("loss"), QStringLiteral("pairingByeMatchPoints"),
                    QStringLiteral("pairingByeGamePoints")};
            for (const QString &problem : scoringProblems(q.value(1).toString(), keys))
                messages.append(tr("%1: table meta, row %2: %3").arg(path, key, problem));
        }
    }
    return messages;
}

} // namespace arb::storage
