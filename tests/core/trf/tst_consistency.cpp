// SPDX-License-Identifier: GPL-3.0-or-later
// The consistency analysis of pairings and results (trf/consistency.h): one
// row per kind of inconsistent file, with the finding, its round and players, and how the TRF
// reader reports it (error: the file is refused; warning: it is read and computed).
#include "trf/consistency.h"
#include "trf/trf.h"

#include <QTest>

using namespace arb;

namespace {

// A valid two-round, four-player tournament (tst_trf's, with 2's total right) to break one field
// at a time.
// Round 1: 1-3 1-0, 2-4 1-0; round 2: 2-1 ½-½, 3 a half-point bye, 4 a zero-point bye.
const char *p1 = "001    1 m    Alpha, Anna                       2100 GER     1000001 1990/01/01  "
                 "1.5    1     3 w 1     2 b =";
const char *p2 = "001    2 m    Bravo, Ben                        2000 GER     1000002 1990/01/01  "
                 "1.5    2     4 b 1     1 w =";
const char *p3 = "001    3 m    Charlie, Cy                       1900 GER     1000003 1990/01/01  "
                 "0.5    3     1 b 0  0000 - H";
const char *p4 = "001    4 m    Delta, Dora                       1800 GER     1000004 1990/01/01  "
                 "0.0    4     2 w 0  0000 - Z";

struct Edit
{
    int player; //!< 1-4
    int round; //!< 1-2; 0 edits the 001 total
    const char *field; //!< "   3 w 1" (opponent, colour, result), or the total " 1.5"
};

QByteArray file(const QList<Edit> &edits, int dropPlayer = 0)
{
    QList<QByteArray> records {p1, p2, p3, p4};
    for (const Edit &e : edits) {
        if (e.round == 0)
            records[e.player - 1].replace(80, 4, e.field);
        else
            records[e.player - 1].replace(91 + 10 * (e.round - 1), 8, e.field);
    }
    QByteArray out = "012 Consistency\nXXR 2\n";
    for (int i = 0; i < 4; ++i)
        if (i + 1 != dropPlayer)
            out += records[i] + '\n';
    return out;
}

} // namespace

class tst_Consistency : public QObject
{
    Q_OBJECT
private slots:
    void kinds_data();
    void kinds();
    void consistentFileHasNone();
    void totalsOfAContinuedEvent();
};

void tst_Consistency::kinds_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("round");
    QTest::addColumn<QList<int>>("players");
    QTest::addColumn<bool>("severe");
    QTest::addColumn<int>("line"); // of the file (two header lines first)
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    using K = ConsistencyFinding::Kind;
    QTest::newRow("bye code against a game, lower start number")
        << file({{1, 1, "   3 w H"}}) << int(K::ByeCodeAgainstGame) << 1 << QList<int> {1, 3}
        << true << 3 << 99 << "player 1 has the bye code \"H\" but is paired with 3";
    QTest::newRow("bye code against a game, higher start number")
        << file({{3, 1, "   1 b H"}}) << int(K::ByeCodeAgainstGame) << 1 << QList<int> {3, 1}
        << true << 5 << 99 << "player 3 has the bye code \"H\"";
    QTest::newRow("bye without opponent, the other side names a game")
        << file({{1, 1, "0000 - H"}}) << int(K::AsymmetricPairing) << 1 << QList<int> {3, 1} << true
        << 5 << 92 << "player 3 is paired with 1, but 1's record says no opponent";
    QTest::newRow("opponent without a record")
        << file({}, 3) << int(K::UnknownOpponent) << 1 << QList<int> {1, 3} << true << 3 << 92
        << "opponent 3 has no 001 record";
    QTest::newRow("asymmetric pairing: the other side has a bye")
        << file({{4, 2, "   3 w 0"}}) << int(K::AsymmetricPairing) << 2 << QList<int> {4, 3} << true
        << 6 << 102 << "player 4 is paired with 3, but 3's record says no opponent";
    QTest::newRow("paired twice in a round: 2 and 3 both name 1")
        << file({{3, 2, "   1 w 0"}}) << int(K::AsymmetricPairing) << 2 << QList<int> {3, 1, 2}
        << true << 5 << 102 << "player 3 is paired with 1, but 1's record says 2";
    QTest::newRow("both won") << file({{3, 1, "   1 b 1"}}) << int(K::ContradictingResults) << 1
                              << QList<int> {1, 3} << true << 3 << 99
                              << "result \"1\" of player 1 does not match \"1\" of player 3";
    QTest::newRow("draw against a win")
        << file({{1, 1, "   3 w ="}}) << int(K::ContradictingResults) << 1 << QList<int> {1, 3}
        << true << 3 << 99 << "does not match";
    QTest::newRow("forfeit win against a played loss")
        << file({{1, 1, "   3 w +"}}) << int(K::ContradictingResults) << 1 << QList<int> {1, 3}
        << true << 3 << 99 << "result \"+\" of player 1 does not match \"0\"";
    QTest::newRow("played win against a forfeit win, higher start number")
        << file({{3, 1, "   1 b +"}}) << int(K::ContradictingResults) << 1 << QList<int> {1, 3}
        << true << 3 << 99 << "result \"1\" of player 1 does not match \"+\" of player 3";
    QTest::newRow("not yet played against a result")
        << file({{1, 1, "   3 w  "}}) << int(K::ContradictingResults) << 1 << QList<int> {1, 3}
        << true << 3 << 99 << "does not match";
    QTest::newRow("same colour on both sides")
        << file({{3, 1, "   1 w 0"}}) << int(K::SameColour) << 1 << QList<int> {1, 3} << false << 3
        << 97 << "players 1 and 3 both have the same colour";
    QTest::newRow("two pairing-allocated byes in a round")
        << file({{3, 2, "0000 - U"}, {4, 2, "0000 - U"}, {3, 0, " 1.0"}, {4, 0, " 1.0"}})
        << int(K::PairingByeTwice) << 2 << QList<int> {3, 4} << false << 5 << 109
        << "players 3, 4 all have the pairing-allocated bye";
    QTest::newRow("points that do not add up")
        << file({{2, 0, " 2.5"}}) << int(K::PointsDoNotAddUp) << 0 << QList<int> {2} << false << 4
        << 81 << "player 2: the file says 2.5 points, the rounds add up to 1.5";
}

void tst_Consistency::kinds()
{
    QFETCH(QByteArray, data);
    QFETCH(int, kind);
    QFETCH(int, round);
    QFETCH(QList<int>, players);
    QFETCH(bool, severe);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);

    // The reader: severe findings refuse the file, the others are warnings with their place.
    const TrfReadResult read = readTrf(data);
    const QList<TrfMessage> &messages = severe ? read.errors : read.warnings;
    QCOMPARE(read.ok(), !severe);
    bool found = false;
    for (const TrfMessage &m : messages)
        found = found || (m.line == line && m.column == column && m.text.contains(message));
    QVERIFY2(found,
        qPrintable(data + "\nerrors: " + QString::number(read.errors.size())
            + (messages.isEmpty() ? QString() : u' ' + messages.first().toString())));

    // The analysis on the tournament as read: the first finding is this one.
    const QList<ConsistencyFinding> findings = consistencyFindings(read.tournament);
    QVERIFY(!findings.isEmpty());
    const ConsistencyFinding &f = findings.first();
    QCOMPARE(int(f.kind), kind);
    QCOMPARE(f.round, round);
    QCOMPARE(f.players, players);
    QCOMPARE(f.severe, severe);
    QCOMPARE(f.column, column);
}

void tst_Consistency::consistentFileHasNone()
{
    const TrfReadResult read = readTrf(file({}));
    QVERIFY(read.ok());
    for (const TrfMessage &w : read.warnings) // e.g. about the missing start date, not the games
        QVERIFY2(w.line <= 2, qPrintable(w.toString()));
    QVERIFY(consistencyFindings(read.tournament).isEmpty());
}

void tst_Consistency::totalsOfAContinuedEvent()
{
    // A file imported after round 2 (2's total wrong) and continued: round 3 is entered, the
    // declared totals stay those of the file. They are compared with the points after round 2.
    TrfReadResult read = readTrf(file({{2, 0, " 2.5"}}));
    QVERIFY(read.ok());
    Tournament t = read.tournament;
    QCOMPARE(declaredTotalsRound(t), 2);
    QCOMPARE(pointsFindings(t, 2).size(), 1);
    auto game = [&t](int white, int black, char whiteCode, char blackCode) {
        t.players[white - 1].rounds.append({black, Colour::White, whiteCode});
        t.players[black - 1].rounds.append({white, Colour::Black, blackCode});
    };
    game(1, 4, '1', '0');
    game(3, 2, '=', '=');
    QCOMPARE(t.roundCount(), 3);
    QCOMPARE(pointsFindings(t).size(), 3); // against all rounds, 1 and 3 look wrong too
    QCOMPARE(declaredTotalsRound(t), 2);
    const QList<ConsistencyFinding> found = pointsFindings(t, declaredTotalsRound(t));
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().players, QList<int> {2});
    QCOMPARE(found.first().text,
        QStringLiteral("player 2: the file says 2.5 points, the rounds add up to 1.5"));

    // A start list (every total 0) imported and paired here: its totals are those before
    // round 1, and nothing is wrong with them.
    Tournament start = t;
    for (Player &p : start.players) {
        p.declaredPoints = Fixed();
        p.hasDeclaredPoints = true;
    }
    QCOMPARE(declaredTotalsRound(start), 0);
    QVERIFY(pointsFindings(start, declaredTotalsRound(start)).isEmpty());
}

QTEST_GUILESS_MAIN(tst_Consistency)
#include "tst_consistency.moc"
