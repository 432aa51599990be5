// SPDX-License-Identifier: GPL-3.0-or-later
// The play-off state machine (core/playoff/): every branch of the Tata Steel Masters tiebreak
// regulations (../shared/regulations/tata-steel-masters-tiebreak-regulations.txt). The harness
// (playoffharness.h) plays the games by rules written per pair.
#include "playoffharness.h"

#include <QTest>

class tst_Playoff : public QObject
{
    Q_OBJECT

private slots:
    void tataSteel_data();
    void tataSteel();
    void suddenDeathColours_data();
    void suddenDeathColours();
    void tataSeeding_data();
    void tataSeeding();
    void roundRobinColoursReversed();
};

void tst_Playoff::tataSteel_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<QString>("places");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("next");
    QTest::addColumn<int>("unused");
    QTest::addColumn<QStringList>("logMentions");

    const QString all5 = allDraws(5);
    // C: two players.
    QTest::newRow("C.1 match won 2-0")
        << 2 << "1>2 1>2" << true << "1@1 2@2" << 2 << "" << 0 << QStringList {"C"};
    QTest::newRow("C.1 match won 1.5-0.5")
        << 2 << "1=2 2>1" << true << "2@1 1@2" << 2 << "" << 0 << QStringList();
    QTest::newRow("C.1 match after one game")
        << 2 << "1>2" << false << "" << 2 << "1-2" << 0 << QStringList();
    QTest::newRow("C.2 sudden death, first game won")
        << 2 << "1>2 2>1 2>1" << true << "2@1 1@2" << 3 << "" << 0 << QStringList {"C.2"};
    QTest::newRow("C.2 sudden death after four draws")
        << 2 << "1=2 1=2 1=2 1=2 1=2 1=2 1>2" << true << "1@1 2@2" << 7 << "" << 0
        << QStringList {"C.2"};
    QTest::newRow("C.2 sudden death pending")
        << 2 << "1=2 1=2 1=2" << false << "" << 4 << "1-2" << 0 << QStringList {"C.2"};
    QTest::newRow("A.2 no game after a clear winner")
        << 2 << "1>2 1>2 1>2" << true << "1@1 2@2" << 2 << "" << 1 << QStringList();
    // D: three players.
    QTest::newRow("D.1 three players, one winner")
        << 3 << "1>2 1>3 2=3" << true << "1@1 2@2= 3@2=" << 3 << "" << 0 << QStringList {"D.1"};
    QTest::newRow("D.1 round robin after one game")
        << 3 << "1>2" << false << "" << 3 << "1-3 2-3" << 0 << QStringList {"D.1"};
    QTest::newRow("D.4 two tied continue under C")
        << 3 << "1>2 1=3 3>2 3>1 1=3" << true << "3@1 1@2= 2@2=" << 5 << "" << 0
        << QStringList {"D.4", "C.1"};
    QTest::newRow("D.4 then C.2 sudden death")
        << 3 << "2>1 2=3 3>1 2=3 2=3 2=3 3>2" << true << "3@1 1@2= 2@2=" << 7 << "" << 0
        << QStringList {"D.4", "C.2"};
    QTest::newRow("D.2 all tied, colours reversed")
        << 3 << "1>2 2>3 3>1 3>1 3>2 1=2" << true << "3@1 1@2= 2@2=" << 6 << "" << 0
        << QStringList {"D.2"};
    QTest::newRow("D.3 tied twice, new lots")
        << 3 << "1>2 2>3 3>1 2>1 3>2 1>3 2>1 2>3 1=3" << true << "2@1 1@2= 3@2=" << 9 << "" << 0
        << QStringList {"D.3"};
    // E: four players (seeds 1-4 by Sonneborn-Berger here).
    QTest::newRow("E.1 semi-finals 1-4 and 2-3, E.3 final")
        << 4 << "1>4 1>4 2>3 2>3 1>2 1>2" << true << "1@1 2@2= 3@2= 4@2=" << 6 << "" << 0
        << QStringList {"E.2"};
    QTest::newRow("E.1 semi-finals pending")
        << 4 << "" << false << "" << 4 << "1-4 1-4 2-3 2-3" << 0 << QStringList {"E.2"};
    QTest::newRow("E.3 final pending")
        << 4 << "1>4 1>4 2>3 2>3" << false << "" << 6 << "1-2 1-2" << 0 << QStringList();
    QTest::newRow("E.1 semi-final to sudden death, then the final")
        << 4 << "1>4 4>1 1=4 4>1 2>3 2>3 4>2 4=2" << true << "4@1 1@2= 2@2= 3@2=" << 8 << "" << 0
        << QStringList {"C.2"};
    QTest::newRow("E.3 final to sudden death")
        << 4 << "1>4 1>4 2>3 2>3 1>2 2>1 1=2 2>1" << true << "2@1 1@2= 3@2= 4@2=" << 8 << "" << 0
        << QStringList {"C.2"};
    // F: five or more.
    QTest::newRow("F.1 five players, one winner")
        << 5 << oneWins(5) << true << "1@1 2@2= 3@2= 4@2= 5@2=" << 10 << "" << 0
        << QStringList {"F.1"};
    QTest::newRow("F.1 six players, one winner")
        << 6 << oneWins(6, 4) << true << "4@1 1@2= 2@2= 3@2= 5@2= 6@2=" << 15 << "" << 0
        << QStringList {"F.1"};
    QTest::newRow("F.2 all five tied, colours reversed")
        << 5 << all5 + u' ' + oneWins(5, 5) << true << "5@1 1@2= 2@2= 3@2= 4@2=" << 20 << "" << 0
        << QStringList {"F.2"};
    QTest::newRow("F.3 all five tied twice, new lots")
        << 5 << all5 + u' ' + all5 + u' ' + oneWins(5, 2) << true << "2@1 1@2= 3@2= 4@2= 5@2=" << 30
        << "" << 0 << QStringList {"F.3"};
    QTest::newRow("F.4 six players, five tied play a new round robin")
        << 6 << allDraws(5) + " 1>6 2>6 3>6 4>6 5>6 " + oneWins(5, 3) << true
        << "3@1 1@2= 2@2= 4@2= 5@2= 6@2=" << 25 << "" << 0 << QStringList {"F.4"};
    QTest::newRow("F.5 two tied continue under C")
        << 5 << "1=2 1>3 1>4 1>5 2>3 2>4 2>5 3=4 3=5 4=5 2>1 2>1" << true
        << "2@1 1@2= 3@2= 4@2= 5@2=" << 12 << "" << 0 << QStringList {"F.5", "C.1"};
    QTest::newRow("F.5 three tied continue under D")
        << 5 << "1=2 1=3 2=3 1>4 1>5 2>4 2>5 3>4 3>5 4=5 3>1 3>2 1=2" << true
        << "3@1 1@2= 2@2= 4@2= 5@2=" << 13 << "" << 0 << QStringList {"F.5", "D.1"};
    QTest::newRow("F.5 four tied continue under E")
        << 5 << "1=2 1=3 1=4 2=3 2=4 3=4 1>5 2>5 3>5 4>5 1>4 1>4 2>3 2>3 1>2 1>2" << true
        << "1@1 2@2= 3@2= 4@2= 5@2=" << 16 << "" << 0 << QStringList {"F.5", "E.2"};
    QTest::newRow("F.1 six players, round robin pending")
        << 6 << "" << false << "" << 15 << "" << 0 << QStringList {"F.1"};
}

void tst_Playoff::tataSteel()
{
    QFETCH(int, players);
    QFETCH(QString, rules);
    QFETCH(bool, finished);
    QFETCH(QString, places);
    QFETCH(int, games);
    QFETCH(QString, next);
    QFETCH(int, unused);
    QFETCH(QStringList, logMentions);

    const PlayoffConfig config = PlayoffConfig::tataSteel();
    for (quint64 seed : {1ULL, 2ULL, 77ULL, 20220130ULL}) {
        int left = -1;
        const PlayoffState st = play(config, entrants(players), rules, seed, &left);
        const QByteArray where
            = "seed " + QByteArray::number(seed) + ": " + st.log.join(u'\n').toUtf8();
        QVERIFY2(st.finished == finished, where);
        QCOMPARE(placesText(st), places);
        QCOMPARE(st.games.size(), games);
        QCOMPARE(left, unused);
        if (!next.isEmpty())
            QCOMPARE(nextText(st), next);
        else if (!finished)
            QCOMPARE(st.nextGames().size(), games);
        for (const QString &m : logMentions)
            QVERIFY2(st.log.join(u'\n').contains(m),
                qPrintable(QStringLiteral("log lacks %1:\n%2").arg(m, QString::fromUtf8(where))));
        for (qsizetype i = 0; i < st.games.size(); ++i) {
            QCOMPARE(st.games[i].number, int(i + 1));
            QVERIFY(st.games[i].white != st.games[i].black);
            QVERIFY(i == 0 || st.games[i - 1].slot <= st.games[i].slot);
        }
        QVERIFY(st.errors.isEmpty());
    }
}

void tst_Playoff::suddenDeathColours_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<bool>("byLots");
    for (quint64 s : {1ULL, 2ULL, 3ULL, 4ULL, 5ULL, 1234567ULL})
        QTest::addRow("C.2 ten sudden-death games, lots seed %llu", s) << s << true;
    QTest::newRow("C.2 ten sudden-death games, first White by standings") << quint64(1) << false;
}

void tst_Playoff::suddenDeathColours()
{
    QFETCH(quint64, seed);
    QFETCH(bool, byLots);
    PlayoffConfig config = PlayoffConfig::tataSteel();
    if (!byLots)
        config.colours = PlayoffColours::Standings;
    // Two drawn match games, ten drawn sudden-death games, then the 11th is pending.
    const PlayoffState st
        = play(config, entrants(2), QStringLiteral("1=2 ").repeated(12).trimmed(), seed);
    QVERIFY(!st.finished);
    QCOMPARE(st.games.size(), 13);
    int first = 1;
    if (byLots) {
        const auto it = std::find_if(st.lots.begin(), st.lots.end(),
            [](const PlayoffLots &l) { return l.id == u"S1.SD.lots"; });
        QVERIFY(it != st.lots.end());
        first = it->order.first();
    }
    const int other = 3 - first;
    // C.2: lots pick who starts; the other player has White in the next two, then the first
    // player in the next two, and so on: A B B A A B B A A B B.
    const QString pattern = QStringLiteral("ABBAABBAABB");
    for (int k = 1; k <= 11; ++k) {
        const PlayoffGame &g = st.games[1 + k];
        QCOMPARE(g.id, QStringLiteral("S1.SD%1").arg(k));
        QCOMPARE(g.kind, PlayoffGameKind::SuddenDeath);
        QCOMPARE(g.white, pattern[k - 1] == u'A' ? first : other);
        QCOMPARE(g.black, pattern[k - 1] == u'A' ? other : first);
        QCOMPARE(g.slot, 2 + k);
    }
    // C.1: the match games alternate colours.
    QCOMPARE(st.games[0].white, st.games[1].black);
    QCOMPARE(st.games[0].black, st.games[1].white);
}

void tst_Playoff::tataSeeding_data()
{
    QTest::addColumn<QString>("mutual");
    QTest::addColumn<QList<int>>("sb");
    QTest::addColumn<QList<int>>("blacks");
    QTest::addColumn<QList<int>>("seeds");
    QTest::addColumn<QStringList>("decidedBy");

    QTest::newRow("E.2.1 mutual result")
        << "4>1 4>2 4>3 3>1 3>2 2>1" << QList<int> {20, 20, 20, 20} << QList<int> {3, 3, 3, 3}
        << QList<int> {4, 3, 2, 1} << QStringList {"", "E.2.1", "E.2.1", "E.2.1"};
    QTest::newRow("E.2.2 Sonneborn-Berger")
        << allDraws(4) << QList<int> {10, 12, 11, 9} << QList<int> {3, 3, 3, 3}
        << QList<int> {2, 3, 1, 4} << QStringList {"", "E.2.2", "E.2.2", "E.2.2"};
    QTest::newRow("E.2.3 more games with Black")
        << allDraws(4) << QList<int> {10, 10, 10, 10} << QList<int> {3, 6, 5, 4}
        << QList<int> {2, 3, 4, 1} << QStringList {"", "E.2.3", "E.2.3", "E.2.3"};
    QTest::newRow("E.2.1 to E.2.3 in turn")
        << "1>2 1>3 1>4 2=3 2=4 3=4" << QList<int> {8, 10, 10, 11} << QList<int> {3, 5, 4, 4}
        << QList<int> {1, 4, 2, 3} << QStringList {"", "E.2.1", "E.2.2", "E.2.3"};
    QTest::newRow("E.2.4 lots after all three")
        << allDraws(4) << QList<int> {10, 10, 10, 10} << QList<int> {3, 3, 3, 3} << QList<int>()
        << QStringList {"", "E.2.4", "E.2.4", "E.2.4"};
    QTest::newRow("E.2.4 lots for two, mutual result above")
        << "1<2 1<3 1<4 2>3 2>4 3=4" << QList<int> {10, 10, 10, 10} << QList<int> {3, 3, 3, 3}
        << QList<int> {2} << QStringList {"", "E.2.1", "E.2.4", "E.2.1"};
}

void tst_Playoff::tataSeeding()
{
    QFETCH(QString, mutual);
    QFETCH(QList<int>, sb);
    QFETCH(QList<int>, blacks);
    QFETCH(QList<int>, seeds);
    QFETCH(QStringList, decidedBy);

    PlayoffInput in = entrants(4);
    for (int i = 0; i < 4; ++i) {
        in.entrants[i].sonnebornBerger = Fixed::fromInt(sb[i]);
        in.entrants[i].gamesWithBlack = blacks[i];
    }
    in.mutualPoints.clear();
    for (const Rule &r : parseRules(mutual)) {
        in.mutualPoints[{r.a, r.b}] = r.op == '>' ? Fixed::fromInt(1)
            : r.op == '='                         ? Fixed::half()
                                                  : Fixed();
        in.mutualPoints[{r.b, r.a}] = r.op == '<' ? Fixed::fromInt(1)
            : r.op == '='                         ? Fixed::half()
                                                  : Fixed();
    }
    QSet<QList<int>> orders;
    for (quint64 seed = 1; seed <= 20; ++seed) {
        const PlayoffState st = runPlayoff(PlayoffConfig::tataSteel(), in, {}, seed);
        QCOMPARE(st.seeding.size(), 4);
        QList<int> got;
        QStringList why;
        for (const PlayoffSeed &s : st.seeding) {
            QCOMPARE(s.seed, int(got.size() + 1));
            got.append(s.startNo);
            why.append(s.decidedBy);
        }
        QCOMPARE(why, decidedBy);
        // Only the part decided without lots is fixed.
        QCOMPARE(got.mid(0, seeds.size()), seeds);
        orders.insert(got);
        // E.2: 1 plays 4 and 2 plays 3.
        QCOMPARE(st.games.size(), 4);
        QCOMPARE(QSet<int>({st.games[0].white, st.games[0].black}), QSet<int>({got[0], got[3]}));
        QCOMPARE(QSet<int>({st.games[1].white, st.games[1].black}), QSet<int>({got[1], got[2]}));
        QVERIFY(st.games[0].stage.contains(QStringLiteral("1-4")));
    }
    // Lots decide what the criteria leave open, and different seeds draw differently.
    QCOMPARE(orders.size() > 1, decidedBy.contains(QStringLiteral("E.2.4")));
}

void tst_Playoff::roundRobinColoursReversed()
{
    // D.2: the second round robin reverses the colours of the first, with the same numbers.
    const PlayoffState st
        = play(PlayoffConfig::tataSteel(), entrants(3), QStringLiteral("1>2 2>3 3>1"), 9);
    QCOMPARE(st.games.size(), 6);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(st.games[3 + i].white, st.games[i].black);
        QCOMPARE(st.games[3 + i].black, st.games[i].white);
        QCOMPARE(st.games[3 + i].kind, PlayoffGameKind::RoundRobin);
        QCOMPARE(st.games[i].slot, i + 1);
    }
    // The first cycle follows the Berger table for four, 4 being the bye: 2-3; 1-2; 3-1.
    const auto lots = st.lots.first().order;
    QCOMPARE(st.games[0].white, lots[1]);
    QCOMPARE(st.games[0].black, lots[2]);
    QCOMPARE(st.games[1].white, lots[0]);
    QCOMPARE(st.games[1].black, lots[1]);
    QCOMPARE(st.games[2].white, lots[2]);
    QCOMPARE(st.games[2].black, lots[0]);
}

QTEST_GUILESS_MAIN(tst_Playoff)
#include "tst_playoff.moc"
