// SPDX-License-Identifier: GPL-3.0-or-later
// Hand-made team events reproducing the rules of C.07 Art. 11-16 and the national regulation
// B.6.3.1, worked out by hand from the regulation text (values in the comments).
#include "teamevent.h"

#include <QTest>

using namespace arb;

namespace {

// 4 teams, 4 boards, round robin. A beats B 2.5-1.5 and C 3-1, draws D 2-2; B beats D 3-1,
// draws C; C beats D 2.5-1.5. MP: A 5, B 3, C 3, D 1. GP: A 7.5, B 6.5, C 5.5, D 4.5.
Tournament roundRobin()
{
    TeamEvent e(4, 4, 3, QStringLiteral("Team Round-Robin"));
    e.match(1, 1, 2, "1=10").match(1, 3, 4, "1=10");
    e.match(2, 1, 3, "1101").match(2, 2, 4, "1101");
    e.match(3, 1, 4, "1=0=").match(3, 2, 3, "1=0=");
    return e.t;
}

// 4 teams, 4 boards, round robin, everybody on 3 match points: A beats B 2.5-1.5, B beats C 3-1,
// C beats A 2.5-1.5, D draws all three 2-2.
Tournament cycle()
{
    TeamEvent e(4, 4, 3, QStringLiteral("Team Round-Robin"));
    e.match(1, 1, 2, "1=10").match(1, 3, 4, "1=0=");
    e.match(2, 2, 3, "1101").match(2, 1, 4, "1=0=");
    e.match(3, 3, 1, "1=10").match(3, 2, 4, "1=0=");
    return e.t;
}

// One Swiss round: A, B and C each win 2.5-1.5 with their points on different boards:
// A 1 1 ½ 0, B 1 ½ 1 0, C 1 1 0 ½.
Tournament boards()
{
    TeamEvent e(6, 4, 1, QStringLiteral("Team Swiss"));
    e.match(1, 1, 4, "11=0").match(1, 2, 5, "1=10").match(1, 3, 6, "110=");
    return e.t;
}

// Swiss, 4 teams of 2 boards, 2 rounds. R1: A-B 2-0, C-D 1-1. R2: A-C 1.5-0.5, B a zero-point
// bye (its last round: 16.2.5), D the pairing-allocated bye worth 1 MP and 1 GP (320).
// MP: A 4, B 0, C 1, D 2.
Tournament swissWithByes()
{
    TeamEvent e(4, 2, 2, QStringLiteral("Team Swiss"));
    e.match(1, 1, 2, "11").match(1, 3, 4, "10");
    e.match(2, 1, 3, "1=").bye(2, 2, 'Z').bye(2, 4, 'U');
    e.t.teamData.scoring.hasPairingByeRecord = true;
    e.t.teamData.scoring.pairingByeMatchPoints = Fixed::fromInt(1);
    e.t.teamData.scoring.pairingByeGamePoints = Fixed::fromInt(1);
    e.t.teamData.scoring.hasPairingByeGamePoints = true;
    return e.t;
}

} // namespace

Q_DECLARE_METATYPE(Tournament)

class tst_TeamTieBreaks : public QObject
{
    Q_OBJECT
private slots:
    void matchPoints_data();
    void matchPoints();
    void values_data();
    void values();
    void positions_data();
    void positions();
    void boardCountLowerIsBetter();
    void edeRanking();
    void noTeamMeaning();
    void pairedWithoutResult();
    void ssscDivisor();
    void edeKnockout_data();
    void edeKnockout();
    void specs_data();
    void specs();
    void playerByeCodesAreTeamByes();
    void pairingByeWithout320();
};

void tst_TeamTieBreaks::matchPoints_data()
{
    QTest::addColumn<QByteArray>("results");
    QTest::addColumn<QString>("points"); // W/D/L
    QTest::addColumn<bool>("doubleZero");
    QTest::addColumn<QString>("gamePoints");
    QTest::addColumn<QString>("matchPoints");
    QTest::newRow("11.1.1 won match, 2/1/0") << QByteArray("1=01") << "2/1/0" << false << "2.5-1.5"
                                             << "2-0";
    QTest::newRow("11.1.1 drawn match, 2/1/0") << QByteArray("10==") << "2/1/0" << false << "2-2"
                                               << "1-1";
    QTest::newRow("11.1.1 won match, 3/1/0") << QByteArray("1=01") << "3/1/0" << false << "2.5-1.5"
                                             << "3-0";
    QTest::newRow("11.1.2 board forfeits are game points")
        << QByteArray("++0=") << "2/1/0" << false << "2.5-1.5"
        << "2-0";
    QTest::newRow("B.6.3.1 0-0 match, FIDE default: a draw")
        << QByteArray("xxxx") << "2/1/0" << false << "0-0"
        << "1-1";
    QTest::newRow("B.6.3.1 0-0 match, national rule: no match points")
        << QByteArray("xxxx") << "2/1/0" << true << "0-0"
        << "0-0";
    QTest::newRow("B.6.3.1 2-2 match, national rule: still a draw")
        << QByteArray("10==") << "2/1/0" << true << "2-2"
        << "1-1";
}

void tst_TeamTieBreaks::matchPoints()
{
    QFETCH(QByteArray, results);
    QFETCH(QString, points);
    QFETCH(bool, doubleZero);
    QFETCH(QString, gamePoints);
    QFETCH(QString, matchPoints);
    TeamEvent e(2, 4, 1, QStringLiteral("Team Swiss"));
    e.match(1, 1, 2, results.constData());
    TeamScoring scoring;
    const QStringList wdl = points.split(u'/');
    scoring.win = fx(qPrintable(wdl[0]));
    scoring.draw = fx(qPrintable(wdl[1]));
    scoring.loss = fx(qPrintable(wdl[2]));
    scoring.doubleZeroIsLoss = doubleZero;
    const TeamResults res = computeTeamResults(e.t, scoring);
    QCOMPARE(
        res.at(0, 0).gamePoints.toString() + u'-' + res.at(1, 0).gamePoints.toString(), gamePoints);
    QCOMPARE(res.at(0, 0).matchPoints.toString() + u'-' + res.at(1, 0).matchPoints.toString(),
        matchPoints);
}

void tst_TeamTieBreaks::values_data()
{
    QTest::addColumn<Tournament>("tournament");
    QTest::addColumn<QString>("list");
    QTest::addColumn<int>("team");
    QTest::addColumn<QString>("expected");
    const Tournament rr = roundRobin();
    // Team D (4): opponents C (3 MP, 5.5 GP), B (3 MP, 6.5 GP), A (5 MP, 7.5 GP); D scored
    // 1.5, 1 and 2 game points, 0, 0 and 1 match points against them.
    QTest::newRow("13.2.2 EMGSB: 3x1.5 + 3x1 + 5x2") << rr << "MPTS EMGSB" << 4 << "17.5";
    QTest::newRow("14.1.2 EMGSB/C1: equal lowest MP, the lower product is cut")
        << rr << "MPTS EMGSB/C1" << 4 << "14.5";
    QTest::newRow("13.2.4 EGGSB: 5.5x1.5 + 6.5x1 + 7.5x2") << rr << "MPTS EGGSB" << 4 << "29.75";
    QTest::newRow("14.1.2 EGGSB/C1: the lowest-GP opponent is cut, not the lowest product")
        << rr << "MPTS EGGSB/C1" << 4 << "21.5";
    // Team A (1): opponents B (3 MP, 6.5 GP), C (3, 5.5), D (1, 4.5); A scored 2.5, 3, 2 GP
    // and 2, 2, 1 MP.
    QTest::newRow("13.2.1 EMMSB: 3x2 + 3x2 + 1x1") << rr << "MPTS EMMSB" << 1 << "13";
    QTest::newRow("14.1.2 EMMSB/C1: the lowest-MP opponent is cut")
        << rr << "MPTS EMMSB/C1" << 1 << "12";
    QTest::newRow("13.2.3 EGMSB: 6.5x2 + 5.5x2 + 4.5x1") << rr << "MPTS EGMSB" << 1 << "28.5";
    QTest::newRow("13.2 ESB:MG is EMGSB") << rr << "MPTS ESB:MG" << 1 << "18.5";
    QTest::newRow("13 SB:MP is opponents' MP x MP scored") << rr << "MPTS SB:MP" << 1 << "13";
    QTest::newRow("13 SB:GP is opponents' GP x GP scored") << rr << "MPTS SB:GP" << 1 << "41.75";
    QTest::newRow("13 BH:MP") << rr << "MPTS BH:MP" << 1 << "7";
    QTest::newRow("13 BH:GP") << rr << "MPTS BH:GP" << 1 << "16.5";
    QTest::newRow("13 BH without a point type uses the primary score")
        << rr << "GPTS BH" << 1 << "16.5";
    QTest::newRow("13 PS:MP: 2 + 4 + 5") << rr << "MPTS PS:MP" << 1 << "11";
    QTest::newRow("13 PS:GP: 2.5 + 5.5 + 7.5") << rr << "MPTS PS:GP" << 1 << "15.5";
    QTest::newRow("13.1 MPvGP with match points primary is GP") << rr << "MPTS MPVGP" << 1 << "7.5";
    QTest::newRow("13.1 MPvGP with game points primary is MP") << rr << "GPTS MPvGP" << 1 << "5";
    QTest::newRow("13.4 SSSC: 7.5 + 7 / floor(3x2 / 4)") << rr << "MPTS SSSC" << 1 << "14.5";
    QTest::newRow("13.4 SSSC with game points primary: 5 + 16.5 / floor(12 / 2)")
        << rr << "GPTS SSSC" << 1 << "7.75";
    QTest::newRow("12.1 BC: 1x3 + 2x2 + 3x1 + 4x1.5") << rr << "MPTS BC" << 1 << "16";
    const Tournament swiss = swissWithByes();
    QTest::newRow("16.3.2 a last-round zero-point bye counts as a draw for opponents")
        << swiss << "MPTS BH:MP" << 1 << "2";
    QTest::newRow("16.3.2 in game points the draw is half the boards")
        << swiss << "MPTS BH:GP" << 1 << "2.5";
    QTest::newRow("16.4 own zero-point bye: a dummy on the team's own score")
        << swiss << "MPTS BH:MP" << 2 << "4";
    QTest::newRow("16.4 own pairing-allocated bye: a dummy on the team's own score")
        << swiss << "MPTS BH:MP" << 4 << "3";
    QTest::newRow("16.4 EMGSB: dummy's MP x the bye's game points")
        << swiss << "MPTS EMGSB" << 4 << "3";
    QTest::newRow("16.5 BH:MP/C1 cuts the voluntary unplayed round")
        << swiss << "MPTS BH:MP/C1" << 2 << "4";
    // Fore Buchholz: A-C of round 2 counted as a draw (A 3 MP, C 2 MP); B's bye and D's PAB stay.
    QTest::newRow("8.3 FB:MP: the last round's match drawn, 1 + 2")
        << swiss << "MPTS FB:MP" << 1 << "3";
    QTest::newRow("8.3 FB:MP with a bye in the last round: 3 + dummy 0")
        << swiss << "MPTS FB" << 2 << "3";
}

void tst_TeamTieBreaks::values()
{
    QFETCH(Tournament, tournament);
    QFETCH(QString, list);
    QFETCH(int, team);
    QFETCH(QString, expected);
    const Standings st = standings(tournament, list);
    QCOMPARE(st.tieBreaks.size(), 1);
    QCOMPARE(rowOf(st, team).values.value(0).toString(), expected);
}

void tst_TeamTieBreaks::positions_data()
{
    QTest::addColumn<Tournament>("tournament");
    QTest::addColumn<QString>("list");
    QTest::addColumn<QList<int>>("teams");
    QTest::addColumn<QList<int>>("expected");
    const Tournament b = boards();
    QTest::newRow("12.2 TBR: board 1 equal, board 2 then board 3 decide")
        << b << "MPTS GPTS TBR" << QList<int> {1, 2, 3} << QList<int> {1, 3, 2};
    QTest::newRow("12.3 BBE: without board 4, then without boards 3-4")
        << b << "MPTS GPTS BBE" << QList<int> {1, 2, 3} << QList<int> {1, 2, 3};
    const Tournament c = cycle();
    QTest::newRow("13.3.1 EDE: MP do not separate, GP do; 13.3.3 the 2-2 pair stays tied")
        << c << "MPTS EDE" << QList<int> {1, 2, 3, 4} << QList<int> {2, 1, 4, 2};
    QTest::newRow("6 DE:MP alone separates nobody in the cycle")
        << c << "MPTS DE:MP" << QList<int> {1, 2, 3, 4} << QList<int> {0, 0, 0, 0};
    QTest::newRow("6 DE:GP ranks by game points between them")
        << c << "MPTS DE:GP" << QList<int> {1, 2, 3, 4} << QList<int> {2, 1, 4, 2};
    const Tournament rr = roundRobin();
    QTest::newRow("13.3 EDE is 0 for a team tied with nobody")
        << rr << "MPTS EDE" << QList<int> {1, 4} << QList<int> {0, 0};
    QTest::newRow("13.3.1 EDE between B and C: a 2-2 draw, no separation")
        << rr << "MPTS EDE" << QList<int> {2, 3} << QList<int> {0, 0};
}

void tst_TeamTieBreaks::positions()
{
    QFETCH(Tournament, tournament);
    QFETCH(QString, list);
    QFETCH(QList<int>, teams);
    QFETCH(QList<int>, expected);
    const Standings st = standings(tournament, list);
    QList<int> got;
    for (int team : teams)
        got.append(int(rowOf(st, team).values.last().value.roundToInt()));
    QCOMPARE(got, expected);
}

void tst_TeamTieBreaks::boardCountLowerIsBetter()
{
    // 12.1: "The lower the sum of these products, the higher the ranking of the team."
    // A: 1+2+1.5+0 = 4.5, B: 1+1+3+0 = 5, C: 1+2+0+2 = 5.
    const Standings st = standings(boards(), QStringLiteral("MPTS GPTS BC"));
    QCOMPARE(rowOf(st, 1).values[1].toString(), QStringLiteral("4.5"));
    QCOMPARE(rowOf(st, 2).values[1].toString(), QStringLiteral("5"));
    QCOMPARE(st.rows[0].startNo, 1);
    QCOMPARE(st.rows[1].rank, 2);
    QVERIFY(st.rows[1].sharedRank);
    QCOMPARE(st.rows[1].separation, Separation::TieBreak);
    QCOMPARE(st.rows[2].rank, 2);
}

void tst_TeamTieBreaks::edeRanking()
{
    const Standings st = standings(cycle(), QStringLiteral("MPTS EDE"));
    QList<int> order, ranks;
    for (const StandingRow &row : st.rows) {
        order.append(row.startNo);
        ranks.append(row.rank);
    }
    QCOMPARE(order, (QList<int> {2, 1, 4, 3}));
    QCOMPARE(ranks, (QList<int> {1, 2, 2, 4}));
}

void tst_TeamTieBreaks::noTeamMeaning()
{
    const Standings st = standings(roundRobin(), QStringLiteral("MPTS ARO BPG"));
    QCOMPARE(st.tieBreaks.size(), 2);
    QCOMPARE(rowOf(st, 1).values[0].toString(), QStringLiteral("NA"));
    QCOMPARE(st.notes.size(), 2);
    QVERIFY2(st.notes[0].contains(QStringLiteral("ARO")), qPrintable(st.notes[0]));
}

void tst_TeamTieBreaks::pairedWithoutResult()
{
    // A match paired but not yet played is not a 0-0 draw: no points, an unplayed round.
    TeamEvent e(2, 2, 2, QStringLiteral("Team Swiss"));
    e.match(1, 1, 2, "1=").match(2, 2, 1, "  ");
    const TeamResults res = computeTeamResults(e.t, e.t.teamData.scoring);
    QCOMPARE(res.at(0, 1).kind, RoundKind::Absent);
    QCOMPARE(res.at(1, 1).matchPoints, Fixed());
    QCOMPARE(res.at(0, 0).kind, RoundKind::Played);
    QCOMPARE(res.at(0, 0).matchPoints, Fixed::fromInt(2));
    QCOMPARE(res.at(1, 0).gamePoints, Fixed::half());
}

void tst_TeamTieBreaks::ssscDivisor()
{
    // 13.4.2 b) "or by a different value if stated by the rules of the competition": A's GP 7.5
    // plus BH:MP 7 / 2 instead of 7 / 1.
    TeamStandingsOptions options;
    options.tieBreaks = parseTieBreakList(QStringLiteral("MPTS SSSC")).value();
    options.ssscDivisor = 2;
    QCOMPARE(rowOf(computeTeamStandings(roundRobin(), options), 1).values[0].toString(),
        QStringLiteral("11"));
}

void tst_TeamTieBreaks::edeKnockout_data()
{
    // A and B never met; both won 2.5-1.5: A ½ 1 1 0, B 1 0 ½ 1. BC: A 5.5, B 6.5 (A better);
    // TBR: board 1 ½ against 1 (B better); BBE without board 4: A 2.5, B 1.5 (A better).
    QTest::addColumn<QList<TieBreakId>>("knockout");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("13.3.2 not applied unless the competition says so")
        << QList<TieBreakId> {} << QList<int> {0, 0};
    QTest::newRow("13.3.2 with BC, lower is better")
        << QList<TieBreakId> {TieBreakId::BC} << QList<int> {1, 2};
    QTest::newRow("13.3.2 with TBR") << QList<TieBreakId> {TieBreakId::TBR} << QList<int> {2, 1};
    QTest::newRow("13.3.2 with BBE") << QList<TieBreakId> {TieBreakId::BBE} << QList<int> {1, 2};
    QTest::newRow("13.3.2 TBR before BC: TBR decides")
        << QList<TieBreakId> {TieBreakId::TBR, TieBreakId::BC} << QList<int> {2, 1};
}

void tst_TeamTieBreaks::edeKnockout()
{
    QFETCH(QList<TieBreakId>, knockout);
    QFETCH(QList<int>, expected);
    TeamEvent e(4, 4, 1, QStringLiteral("Team Swiss"));
    e.match(1, 1, 3, "=110").match(1, 2, 4, "10=1");
    TeamStandingsOptions options;
    options.tieBreaks = parseTieBreakList(QStringLiteral("MPTS EDE")).value();
    options.edeKnockout = knockout;
    const Standings st = computeTeamStandings(e.t, options);
    QCOMPARE((QList<int> {int(rowOf(st, 1).values[0].value.roundToInt()),
                 int(rowOf(st, 2).values[0].value.roundToInt())}),
        expected);
}

void tst_TeamTieBreaks::specs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<QString>("error");
    QTest::newRow("EDET is its own chain (13.3.2, 2026), not EDE") << "EDET/P"
                                                                   << "EDET/P"
                                                                   << "";
    QTest::newRow("MPvGP in mixed case") << "MPvGP"
                                         << "MPVGP"
                                         << "";
    QTest::newRow("ESB with two point types") << "ESB:GM/C1"
                                              << "ESB:GM/C1"
                                              << "";
    QTest::newRow("BH on match points with cut and /P") << "BH:MP/C1/P"
                                                        << "BH:MP/C1/P"
                                                        << "";
    QTest::newRow("ESB needs two point types") << "ESB:MP"
                                               << ""
                                               << "ESB needs two point types";
    QTest::newRow("EDE cannot be cut") << "EDE/C1"
                                       << ""
                                       << "cannot be cut";
}

void tst_TeamTieBreaks::specs()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(QString, error);
    QString message;
    const auto spec = parseTieBreakSpec(text, &message);
    if (error.isEmpty()) {
        QVERIFY2(spec, qPrintable(message));
        QCOMPARE(spec->canonical(), canonical);
    } else {
        QVERIFY(!spec);
        QVERIFY2(message.contains(error), qPrintable(message));
    }
}

void tst_TeamTieBreaks::playerByeCodesAreTeamByes()
{
    // A finding on TRF-16 team files: a team bye written only as the same code on
    // every player's line (no 240 or 320 record). Team C has F on both boards, team D H: a
    // full-point bye is a won match (2 MP, a win on each board), a half-point bye a drawn one
    // (1 MP, a draw on each board), C.07 Art. 16.2.2-16.2.3; not 0 and 0 as before.
    TeamEvent e(4, 2, 1, QStringLiteral("Team Swiss"));
    e.match(1, 1, 2, "1=");
    for (int b = 1; b <= 2; ++b) {
        e.t.players[e.player(3, b) - 1].rounds[0].code = 'F';
        e.t.players[e.player(4, b) - 1].rounds[0].code = 'H';
    }
    const Standings st = standings(e.t, QStringLiteral("MPTS GPTS"));
    QCOMPARE(rowOf(st, 3).points, fx("2"));
    QCOMPARE(rowOf(st, 3).values[0].value, fx("2"));
    QCOMPARE(rowOf(st, 4).points, fx("1"));
    QCOMPARE(rowOf(st, 4).values[0].value, fx("1"));
    // Mixed codes are not a team bye: nothing is guessed.
    e.t.players[e.player(4, 2) - 1].rounds[0].code = 'F';
    QCOMPARE(rowOf(standings(e.t, QStringLiteral("MPTS GPTS")), 4).points, fx("0"));
}

void tst_TeamTieBreaks::pairingByeWithout320()
{
    // A finding on TRF-16 team files: every board of team C written `U` is the
    // pairing-allocated bye. C.07 leaves its value to the competition (16.3.1 evaluates it by
    // the points awarded; TRF-2026 states them in 320). Without a 320 record it is worth a
    // drawn match, 1 MP, and a win on every board, 2 GP, as FIDE's reference checker scores
    // it (it was 2 MP before). A 320 record still decides.
    TeamEvent e(3, 2, 1, QStringLiteral("Team Swiss"));
    e.match(1, 1, 2, "1=");
    for (int b = 1; b <= 2; ++b)
        e.t.players[e.player(3, b) - 1].rounds[0].code = 'U';
    const Standings st = standings(e.t, QStringLiteral("MPTS GPTS"));
    QCOMPARE(rowOf(st, 3).points, fx("1"));
    QCOMPARE(rowOf(st, 3).values[0].value, fx("2"));
    e.t.teamData.scoring.hasPairingByeRecord = true;
    e.t.teamData.scoring.pairingByeMatchPoints = Fixed::fromInt(2);
    QCOMPARE(rowOf(standings(e.t, QStringLiteral("MPTS GPTS")), 3).points, fx("2"));
}

QTEST_GUILESS_MAIN(tst_TeamTieBreaks)
#include "tst_teamtiebreaks.moc"
