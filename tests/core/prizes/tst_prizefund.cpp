// SPDX-License-Identifier: GPL-3.0-or-later
// Prize money from the worked examples of the prize-distribution summary: equal division
// (US Chess 34C), the Hort system (Vega's manual, German Wikipedia), the Tata Steel play-off rule
// (A.2), one prize per player with category prizes (Sharly Chess's test), the minimum share and
// the rounding rules. Every case also checks that paid + unawarded + kept is the fund.
#include "pairing/generator.h"
#include "players/category.h"
#include "prizes/prizefund.h"
#include "prizes/prizefundfile.h"
#include "prizes/prizereport.h"
#include "tiebreaks/standings.h"

#include <QTest>

using namespace arb;

namespace {

//! A standing of players named A, B, ... with these points (tie-break order as listed).
QList<PrizeEntrant> standing(const QList<double> &points)
{
    QList<PrizeEntrant> out;
    for (int i = 0; i < points.size(); ++i) {
        PrizeEntrant e;
        e.startNo = i + 1;
        e.name = QString(QChar(u'A' + i));
        // Points in halves, exactly.
        e.points = Fixed::fromRaw(qint64(points[i] * 2) * Fixed::half().raw());
        out.append(e);
    }
    return out;
}

PrizeFund mainList(const QList<qint64> &amounts, PrizeSharing sharing)
{
    PrizeFund f;
    for (int i = 0; i < amounts.size(); ++i)
        f.prizes.append({QString(), i + 1, amounts[i]});
    f.sharing = sharing;
    return f;
}

QList<qint64> amounts(const PrizeDistribution &d, int players)
{
    QList<qint64> out;
    for (int s = 1; s <= players; ++s)
        out.append(d.amountOf(s));
    return out;
}

} // namespace

class tst_PrizeFund : public QObject
{
    Q_OBJECT

private slots:
    void equalDivision_data();
    void equalDivision();
    void hortSystem_data();
    void hortSystem();
    void tieBreakOrderAndPlayoff();
    void categoryPrizes();
    void minimumShare();
    void rounding_data();
    void rounding();
    void withdrawnAndUnawarded();
    void money();
    void fundJson();
    void fundJsonErrors_data();
    void fundJsonErrors();
    void hundredPlayerOpen();
};

void tst_PrizeFund::equalDivision_data()
{
    QTest::addColumn<QList<qint64>>("prizes");
    QTest::addColumn<QList<double>>("points");
    QTest::addColumn<qint64>("unit");
    QTest::addColumn<QList<qint64>>("expected");
    // Example P1: €1000/600/400/200/100; A, B, C on 7, D 6.5, E, F 6. In cents the spare cents
    // go in tie-break order; in whole euros 667/667/666.
    const QList<qint64> p1 {100000, 60000, 40000, 20000, 10000};
    const QList<double> s1 {7, 7, 7, 6.5, 6, 6};
    QTest::newRow("P1 in cents") << p1 << s1 << qint64(1)
                                 << QList<qint64> {66667, 66667, 66666, 20000, 5000, 5000};
    QTest::newRow("P1 in euros") << p1 << s1 << qint64(100)
                                 << QList<qint64> {66700, 66700, 66600, 20000, 5000, 5000};
    // Example P2.1 (US 32B5): $200/100/75; two on 4.5 share $300, three on 4 share $75.
    QTest::newRow("US 32B5 places")
        << QList<qint64> {20000, 10000, 7500} << QList<double> {4.5, 4.5, 4, 4, 4} << qint64(1)
        << QList<qint64> {15000, 15000, 2500, 2500, 2500};
}

void tst_PrizeFund::equalDivision()
{
    QFETCH(QList<qint64>, prizes);
    QFETCH(QList<double>, points);
    QFETCH(qint64, unit);
    QFETCH(QList<qint64>, expected);
    PrizeFund f = mainList(prizes, PrizeSharing::Equal);
    f.unit = unit;
    const PrizeDistribution d = distributePrizes(f, standing(points));
    QCOMPARE(amounts(d, int(points.size())), expected);
    QCOMPARE(d.paid + d.unawarded + d.kept, d.fund);
    QCOMPARE(d.kept, 0);
}

void tst_PrizeFund::hortSystem_data()
{
    QTest::addColumn<QList<qint64>>("prizes");
    QTest::addColumn<QList<double>>("points");
    QTest::addColumn<QList<qint64>>("expected");
    // H1 (Vega's manual): four tied, €10000/8000/6000/4000 -> 8500/7500/6500/5500.
    QTest::newRow("H1 Vega") << QList<qint64> {10000, 8000, 6000, 4000}
                             << QList<double> {5, 5, 5, 5}
                             << QList<qint64> {8500, 7500, 6500, 5500};
    // H2 (Wikipedia): 1000/500/350/200/150/100; A, B on 8; C 7.5; D, E, F on 7.
    QTest::newRow("H2 Wikipedia") << QList<qint64> {1000, 500, 350, 200, 150, 100}
                                  << QList<double> {8, 8, 7.5, 7, 7, 7}
                                  << QList<qint64> {875, 625, 350, 175, 150, 125};
    // H3 (P1 under Hort, in cents): the spare cent to A; E and F share the 5th prize.
    QTest::newRow("H3 P1 in cents")
        << QList<qint64> {100000, 60000, 40000, 20000, 10000} << QList<double> {7, 7, 7, 6.5, 6, 6}
        << QList<qint64> {83334, 63333, 53333, 20000, 7500, 2500};
}

void tst_PrizeFund::hortSystem()
{
    QFETCH(QList<qint64>, prizes);
    QFETCH(QList<double>, points);
    QFETCH(QList<qint64>, expected);
    const PrizeDistribution d
        = distributePrizes(mainList(prizes, PrizeSharing::Hort), standing(points));
    QCOMPARE(amounts(d, int(points.size())), expected);
    QCOMPARE(d.paid + d.unawarded + d.kept, d.fund);
    QVERIFY(d.awards.first().note.startsWith(QStringLiteral("Hort system")));
}

void tst_PrizeFund::tieBreakOrderAndPlayoff()
{
    // No sharing: each place's prize to the player the tie-breaks rank there (P1, §8).
    const QList<qint64> p1 {100000, 60000, 40000, 20000, 10000};
    const QList<PrizeEntrant> s1 = standing({7, 7, 7, 6.5, 6, 6});
    PrizeDistribution d = distributePrizes(mainList(p1, PrizeSharing::TieBreakOrder), s1);
    QCOMPARE(amounts(d, 6), (QList<qint64> {100000, 60000, 40000, 20000, 10000, 0}));
    QVERIFY2(d.awards[0].note.contains(QStringLiteral("3 players tied on 7 points")),
        qPrintable(d.awards[0].note));
    // T1 (Tata Steel A.2): three tied for first share 1st-3rd equally whatever the play-off
    // gives; the tie below (E, F) goes by the tie-breaks.
    d = distributePrizes(
        mainList({1500000, 1000000, 750000, 20000, 10000}, PrizeSharing::PlayoffShared),
        standing({8.5, 8.5, 8.5, 8, 7, 7}));
    QCOMPARE(amounts(d, 6), (QList<qint64> {1083334, 1083333, 1083333, 20000, 10000, 0}));
    QVERIFY2(d.awards[0].note.contains(QStringLiteral("whatever the play-off")),
        qPrintable(d.awards[0].note));
    QCOMPARE(d.paid, d.fund);
}

void tst_PrizeFund::categoryPrizes()
{
    // Example P4 (Sharly Chess test): main 200/100/50, women 150/90; p1 (man) 6, p2 (woman) 5,
    // p3 (man) 4, p4 (man) 3, p5 (woman) 2.
    PrizeFund f = mainList({200, 100, 50}, PrizeSharing::Equal);
    f.prizes.append({QStringLiteral("Women"), 1, 150});
    f.prizes.append({QStringLiteral("Women"), 2, 90});
    QList<PrizeEntrant> s = standing({6, 5, 4, 3, 2});
    s[1].categories = {QStringLiteral("Women")};
    s[4].categories = {QStringLiteral("Women")};
    // The largest amount: p2 takes the women's 150 and leaves the main list, p3 and p4 move up.
    PrizeDistribution d = distributePrizes(f, s);
    QCOMPARE(amounts(d, 5), (QList<qint64> {200, 150, 100, 50, 90}));
    QCOMPARE(d.unawarded, 0);
    QCOMPARE(d.notes.size(), 1);
    QVERIFY2(
        d.notes[0].startsWith(QStringLiteral("B takes a category prize")), qPrintable(d.notes[0]));
    // List order, the main list first: p2 keeps her 100; the women's 1st prize passes down to
    // p5 and the 2nd finds nobody.
    f.choice = PrizeChoice::ListOrder;
    d = distributePrizes(f, s);
    QCOMPARE(amounts(d, 5), (QList<qint64> {200, 100, 50, 0, 150}));
    QCOMPARE(d.unawarded, 90);
    QVERIFY2(d.awards.last().note.contains(QStringLiteral("no eligible player left")),
        qPrintable(d.awards.last().note));
    QCOMPARE(d.paid + d.unawarded + d.kept, d.fund);
    // Several prizes per player: each list on its own.
    f.onePrizePerPlayer = false;
    d = distributePrizes(f, s);
    QCOMPARE(amounts(d, 5), (QList<qint64> {200, 250, 50, 0, 90}));
    // A category prize equal to the main share: the place prize is kept (US 32B4) and the
    // category prize passes down.
    f = mainList({100, 80}, PrizeSharing::TieBreakOrder);
    f.prizes.append({QStringLiteral("U18"), 1, 80});
    s = standing({5, 4, 3});
    s[1].categories = {QStringLiteral("U18")};
    s[2].categories = {QStringLiteral("U18")};
    d = distributePrizes(f, s);
    QCOMPARE(amounts(d, 3), (QList<qint64> {100, 80, 80}));
    QVERIFY2(d.awards.last().note.contains(
                 QStringLiteral("passed down; a larger or earlier prize is kept by B")),
        qPrintable(d.awards.last().note));
}

void tst_PrizeFund::minimumShare()
{
    // 200/100/60, minimum 30: one on 5, one on 4, three on 3: 60/3 = 20 < 30, so the third of
    // the group drops out and two share 30 each. With Hort and a minimum of 15: 45 and 15.
    PrizeFund f = mainList({200, 100, 60}, PrizeSharing::Equal);
    f.minimumShare = 30;
    const QList<PrizeEntrant> s = standing({5, 4, 3, 3, 3});
    PrizeDistribution d = distributePrizes(f, s);
    QCOMPARE(amounts(d, 5), (QList<qint64> {200, 100, 30, 30, 0}));
    QVERIFY2(d.awards.last().note.contains(QStringLiteral("lower in the tie-break order: E")),
        qPrintable(d.awards.last().note));
    f.sharing = PrizeSharing::Hort;
    f.minimumShare = 15;
    d = distributePrizes(f, s);
    QCOMPARE(amounts(d, 5), (QList<qint64> {200, 100, 45, 15, 0}));
    QCOMPARE(d.paid + d.unawarded + d.kept, d.fund);
}

void tst_PrizeFund::rounding_data()
{
    QTest::addColumn<int>("rule");
    QTest::addColumn<QList<qint64>>("expected");
    QTest::addColumn<qint64>("kept");
    // €1000 among three with a paying unit of €5: 330 each and two units left.
    QTest::newRow("to tie-break order")
        << int(PrizeRemainder::TieBreakOrder) << QList<qint64> {33500, 33500, 33000} << qint64(0);
    QTest::newRow("organiser keeps") << int(PrizeRemainder::OrganiserKeeps)
                                     << QList<qint64> {33000, 33000, 33000} << qint64(1000);
    QTest::newRow("round up") << int(PrizeRemainder::RoundUp) << QList<qint64> {33500, 33500, 33500}
                              << qint64(-500);
}

void tst_PrizeFund::rounding()
{
    QFETCH(int, rule);
    QFETCH(QList<qint64>, expected);
    QFETCH(qint64, kept);
    PrizeFund f = mainList({100000}, PrizeSharing::Equal);
    f.unit = 500;
    f.remainder = PrizeRemainder(rule);
    const PrizeDistribution d = distributePrizes(f, standing({3, 3, 3}));
    QCOMPARE(amounts(d, 3), expected);
    QCOMPARE(d.kept, kept);
    QCOMPARE(d.paid + d.unawarded + d.kept, d.fund);
}

void tst_PrizeFund::withdrawnAndUnawarded()
{
    // A withdrawn player wins nothing unless the regulations allow it; prizes beyond the
    // eligible players are reported, not paid.
    PrizeFund f = mainList({300, 200, 100}, PrizeSharing::Equal);
    QList<PrizeEntrant> s = standing({4, 3});
    s[0].withdrawn = true;
    PrizeDistribution d = distributePrizes(f, s);
    QCOMPARE(amounts(d, 2), (QList<qint64> {0, 300}));
    QCOMPARE(d.unawarded, 300);
    QVERIFY(d.awards.last().note.startsWith(QStringLiteral("not awarded")));
    f.withdrawnEligible = true;
    d = distributePrizes(f, s);
    QCOMPARE(amounts(d, 2), (QList<qint64> {300, 200}));
    // A category without members.
    f.prizes.append({QStringLiteral("Senior"), 1, 50});
    d = distributePrizes(f, s);
    QCOMPARE(d.unawarded, 150);
    QVERIFY(d.awards.last().note.contains(QStringLiteral("no eligible player in the category")));
}

void tst_PrizeFund::money()
{
    PrizeFund f;
    QCOMPARE(f.money(66667), QStringLiteral("666.67 EUR"));
    QCOMPARE(f.money(-500), QStringLiteral("-5.00 EUR"));
    f.currency = QStringLiteral("JPY");
    f.minorUnits = 1;
    QCOMPARE(f.money(1500), QStringLiteral("1500 JPY"));
    QCOMPARE(
        PrizeFund::prizeName({QStringLiteral("Women"), 2, 90}), QStringLiteral("Women prize 2"));
}

void tst_PrizeFund::fundJson()
{
    const QByteArray json = R"({"currency": "eur", "sharing": "hort", "choice": "list-order",
        "unit": "5", "remainder": "round-up", "minimumShare": 12.5, "onePrizePerPlayer": false,
        "withdrawnEligible": true,
        "prizes": [{"place": 1, "amount": "1000"}, {"place": 2, "amount": 666.67},
                   {"category": "Women", "place": 1, "amount": "150.50"}]})";
    QString error;
    const std::optional<PrizeFund> f = readPrizeFund(json, &error);
    QVERIFY2(f, qPrintable(error));
    QCOMPARE(f->currency, QStringLiteral("EUR"));
    QCOMPARE(f->sharing, PrizeSharing::Hort);
    QCOMPARE(f->choice, PrizeChoice::ListOrder);
    QCOMPARE(f->remainder, PrizeRemainder::RoundUp);
    QCOMPARE(f->unit, 500);
    QCOMPARE(f->minimumShare, 1250);
    QVERIFY(!f->onePrizePerPlayer && f->withdrawnEligible);
    QCOMPARE(f->prizes,
        (QList<Prize> {
            {QString(), 1, 100000}, {QString(), 2, 66667}, {QStringLiteral("Women"), 1, 15050}}));
    QCOMPARE(f->total(), 181717);
    // Written and read again, the same fund.
    const std::optional<PrizeFund> again = readPrizeFund(writePrizeFund(*f), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(*again, *f);
    // Defaults: euros in cents, by tie-break order, one prize per player, the larger amount.
    const std::optional<PrizeFund> plain = readPrizeFund(R"({"prizes": []})");
    QVERIFY(plain);
    QCOMPARE(*plain, PrizeFund());
}

void tst_PrizeFund::fundJsonErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("not JSON") << QByteArray("{") << QStringLiteral("prize fund: not JSON");
    QTest::newRow("amount") << QByteArray(R"({"prizes": [{"place": 1, "amount": "12.345"}]})")
                            << QStringLiteral("prize fund, prizes[0].amount: \"12.345\"");
    QTest::newRow("negative") << QByteArray(R"({"prizes": [{"place": 1, "amount": "-5"}]})")
                              << QStringLiteral("prize fund, prizes[0].amount");
    QTest::newRow("place") << QByteArray(R"({"prizes": [{"amount": "5"}]})")
                           << QStringLiteral("prize fund, prizes[0].place: must be 1 or more");
    QTest::newRow("twice") << QByteArray(R"({"prizes": [{"place": 1, "amount": "5"},
                                                        {"place": 1, "amount": "3"}]})")
                           << QStringLiteral("prize fund, prizes[1]: prize 1 is listed twice");
    QTest::newRow("sharing") << QByteArray(R"({"sharing": "fair"})")
                             << QStringLiteral("prize fund, sharing: \"fair\" is not one of");
    QTest::newRow("currency") << QByteArray(R"({"currency": "euro"})")
                              << QStringLiteral("prize fund, currency");
    QTest::newRow("unit") << QByteArray(R"({"unit": "0"})")
                          << QStringLiteral("prize fund, unit: must be more than 0");
}

void tst_PrizeFund::fundJsonErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString why;
    QVERIFY(!readPrizeFund(json, &why));
    QVERIFY2(why.startsWith(error), qPrintable(why));
}

// A generated 9-round open of 100 players with women and juniors (the categories overlap),
// places 1-10 shared equally and two prizes per category, one prize per player: each player
// paid once, every tied group of the main list shares its places' prizes equally (in cents,
// the spare cents in tie-break order), each category prize goes to the best member who holds no
// larger prize, and the money adds up. The seed gives ties of three or more at two prize places.
void tst_PrizeFund::hundredPlayerOpen()
{
    GeneratorOptions o;
    o.players = 100;
    o.rounds = 9;
    o.seed = 5;
    GeneratedTournament g = generateTournament(o);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    Tournament &t = g.tournament;
    t.startDate = QStringLiteral("2026-05-01");
    for (Player &p : t.players) {
        p.sex = p.startNo % 3 == 0 ? u'w' : u'm';
        p.birthDate
            = p.startNo % 4 == 0 ? QStringLiteral("2011-03-01") : QStringLiteral("1990-01-01");
    }
    PlayerCategory women;
    women.name = QStringLiteral("Women");
    women.kind = PlayerCategory::Kind::Women;
    PlayerCategory juniors;
    juniors.name = QStringLiteral("U16");
    juniors.kind = PlayerCategory::Kind::Junior;
    juniors.age = 16;
    t.categories = {women, juniors};
    StandingsOptions so;
    so.tieBreaks = parseTieBreakList(QStringLiteral("BH/C1 BH SB")).value();
    const Standings st = computeStandings(t, so);
    const QList<PrizeEntrant> standing = prizeEntrants(t, st);
    QCOMPARE(standing.size(), 100);
    PrizeFund f;
    f.sharing = PrizeSharing::Equal;
    const QList<qint64> places {
        300000, 200000, 150000, 100000, 80000, 60000, 50000, 40000, 30000, 20000};
    for (int i = 0; i < places.size(); ++i)
        f.prizes.append({QString(), i + 1, places[i]});
    for (const QString &c : {QStringLiteral("Women"), QStringLiteral("U16")}) {
        f.prizes.append({c, 1, 45000});
        f.prizes.append({c, 2, 25000});
    }
    const PrizeDistribution d = distributePrizes(f, standing);
    QCOMPARE(d.paid + d.unawarded + d.kept, d.fund);
    QCOMPARE(d.kept, 0);

    // The ties among the first ten: at least two groups of three or more.
    int groupsOfThree = 0;
    for (int i = 0; i < 10;) {
        int j = i;
        while (j < standing.size() && standing[j].points == standing[i].points)
            ++j;
        if (j - i >= 3)
            ++groupsOfThree;
        i = j;
    }
    QVERIFY2(groupsOfThree >= 2, "the seed no longer gives three-way ties at two prize places");

    // Each player is paid from one award at most.
    QHash<int, int> awardsOf;
    for (const PrizeAward &a : d.awards)
        for (const PrizeShare &s : a.shares)
            ++awardsOf[s.startNo];
    for (auto it = awardsOf.cbegin(); it != awardsOf.cend(); ++it)
        QVERIFY2(it.value() == 1, qPrintable(QString::number(it.key())));

    // The main list as equal division over the players who kept it, computed group by group.
    QList<const PrizeEntrant *> main;
    QSet<int> inCategory;
    for (const PrizeAward &a : d.awards)
        if (!f.prizes[a.prizes.first()].category.isEmpty())
            for (const PrizeShare &s : a.shares)
                inCategory.insert(s.startNo);
    for (const PrizeEntrant &e : standing)
        if (!inCategory.contains(e.startNo))
            main.append(&e);
    int place = 0;
    for (int i = 0; i < main.size() && place < places.size();) {
        int j = i;
        while (j < main.size() && main[j]->points == main[i]->points)
            ++j;
        qint64 pool = 0;
        for (int k = place; k < place + (j - i) && k < places.size(); ++k)
            pool += places[k];
        const qint64 share = pool / (j - i);
        for (int k = i; k < j; ++k) {
            const qint64 spare = (k - i) < pool % (j - i) ? 1 : 0;
            QCOMPARE(d.amountOf(main[k]->startNo), share + spare);
        }
        place += j - i;
        i = j;
    }
    // A category prize goes to a member who holds nothing larger; members ranked above him
    // in the category all hold a prize at least as large.
    for (const PrizeAward &a : d.awards) {
        const Prize &p = f.prizes[a.prizes.first()];
        if (p.category.isEmpty())
            continue;
        QCOMPARE(a.shares.size(), 1);
        const int winner = a.shares.first().startNo;
        for (const PrizeEntrant &e : standing) {
            if (e.startNo == winner)
                break;
            if (e.categories.contains(p.category))
                QVERIFY2(d.amountOf(e.startNo) >= p.amount,
                    qPrintable(QStringLiteral("%1: %2 is above %3")
                                   .arg(PrizeFund::prizeName(p))
                                   .arg(e.startNo)
                                   .arg(winner)));
        }
    }
    // The prize list names every award and the totals.
    const QString text = prizeListText(f, d, standing);
    QVERIFY2(
        text.contains(QStringLiteral("Ties: equal division among tied players")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Prize fund 11700.00 EUR; paid ")), qPrintable(text));
    const QByteArray csv = prizeListCsv(f, d, standing);
    QCOMPARE(csv.count('\n'), d.payouts.size() + 1);
    QVERIFY(csv.startsWith("rank,startno,name,points,amount,currency,prizes\n"));
}

QTEST_GUILESS_MAIN(tst_PrizeFund)
#include "tst_prizefund.moc"
