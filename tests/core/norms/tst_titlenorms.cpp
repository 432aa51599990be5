// SPDX-License-Identifier: GPL-3.0-or-later
// Title norms (B.01, 2024) on the worked examples of the title-norms summary: A (a GM norm in a
// 9-round Swiss, and the same without it at 6/9), B (a WIM norm from 8 games and a PAB, 1.4.1c),
// C (an IM norm kept by leaving out games, 1.4.1e/f), the dp table 1.4.9, the required-score
// table derived from 1.4.8, and the norms of a player read from a tournament.
#include "norms/titlenorms.h"

#include <QTest>

using namespace arb;

namespace {

NormGame game(int round, const char *title, const char *fed, int rating, double score)
{
    NormGame g;
    g.round = round;
    g.opponent = round + 100;
    g.title = QLatin1String(title);
    g.federation = QLatin1String(fed);
    g.rating = rating;
    g.score = Fixed::fromRaw(qint64(score * 2) * Fixed::half().raw());
    return g;
}

//! Example A: applicant FRA, nine rounds.
NormInput exampleA(double lastScore)
{
    NormInput in;
    in.federation = QStringLiteral("FRA");
    in.rounds = 9;
    in.games = {game(1, "GM", "GER", 2650, 1), game(2, "GM", "NED", 2580, 0.5),
        game(3, "GM", "ESP", 2540, 0.5), game(4, "IM", "FRA", 2495, 1),
        game(5, "IM", "ENG", 2460, 0.5), game(6, "FM", "FRA", 2410, 1),
        game(7, "IM", "USA", 2380, 1), game(8, "FM", "FRA", 2310, 0.5),
        game(9, "", "FRA", 2150, lastScore)};
    return in;
}

} // namespace

class tst_TitleNorms : public QObject
{
    Q_OBJECT

private slots:
    void dpTable();
    void exampleAGmNorm();
    void exampleBWimFromEightGames();
    void exampleCLeavingGamesOut();
    void requiredScoreTable_data();
    void requiredScoreTable();
    void fromATournament();
};

void tst_TitleNorms::dpTable()
{
    // Table 1.4.9 (= rating regulations 8.1.1): a few values and the symmetry.
    QCOMPARE(normDp(50), 0);
    QCOMPARE(normDp(57), 50);
    QCOMPARE(normDp(58), 57);
    QCOMPARE(normDp(72), 166);
    QCOMPARE(normDp(100), 800);
    for (int p = 0; p <= 100; ++p)
        QCOMPARE(normDp(p), -normDp(100 - p));
}

void tst_TitleNorms::exampleAGmNorm()
{
    const NormResult r = evaluateNorm(exampleA(0.5), NormTitle::GM);
    QVERIFY2(r.made, qPrintable(r.missed.join(u'\n')));
    QCOMPARE(r.games, 9);
    QCOMPARE(r.raised, 109); // the 2150 raised to the GM floor 2200
    QCOMPARE(r.ra, 2447); // 22025 / 9 = 2447.2
    QCOMPARE(r.percentage, 72); // 6.5 / 9 = 72.2 %
    QCOMPARE(r.dp, 166);
    QCOMPARE(r.performance, 2613);
    QCOMPARE(r.titled, 8);
    QCOMPARE(r.levelTitled, 3);
    QCOMPARE(r.ownFederation, 4);
    QCOMPARE(r.largestFederation, 4);
    QCOMPARE(r.otherFederations, 5);
    // 6.5 needed at Ra 2447 (6/9 would need 2475); the 2150 used as 2200.
    QCOMPARE(r.required, Fixed::fromInt(6) + Fixed::half());
    QCOMPARE(r.ratingsUsed.last(), 2200);
    QCOMPARE(r.ratingsUsed.first(), 2650);
    // With 6/9: 67 %, dp 125, 2572: no norm (6/9 needs Ra 2475).
    const NormResult six = evaluateNorm(exampleA(0), NormTitle::GM);
    QVERIFY(!six.made);
    QCOMPARE(six.performance, 2572);
    QCOMPARE(six.missed,
        QStringList {QStringLiteral("1.4.8: performance 2572 = 2447 + 125 (at least 2600)")});
}

void tst_TitleNorms::exampleBWimFromEightGames()
{
    // Applicant ITA, a woman; round 5 a pairing-allocated bye.
    NormInput in;
    in.federation = QStringLiteral("ITA");
    in.woman = true;
    in.rounds = 9;
    in.unplayedWins = 1;
    in.games = {game(1, "WGM", "SUI", 2290, 0.5), game(2, "WIM", "ITA", 2210, 0.5),
        game(3, "WIM", "AUT", 2150, 1), game(4, "FM", "ITA", 2105, 1), game(6, "", "GER", 2020, 1),
        game(7, "", "ITA", 1950, 1), game(8, "", "SLO", 0, 1), game(9, "IM", "CRO", 2240, 0)};
    NormResult r = evaluateNorm(in, NormTitle::WIM);
    QVERIFY2(r.made, qPrintable(r.missed.join(u'\n')));
    QVERIFY(r.eightAsNine);
    QCOMPARE(r.raised, 108); // the unrated opponent (1400) raised to the WIM floor 1850
    QCOMPARE(r.ra, 2102); // 16815 / 8 = 2101.9
    QCOMPARE(r.percentage, 75);
    QCOMPARE(r.performance, 2295);
    QCOMPARE(r.titled, 5);
    QCOMPARE(r.levelTitled, 4);
    QCOMPARE(r.ownFederation, 3);
    QCOMPARE(r.credited, 9);
    // With 5.5/8: 69 %, dp 141, 2243: no norm.
    in.games[4].score = Fixed::half();
    r = evaluateNorm(in, NormTitle::WIM);
    QVERIFY(!r.made);
    QCOMPARE(r.performance, 2243);
    // A man is never judged for a WIM norm.
    in.woman = false;
    in.games[4].score = Fixed::fromInt(1);
    QVERIFY(!evaluateNorm(in, NormTitle::WIM).made);
}

void tst_TitleNorms::exampleCLeavingGamesOut()
{
    // Eleven rounds: W 1985, ½ IM 2420, W FM 2310, ½ IM 2455, W FM 2365, ½ GM 2512, L GM 2540,
    // ½ IM 2430, W IM 2402, L GM 2575, L IM 2480; federations assumed fine.
    NormInput in;
    in.federation = QStringLiteral("NOR");
    in.rounds = 11;
    const char *feds[]
        = {"GER", "ESP", "FRA", "NED", "ENG", "USA", "IND", "CHN", "POL", "HUN", "SWE"};
    in.games = {game(1, "", feds[0], 1985, 1), game(2, "IM", feds[1], 2420, 0.5),
        game(3, "FM", feds[2], 2310, 1), game(4, "IM", feds[3], 2455, 0.5),
        game(5, "FM", feds[4], 2365, 1), game(6, "GM", feds[5], 2512, 0.5),
        game(7, "GM", feds[6], 2540, 0), game(8, "IM", feds[7], 2430, 0.5),
        game(9, "IM", feds[8], 2402, 1), game(10, "GM", feds[9], 2575, 0),
        game(11, "IM", feds[10], 2480, 0)};
    QList<int> all;
    for (int i = 0; i < 11; ++i)
        all << i;
    // All eleven: Ra 2413, 55 %, Rp 2449: one point short.
    const NormResult eleven = judgeNorm(in, NormTitle::IM, all);
    QVERIFY(!eleven.made);
    QCOMPARE(eleven.ra, 2413);
    QCOMPARE(eleven.percentage, 55);
    QCOMPARE(eleven.performance, 2449);
    // Rounds 1-10: Ra 2406, 60 %, Rp 2478: a 10-game IM norm.
    const NormResult ten = judgeNorm(in, NormTitle::IM, all.mid(0, 10));
    QVERIFY2(ten.made, qPrintable(ten.missed.join(u'\n')));
    QCOMPARE(ten.ra, 2406);
    QCOMPARE(ten.performance, 2478);
    // Rounds 1-9: Ra 2387, 67 %, Rp 2512.
    const NormResult nine = judgeNorm(in, NormTitle::IM, all.mid(0, 9));
    QVERIFY(nine.made);
    QCOMPARE(nine.ra, 2387);
    QCOMPARE(nine.performance, 2512);
    // Only the round-1 win left out: 5/10 at Ra 2449, Rp 2449: no norm; a greedy drop fails.
    const NormResult withoutFirst = judgeNorm(in, NormTitle::IM, all.mid(1));
    QVERIFY(!withoutFirst.made);
    QCOMPARE(withoutFirst.ra, 2449);
    QCOMPARE(withoutFirst.performance, 2449);
    // The search finds a norm on ten games.
    const NormResult best = evaluateNorm(in, NormTitle::IM);
    QVERIFY2(best.made, qPrintable(best.missed.join(u'\n')));
    QCOMPARE(best.games, 10);
    QVERIFY(best.met.first().startsWith(QStringLiteral("1.4.1e, f: rounds ")));
    // In a round robin only wins may be left out (1.4.1e), and not the tail.
    in.roundRobin = true;
    const NormResult rr = evaluateNorm(in, NormTitle::IM);
    QVERIFY(rr.games == 11 || rr.rounds.contains(11));
}

void tst_TitleNorms::requiredScoreTable_data()
{
    // The lowest Ra at which a score over 9 games is a GM title result (derived from 1.4.8).
    QTest::addColumn<double>("score");
    QTest::addColumn<int>("ra");
    QTest::newRow("7") << 7.0 << 2380;
    QTest::newRow("6.5") << 6.5 << 2434;
    QTest::newRow("6") << 6.0 << 2475;
    QTest::newRow("5.5") << 5.5 << 2520;
    QTest::newRow("5") << 5.0 << 2557;
    QTest::newRow("4.5") << 4.5 << 2600;
    QTest::newRow("4") << 4.0 << 2643;
    QTest::newRow("3.5") << 3.5 << 2680;
}

void tst_TitleNorms::requiredScoreTable()
{
    QFETCH(double, score);
    QFETCH(int, ra);
    // Nine GMs of nine federations, all rated ra (or ra and ra + 1 to reach the average).
    auto at = [score](int average) {
        NormInput in;
        in.federation = QStringLiteral("NOR");
        in.rounds = 9;
        const char *feds[] = {"GER", "ESP", "FRA", "NED", "ENG", "USA", "IND", "CHN", "POL"};
        double left = score;
        for (int i = 0; i < 9; ++i) {
            const double s = left >= 1 ? 1 : left >= 0.5 ? 0.5 : 0;
            left -= s;
            in.games << game(i + 1, "GM", feds[i], average, s);
        }
        return evaluateNorm(in, NormTitle::GM);
    };
    const NormResult made = at(ra);
    QVERIFY2(made.made, qPrintable(made.missed.join(u'\n')));
    QCOMPARE(made.games, 9);
    if (ra > 2380) {
        const NormResult below = at(ra - 1);
        QVERIFY(!below.made);
    }
}

void tst_TitleNorms::fromATournament()
{
    // Example A as a tournament: player 1 (FRA, 6.5/9), his nine opponents, start numbers 2-10.
    Tournament t;
    t.declaredRounds = 9;
    Player p;
    p.startNo = 1;
    p.name = QStringLiteral("Applicant");
    p.federation = QStringLiteral("FRA");
    p.sex = u'm';
    t.players << p;
    const NormInput a = exampleA(0.5);
    for (int i = 0; i < 9; ++i) {
        Player o;
        o.startNo = i + 2;
        o.name = QStringLiteral("Opponent %1").arg(i + 1);
        o.title = a.games[i].title;
        o.federation = a.games[i].federation;
        o.rating = a.games[i].rating;
        t.players << o;
    }
    for (int i = 0; i < 9; ++i) {
        const char code = a.games[i].score == Fixed::fromInt(1) ? '1'
            : a.games[i].score == Fixed::half()                 ? '='
                                                                : '0';
        RoundEntry e;
        e.opponent = i + 2;
        e.colour = i % 2 ? Colour::Black : Colour::White;
        e.code = code;
        t.players[0].rounds << e;
        for (int k = 1; k <= 9; ++k)
            t.players[k].rounds << RoundEntry();
        RoundEntry back;
        back.opponent = 1;
        back.colour = i % 2 ? Colour::White : Colour::Black;
        back.code = code == '1' ? '0' : code == '0' ? '1' : '=';
        t.players[i + 1].rounds[i] = back;
    }
    const QList<NormResult> norms = playerNorms(t, 1);
    QCOMPARE(norms.size(), 2); // GM and IM: not a woman
    QVERIFY(norms[0].made);
    QCOMPARE(norms[0].performance, 2613);
    QVERIFY(norms[1].made); // an IM norm too
    // After round 8 only eight games: no norm yet.
    QVERIFY(!playerNorms(t, 1, 8)[0].made);
}

QTEST_GUILESS_MAIN(tst_TitleNorms)
#include "tst_titlenorms.moc"
