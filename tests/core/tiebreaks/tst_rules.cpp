// SPDX-License-Identifier: GPL-3.0-or-later
// The rules kernel (core/tiebreaks/rules.h) shared by the individual and team engines: cuts and
// medians (C.07 Art. 14), the cut exception for voluntary unplayed rounds (16.5), adjusted scores
// (16.3), dummy opponents (16.4), direct encounter (Art. 6) and rounding. Row names give the
// article or example reproduced.
#include "tiebreaks/rules.h"
#include "tiebreaks/tiebreak.h"

#include <QTest>

using namespace arb;
using namespace arb::rules;

namespace {

Fixed f(double v)
{
    return Fixed::fromRaw(qRound64(v * Fixed::Scale));
}

// Buchholz-like elements: the value is the key.
std::vector<Contribution> scores(const QList<double> &values, int voluntaryAt = -1)
{
    std::vector<Contribution> v;
    for (int k = 0; k < values.size(); ++k) {
        Contribution c;
        c.key = c.value = f(values[k]);
        c.voluntary = k == voluntaryAt;
        v.push_back(c);
    }
    return v;
}

} // namespace

class tst_Rules : public QObject
{
    Q_OBJECT

private slots:
    void cuts_data();
    void cuts();
    void sonnebornBergerCutsTheLowestContributionOfTheWeakestOpponent();
    void voluntaryUnplayedRoundIsCutFirst();
    void voluntaryUnplayedRoundLowerThanTheLeastSignificantValueStays();
    void cutsLeavingNothingSumToZero();
    void rounding();
    void adjustedScore_data();
    void adjustedScore();
    void dummyOpponents();
    void directEncounter();
    void tieBreakRatingOfUnrated();
};

void tst_Rules::cuts_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");
    QTest::addColumn<double>("sum");
    const QList<double> bh = {3, 1.5, 4, 2, 2.5};
    QTest::newRow("8.1 BH, no cut") << bh << 0 << 0 << 13.0;
    QTest::newRow("14.1 Cut-1: the opponent's lowest score") << bh << 1 << 0 << 11.5;
    QTest::newRow("14.2 Cut-2: the two lowest") << bh << 2 << 0 << 9.5;
    QTest::newRow("14.3 Median1: lowest and highest") << bh << 1 << 1 << 7.5;
    QTest::newRow("14.4 Median2: two lowest and two highest") << bh << 2 << 2 << 2.5;
    QTest::newRow("14.1 equal lowest scores: only one is cut")
        << QList<double> {1, 1, 2} << 1 << 0 << 3.0;
}

void tst_Rules::cuts()
{
    QFETCH(QList<double>, values);
    QFETCH(int, low);
    QFETCH(int, high);
    QFETCH(double, sum);
    auto v = scores(values);
    QCOMPARE(sumWithCuts(v, low, high, true), f(sum));
    int cut = 0;
    for (const Contribution &c : v)
        cut += c.cut ? 1 : 0;
    QCOMPARE(cut, low + high);
}

void tst_Rules::sonnebornBergerCutsTheLowestContributionOfTheWeakestOpponent()
{
    // 14.1.1 d): two opponents share the lowest score (2); the lower contribution (a loss, 0) of
    // the two is cut, not the draw (1) and not the smallest product overall.
    std::vector<Contribution> v(3);
    v[0].key = f(2), v[0].value = f(1); // drew against a 2-pointer
    v[1].key = f(2), v[1].value = f(0); // lost to a 2-pointer
    v[2].key = f(3), v[2].value = f(3); // beat a 3-pointer
    QCOMPARE(sumWithCuts(v, 1, 0, true), std::optional<Fixed>(f(4)));
    QVERIFY(v[1].cut && !v[0].cut && !v[2].cut);
}

void tst_Rules::voluntaryUnplayedRoundIsCutFirst()
{
    // 16.5.1 "For Buchholz, cut the lowest contribution coming from a VUR": the dummy opponent of
    // a requested bye (own score 2.5) goes, although an opponent scored only 1.
    auto v = scores({1, 2.5, 3}, 1);
    QCOMPARE(sumWithCuts(v, 1, 0, true), std::optional<Fixed>(f(4)));
    QVERIFY(v[1].cut);
    // Without the Swiss rule (round robins, ARO) the least significant value goes.
    auto w = scores({1, 2.5, 3}, 1);
    QCOMPARE(sumWithCuts(w, 1, 0, false), std::optional<Fixed>(f(5.5)));
    QVERIFY(w[0].cut);
}

void tst_Rules::voluntaryUnplayedRoundLowerThanTheLeastSignificantValueStays()
{
    // 16.5.1 b) for Sonneborn-Berger: cut the higher of the lowest VUR contribution (a zero-point
    // bye: 0) and the least significant value (a draw against a 1-pointer: 0.5).
    std::vector<Contribution> v(3);
    v[0].key = f(1), v[0].value = f(0.5);
    v[1].key = f(3), v[1].value = f(0), v[1].voluntary = true, v[1].dummy = true;
    v[2].key = f(2), v[2].value = f(2);
    QCOMPARE(sumWithCuts(v, 1, 0, true), f(2));
    QVERIFY(v[0].cut && !v[1].cut);
}

void tst_Rules::cutsLeavingNothingSumToZero()
{
    // A sum of nothing is 0, as FIDE's reference checker gives BH/M2 after four rounds
    // (Art. 14.4).
    auto v = scores({2, 3});
    QCOMPARE(sumWithCuts(v, 1, 1, true), Fixed());
    QVERIFY(v[0].cut && v[1].cut);
    std::vector<Contribution> none;
    QCOMPARE(sumWithCuts(none, 0, 0, true), Fixed());
}

void tst_Rules::rounding()
{
    QCOMPARE(roundedDivision(5, 2), qint64(3)); // halves up
    QCOMPARE(roundedDivision(-5, 2), qint64(-2));
    QCOMPARE(roundedDivision(7, 3), qint64(2));
    QCOMPARE(roundedDivisionAwayFromZero(5, 2), qint64(3));
    QCOMPARE(roundedDivisionAwayFromZero(-5, 2), qint64(-3)); // US Chess: away from zero
    // 8.2 AOB and 13.4 SSSC: two decimals.
    QCOMPARE(roundedAverage(f(10), 3, 2), f(3.33));
    QCOMPARE(roundedAverage(f(2), 3, 2), f(0.67));
    QCOMPARE(roundedAverage(f(0.125), 1, 2), f(0.13));
}

void tst_Rules::adjustedScore_data()
{
    QTest::addColumn<QList<int>>("kinds"); // RoundKind per round
    QTest::addColumn<QList<double>>("points");
    QTest::addColumn<bool>("swiss");
    QTest::addColumn<double>("adjusted");
    using K = RoundKind;
    QTest::newRow("16.3.1 pairing bye and forfeit win count their points")
        << QList<int> {int(K::Played), int(K::PairingBye), int(K::ForfeitWin)}
        << QList<double> {0, 1, 1} << true << 2.0;
    QTest::newRow("16.2.5 zero-point bye in the last round counts as a draw")
        << QList<int> {int(K::Played), int(K::Played), int(K::ZeroBye)} << QList<double> {1, 1, 0}
        << true << 2.5;
    QTest::newRow("16.2.5 requested byes followed only by VURs count as draws")
        << QList<int> {int(K::Played), int(K::HalfBye), int(K::Absent)} << QList<double> {1, 0.5, 0}
        << true << 2.0;
    QTest::newRow("16.2.3 a requested bye followed by a game keeps its points")
        << QList<int> {int(K::ZeroBye), int(K::Played), int(K::Played)} << QList<double> {0, 1, 0}
        << true << 1.0;
    QTest::newRow("16.2.4 forfeit losses keep their points")
        << QList<int> {int(K::Played), int(K::ForfeitLoss)} << QList<double> {1, 0} << true << 1.0;
    QTest::newRow("round robin: no adjustment")
        << QList<int> {int(K::Played), int(K::ZeroBye)} << QList<double> {1, 0} << false << 1.0;
}

void tst_Rules::adjustedScore()
{
    QFETCH(QList<int>, kinds);
    QFETCH(QList<double>, points);
    QFETCH(bool, swiss);
    QFETCH(double, adjusted);
    const Fixed score = rules::adjustedScore(int(kinds.size()), swiss, f(0.5), [&](int r) {
        const RoundKind k = RoundKind(kinds[r]);
        return RoundFacts {k, k == RoundKind::Played, f(points[r])};
    });
    QCOMPARE(score, f(adjusted));
}

void tst_Rules::dummyOpponents()
{
    // 16.4: an unplayed round is a game against a dummy with the participant's own final score
    // (here 2), in Swiss events only; SB weighs it with the points the round gave.
    const std::vector<Fixed> opponents = {f(1.5), f(3)};
    const RoundKind kinds[] = {RoundKind::Played, RoundKind::HalfBye, RoundKind::Played};
    const int opp[] = {0, -1, 1};
    const double own[] = {1, 0.5, 0.5};
    auto round = [&](int r) {
        return OpponentRound {kinds[r], kinds[r] == RoundKind::Played, opp[r], f(own[r])};
    };
    auto score = [&](int o) { return opponents[o]; };
    std::vector<Contribution> bh;
    appendOpponentContributions(bh, 3, true, f(2), false, round, score);
    QCOMPARE(int(bh.size()), 3);
    QVERIFY(bh[1].dummy && bh[1].voluntary);
    QCOMPARE(bh[1].value, f(2));
    QCOMPARE(sumWithCuts(bh, 0, 0, true), std::optional<Fixed>(f(6.5)));
    std::vector<Contribution> sb;
    appendOpponentContributions(sb, 3, true, f(2), true, round, score);
    QCOMPARE(sumWithCuts(sb, 0, 0, true), std::optional<Fixed>(f(1.5 + 1 + 1.5)));
    std::vector<Contribution> rr;
    appendOpponentContributions(rr, 3, false, f(2), false, round, score);
    QCOMPARE(int(rr.size()), 2); // round robin: no dummy opponent
}

void tst_Rules::directEncounter()
{
    using Blocks = std::vector<std::vector<int>>;
    // 6.2: all met; the separate standings rank them, equal scores share a block.
    QCOMPARE(encounterBlocks(Encounters {{f(1), f(2), f(1)}, {0, 0, 0}, true}, true, f(1)),
        (Blocks {{1}, {0, 2}}));
    QCOMPARE(
        encounterBlocks(Encounters {{f(1), f(1)}, {0, 0}, true}, true, f(1)), (Blocks {{0, 1}}));
    // 6.3: not all met; 0 scored 2 and cannot be caught by 1 (0 + one missing game = 1) nor by
    // 2 (1 + one missing game = 2 is not more than 2: not alone), so nobody is alone.
    QCOMPARE(encounterBlocks(Encounters {{f(2), f(0), f(1)}, {0, 1, 1}, false}, true, f(1)),
        (Blocks {{0, 1, 2}}));
    // 6.3: 0 scored 2.5, the others cannot reach it; then 2 is alone above 1.
    QCOMPARE(encounterBlocks(Encounters {{f(2.5), f(0), f(1.5)}, {0, 1, 0}, false}, true, f(1)),
        (Blocks {{0}, {2}, {1}}));
    // Round robins and DEA (B.6.2 (a)): no separation unless all met.
    QCOMPARE(encounterBlocks(Encounters {{f(2.5), f(0), f(1.5)}, {0, 1, 0}, false}, false, f(1)),
        (Blocks {{0, 1, 2}}));
    // 6.1.2: repeated encounters are averaged; a double round robin, points over both games.
    const Encounters e = encounters(3, [](int x, int y) {
        const double won[3][3] = {{0, 2, 1}, {0, 0, 1}, {1, 1, 0}};
        return std::pair(f(won[x][y]), 2);
    });
    QVERIFY(e.allMet);
    QCOMPARE(e.score, (std::vector<Fixed> {f(1.5), f(0.5), f(1)}));
    QCOMPARE(encounterBlocks(e, true, f(1)), (Blocks {{0}, {2}, {1}}));
    const Encounters partial = encounters(2, [](int, int) { return std::pair(Fixed(), 0); });
    QVERIFY(!partial.allMet);
    QCOMPARE(partial.missing, (std::vector<int> {1, 1}));
    QCOMPARE(positionsOfBlocks({{1}, {0, 2}}, 3), (std::vector<int> {2, 1, 2}));
    QCOMPARE(positionsOfBlocks({{0, 1, 2}}, 3), (std::vector<int> {0, 0, 0}));
}

void tst_Rules::tieBreakRatingOfUnrated()
{
    TieBreakSpec aro = *parseTieBreakSpec(QStringLiteral("ARO/U1400"));
    QCOMPARE(tieBreakRating(2100, aro), 2100);
    QCOMPARE(tieBreakRating(0, aro), 1400); // Art. 10: the rating given to unrated players
    QCOMPARE(tieBreakRating(0, *parseTieBreakSpec(QStringLiteral("ARO"))), 0);
}

QTEST_GUILESS_MAIN(tst_Rules)
#include "tst_rules.moc"
