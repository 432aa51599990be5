// SPDX-License-Identifier: GPL-3.0-or-later
// The initial ranking and the tournament pairing numbers (C.04.2 Art. 2): players registered in
// any order get the numbers of the ranking; a renumbering carries every reference along.
#include "pairing/dutch.h"
#include "pairing/pairingrules.h"
#include "players/pairingnumbers.h"
#include "trf/trf.h"

#include <QTest>

using namespace arb;

class tst_PairingNumbers : public QObject
{
    Q_OBJECT

private slots:
    void rankingKeys();
    void lastCriterion();
    void rankingIsStored();
    void registeredOutOfOrder();
    void gapsAreClosed();
    void referencesFollow();
    void frozenAfterRoundFour();
    void refusals();
};

namespace {

Player player(int startNo, const QString &name, int rating, const QString &title = {},
    const QString &fideId = {})
{
    Player p;
    p.startNo = startNo;
    p.name = name;
    p.rating = rating;
    p.title = title;
    p.fideId = fideId;
    return p;
}

QList<int> numbersInOrder(const Tournament &t)
{
    QList<int> out;
    for (const Player &p : t.players)
        out.append(p.rating);
    return out;
}

//! Plays round \a round of \a t as paired by the engine, White winning every game.
void playRound(Tournament &t, int round)
{
    const PairingResult r = pairDutch(t, round);
    QVERIFY2(r.ok(), qPrintable(r.error));
    for (Player &p : t.players)
        while (p.rounds.size() < round)
            p.rounds.append(RoundEntry());
    for (const Board &b : r.boards) {
        Player &w = t.players[t.indexOf(b.white)];
        if (b.black == 0) {
            w.rounds[round - 1] = RoundEntry {0, Colour::None, 'U', true};
            continue;
        }
        w.rounds[round - 1] = RoundEntry {b.black, Colour::White, '1', true};
        t.players[t.indexOf(b.black)].rounds[round - 1]
            = RoundEntry {b.white, Colour::Black, '0', true};
    }
}

} // namespace

void tst_PairingNumbers::rankingKeys()
{
    const PairingNumbers::Ranking alpha;
    // 2.2.1 rating first; 2.2.2 GM IM WGM FM WIM CM WFM WCM; 2.2.3 alphabetical.
    QVERIFY(PairingNumbers::ranksBefore(player(9, "Zed", 2500), player(1, "Abe", 2400), alpha));
    QVERIFY(PairingNumbers::ranksBefore(
        player(9, "Zed", 2400, "WGM"), player(1, "Abe", 2400, "FM"), alpha));
    QVERIFY(PairingNumbers::ranksBefore(
        player(9, "Zed", 2400, "IM"), player(1, "Abe", 2400, "WGM"), alpha));
    QVERIFY(
        PairingNumbers::ranksBefore(player(9, "Zed", 2400, "WCM"), player(1, "Abe", 2400), alpha));
    QVERIFY(PairingNumbers::ranksBefore(player(9, "Abe", 2400), player(1, "Zed", 2400), alpha));
    // Accents and case do not count alphabetically: Émile sorts with E.
    QVERIFY(PairingNumbers::ranksBefore(
        player(9, "Émile, Paul", 0), player(1, "Faure, Jean", 0), alpha));
    QVERIFY(PairingNumbers::ranksBefore(
        player(9, "de Vries, Jan", 0), player(1, "Dorn, Eva", 0), alpha));
    // Unrated players come last.
    QVERIFY(PairingNumbers::ranksBefore(player(9, "Zed", 1001), player(1, "Abe", 0), alpha));
    QCOMPARE(PairingNumbers::titleRank(QStringLiteral("gm")), 0);
    QCOMPARE(PairingNumbers::titleRank(QStringLiteral("AGM")), 8);
}

void tst_PairingNumbers::lastCriterion()
{
    const PairingNumbers::Ranking byId {PairingNumbers::LastCriterion::FideId, 0};
    QVERIFY(PairingNumbers::ranksBefore(
        player(1, "Zed", 2000, {}, "4100018"), player(2, "Abe", 2000, {}, "24116068"), byId));
    QVERIFY(PairingNumbers::ranksBefore(
        player(1, "Zed", 2000, {}, "4100018"), player(2, "Abe", 2000), byId));
    // By lot: the same seed gives the same order whatever the start numbers; another seed
    // gives another order for some of 20 players.
    Tournament t;
    for (int i = 1; i <= 20; ++i)
        t.players.append(player(i, QStringLiteral("Player %1").arg(i), 1500));
    const PairingNumbers::Ranking lot {PairingNumbers::LastCriterion::Lot, 42};
    const QHash<int, int> a = PairingNumbers::assignment(t, lot);
    QVERIFY(!a.isEmpty());
    const Tournament once = PairingNumbers::renumbered(t, a);
    QVERIFY(PairingNumbers::assignment(once, lot).isEmpty()); // stable
    QVERIFY(PairingNumbers::assignment(t, {PairingNumbers::LastCriterion::Lot, 43}) != a);
}

void tst_PairingNumbers::rankingIsStored()
{
    Tournament t;
    QCOMPARE(PairingNumbers::rankingOf(t), PairingNumbers::Ranking());
    PairingNumbers::setRanking(t, {PairingNumbers::LastCriterion::Lot, 777});
    QCOMPARE(t.otherRecords.size(), 1);
    QCOMPARE(PairingNumbers::rankingOf(t),
        (PairingNumbers::Ranking {PairingNumbers::LastCriterion::Lot, 777}));
    // It survives a TRF round trip as a comment.
    t.name = QStringLiteral("Stored");
    t.players.append(player(1, "A", 2000));
    const Tournament back = readTrf(writeTrf(t)).tournament;
    QCOMPARE(PairingNumbers::rankingOf(back).seed, quint64(777));
    PairingNumbers::setRanking(t, {});
    QVERIFY(t.otherRecords.isEmpty());
    QVERIFY(PairingNumbers::describe({}).contains(u"C.04.2 2.2"));
}

void tst_PairingNumbers::registeredOutOfOrder()
{
    // A GM entered 5th of 6: he gets number 1, and round 1 pairs him in the top half.
    Tournament t;
    t.name = QStringLiteral("Open");
    t.declaredRounds = 5;
    t.players = {player(1, "Brown", 1702), player(2, "Adams", 2210), player(3, "Clark", 1950),
        player(4, "Dunn", 1702, "WCM"), player(5, "Grand, Master", 2590, "GM"),
        player(6, "Evans", 2210, "FM")};
    const PairingNumbers::Ranking r;
    QVERIFY(PairingNumbers::outOfOrder(t, r).contains(u"Grand, Master"));
    const QHash<int, int> numbers = PairingNumbers::assignment(t, r);
    QCOMPARE(numbers.value(5), 1);
    QCOMPARE(numbers.value(6), 2); // FM Evans before untitled Adams at 2210
    QCOMPARE(numbers.value(2), 3);
    QCOMPARE(numbers.value(4), 5); // WCM Dunn before untitled Brown at 1702
    QCOMPARE(numbers.value(1), 6);
    const Tournament n = PairingNumbers::renumbered(t, numbers);
    QCOMPARE(numbersInOrder(n), (QList<int> {2590, 2210, 2210, 1950, 1702, 1702}));
    QCOMPARE(n.players[0].name, QStringLiteral("Grand, Master"));
    QVERIFY(PairingNumbers::outOfOrder(n, r).isEmpty());
    QVERIFY(PairingNumbers::assignment(n, r).isEmpty());
    // Round 1 then pairs 1-4, 5-2, 3-6 (top half against bottom half by number).
    const PairingResult p = pairDutch(n, 1);
    QVERIFY(p.boards.contains(Board {1, 4}) || p.boards.contains(Board {4, 1}));
}

void tst_PairingNumbers::gapsAreClosed()
{
    Tournament t;
    t.players = {player(1, "A", 2300), player(2, "B", 2200), player(5, "C", 2100)};
    const QHash<int, int> numbers = PairingNumbers::assignment(t, {});
    QCOMPARE(numbers, (QHash<int, int> {{5, 3}}));
    QVERIFY(PairingNumbers::outOfOrder(t, {}).contains(u"nobody has"));
}

void tst_PairingNumbers::referencesFollow()
{
    // Numbers 1 and 3 swap: opponents, 240 byes, XXP, 260, XXA and a 250 range follow.
    // 001 records: number, name, rating, then round 1 (opponent, colour, result) at column 92.
    const auto line = [](int n, const char *name, int rating, const char *round1) {
        return (QStringLiteral("001 %1      %2")
                       .arg(n, 4)
                       .arg(QLatin1String(name))
                       .leftJustified(48)
                   + QString::number(rating))
                   .leftJustified(91)
            + QLatin1String(round1) + u'\n';
    };
    const QByteArray trf = (QStringLiteral("012 Refs\nXXR 5\n240 H   2    3\nXXP 1 2\n"
                                           "260 001 003    3    4\nXXA    3  1.0\n"
                                           "250      01.0 001 001 0001 0002\n"
                                           "### No half-point byes: 1 2\n"
                                           "### Expelled @ Round 3: player 1\n")
        + line(1, "Low", 1800, "   4 w 1") + line(2, "Mid", 2000, "0000 - U")
        + line(3, "High", 2200, "0000 - Z") + line(4, "Next", 1900, "   1 b 0"))
                               .toUtf8();
    const TrfReadResult read = readTrf(trf);
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    const Tournament &t = read.tournament;
    QHash<int, int> numbers = {{1, 3}, {3, 1}};
    const Tournament n = PairingNumbers::renumbered(t, numbers);
    QCOMPARE(n.players[0].name, QStringLiteral("High"));
    QCOMPARE(n.players[2].name, QStringLiteral("Low"));
    QCOMPARE(n.players[2].rounds[0].opponent, 4);
    QCOMPARE(n.players[3].rounds[0].opponent, 3);
    QCOMPARE(n.byes[0].players, (QList<int> {1}));
    const PairingRules rules = pairingRulesOf(n);
    QCOMPARE(rules.prohibited[0].players, (QList<int> {3, 2}));
    QCOMPARE(rules.prohibited[1].players, (QList<int> {1, 4}));
    QCOMPARE(rules.perPlayer.keys(), (QList<int> {1}));
    // The range 1-2 held Low and Mid: now 3 and 2, one range 2-3.
    QCOMPARE(rules.ranges.size(), 1);
    QCOMPARE(rules.ranges[0].firstPlayer, 2);
    QCOMPARE(rules.ranges[0].lastPlayer, 3);
    QCOMPARE(PairingNumbers::renumberedKeys({{1, 4}}, numbers), (QHash<int, int> {{3, 4}}));
    // The players allowed no half-point bye and the "### ... player S" records follow.
    QCOMPARE(halfByesExcluded(n), (QList<int> {2, 3}));
    QVERIFY(n.hasRecord(QStringLiteral("### Expelled @ Round 3: player 3")));
}

void tst_PairingNumbers::frozenAfterRoundFour()
{
    // Eight players in order, four rounds played. A rating correction does not renumber
    // (C.04.2 2.3); a late entry rated 2150 goes in at his place, the players below move down.
    Tournament t;
    t.name = QStringLiteral("Frozen");
    t.declaredRounds = 7;
    for (int i = 1; i <= 8; ++i)
        t.players.append(player(i, QStringLiteral("P%1").arg(i), 2400 - 50 * i));
    for (int r = 1; r <= 4; ++r)
        playRound(t, r);
    t.players[7].rating = 2500; // corrected after round 4: stays number 8
    t.players.append(player(9, "Late", 2150));
    const QHash<int, int> numbers = PairingNumbers::assignment(t, {});
    QCOMPARE(numbers.value(9), 5);
    QCOMPARE(numbers.value(5), 6);
    QCOMPARE(numbers.value(8), 9);
    QVERIFY(!numbers.contains(1));
    // Before round 4 the same correction renumbers: player 8 becomes number 1.
    Tournament early = t;
    for (Player &p : early.players)
        if (p.rounds.size() > 3)
            p.rounds.resize(3);
    QCOMPARE(PairingNumbers::assignment(early, {}).value(8), 1);
}

void tst_PairingNumbers::refusals()
{
    Tournament t;
    QVERIFY(PairingNumbers::refusal(t).isEmpty());
    t.teamData.teams.append(Team {});
    QVERIFY(!PairingNumbers::refusal(t).isEmpty());
}

QTEST_GUILESS_MAIN(tst_PairingNumbers)
#include "tst_pairingnumbers.moc"
