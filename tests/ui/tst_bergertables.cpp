// SPDX-License-Identifier: GPL-3.0-or-later
#include "../core/testpaths.h"

#include "bergertables.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace arb;

class tst_BergerTables : public QObject
{
    Q_OBJECT

private slots:
    void fideTables_data();
    void fideTables();
    void everyPairMeets_data();
    void everyPairMeets();
    void doubleRoundRobinReversesColours();
};

void tst_BergerTables::fideTables_data()
{
    QTest::addColumn<int>("players");
    for (int n = 4; n <= 20; n += 2)
        QTest::newRow(qPrintable(QStringLiteral("C.05 Annex 1, %1 players").arg(n))) << n;
}

// Every board of FIDE's published tables (../shared/reference/fide-berger-tables.tsv).
void tst_BergerTables::fideTables()
{
    QFETCH(int, players);
    if (sharedDir().isEmpty())
        QSKIP("../shared is absent: the FIDE Berger tables cannot be compared");
    QFile f(sharedDir() + QStringLiteral("/reference/fide-berger-tables.tsv"));
    QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
    QList<QList<BergerTables::Pairing>> expected;
    while (!f.atEnd()) {
        const QList<QByteArray> cols = f.readLine().trimmed().split('\t');
        if (cols.size() != 5 || cols[0].startsWith('#') || cols[0].toInt() != players)
            continue;
        const int round = cols[1].toInt();
        if (expected.size() < round)
            expected.resize(round);
        expected[round - 1].append({cols[3].toInt(), cols[4].toInt()});
    }
    QCOMPARE(expected.size(), players - 1);
    QCOMPARE(BergerTables::rounds(players), expected);
}

void tst_BergerTables::everyPairMeets_data()
{
    QTest::addColumn<int>("players");
    for (int n : {3, 5, 9, 10, 15, 16, 33, 64})
        QTest::newRow(qPrintable(QStringLiteral("%1 players").arg(n))) << n;
}

void tst_BergerTables::everyPairMeets()
{
    QFETCH(int, players);
    const auto rounds = BergerTables::rounds(players);
    QCOMPARE(rounds.size(), players % 2 ? players : players - 1);
    QSet<QPair<int, int>> met;
    for (const auto &round : rounds) {
        QSet<int> seen;
        for (const BergerTables::Pairing &p : round) {
            QVERIFY(p.white >= 1 && p.white <= players);
            QVERIFY(!seen.contains(p.white));
            seen.insert(p.white);
            if (p.black == 0)
                continue;
            QVERIFY(!seen.contains(p.black));
            seen.insert(p.black);
            const QPair<int, int> key {std::min(p.white, p.black), std::max(p.white, p.black)};
            QVERIFY2(!met.contains(key), "a pair meets twice");
            met.insert(key);
        }
        QCOMPARE(seen.size(), players);
    }
    QCOMPARE(met.size(), players * (players - 1) / 2);
}

void tst_BergerTables::doubleRoundRobinReversesColours()
{
    const auto single = BergerTables::rounds(6);
    const auto twice = BergerTables::rounds(6, true);
    QCOMPARE(twice.size(), 10);
    for (int r = 0; r < 5; ++r) {
        QCOMPARE(twice[r], single[r]);
        for (int b = 0; b < 3; ++b)
            QCOMPARE(
                twice[r + 5][b], (BergerTables::Pairing {single[r][b].black, single[r][b].white}));
    }
}

QTEST_GUILESS_MAIN(tst_BergerTables)
#include "tst_bergertables.moc"
