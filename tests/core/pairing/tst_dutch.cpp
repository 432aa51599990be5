// SPDX-License-Identifier: GPL-3.0-or-later
// Hand-made cases for single rules of the Dutch system; each expectation follows from the
// article named in the row, not from the engine's output.
#include "pairing/bracket.h"
#include "pairing/dutch.h"
#include "pairing/generator.h"
#include "pairing/players.h"
#include "tournamentbuilder.h"

#include <QTest>

using namespace arb;
using namespace arb::pairing;

Q_DECLARE_METATYPE(arb::Colour)

namespace {

QList<Colour> colours(const QString &s)
{
    QList<Colour> c;
    for (QChar ch : s)
        c.append(ch == u'W' ? Colour::White : Colour::Black);
    return c;
}

PlayerState state(int startNo, const QString &history, bool topscorer = false)
{
    PlayerState p;
    p.startNo = p.pairingNo = startNo;
    p.colours = colours(history);
    for (Colour c : p.colours)
        p.colourDiff += c == Colour::White ? 1 : -1;
    colourPreference(p.colours, &p.preference, &p.strength);
    p.topscorer = topscorer;
    return p;
}

QString boards(const PairingResult &r)
{
    QStringList l;
    for (const Board &b : r.boards)
        l << QStringLiteral("%1-%2").arg(b.white).arg(b.black);
    return l.join(u' ');
}

} // namespace

class tst_Dutch : public QObject
{
    Q_OBJECT

private slots:
    void preference_data();
    void preference();
    void allocation_data();
    void allocation();
    void mayMeetRules();
    void pairings_data();
    void pairings();
    void impossibleRound();
    void doNotPair();
    void baku();
    void initialColourRecorded();
    void initialColourByLot();
    void initialColourInRound2();
    void notPaired_data();
    void notPaired();
    void givenByeAndOddField();
    void boardOrderOfStoredRounds();
    void unplayedRoundsMovedToFront_data();
    void unplayedRoundsMovedToFront();
    void bakuExamples();
};

void tst_Dutch::preference_data()
{
    QTest::addColumn<QString>("history");
    QTest::addColumn<Colour>("colour");
    QTest::addColumn<int>("strength");
    const int none = int(PrefStrength::None), mild = int(PrefStrength::Mild),
              strong = int(PrefStrength::Strong), absolute = int(PrefStrength::Absolute);
    QTest::newRow("A.6.d no game") << "" << Colour::None << none;
    QTest::newRow("A.6.c mild after black") << "WB" << Colour::White << mild;
    QTest::newRow("A.6.b strong, difference -1") << "B" << Colour::White << strong;
    QTest::newRow("A.6.b strong, difference +1") << "BWW" << Colour::Black << absolute;
    QTest::newRow("A.6.b strong, last two differ") << "WBW" << Colour::Black << strong;
    QTest::newRow("A.6.a two blacks in a row") << "WBB" << Colour::White << absolute;
    QTest::newRow("A.6.a difference +2") << "WBWW" << Colour::Black << absolute;
}

void tst_Dutch::preference()
{
    QFETCH(QString, history);
    QFETCH(Colour, colour);
    QFETCH(int, strength);
    Colour c;
    PrefStrength s;
    colourPreference(colours(history), &c, &s);
    QCOMPARE(c, colour);
    QCOMPARE(int(s), strength);
}

void tst_Dutch::allocation_data()
{
    // a ranks above b unless aHigher is false; the expected colour is a's.
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("aHigher");
    QTest::addColumn<int>("aNo");
    QTest::addColumn<Colour>("expected");
    QTest::newRow("E.1 both preferences granted") << "WB"
                                                  << "BW" << true << 1 << Colour::White;
    QTest::newRow("E.1 no preference gets the other") << ""
                                                      << "W" << true << 1 << Colour::White;
    QTest::newRow("E.2 strong beats mild") << "WB"
                                           << "B" << true << 1 << Colour::Black;
    QTest::newRow("E.2 absolute beats strong") << "BB"
                                               << "B" << false << 2 << Colour::White;
    QTest::newRow("E.3 last different round") << "BBWWB"
                                              << "WBBWB" << true << 1 << Colour::Black;
    QTest::newRow("E.4 higher player's preference") << "WB"
                                                    << "WB" << true << 2 << Colour::White;
    QTest::newRow("E.4 lower player loses") << "WB"
                                            << "WB" << false << 2 << Colour::Black;
    QTest::newRow("E.5 odd pairing number, initial") << ""
                                                     << "" << true << 3 << Colour::White;
    QTest::newRow("E.5 even pairing number, other") << ""
                                                    << "" << true << 4 << Colour::Black;
}

void tst_Dutch::allocation()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, aHigher);
    QFETCH(int, aNo);
    QFETCH(Colour, expected);
    const PlayerState pa = state(aNo, a);
    const PlayerState pb = state(aNo + 7, b);
    QCOMPARE(allocateColour(pa, pb, aHigher, Colour::White), expected);
    QCOMPARE(allocateColour(pb, pa, !aHigher, Colour::White), opposite(expected));
}

void tst_Dutch::mayMeetRules()
{
    PlayerState a = state(1, "WW");
    PlayerState b = state(2, "BWW");
    QVERIFY2(!mayMeet(a, b, {}, 0, 1), "[C3]: same absolute preference, no topscorer");
    a.topscorer = true;
    QVERIFY2(mayMeet(a, b, {}, 0, 1), "[C3] does not bind topscorers");
    PlayerState c = state(3, "B");
    c.opponents.insert(1);
    a.opponents.insert(3);
    QVERIFY2(!mayMeet(a, c, {}, 0, 2), "[C1]: they have met");
    QVERIFY2(!mayMeet(b, c, {pairKey(1, 2)}, 1, 2), "the do-not-pair list");
    QVERIFY(mayMeet(b, c, {}, 1, 2));
}

void tst_Dutch::pairings_data()
{
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("expected");
    // E.5 and the round-1 consequence: top half against bottom half, colours alternating.
    QTest::newRow("round 1, four players")
        << QStringList {"2400:", "2300:", "2200:", "2100:"} << 1 << "1-3 4-2";
    // Old F.4 / [C5]: the lowest-ranked player of an odd field gets the PAB in round 1.
    QTest::newRow("round 1, PAB to the last")
        << QStringList {"2400:", "2300:", "2200:", "2100:", "2000:"} << 1 << "1-3 4-2 5-0";
    // [C1]: 1-3 met, so the next transposition 1-4 / 2-3 (which also grants every preference).
    QTest::newRow("[C1] no rematch")
        << QStringList {"2400: 3w=", "2300: 4w=", "2200: 1b=", "2100: 2b="} << 2 << "4-1 3-2";
    // Art. 4.2: the first transposition (6 5 8 7) with no rematch in any pair.
    QTest::newRow("[C1] Art. 4.2 first legal transposition") << QStringList {"2400: 5w=",
        "2300: 6w=", "2200: 7w=", "2100: 8w=", "2000: 1b=", "1900: 2b=", "1800: 3b=", "1700: 4b="}
                                                             << 2 << "6-1 5-2 8-3 7-4";
    // [C12] before the transposition order: 1-3 / 2-4 would deny two preferences.
    QTest::newRow("[C12] colour preferences")
        << QStringList {"2400: 2w=", "2300: 1b=", "2200: 4w=", "2100: 3b="} << 2 << "4-1 2-3";
    // [C2]: 3 already had the PAB; [C5]: the bye goes to the lowest score (2, not 1).
    QTest::newRow("[C2] [C5] second PAB")
        << QStringList {"2400: 2w1", "2300: 1b0", "2200: U"} << 2 << "3-1 2-0";
    // C.04.2 (old F.2): a forfeited game was not played, so the players may meet again.
    QTest::newRow("forfeit is no game") << QStringList {"2400: 2w+", "2300: 1b-"} << 2 << "1-2";
    // C.04.2: a requested bye in the round being paired: the player is not paired.
    QTest::newRow("requested bye not paired")
        << QStringList {"2400: H", "2300: .", "2200: ."} << 1 << "2-3";
}

void tst_Dutch::pairings()
{
    QFETCH(QStringList, players);
    QFETCH(int, round);
    QFETCH(QString, expected);
    const Tournament t = buildTournament(players);
    const PairingResult r = pairDutch(t, round, {Colour::White, false, {}});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), expected);
}

void tst_Dutch::impossibleRound()
{
    // Two players who have met cannot be paired again ([C1]): the arbiter decides (1.9.3).
    const Tournament t = buildTournament({"2400: 2w1", "2300: 1b0"});
    const PairingResult r = pairDutch(t, 2);
    QVERIFY(!r.ok());
    QVERIFY(r.boards.isEmpty());
}

void tst_Dutch::doNotPair()
{
    // The arbiter keeps 1 and 3 apart: the next transposition (Art. 4.2), 1-4 and 2-3.
    const Tournament t = buildTournament({"2400:", "2300:", "2200:", "2100:"});
    const PairingResult r = pairDutch(t, 1, {Colour::White, false, {{1, 3}}});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), QStringLiteral("1-4 3-2"));
}

void tst_Dutch::baku()
{
    // C.04.5.1: group A is the top 2*ceil(8/4) = 4 players, who get one virtual point in round 1
    // of 9, so groups A and B are paired apart (E.5 colours by pairing number).
    Tournament t
        = buildTournament({"2400:", "2300:", "2200:", "2100:", "2000:", "1900:", "1800:", "1700:"});
    t.declaredRounds = 9;
    const PairingResult r = pairDutch(t, 1, {Colour::White, true, {}});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), QStringLiteral("1-3 4-2 5-7 8-6"));
}

void tst_Dutch::initialColourRecorded()
{
    Tournament t = buildTournament({"2400:", "2300:", "2200:", "2100:"});
    QCOMPARE(recordedInitialColour(t), Colour::None);
    QCOMPARE(initialColourOf(t), Colour::White); // nothing recorded: White
    t.otherRecords.append({QStringLiteral("152 B")}); // TRF-2026 initial colour
    QCOMPARE(recordedInitialColour(t), Colour::Black);
    t.otherRecords.append({QStringLiteral("XXC rank white1")}); // JaVaFo/bbp: XXC first
    QCOMPARE(recordedInitialColour(t), Colour::White);
    recordInitialColour(t, Colour::Black);
    QVERIFY(t.otherRecords.contains(RawRecord {QStringLiteral("XXC rank black1")}));
    QCOMPARE(recordedInitialColour(t), Colour::Black);
    // E.5 in round 1: the top board's higher player gets the initial colour, then alternating.
    const PairingResult r = pairDutch(t, 1);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), QStringLiteral("3-1 2-4"));
    // TRF-2026 152: without a record, the colour of the highest-ranked player of round 1.
    const Tournament played = buildTournament({"2400: 3b1", "2300: 4w0", "2200: 1w0", "2100: 2b1"});
    QCOMPARE(recordedInitialColour(played), Colour::Black);
}

void tst_Dutch::initialColourByLot()
{
    // SplitMix64 of the seed, White when even (values worked out apart from the engine).
    const QList<Colour> expected = {Colour::Black, Colour::Black, Colour::White, Colour::Black,
        Colour::White, Colour::White, Colour::White, Colour::Black};
    for (int seed = 0; seed < expected.size(); ++seed)
        QCOMPARE(drawInitialColour(quint64(seed)), expected[seed]);
    Tournament t = buildTournament({"2400:", "2300:"});
    const quint64 seed = 7;
    recordInitialColour(t, drawInitialColour(seed), &seed);
    QVERIFY(t.otherRecords.contains(RawRecord {QStringLiteral("XXC black1")}));
    QVERIFY(t.otherRecords.contains(
        RawRecord {QStringLiteral("### initial colour black1 drawn by lot, seed 7")}));
}

void tst_Dutch::initialColourInRound2()
{
    // Only 1 and 2 played round 1 (1 had Black); 3-6 had half-point byes. In round 2, 3 and 6
    // have no colour history, so E.5 decides their board: 3 has an odd pairing number and gets
    // the initial colour, which round 1 shows to be Black (TRF-2026 152).
    const Tournament t
        = buildTournament({"2400: 2b=", "2300: 1w=", "2200: H", "2100: H", "2000: H", "1900: H"});
    const PairingResult r = pairDutch(t, 2);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), QStringLiteral("1-4 5-2 6-3"));
}

void tst_Dutch::notPaired_data()
{
    QTest::addColumn<QString>("entry");
    // C.04.2: a requested bye (half, full, zero point), an absence, or a pairing-allocated bye
    // the arbiter gave before pairing: player 2 is not paired; the other four are, by their
    // rank among the paired players (E.5 pairing numbers 1-4).
    QTest::newRow("H half-point bye") << "H";
    QTest::newRow("F full-point bye") << "F";
    QTest::newRow("Z zero-point bye") << "Z";
    QTest::newRow("- absent") << "-";
    QTest::newRow("U pairing-allocated bye given before pairing") << "U";
}

void tst_Dutch::notPaired()
{
    QFETCH(QString, entry);
    const Tournament t
        = buildTournament({"2400:", QStringLiteral("2300: ") + entry, "2200:", "2100:", "2000:"});
    const PairingResult r = pairDutch(t, 1);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), QStringLiteral("1-4 5-3"));
}

void tst_Dutch::givenByeAndOddField()
{
    // One pairing-allocated bye per round at most: 2 has it, the other three cannot all play.
    const Tournament t = buildTournament({"2400:", "2300: U", "2200:", "2100:"});
    const PairingResult r = pairDutch(t, 1);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QStringLiteral("player 2")), qPrintable(r.error));
    // Withdrawn (absent in every remaining round) and late entry (zero-point byes before it):
    // 4 withdrew after round 1, 5 joined in round 2 and is paired from the lowest scoregroup.
    const Tournament w
        = buildTournament({"2400: 3w1", "2300: 4w1", "2200: 1b0", "2100: 2b0 - -", "2000: Z"});
    const PairingResult r2 = pairDutch(w, 2);
    QVERIFY2(r2.ok(), qPrintable(r2.error));
    QCOMPARE(boards(r2), QStringLiteral("2-1 3-5"));
}

void tst_Dutch::boardOrderOfStoredRounds()
{
    // A stored round lists its boards as the engine gave them: rounds paired by the engine (the
    // generator) come back from boardOrder() in the same order, PAB last.
    GeneratorOptions o;
    o.players = 17;
    o.rounds = 5;
    o.seed = 5;
    o.halfByes.everyRound = GeneratorAmount::ofRate(0.1);
    o.forfeits.everyRound = GeneratorAmount::ofRate(0.05);
    const GeneratedTournament g = generateTournament(o);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    for (int round = 1; round <= o.rounds; ++round) {
        Tournament before = g.tournament;
        for (Player &p : before.players) {
            p.rounds.resize(round);
            RoundEntry &e = p.rounds[round - 1];
            if (e.opponent > 0 || e.code == 'U')
                e = RoundEntry();
        }
        const PairingResult r = pairDutch(before, round);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(boardOrder(g.tournament, round), r.boards);
    }
}

void tst_Dutch::unplayedRoundsMovedToFront_data()
{
    // C.04.2 (colour history, cited by C.04.3 E.3): only played games count, unplayed rounds
    // are treated as moved to the front: "BWW-B" is "-BWWB", "BWB=W" is "=BWBW", "WB=WB" is
    // "=WBWB", "BWW=B=W" is "==BWWBW" (the examples of the rules text).
    // Against a lower-ranked WBWB player, Art. 5 gives: BWWB (mild White, as WBWB)
    // E.3: the latest round with different colours is the second-last, where the player had
    // White, so Black; BWBW: E.1, Black; WBWB: identical histories, E.4, the higher player's
    // mild preference, White; BWWBW (strong Black): E.1, Black.
    QTest::addColumn<QString>("history");
    QTest::addColumn<QString>("played");
    QTest::addColumn<Colour>("againstWBWB");
    QTest::newRow("BWW-B") << "BWW-B"
                           << "BWWB" << Colour::Black;
    QTest::newRow("BWB=W") << "BWB=W"
                           << "BWBW" << Colour::Black;
    QTest::newRow("WB=WB") << "WB=WB"
                           << "WBWB" << Colour::White;
    QTest::newRow("BWW=B=W") << "BWW=B=W"
                             << "BWWBW" << Colour::Black;
}

void tst_Dutch::unplayedRoundsMovedToFront()
{
    QFETCH(QString, history);
    QFETCH(QString, played);
    QFETCH(Colour, againstWBWB);
    // Player 1 plays its colours against a different opponent each round; the unplayed rounds
    // ('-' or '=') are a zero-point bye.
    const int n = int(history.size());
    QStringList rows(n + 2);
    rows[0] = QStringLiteral("2400:");
    for (int k = 0; k < n; ++k) {
        const QChar c = history[k];
        const int opponent = k + 2;
        if (c == u'-' || c == u'=') {
            rows[0] += QStringLiteral(" Z");
            continue;
        }
        rows[0] += QStringLiteral(" %1%2=").arg(opponent).arg(QChar(c == u'W' ? u'w' : u'b'));
        rows[opponent - 1] = QStringLiteral("2000:") + QString(" .").repeated(k)
            + QStringLiteral(" 1%1=").arg(QChar(c == u'W' ? u'b' : u'w'));
    }
    for (QString &r : rows)
        if (r.isEmpty())
            r = QStringLiteral("1000:");
    const Tournament t = buildTournament(rows);
    const PlayerState st = playerStates(t, n + 1).first();
    QCOMPARE(st.colours, colours(played));
    Colour pref;
    PrefStrength strength;
    colourPreference(colours(played), &pref, &strength);
    QCOMPARE(st.preference, pref);
    QCOMPARE(int(st.strength), int(strength));
    QCOMPARE(
        allocateColour(st, state(2, QStringLiteral("WBWB")), true, Colour::White), againstWBWB);
}

void tst_Dutch::bakuExamples()
{
    // C.04.5.1: 161 players: group A is the top 2*ceil(161/4) = 82; in round 1 A pairs 1-42 ..
    // 41-82, B 83-122 .. 121-160 and 161 gets the bye.
    QStringList rows;
    for (int i = 0; i < 161; ++i)
        rows << QStringLiteral("%1:").arg(2800 - i);
    Tournament t = buildTournament(rows);
    t.declaredRounds = 9;
    const PairingResult r = pairDutch(t, 1, {Colour::White, true, {}});
    QVERIFY2(r.ok(), qPrintable(r.error));
    auto has = [&r](int a, int b) {
        return r.boards.contains(Board {a, b}) || r.boards.contains(Board {b, a});
    };
    QVERIFY(has(1, 42));
    QVERIFY(has(41, 82));
    QVERIFY(has(83, 122));
    QVERIFY(has(121, 160));
    QCOMPARE(r.boards.last(), (Board {161, 0}));
    // 9 rounds: 5 accelerated (virtual points in rounds 1-3 and, halved, 4-5), none from 6.
    // Eight players with zero-point byes only: round 5 still splits A and B, round 6 does not.
    QStringList eight;
    for (int i = 0; i < 8; ++i)
        eight << QStringLiteral("%1: Z Z Z Z Z").arg(2400 - 100 * i);
    Tournament e = buildTournament(eight);
    e.declaredRounds = 9;
    for (Player &p : e.players)
        p.rounds.resize(4); // round 5 to pair
    const PairingResult r5 = pairDutch(e, 5, {Colour::White, true, {}});
    QVERIFY2(r5.ok(), qPrintable(r5.error));
    QCOMPARE(boards(r5), QStringLiteral("1-3 4-2 5-7 8-6"));
    e = buildTournament(eight);
    e.declaredRounds = 9;
    const PairingResult r6 = pairDutch(e, 6, {Colour::White, true, {}});
    QVERIFY2(r6.ok(), qPrintable(r6.error));
    QCOMPARE(boards(r6), QStringLiteral("1-5 6-2 3-7 8-4"));
}

QTEST_GUILESS_MAIN(tst_Dutch)
#include "tst_dutch.moc"
