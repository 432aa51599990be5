// SPDX-License-Identifier: GPL-3.0-or-later
// Database content that SQLite's integrity check accepts but a tournament cannot hold:
// each problem is named on open (file, table, row), nothing is changed or lost.
#include "clirun.h"
#include "storagetestutil.h"
#include "tournamentdatabase.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace arb;
using namespace arb::storagetest;

namespace {

// Every row of the results table, as text, to compare before and after.
QStringList resultRows(const QString &path)
{
    QStringList rows;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rows"));
        db.setDatabaseName(path);
        db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT * FROM results ORDER BY start_no, round"));
        while (q.next())
            rows.append(
                QStringLiteral("%1|%2|%3|%4|%5")
                    .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                        q.value(3).toString(), q.value(4).toString()));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("rows"));
    return rows;
}

} // namespace

class tst_ContentCheck : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void problemNamed_data();
    void problemNamed();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_ContentCheck::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_ContentCheck::cleanup()
{
    m_dir.reset();
}

void tst_ContentCheck::problemNamed_data()
{
    QTest::addColumn<QStringList>("forge");
    QTest::addColumn<QString>("expected");
    QTest::newRow("clean file") << QStringList() << QString();
    QTest::newRow("result for a player not in the event")
        << QStringList {QStringLiteral("INSERT INTO results VALUES (99, 1, 0, '', 'F', 1)")}
        << QStringLiteral("table results, row start_no 99, round 1: a result for player 99");
    QTest::newRow("opponent not in the event")
        << QStringList {QStringLiteral("INSERT INTO results VALUES (3, 1, 77, 'w', '1', 1)")}
        << QStringLiteral("table results, row start_no 3, round 1: the opponent 77");
    QTest::newRow("game in a round beyond the last")
        << QStringList {QStringLiteral("UPDATE meta SET value = '2' WHERE key = 'declaredRounds'"),
               QStringLiteral("INSERT INTO results VALUES (1, 5, 2, 'w', '=', 1)"),
               QStringLiteral("INSERT INTO results VALUES (2, 5, 1, 'b', '=', 1)")}
        << QStringLiteral("table results, row start_no 1, round 5: round 5 is beyond the last");
    QTest::newRow("colour that is not w/b")
        << QStringList {QStringLiteral(
               "UPDATE results SET colour = 'x' WHERE start_no = 1 AND round = 1")}
        << QStringLiteral("table results, row start_no 1, round 1: the colour \"x\" is not w or b");
    QTest::newRow("colour for a bye")
        << QStringList {QStringLiteral("INSERT INTO results VALUES (3, 1, 0, 'w', 'H', 1)")}
        << QStringLiteral("table results, row start_no 3, round 1: a colour");
    QTest::newRow("unknown result code")
        << QStringList {QStringLiteral(
               "UPDATE results SET code = 'Q' WHERE start_no = 2 AND round = 1")}
        << QStringLiteral("table results, row start_no 2, round 1: \"Q\" is not a result code");
    QTest::newRow("one-sided pairing")
        << QStringList {QStringLiteral("DELETE FROM results WHERE start_no = 2")}
        << QStringLiteral("table results, row start_no 1, round 1: paired with 2");
    QTest::newRow("paired against themselves")
        << QStringList {QStringLiteral("INSERT INTO results VALUES (3, 2, 3, 'w', '1', 1)")}
        << QStringLiteral("table results, row start_no 3, round 2: the player is paired against");
    QTest::newRow("both players white")
        << QStringList {QStringLiteral("UPDATE results SET colour = 'w' WHERE start_no = 2")}
        << QStringLiteral("table results, row start_no 1, round 1: both players");
    QTest::newRow("withdrawn from round 5000")
        << QStringList {QStringLiteral(
               "UPDATE players SET withdrawn_round = 5000 WHERE start_no = 3")}
        << QStringLiteral("table players, row start_no 3: withdrawn from round 5000");
    // The scoring system's values (raw, in ten-thousandths of a point): each is used only when
    // it is what a game can be worth.
    QTest::newRow("win worth 3.9995 points")
        << QStringList {QStringLiteral(
               "UPDATE meta SET value = replace(value, '\"win\":10000', '\"win\":39995') WHERE "
               "key = 'scoring'")}
        << QStringLiteral("table meta, row scoring: \"win\" is 3.9995 points, which no game is "
                          "worth");
    QTest::newRow("draw beyond any number") << QStringList {QStringLiteral(
        "UPDATE meta SET value = replace(value, '\"draw\":5000', '\"draw\":1e300') WHERE "
        "key = 'scoring'")} << QStringLiteral("table meta, row scoring: \"draw\" is 1e+300 points");
    QTest::newRow("loss not a number") << QStringList {QStringLiteral(
        "UPDATE meta SET value = replace(value, '\"loss\":0', '\"loss\":\"x\"') WHERE "
        "key = 'scoring'")} << QStringLiteral("table meta, row scoring: \"loss\" is \"x\" points");
    QTest::newRow("pairing bye of -27670 points")
        << QStringList {QStringLiteral("UPDATE meta SET value = replace(value, "
                                       "'\"pairingBye\":10000', '\"pairingBye\":-276701161096') "
                                       "WHERE key = 'scoring'")}
        << QStringLiteral("table meta, row scoring: \"pairingBye\" is -27670116.1096 points");
}

// The problem is named with the file, the table and the row, by the storage layer and
// by arbiter-cli; the file opens, and no row is changed or removed.
void tst_ContentCheck::problemNamed()
{
    QFETCH(QStringList, forge);
    QFETCH(QString, expected);
    const QString path = m_dir->filePath(QStringLiteral("content.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        for (int i = 1; i <= 3; ++i)
            QVERIFY2(db.setPlayer(newPlayer(i, QStringLiteral("P%1").arg(i), 2000 + i), {}, &error),
                qPrintable(error));
        QVERIFY2(db.setGame(1, 1, 2, '1', {}, &error), qPrintable(error));
    }
    if (!forge.isEmpty())
        QVERIFY(rawSql(path, forge));
    const QStringList before = resultRows(path);

    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    const QString warnings = db.warnings().join(u'\n');
    if (expected.isEmpty()) {
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings));
    } else {
        QVERIFY2(warnings.contains(path + QStringLiteral(": ") + expected), qPrintable(warnings));
    }
    QCOMPARE(db.tournament().players.size(), 3);
    // The event was made with the usual scoring: a damaged value is not used.
    QVERIFY(db.tournament().scoring == ScoringSystem());
    db.close();
    QCOMPARE(resultRows(path), before);

    const CliRun r = runCliCommand({QStringLiteral("standings"), path});
    QCOMPARE(r.code, 0);
    if (!expected.isEmpty())
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QCOMPARE(resultRows(path), before);
}

QTEST_GUILESS_MAIN(tst_ContentCheck)
#include "tst_contentcheck.moc"
