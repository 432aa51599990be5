// SPDX-License-Identifier: GPL-3.0-or-later
// Who goes to a play-off (C.07 Art. 3.1.1-3.1.2) and the main-event data the Tata Steel E.2
// seeding needs (core/playoffentrants.cpp).
#include "pairing/berger.h"
#include "playoff/playoffentrants.h"
#include "testpaths.h"
#include "trf/trf.h"

#include <QTest>

using namespace arb;

class tst_PlayoffEntrants : public QObject
{
    Q_OBJECT

private slots:
    void qualification_data();
    void qualification();
    void seedingData();
    void applyPlayoff();
};

namespace {

// A single round robin of six by the Berger table; results[a][b] is a's score against b
// (2 win, 1 draw, 0 loss) for a < b.
Tournament roundRobin(const int results[6][6])
{
    Tournament t;
    t.name = QStringLiteral("RR6");
    t.type = TournamentType::RoundRobin;
    for (int i = 1; i <= 6; ++i) {
        Player p;
        p.startNo = i;
        p.name = QStringLiteral("P%1").arg(i);
        t.players.append(p);
    }
    for (const BergerPairing &bp : bergerSchedule(6)) {
        const int w = bp.white;
        const int b = bp.black;
        const int score = w < b ? results[w - 1][b - 1] : 2 - results[b - 1][w - 1];
        const char wc = score == 2 ? '1' : score == 1 ? '=' : '0';
        const char bc = score == 2 ? '0' : score == 1 ? '=' : '1';
        t.players[w - 1].rounds.append({b, Colour::White, wc, true});
        t.players[b - 1].rounds.append({w, Colour::Black, bc, true});
    }
    t.declaredRounds = 5;
    return t;
}

// 1-4 beat 5 and 6 and score 1.5 among themselves (1>2, 2>3, 3>4, 4>1, 1=3, 2=4); 5=6.
const int fourTied[6][6] = {
    {0, 2, 1, 0, 2, 2},
    {0, 0, 2, 1, 2, 2},
    {0, 0, 0, 2, 2, 2},
    {0, 0, 0, 0, 2, 2},
    {0, 0, 0, 0, 0, 1},
    {0, 0, 0, 0, 0, 0},
};

QString groupsText(const QList<PlayoffInput> &inputs)
{
    QStringList out;
    for (const PlayoffInput &in : inputs) {
        QStringList ids;
        for (const PlayoffEntrant &e : in.entrants)
            ids.append(QString::number(e.startNo));
        out.append(QStringLiteral("%1:%2").arg(in.place).arg(ids.join(u',')));
    }
    return out.join(u' ');
}

} // namespace

void tst_PlayoffEntrants::qualification_data()
{
    QTest::addColumn<QString>("tieBreaks");
    QTest::addColumn<int>("qualifying");
    QTest::addColumn<bool>("allPlaces");
    QTest::addColumn<QString>("groups");

    // gen_drr_6p_10r_s208: 2 and 1 share 8 points, equal on DE, SB and KS; 2 has more wins.
    QTest::newRow("3.1.2 none: equal points") << "DE SB KS WIN" << 0 << false << "1:2,1";
    QTest::newRow("3.1.2 some: after DE SB KS") << "DE SB KS WIN" << 3 << false << "1:2,1";
    QTest::newRow("3.1.2 all: WIN separates") << "DE SB KS WIN" << -1 << false << "";
    QTest::newRow("3.1.1 all tied places") << "DE SB KS WIN" << 0 << true << "1:2,1";
}

void tst_PlayoffEntrants::qualification()
{
    QFETCH(QString, tieBreaks);
    QFETCH(int, qualifying);
    QFETCH(bool, allPlaces);
    QFETCH(QString, groups);
    const TrfReadResult read = readTrfFile(
        projectDataDir() + QStringLiteral("/fixtures/trf/generated/gen_drr_6p_10r_s208.trf"));
    QVERIFY2(read.ok(), read.errors.isEmpty() ? "" : qPrintable(read.errors.first().toString()));
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(tieBreaks);
    const Standings st = computeStandings(read.tournament, options);
    PlayoffConfig config = PlayoffConfig::tataSteel();
    config.qualifyingTieBreaks = qualifying;
    config.places = allPlaces ? PlayoffPlaces::AllTied : PlayoffPlaces::FirstOnly;
    QCOMPARE(groupsText(playoffInputs(read.tournament, st, config)), groups);
}

void tst_PlayoffEntrants::seedingData()
{
    const Tournament t = roundRobin(fourTied);
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("SB"));
    const Standings st = computeStandings(t, options);
    PlayoffConfig config = PlayoffConfig::tataSteel();
    QList<PlayoffInput> inputs = playoffInputs(t, st, config);
    QCOMPARE(inputs.size(), 1);
    const PlayoffInput &in = inputs[0];
    QCOMPARE(in.place, 1);
    QCOMPARE(in.entrants.size(), 4);
    // E.2.1 mutual results among the four only.
    QCOMPARE(in.mutualPoints.value({1, 2}), Fixed::fromInt(1));
    QCOMPARE(in.mutualPoints.value({2, 1}), Fixed());
    QCOMPARE(in.mutualPoints.value({1, 3}), Fixed::half());
    QCOMPARE(in.mutualPoints.value({4, 1}), Fixed::fromInt(1));
    QVERIFY(!in.mutualPoints.contains({1, 5}));
    for (const PlayoffEntrant &e : in.entrants) {
        // E.2.3 games with Black, as the Berger table gave them.
        int blacks = 0;
        for (const BergerPairing &bp : bergerSchedule(6))
            blacks += bp.black == e.startNo;
        QCOMPARE(e.gamesWithBlack, blacks);
        // E.2.2 Sonneborn-Berger: the sum of beaten opponents' scores and half of drawn ones'.
        Fixed sb;
        const Player &p = t.players[e.startNo - 1];
        for (const RoundEntry &r : p.rounds) {
            const Fixed opp
                = st.rows[std::find_if(st.rows.begin(), st.rows.end(),
                              [&](const StandingRow &row) { return row.startNo == r.opponent; })
                        - st.rows.begin()]
                      .points;
            sb += r.code == '1' ? opp : r.code == '=' ? Fixed::fromRaw(opp.raw() / 2) : Fixed();
        }
        QCOMPARE(e.sonnebornBerger, sb);
    }
    // Places 5-6 are a second tie (5=6), played off only when all tied places are.
    config.places = PlayoffPlaces::AllTied;
    inputs = playoffInputs(t, st, config);
    QCOMPARE(groupsText(inputs).section(u' ', 1), QStringLiteral("5:5,6"));
}

void tst_PlayoffEntrants::applyPlayoff()
{
    const Tournament t = roundRobin(fourTied);
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("SB"));
    const Standings st = computeStandings(t, options);
    const PlayoffInput in = playoffInputs(t, st, PlayoffConfig::tataSteel()).first();

    // Unfinished: nothing changes.
    PlayoffState state = runPlayoff(PlayoffConfig::tataSteel(), in, {}, 1);
    QVERIFY(!state.finished);
    Standings after = arb::applyPlayoff(st, in, state);
    QCOMPARE(after.rows.size(), st.rows.size());
    for (qsizetype i = 0; i < st.rows.size(); ++i)
        QCOMPARE(after.rows[i].startNo, st.rows[i].startNo);

    // A.2: the winner (here 3, winning both semi-final and final matches) is first, the
    // others share second; the main standings below are untouched.
    QMap<QString, GameResult> results;
    for (int i = 0; i < 10 && !state.finished; ++i) {
        for (const PlayoffGame &g : state.nextGames())
            results[g.id] = g.white == 3 ? GameResult::WhiteWin
                : g.black == 3           ? GameResult::BlackWin
                                         : GameResult::WhiteWin;
        state = runPlayoff(PlayoffConfig::tataSteel(), in, results, 1);
    }
    QVERIFY(state.finished);
    after = arb::applyPlayoff(st, in, state);
    QCOMPARE(after.rows[0].startNo, 3);
    QCOMPARE(after.rows[0].rank, 1);
    QCOMPARE(after.rows[0].sharedRank, false);
    QCOMPARE(after.rows[0].separation, Separation::First);
    QCOMPARE(after.rows[1].separation, Separation::Playoff);
    for (int i = 1; i < 4; ++i) {
        QCOMPARE(after.rows[i].rank, 2);
        QVERIFY(after.rows[i].sharedRank);
        QVERIFY(after.rows[i].startNo != 3);
        if (i > 1)
            QCOMPARE(after.rows[i].separation, Separation::Shared);
    }
    for (int i = 4; i < 6; ++i) {
        QCOMPARE(after.rows[i].startNo, st.rows[i].startNo);
        QCOMPARE(after.rows[i].rank, st.rows[i].rank);
    }
    QVERIFY(after.notes.last().contains(QStringLiteral("1-4")));
}

QTEST_GUILESS_MAIN(tst_PlayoffEntrants)
#include "tst_playoffentrants.moc"
