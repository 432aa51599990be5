// SPDX-License-Identifier: GPL-3.0-or-later
// Each tie-break of C.07 on small tournaments worked out by hand from the regulation text; row
// names give the article reproduced. Whole-tournament checks against FIDE's checker are in
// tst_golden.
#include "testpaths.h"
#include "tiebreaks/fideratingtables.h"
#include "tiebreaks/standings.h"
#include "tournamentbuilder.h"
#include "trf/trf.h"

#include <QMap>
#include <QTest>

using namespace arb;

namespace {

// Swiss, 4 players, 3 rounds (scores: 1 → 2, 2 → 1.5, 3 → 1, 4 → 1.5).
// Player 1 takes a zero-point bye in the last round (16.2.5: a draw for opponents' purposes);
// player 4 gets the pairing-allocated bye (16.2.1: a win).
const QStringList swiss4 = {
    "2000: 2w1 3b1 Z",
    "1900: 1b0 4w= 3w1",
    "1800: 4b1 1w0 2b0",
    "1700: 3w0 2b= U",
};

QString valueOf(const Tournament &t, const QString &spec, int startNo, QString *error = nullptr)
{
    StandingsOptions options;
    const auto list = parseTieBreakList(spec, error);
    if (!list)
        return QStringLiteral("bad spec");
    options.tieBreaks = *list;
    const Standings st = computeStandings(t, options);
    for (const StandingRow &row : st.rows)
        if (row.startNo == startNo)
            return spec == u"PTS" ? row.points.toString() : row.values.value(0).toString();
    return QStringLiteral("no row");
}

} // namespace

class tst_TieBreaks : public QObject
{
    Q_OBJECT
private slots:
    void values_data();
    void values();
    void fideExercise_data();
    void fideExercise();
    void directEncounter_data();
    void directEncounter();
    void unratedDropped();
    void ranking();
    void lotsAreReproducible();
    void arbiterOrdersTies();
    void externalValues();
    void specParsing_data();
    void specParsing();
    void trfCodes();
    void ratingTablesMatchFide();
    void explanation();
    void otherScoringSystems();
    void roundRobinLeaverLeftOut();
};

void tst_TieBreaks::values_data()
{
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("startNo");
    QTest::addColumn<QString>("expected");
    const int swiss = int(TournamentType::Swiss);
    const int rr = int(TournamentType::RoundRobin);

    QTest::newRow("PTS") << swiss4 << swiss << "PTS" << 1 << "2";
    // 8.1 + 16.3: opponents' adjusted scores; 1's last-round zero bye counts as a draw (2.5),
    // 4's pairing-allocated bye as the point awarded (1.5).
    QTest::newRow("8.1 BH, 16.3.2 opponent's last-round bye is a draw")
        << swiss4 << swiss << "BH" << 2 << "5";
    QTest::newRow("8.1 BH, 16.3 adjusted scores of all opponents")
        << swiss4 << swiss << "BH" << 3 << "5.5";
    // 16.4: own unplayed rounds are games against a dummy with one's own final score.
    QTest::newRow("16.4 own zero-point bye: dummy with own score")
        << swiss4 << swiss << "BH" << 1 << "4.5";
    QTest::newRow("16.4 own PAB: dummy with own score") << swiss4 << swiss << "BH" << 4 << "4";
    // 16.5.1: Cut-1 removes the lowest contribution coming from a VUR (the dummy, 2), not the
    // lowest value (1).
    QTest::newRow("16.5.1 BH/C1 cuts the VUR first") << swiss4 << swiss << "BH/C1" << 1 << "2.5";
    QTest::newRow("14.1.1a BH/C1 without VUR cuts the lowest")
        << swiss4 << swiss << "BH/C1" << 4 << "3";
    QTest::newRow("14.3 BH/M1 cuts lowest and highest") << swiss4 << swiss << "BH/M1" << 3 << "1.5";
    // 9.1: SB = sum of adjusted opponent score × points scored against them.
    QTest::newRow("9.1 SB") << swiss4 << swiss << "SB" << 2 << "1.75";
    QTest::newRow("9.1 SB with a dummy for the PAB (16.4)")
        << swiss4 << swiss << "SB" << 4 << "2.25";
    // 16.5.1 for SB: cut the higher of the lowest VUR contribution (0) and the least
    // significant value (opponent 3, score 1, contribution 1): the latter.
    QTest::newRow("16.5.1 SB/C1 higher of VUR and LSV") << swiss4 << swiss << "SB/C1" << 1 << "1.5";
    QTest::newRow("7.1 WIN counts a PAB worth a win") << swiss4 << swiss << "WIN" << 4 << "1";
    QTest::newRow("7.2 WON counts games over the board only")
        << swiss4 << swiss << "WON" << 4 << "0";
    QTest::newRow("7.3 BPG") << swiss4 << swiss << "BPG" << 1 << "1";
    QTest::newRow("7.4 BWG") << swiss4 << swiss << "BWG" << 1 << "1";
    QTest::newRow("7.5 PS 1+2+2") << swiss4 << swiss << "PS" << 1 << "5";
    QTest::newRow("14.1.1c PS/C1 drops the first round") << swiss4 << swiss << "PS/C1" << 1 << "4";
    QTest::newRow("7.6 REP without the zero-point bye") << swiss4 << swiss << "REP" << 1 << "2";
    QTest::newRow("7.6 REP counts a PAB") << swiss4 << swiss << "REP" << 4 << "3";
    // 8.2: AOB over opponents played over the board: (BH 2 = 5 + BH 3 = 5.5) / 2.
    QTest::newRow("8.2 AOB") << swiss4 << swiss << "AOB" << 1 << "5.25";
    // 8.3: the last round's paired game (2 beat 3) becomes a draw: 2 has 1, 3 has 1.5, and 1's
    // final zero bye still counts as a draw for opponents (2.5): 2.5 + 1.5 + 1.5.
    QTest::newRow("8.3 FB last round drawn") << swiss4 << swiss << "FB" << 2 << "5.5";
    // 10.4: APRO of 1 = average of the TPRs of 2 (1833: 50 %) and 3 (1867 - 125: 33 %).
    QTest::newRow("10.4 APRO rounded half up") << swiss4 << swiss << "APRO" << 1 << "1788";
    // 10.1: ARO of 1 = (1900 + 1800) / 2; of 2 = (2000+1700+1800)/3 = 1833.33 -> 1833.
    QTest::newRow("10.1 ARO") << swiss4 << swiss << "ARO" << 1 << "1850";
    QTest::newRow("10.1 ARO rounded") << swiss4 << swiss << "ARO" << 2 << "1833";
    QTest::newRow("14.1.1b ARO/C1 drops the lowest rating")
        << swiss4 << swiss << "ARO/C1" << 2 << "1900";
    // 10.2: TPR = ARO + dp(p); player 1 scored 2/2 -> dp(1.00) = 800.
    QTest::newRow("10.2 TPR perfect score") << swiss4 << swiss << "TPR" << 1 << "2650";
    // Player 2: 1.5/3 = 0.50 -> dp 0.
    QTest::newRow("10.2 TPR fifty percent") << swiss4 << swiss << "TPR" << 2 << "1833";
    // 10.3: the lowest rating whose expected score reaches the score: table 8.1(b) gives 0.50
    // for differences 0 to 3, so half a point against a 2000 needs only 1997.
    QTest::newRow("10.3 PTP lowest rating reaching the score")
        << QStringList {"2000: 2w=", "2000: 1b="} << swiss << "PTP" << 1 << "1997";
    // 10.3: a zero score gives the lowest opponent's rating - 800.
    QTest::newRow("10.3 PTP zero score")
        << QStringList {"1500: 2w0 3b0", "1600: 1b1 .", "1700: . 1w1"} << swiss << "PTP" << 1
        << "800";

    // 9.2 + 14.5: Koya in a round robin of 4 (3 rounds, 50 % = 1.5).
    const QStringList rr4
        = {"2000: 2w1 3b= 4w1", "1900: 1b0 4w1 3b1", "1800: 4b= 1w= 2w0", "1700: 3w= 2b0 1b0"};
    // Scores: 1 → 2.5, 2 → 2, 3 → 1, 4 → 0.5.
    QTest::newRow("9.2 KS counts opponents with 50 %") << rr4 << rr << "KS" << 3 << "0.5";
    QTest::newRow("14.5 KS/L-2 lowers the limit to 0.5") << rr4 << rr << "KS/L-2" << 1 << "2.5";
    QTest::newRow("14.5 KS/L+2 raises the limit to 2.5") << rr4 << rr << "KS/L+2" << 2 << "0";
    // 15.2: in a round robin a forfeit is a game; the withdrawn player's score counts.
    const QStringList rrForfeit = {"2000: 2w1 3b+", "1900: 1b0 3w1", "1800: 2b0 1w-"};
    QTest::newRow("15.2 round robin: forfeit counts as a game for BH")
        << rrForfeit << rr << "BH" << 1 << "1";
    // In a Swiss the same forfeit is an unplayed round: a dummy with own score (2).
    QTest::newRow("16.2.2 Swiss: forfeit win gives a dummy")
        << rrForfeit << swiss << "BH" << 1 << "3";
    QTest::newRow("14 /P: forfeit counted as played") << rrForfeit << swiss << "BH/P" << 1 << "1";
    // 4.4: an opponent met twice counts twice.
    QTest::newRow("4.4 repeated opponent counts twice")
        << QStringList {"2000: 2w1 2b=", "1900: 1b0 1w="} << rr << "BH" << 1 << "1";
    // 16.3.1: a requested bye followed by a played round keeps its points for opponents.
    QTest::newRow("16.2.3 early zero bye keeps 0 for opponents") << QStringList {"2000: Z 2w1",
        "1900: 3w1 1b0", "1800: 2b0 ."} << swiss << "BH" << 2 << "1.5";
    // 16.2.5: byes followed only by VURs (forfeit loss, bye) count as draws: player 1's adjusted
    // score is 0 + 0.5 (Z as a draw) + 0 (the forfeit loss stays a loss) = 0.5; player 2 adds two
    // dummies with its own 2.5 points (half-point bye, forfeit win): 0.5 + 2.5 + 2.5.
    QTest::newRow("16.2.5 bye before a forfeit loss is a draw")
        << QStringList {"2000: 2w0 Z 2w-", "1900: 1b1 H 1b+"} << swiss << "BH" << 2 << "5.5";
}

void tst_TieBreaks::values()
{
    QFETCH(QStringList, players);
    QFETCH(int, type);
    QFETCH(QString, spec);
    QFETCH(int, startNo);
    QFETCH(QString, expected);
    const Tournament t = buildTournament(players, TournamentType(type));
    QString error;
    QCOMPARE(valueOf(t, spec, startNo, &error), expected);
}

void tst_TieBreaks::fideExercise_data()
{
    // The FIDE TEC tie-break exercise of 2024 and its published answers.
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("startNo");
    QTest::addColumn<QString>("expected");
    const QList<std::pair<int, const char *>> bh = {{1, "12.5"}, {2, "13"}, {3, "15.5"}, {4, "15"},
        {5, "8.5"}, {8, "13.5"}, {11, "13.5"}, {16, "12.5"}};
    for (const auto &[s, v] : bh)
        QTest::newRow(qPrintable(QStringLiteral("TEC exercise BH #%1").arg(s))) << "BH" << s << v;
    const QList<std::pair<int, const char *>> c1 = {{5, "7.5"}, {8, "12"}, {11, "12"}};
    for (const auto &[s, v] : c1)
        QTest::newRow(qPrintable(QStringLiteral("TEC exercise BH/C1 #%1").arg(s)))
            << "BH/C1" << s << v;
}

void tst_TieBreaks::fideExercise()
{
    QFETCH(QString, spec);
    QFETCH(int, startNo);
    QFETCH(QString, expected);
    if (sharedDir().isEmpty())
        QSKIP("../shared not found: the FIDE exercise fixture is not part of this repository");
    const TrfReadResult r = readTrfFile(sharedDir()
        + QStringLiteral("/fixtures/trf/fide-tec-tiebreak-exercise-2024_16p_5r_trf16.trf"));
    QVERIFY(r.ok());
    QCOMPARE(valueOf(r.tournament, spec, startNo), expected);
}

void tst_TieBreaks::directEncounter_data()
{
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<int>("type");
    QTest::addColumn<QList<int>>("group");
    QTest::addColumn<QList<int>>("positions");
    const int swiss = int(TournamentType::Swiss);
    const int drr = int(TournamentType::DoubleRoundRobin);
    // 6.2: all met; 1 and 2 tie on 2 points among the four, their own game decides.
    QTest::newRow("6.2 all met, reapplied to the subset")
        << QStringList {"0: 2w1 3b0 4w1", "0: 1b0 4w1 3b1", "0: 4b= 1w1 2w0", "0: 3w= 2b0 1b0"}
        << swiss << QList<int> {1, 2, 3, 4} << QList<int> {1, 2, 3, 4};
    QTest::newRow("6.2 subset still tied shares")
        << QStringList {"0: 2w= 3b1", "0: 1b= 3w1", "0: . 1w0 2b0"} << swiss << QList<int> {1, 2, 3}
        << QList<int> {1, 1, 3};
    QTest::newRow("6.2 nothing separates: all 0")
        << QStringList {"0: 2w= 3b=", "0: 1b= 3w=", "0: . 1w= 2b="} << swiss << QList<int> {1, 2, 3}
        << QList<int> {0, 0, 0};
    // 6.3: 1 beat 2 and 3, who never met: 1 stays first whatever; 2 and 3 stay tied.
    QTest::newRow("6.3 Swiss: alone at the top whatever the missing game")
        << QStringList {"0: 2w1 3b1", "0: 1b0 .", "0: . 1w0"} << swiss << QList<int> {1, 2, 3}
        << QList<int> {1, 2, 2};
    // 6.3: 1 beat 2 only; 3 could still reach 2 points against 1 and 2: no one is ranked.
    QTest::newRow("6.3 Swiss: missing games could change the top") << QStringList {"0: 2w1 .",
        "0: 1b0 .", "0: . ."} << swiss << QList<int> {1, 2, 3} << QList<int> {0, 0, 0};
    // 6.1.1: a forfeit is not an encounter unless /P.
    QTest::newRow("6.1.1 forfeit is not an encounter")
        << QStringList {"0: 2w+", "0: 1b-"} << swiss << QList<int> {1, 2} << QList<int> {0, 0};
    // 6.1.2: met twice, the average of the two games: 1 scores (1 + 0.5) / 2 = 0.75.
    QTest::newRow("6.1.2 met twice: average") << QStringList {"0: 2w1 2b=", "0: 1b0 1w="} << drr
                                              << QList<int> {1, 2} << QList<int> {1, 2};
}

void tst_TieBreaks::directEncounter()
{
    QFETCH(QStringList, players);
    QFETCH(int, type);
    QFETCH(QList<int>, group);
    QFETCH(QList<int>, positions);
    const Tournament t = buildTournament(players, TournamentType(type));
    QCOMPARE(directEncounterPositions(t, group), positions);
}

void tst_TieBreaks::unratedDropped()
{
    // Art. 10: with an unrated player present, rating-based tie-breaks are dropped unless the
    // regulations give unrated players a rating (/U).
    const Tournament t = buildTournament({"2000: 2w1 3b1", "0: 1b0 3w=", "1800: 2b= 1w0"});
    QCOMPARE(valueOf(t, QStringLiteral("ARO"), 1), QStringLiteral("NA"));
    QCOMPARE(valueOf(t, QStringLiteral("ARO/U1400"), 1), QStringLiteral("1600"));
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("TPR"));
    const Standings st = computeStandings(t, options);
    QCOMPARE(st.notes.size(), 1);
    QVERIFY(st.notes[0].contains(QStringLiteral("Art. 10")));
}

void tst_TieBreaks::ranking()
{
    // 4.2: points first, then each tie-break in turn; the row says which one decided.
    const Tournament t = buildTournament(swiss4);
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("PTS BH SB"));
    const Standings st = computeStandings(t, options);
    QCOMPARE(st.tieBreaks.size(), 2); // the leading PTS is the primary score
    QList<int> order;
    for (const StandingRow &row : st.rows)
        order.append(row.startNo);
    // 2 and 4 have 1.5 points; BH 5 against 4.
    QCOMPARE(order, (QList<int> {1, 2, 4, 3}));
    QCOMPARE(st.rows[1].separation, Separation::Points);
    QCOMPARE(st.rows[2].separation, Separation::TieBreak);
    QCOMPARE(st.tieBreaks[st.rows[2].decidedBy].text, QStringLiteral("BH"));
    QCOMPARE(st.rows[2].rank, 3);
    QVERIFY(!st.rows[2].sharedRank);

    // Equal on everything: the place is shared.
    const Tournament draw = buildTournament({"2000: 2w=", "2000: 1b="});
    options.tieBreaks = *parseTieBreakList(QStringLiteral("BH"));
    const Standings shared = computeStandings(draw, options);
    QCOMPARE(shared.rows[0].rank, 1);
    QCOMPARE(shared.rows[1].rank, 1);
    QVERIFY(shared.rows[1].sharedRank);
    QCOMPARE(shared.rows[1].separation, Separation::Shared);
}

// FIDE's program checklist M84: the arbiter's order of players tied on everything places those
// he names, best first, before any lots; the others of the group stay tied (or are drawn) below
// them; an order never overrides points or a tie-break. The record reads back as written.
void tst_TieBreaks::arbiterOrdersTies()
{
    // Eight players, four games drawn: all tied on 0.5 points and BH.
    QStringList players;
    for (int i = 0; i < 8; ++i)
        players.append(
            QStringLiteral("2000: %1%2=").arg(i % 2 ? i : i + 2).arg(QChar(i % 2 ? u'b' : u'w')));
    Tournament t = buildTournament(players);
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("BH"));
    QCOMPARE(remainingTies(computeStandings(t, options)),
        (QList<QList<int>> {{1, 2, 3, 4, 5, 6, 7, 8}}));
    ArbiterOrder order;
    order.round = 1;
    order.startNos = {7, 2, 5};
    order.reason = QStringLiteral("rules; art. 12");
    QCOMPARE(order.record(), QStringLiteral("### Arbiter order @ Round 1: 7 2 5; rules, art. 12"));
    QCOMPARE(ArbiterOrder::parse(order.record())->startNos, order.startNos);
    QCOMPARE(ArbiterOrder::parse(order.record())->reason, QStringLiteral("rules, art. 12"));
    QVERIFY(!ArbiterOrder::parse(QStringLiteral("### Arbiter order @ Round 1: 7")));
    t.otherRecords.append({order.record()});
    const Standings st = computeStandings(t, options);
    QList<int> startNos, ranks;
    QList<Separation> how;
    for (const StandingRow &row : st.rows) {
        startNos << row.startNo;
        ranks << row.rank;
        how << row.separation;
    }
    QCOMPARE(startNos.mid(0, 3), (QList<int> {7, 2, 5}));
    QCOMPARE(ranks, (QList<int> {1, 2, 3, 4, 4, 4, 4, 4}));
    QCOMPARE(how.mid(0, 5),
        (QList<Separation> {Separation::First, Separation::Arbiter, Separation::Arbiter,
            Separation::Arbiter, Separation::Shared}));
    QCOMPARE(separationKey(st, st.rows[1]), QStringLiteral("arbiter"));
    QCOMPARE(remainingTies(st), (QList<QList<int>> {{1, 3, 4, 6, 8}}));
    QVERIFY(st.notes.join(u' ').contains(u"decided by the arbiter"));
    // Lots then break what he left tied; his three stay first.
    options.lotsSeed = 42;
    const Standings drawn = computeStandings(t, options);
    QCOMPARE(drawn.rows[2].startNo, 5);
    QCOMPARE(drawn.rows[4].separation, Separation::Lots);
    QCOMPARE(drawn.rows[7].rank, 8);
    // A player with more points is never moved by an order.
    Tournament won = buildTournament({"2000: 2w1", "2000: 1b0", "2000: 4w=", "2000: 3b="});
    won.otherRecords.append({QStringLiteral("### Arbiter order @ Round 1: 2 1; wrong")});
    const Standings kept = computeStandings(won, options);
    QCOMPARE(kept.rows[0].startNo, 1);
    QCOMPARE(kept.rows[3].startNo, 2);
}

// FIDE's program checklist M84: EXT ranks by values the arbiter set from outside the event
// (the higher first; none is NA, below every value); a later record's value of a player counts.
void tst_TieBreaks::externalValues()
{
    Tournament t = buildTournament({"2000: 2w=", "2000: 1b=", "2000: 4w=", "2000: 3b="});
    ExternalValues first;
    first.round = 1;
    first.values = {{1, Fixed::fromInt(2)}, {3, *Fixed::parse(u"3.5")}, {4, Fixed::fromInt(1)}};
    first.reason = QStringLiteral("qualifier");
    QCOMPARE(
        first.record(), QStringLiteral("### External values @ Round 1: 1=2 3=3.5 4=1; qualifier"));
    QCOMPARE(ExternalValues::parse(first.record())->values, first.values);
    QVERIFY(!ExternalValues::parse(QStringLiteral("### External values @ Round 1: 1=x")));
    t.otherRecords.append({first.record()});
    ExternalValues later {1, {{4, Fixed::fromInt(5)}}, QStringLiteral("corrected")};
    t.otherRecords.append({later.record()});
    const QHash<int, Fixed> values = externalTieBreakValues(t);
    QCOMPARE(values.value(4), Fixed::fromInt(5));
    QCOMPARE(values.size(), 3);
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("EXT"));
    const Standings st = computeStandings(t, options);
    QList<int> order;
    for (const StandingRow &row : st.rows)
        order << row.startNo;
    QCOMPARE(order, (QList<int> {4, 3, 1, 2}));
    QCOMPARE(st.rows[3].values[0].toString(), QStringLiteral("NA"));
    QCOMPARE(st.rows[0].separation, Separation::First);
    QCOMPARE(st.rows[1].separation, Separation::TieBreak);
    QVERIFY(!parseTieBreakSpec(QStringLiteral("EXT"))->isFideCode());
}

void tst_TieBreaks::lotsAreReproducible()
{
    QStringList players;
    for (int i = 0; i < 8; ++i)
        players.append(
            QStringLiteral("2000: %1%2=").arg(i % 2 ? i : i + 2).arg(QChar(i % 2 ? u'b' : u'w')));
    const Tournament t = buildTournament(players);
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("BH"));
    auto orderFor = [&](quint64 seed) {
        options.lotsSeed = seed;
        QList<int> order;
        for (const StandingRow &row : computeStandings(t, options).rows) {
            order.append(row.startNo);
            if (row.sharedRank)
                return QList<int> {-1};
        }
        return order;
    };
    const QList<int> a = orderFor(42);
    QCOMPARE(a.size(), 8);
    QCOMPARE(orderFor(42), a); // same seed, same lots
    bool anyDifferent = false;
    for (quint64 seed = 1; seed < 20 && !anyDifferent; ++seed)
        anyDifferent = orderFor(seed) != a;
    QVERIFY(anyDifferent);
    options.lotsSeed = 42;
    const Standings st = computeStandings(t, options);
    QCOMPARE(st.rows[1].separation, Separation::Lots);
    QCOMPARE(st.rows[7].rank, 8);
}

void tst_TieBreaks::specParsing_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("BH/C1") << "BH/C1"
                           << "BH/C1";
    QTest::newRow("lower case and dash") << "bh-c1"
                                         << "BH/C1";
    QTest::newRow("median") << "ARO/M1"
                            << "ARO/M1";
    QTest::newRow("forfeits as played") << "SB/P"
                                        << "SB/P";
    QTest::newRow("Koya limit") << "KS/L-1"
                                << "KS/L-1";
    QTest::newRow("PS cut") << "PS/C1"
                            << "PS/C1";
    QTest::newRow("unrated rating") << "TPR/U1400"
                                    << "TPR/U1400";
    QTest::newRow("two modifiers") << "BH/C1/P"
                                   << "BH/C1/P";
    QTest::newRow("unknown acronym") << "XYZ"
                                     << "";
    QTest::newRow("cut on DE") << "DE/C1"
                               << "";
    QTest::newRow("limit on BH") << "BH/L+1"
                                 << "";
    QTest::newRow("unknown modifier") << "BH/Q"
                                      << "";
    QTest::newRow("two cuts") << "BH/C1/C2"
                              << "";
    // FIDE's program checklist A3: TRF-2026's spellings of record 202.
    QTest::newRow("GE, C.07 (2024)'s name of REP") << "GE"
                                                   << "REP";
    QTest::newRow("prefix of other regulations") << "OTHER_MM"
                                                 << "MM";
    QTest::newRow("prefix in lower case") << "other_ussb"
                                          << "USSB";
    QTest::newRow("other regulations, unknown") << "OTHER_XYZ"
                                                << "";
}

void tst_TieBreaks::specParsing()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QString error;
    const auto spec = parseTieBreakSpec(text, &error);
    if (canonical.isEmpty()) {
        QVERIFY(!spec);
        QVERIFY(error.contains(text));
    } else {
        QVERIFY2(spec, qPrintable(error));
        QCOMPARE(spec->canonical(), canonical);
    }
}

void tst_TieBreaks::trfCodes()
{
    // FIDE's program checklist A3: record 202 writes C.07's tie-breaks as they are and those
    // of other regulations with the prefix OTHER_.
    const QStringList fide = {QStringLiteral("BH/C1"), QStringLiteral("REP"),
        QStringLiteral("TPN/R"), QStringLiteral("EMMSB"), QStringLiteral("KS/L-1")};
    for (const QString &code : fide) {
        const auto spec = parseTieBreakSpec(code);
        QVERIFY(spec);
        QVERIFY2(spec->isFideCode(), qPrintable(code));
        QCOMPARE(spec->trfCode(), code);
    }
    const QStringList other = {QStringLiteral("MM"), QStringLiteral("SOLK"),
        QStringLiteral("AVGO/U1400"), QStringLiteral("DEA")};
    for (const QString &code : other) {
        const auto spec = parseTieBreakSpec(code);
        QVERIFY(spec);
        QVERIFY2(!spec->isFideCode(), qPrintable(code));
        QCOMPARE(spec->trfCode(), QStringLiteral("OTHER_") + code);
        QCOMPARE(parseTieBreakSpec(spec->trfCode())->canonical(), code);
    }
    // Unknown of another regulation: the message names the code.
    QString error;
    QVERIFY(!parseTieBreakSpec(QStringLiteral("OTHER_XYZ/C1"), &error));
    QVERIFY2(error.contains(QStringLiteral("\"OTHER_XYZ\" is a tie-break of other regulations")),
        qPrintable(error));
}

void tst_TieBreaks::ratingTablesMatchFide()
{
    // The embedded tables are FIDE's tables 8.1(a) and 8.1(b), entry by entry.
    if (sharedDir().isEmpty())
        QSKIP("../shared not found: cannot compare with ../shared/reference");
    auto rows = [](const QString &name) {
        QFile f(sharedDir() + QStringLiteral("/reference/") + name);
        QList<QStringList> out;
        if (f.open(QIODevice::ReadOnly))
            for (const QString &l : QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts))
                if (!l.startsWith(u'#'))
                    out.append(l.split(u'\t'));
        return out;
    };
    const auto dp = rows(QStringLiteral("fide-score-to-rating-difference.tsv"));
    QCOMPARE(dp.size(), 101);
    for (const QStringList &r : dp)
        QCOMPARE(ratingDifferenceForPercentage(int(Fixed::parse(r[0])->raw() / 100)), r[1].toInt());
    const auto pd = rows(QStringLiteral("fide-rating-difference-to-expected-score.tsv"));
    QCOMPARE(pd.size(), 801);
    for (const QStringList &r : pd) {
        const int hundredths = int(Fixed::parse(r[1])->raw() / 100);
        QCOMPARE(expectedScoreHundredths(r[0].toInt()), hundredths);
        QCOMPARE(expectedScoreHundredths(-r[0].toInt()), 100 - hundredths);
    }
}

void tst_TieBreaks::explanation()
{
    // BH/C1 of player 1 in swiss4: opponents 2 (1.5) and 3 (1), and a dummy with 1's own 2
    // points for the zero-point bye; the dummy, a VUR, is cut (16.5.1).
    const Tournament t = buildTournament(swiss4);
    const TieBreakExplanation e
        = explainTieBreak(t, *parseTieBreakSpec(QStringLiteral("BH/C1")), 1);
    QCOMPARE(e.value.toString(), QStringLiteral("2.5"));
    QCOMPARE(e.contributions.size(), 3);
    QCOMPARE(e.contributions[0].opponentStartNo, 2);
    QCOMPARE(e.contributions[0].value.toString(), QStringLiteral("1.5"));
    QVERIFY(!e.contributions[0].cut);
    QCOMPARE(e.contributions[2].round, 3);
    QVERIFY(e.contributions[2].dummy);
    QVERIFY(e.contributions[2].voluntary);
    QVERIFY(e.contributions[2].cut);
    QCOMPARE(e.contributions[2].kind, RoundKind::ZeroBye);
    QVERIFY(e.notes.join(u' ').contains(QStringLiteral("16.4")));
    QVERIFY(e.notes.join(u' ').contains(QStringLiteral("16.5")));

    // Player 2 met 1, whose last-round zero bye counts as a draw: 2 is adjusted to 2.5 (16.3).
    const TieBreakExplanation e2 = explainTieBreak(t, *parseTieBreakSpec(QStringLiteral("BH")), 2);
    QCOMPARE(e2.contributions[0].opponentScore.toString(), QStringLiteral("2"));
    QCOMPARE(e2.contributions[0].opponentAdjustedScore.toString(), QStringLiteral("2.5"));
    QCOMPARE(e2.contributions[0].value.toString(), QStringLiteral("2.5"));
    QVERIFY(e2.notes.join(u' ').contains(QStringLiteral("16.3")));
    Fixed sum;
    for (const TieBreakContribution &k : e2.contributions)
        if (!k.cut)
            sum += k.value;
    QCOMPARE(sum, e2.value.value);
}

void tst_TieBreaks::otherScoringSystems()
{
    // 3/1/0 with a pairing-allocated bye worth a draw: 7.1 WIN counts rounds scored as a win,
    // so the bye is not one; SB multiplies by the points of the scoring system.
    Tournament t = buildTournament({"2000: 2w1 U", "1900: 1b0 3w1", "1800: . 2b0"});
    t.scoring.win = t.scoring.forfeitWin = t.scoring.fullBye = Fixed::fromInt(3);
    t.scoring.draw = t.scoring.halfBye = t.scoring.pairingBye = Fixed::fromInt(1);
    QCOMPARE(valueOf(t, QStringLiteral("PTS"), 1), QStringLiteral("4"));
    QCOMPARE(valueOf(t, QStringLiteral("WIN"), 1), QStringLiteral("1"));
    // SB of 1: opponent 2 (3 points) x 3 + dummy (own 4 points) x 1 for the bye.
    QCOMPARE(valueOf(t, QStringLiteral("SB"), 1), QStringLiteral("13"));
}

// F42 (FIDE C.02 checklist), FIDE Tournament Rules C.06 V.4.1: a round-robin player who leaves
// having completed fewer than half his games stays in the crosstable, but neither his points nor
// the points scored against him count in the standings; at least half: everything counts.
void tst_TieBreaks::roundRobinLeaverLeftOut()
{
    // Six players, Berger rounds; player 6 plays rounds 1 and 2 and forfeits rounds 3 to 5.
    const QStringList left = {
        "2000: 6w0 2w1 3b1 4w= 5b=", // 3 (3 without 6)
        "1990: 5w1 1b0 6w+ 3w1 4b1", // 4 (3)
        "1980: 4w= 5b1 1w0 2b0 6w+", // 2.5 (1.5)
        "1970: 3b= 6b= 5w1 1b= 2w0", // 2.5 (2)
        "1960: 2b0 3w0 4b0 6b+ 1w=", // 1.5 (0.5)
        "1950: 1b1 4w= 2b- 5w- 3b-", // 1.5, two of five games completed
    };
    Tournament t = buildTournament(left, TournamentType::RoundRobin);
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("DE SB"));
    // Forfeits alone do not say he left: withdrawing is the arbiter's decision (C.04.2 3.2).
    Standings st = computeStandings(t, options);
    QVERIFY(st.leftOut.isEmpty());
    QCOMPARE(st.rows.size(), 6);
    // The crosstable's points, every game counted.
    QMap<int, QString> table;
    for (const StandingRow &row : st.rows)
        table.insert(row.startNo, row.points.toString());
    QCOMPARE(table.values(), (QStringList {"3", "4", "2.5", "2.5", "1.5", "1.5"}));
    // Withdrawn from round 3, as a rating report exported by the program records it.
    recordWithdrawals(t, {{6, 3}});
    QCOMPARE(t.otherRecords.last().line, QStringLiteral("### Withdrawn @ Round 3: player 6"));
    QCOMPARE(recordedWithdrawals(t), (QHash<int, int> {{6, 3}}));
    st = computeStandings(t, options);
    QCOMPARE(st.leftOut, (QList<LeftOutPlayer> {{5, 6, 2, 5}}));
    QList<int> order;
    QStringList points;
    for (const StandingRow &row : st.rows) {
        order << row.startNo;
        points << row.points.toString();
    }
    // 1 and 2 tie on 3: 1 beat 2 (DE). Without the games against 6, 4 is ahead of 3.
    QCOMPARE(order, (QList<int> {1, 2, 4, 3, 5}));
    QCOMPARE(points, (QStringList {"3", "3", "2", "1.5", "0.5"}));
    QCOMPARE(st.rows[0].rank, 1);
    QCOMPARE(st.rows[1].rank, 2);
    QVERIFY(std::any_of(st.notes.cbegin(), st.notes.cend(),
        [](const QString &n) { return n.contains(u"C.06 V.4.1") && n.contains(u"2 of 5"); }));
    // SB counts no game against 6: player 2's is 1 (beat 5 on 0.5) + 1 (3 on 1.5) + 1 (4 on 2)
    // = 0.5 + 1.5 + 2 = 4.
    QCOMPARE(st.rows[1].values[1].toString(), QStringLiteral("4"));
    const TieBreakExplanation e = explainTieBreak(t, options.tieBreaks[1], 2);
    QCOMPARE(e.value.toString(), QStringLiteral("4"));

    // Three completed games of five: he stays, and so do the games against him.
    QStringList stayed = left;
    stayed[1] = "1990: 5w1 1b0 6w0 3w1 4b1";
    stayed[5] = "1950: 1b1 4w= 2b1 5w- 3b-";
    Tournament both = buildTournament(stayed, TournamentType::RoundRobin);
    recordWithdrawals(both, {{6, 4}});
    st = computeStandings(both, options);
    QVERIFY(st.leftOut.isEmpty());
    QCOMPARE(st.rows.size(), 6);

    // Three rounds played and the withdrawal known to the program (not recorded in the file).
    QStringList three;
    for (const QString &line : left)
        three << line.section(u' ', 0, 3);
    const Tournament early = buildTournament(three, TournamentType::RoundRobin);
    options.leftEvent = {6};
    st = computeStandings(early, options);
    QCOMPARE(st.leftOut, (QList<LeftOutPlayer> {{5, 6, 2, 5}}));
    QCOMPARE(st.rows.size(), 5);
    // A Swiss never leaves anybody out (C.06 V.5).
    st = computeStandings(buildTournament(three, TournamentType::Swiss), options);
    QVERIFY(st.leftOut.isEmpty());
    QCOMPARE(st.rows.size(), 6);
}

QTEST_GUILESS_MAIN(tst_TieBreaks)
#include "tst_tiebreaks.moc"
