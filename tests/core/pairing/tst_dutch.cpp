// SPDX-License-Identifier: GPL-3.0-or-later
// Hand-made cases for single rules of the Dutch system; each expectation follows from the
// article named in the row, not from the engine's output.
#include "pairing/bracket.h"
#include "pairing/dutch.h"
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

QTEST_GUILESS_MAIN(tst_Dutch)
#include "tst_dutch.moc"
