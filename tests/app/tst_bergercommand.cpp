// SPDX-License-Identifier: GPL-3.0-or-later
// `arbiter-cli berger` (app/cli/bergercommand.cpp): FIDE's Berger tables on the command line.
#include "cli.h"

#include <QTest>

using namespace arb;

class tst_BergerCommand : public QObject
{
    Q_OBJECT

private slots:
    void run_data();
    void run();
};

void tst_BergerCommand::run_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exit");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("C.05 Annex 1, 4 players") << QStringList {
        "4"} << 0 << QStringList {"round 1: 1-4  2-3", "round 2: 4-3  1-2", "round 3: 2-4  3-1"};
    QTest::newRow("3 players: 4 is the bye")
        << QStringList {"3"} << 0
        << QStringList {"round 1: 1 bye  2-3", "round 2: 3 bye  1-2", "round 3: 2 bye  3-1"};
    QTest::newRow("double round robin of 4 reverses colours")
        << QStringList {"4", "--cycles", "2"} << 0
        << QStringList {"round 1: 1-4  2-3", "round 2: 4-3  1-2", "round 3: 2-4  3-1",
               "round 4: 4-1  3-2", "round 5: 3-4  2-1", "round 6: 4-2  1-3"};
    // F40: the last two rounds of the first cycle exchanged (C.05 Annex 1).
    QTest::newRow("double round robin of 4 in FIDE order")
        << QStringList {"4", "--cycles", "2", "--fide-order"} << 0
        << QStringList {"round 1: 1-4  2-3", "round 2: 2-4  3-1", "round 3: 4-3  1-2",
               "round 4: 4-1  3-2", "round 5: 3-4  2-1", "round 6: 4-2  1-3"};
    QTest::newRow("FIDE order needs two cycles")
        << QStringList {"4", "--fide-order"} << 2 << QStringList();
    QTest::newRow("one player") << QStringList {"1"} << 2 << QStringList();
    QTest::newRow("no number") << QStringList {"six"} << 2 << QStringList();
    QTest::newRow("bad cycles") << QStringList {"6", "--cycles", "0"} << 2 << QStringList();
}

void tst_BergerCommand::run()
{
    QFETCH(QStringList, args);
    QFETCH(int, exit);
    QFETCH(QStringList, lines);
    QString out, err;
    QTextStream o(&out), e(&err);
    QCOMPARE(runCli(QStringList {QStringLiteral("berger")} + args, o, e), exit);
    o.flush();
    e.flush();
    if (exit != 0) {
        QVERIFY(err.contains(QStringLiteral("arbiter-cli: ")));
        return;
    }
    QCOMPARE(out.trimmed().split(u'\n'), lines);
}

QTEST_GUILESS_MAIN(tst_BergerCommand)
#include "tst_bergercommand.moc"
