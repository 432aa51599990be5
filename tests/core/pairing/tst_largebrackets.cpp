// SPDX-License-Identifier: GPL-3.0-or-later
// Large score groups: a bracket nobody in it has played (round 1) is paired S1 against S2
// without the weighted matching, exactly as the matching pairs it; the largest TRF (9,999
// players) pairs round 1 in little time and memory; a bracket too large for the matching is
// refused with a message, never an abort.
#include "pairing/bracket.h"
#include "pairing/dutch.h"
#include "pairing/players.h"

#include <QElapsedTimer>
#include <QTest>

#include <sys/resource.h>

using namespace arb;
using namespace arb::pairing;

namespace {

//! A tournament of \a n players in rating order (start number 1 the highest), nothing played,
//! \a rounds rounds planned.
Tournament field(int n, int rounds)
{
    Tournament t;
    t.type = TournamentType::Swiss;
    t.declaredRounds = rounds;
    t.players.reserve(n);
    for (int i = 1; i <= n; ++i) {
        Player p;
        p.startNo = i;
        p.name = QStringLiteral("Player %1").arg(i);
        p.rating = 2800 - i / 10;
        t.players.append(p);
    }
    return t;
}

qint64 peakRssMb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return qint64(usage.ru_maxrss) / 1024;
}

} // namespace

class tst_LargeBrackets : public QObject
{
    Q_OBJECT

private slots:
    void untouchedBracketAsTheMatchingPairsIt();
    void onlyUntouchedBrackets();
    void roundOneOfTheLargestFile();
    void tooLargeBracketRefused();
};

void tst_LargeBrackets::untouchedBracketAsTheMatchingPairsIt()
{
    // Every size from 1 to 90 players and a few larger ones, even and odd: the same pairs and
    // the same PAB as the weighted matching finds, and the same boards and colours through
    // pairDutch().
    QList<int> sizes;
    for (int n = 1; n <= 90; ++n)
        sizes.append(n);
    sizes << 127 << 200 << 333;
    for (int n : std::as_const(sizes)) {
        const Tournament t = field(n, 9);
        const QList<PlayerState> st = playerStates(t, 1);
        BracketInput in;
        in.states = &st;
        for (int i = 0; i < n; ++i)
            in.bracket.append(i);
        const std::optional<BracketResult> quick = pairUntouchedBracket(in);
        QVERIFY2(quick, qPrintable(QString::number(n)));
        const BracketResult solved = solveBracket(in);
        QVERIFY(solved.ok);
        QCOMPARE(quick->pairs, solved.pairs);
        QCOMPARE(quick->byePlayer, solved.byePlayer);
        QCOMPARE(quick->downfloaters, solved.downfloaters);
        QCOMPARE(quick->pairs.size(), n / 2);
    }
}

void tst_LargeBrackets::onlyUntouchedBrackets()
{
    // Round 2, a forbidden pair inside the bracket, a player with an unplayed round, a bracket
    // with players below it: the matching decides.
    Tournament t = field(20, 5);
    const QList<PlayerState> round1 = playerStates(t, 1);
    BracketInput in;
    in.states = &round1;
    for (int i = 0; i < 20; ++i)
        in.bracket.append(i);
    QVERIFY(pairUntouchedBracket(in));
    in.forbidden.insert(pairKey(3, 13));
    QVERIFY(!pairUntouchedBracket(in));
    in.forbidden = {pairKey(3, 25)}; // someone not in the bracket
    QVERIFY(pairUntouchedBracket(in));
    in.forbidden.clear();
    in.lower = {in.bracket.takeLast()};
    QVERIFY(!pairUntouchedBracket(in));
    in.bracket.append(in.lower.takeFirst());

    QList<PlayerState> late = round1;
    late[7].unplayed = 1;
    in.states = &late;
    QVERIFY(!pairUntouchedBracket(in));

    const PairingResult r1 = pairDutch(t, 1);
    QVERIFY2(r1.ok(), qPrintable(r1.error));
    for (Player &p : t.players)
        p.rounds.append(RoundEntry());
    for (const Board &b : r1.boards) {
        RoundEntry &w = t.players[b.white - 1].rounds[0];
        RoundEntry &k = t.players[b.black - 1].rounds[0];
        w.opponent = b.black;
        w.colour = Colour::White;
        w.code = '=';
        k.opponent = b.white;
        k.colour = Colour::Black;
        k.code = '=';
    }
    const QList<PlayerState> round2 = playerStates(t, 2);
    in.states = &round2;
    QVERIFY(!pairUntouchedBracket(in));
}

void tst_LargeBrackets::roundOneOfTheLargestFile()
{
    // 9,999 players (a TRF's start numbers have four digits), odd: 4,999 boards, S1 (1-4999)
    // against S2 (5000-9998) in order, the PAB to 9999; colours by the initial colour, the top
    // board's higher player White, alternating down the boards (C.04.3 E.5).
    const Tournament t = field(9999, 11);
    const qint64 before = peakRssMb();
    QElapsedTimer timer;
    timer.start();
    const PairingResult r = pairDutch(t, 1);
    const qint64 ms = timer.elapsed();
    QVERIFY2(r.ok(), qPrintable(r.error));
    qInfo(
        "round 1 of 9,999 players: %lld ms, peak memory grew by %lld MB", ms, peakRssMb() - before);
    QCOMPARE(r.boards.size(), 5000);
    QCOMPARE(r.boards[0], (Board {1, 5000}));
    QCOMPARE(r.boards[1], (Board {5001, 2}));
    QCOMPARE(r.boards[4998], (Board {4999, 9998}));
    QCOMPARE(r.boards[4999], (Board {9999, 0}));
    QVERIFY2(peakRssMb() - before < 1024, qPrintable(QString::number(peakRssMb() - before)));
    // Generous: the machine running the tests may be busy (the matching took 71 s for 5,000).
    QVERIFY2(ms < 10000, qPrintable(QString::number(ms)));
}

void tst_LargeBrackets::tooLargeBracketRefused()
{
    // Round 1 of 6,000 players all drawn: round 2 is one score group of 6,000 with colour
    // preferences, more than the matching takes. Refused with a message naming the round and
    // the group's size, without taking the memory it would need.
    Tournament t = field(6000, 9);
    for (Player &p : t.players) {
        RoundEntry e;
        const bool top = p.startNo <= 3000;
        e.opponent = top ? p.startNo + 3000 : p.startNo - 3000;
        e.colour = (p.startNo % 2 == 1) == top ? Colour::White : Colour::Black;
        e.code = '=';
        p.rounds.append(e);
    }
    const qint64 before = peakRssMb();
    const PairingResult r = pairDutch(t, 2);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QStringLiteral("round 2: a score group of 6000 players")),
        qPrintable(r.error));
    QVERIFY2(peakRssMb() - before < 256, qPrintable(QString::number(peakRssMb() - before)));
}

QTEST_GUILESS_MAIN(tst_LargeBrackets)
#include "tst_largebrackets.moc"
