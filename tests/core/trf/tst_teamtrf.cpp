// SPDX-License-Identifier: GPL-3.0-or-later
// Team records of TRF-16 (013) and TRF-2026 (300, 310, 320, 330, 352, 362): reading the public
// team fixtures, deriving their matches, writing them back, and clear messages for bad input.
#include "teams/teamresults.h"
#include "teams/teamstandings.h"
#include "testpaths.h"
#include "trf/teamtrf.h"
#include "trf/trf.h"

#include <QTest>

using namespace arb;

namespace {

QString fixture(const QString &name)
{
    return sharedDir() + QStringLiteral("/fixtures/trf/") + name;
}

// A minimal team tournament: two teams of two players, one round played.
QByteArray smallTeamFile(const QByteArray &teamRecords)
{
    return QByteArrayLiteral("012 Small team event\n"
                             "092 Team Swiss\n"
                             "XXR 1\n"
                             "001    1      A1                                2000                 "
                             "            1.0          3 w 1\n"
                             "001    2      A2                                2000                 "
                             "            0.5          4 b =\n"
                             "001    3      B1                                2000                 "
                             "            0.0          1 b 0\n"
                             "001    4      B2                                2000                 "
                             "            0.5          2 w =\n")
        + teamRecords;
}

} // namespace

class tst_TeamTrf : public QObject
{
    Q_OBJECT
private slots:
    void fixtures_data();
    void fixtures();
    void sampleRecords();
    void boardForfeitFixture();
    void roundTrip_data();
    void roundTrip();
    void badInput_data();
    void badInput();
    void records013();
    void boardColours_data();
    void teamScoringWithoutTeams();
    void damagedFilesDoNotCrash_data();
    void damagedFilesDoNotCrash();
    void boardColours();
};

void tst_TeamTrf::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("teams");
    QTest::addColumn<int>("boards");
    QTest::addColumn<int>("rounds");
    if (sharedDir().isEmpty())
        QSKIP("../shared is absent (ARBITER_SHARED_DIR): the team TRF fixtures live there");
    QTest::newRow("FIDE TEC TRF-2025 sample")
        << "fide-tec-trf2025-sample_team_50t_14r_trf26.trf" << 50 << 4 << 14;
    QTest::newRow("FIDE TEC sample without 299")
        << "fide-tec-trf2025-sample_team_50t_14r_trf26_no299.trf" << 50 << 4 << 14;
    QTest::newRow("team round robin TRF-2026")
        << "team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf" << 4 << 4 << 3;
    QTest::newRow("team round robin TRF-16 013")
        << "team-roundrobin-tiebreaks_4t_4b_3r_trf16.trf" << 4 << 4 << 3;
    QTest::newRow("board forfeit win and team PAB")
        << "team-board-forfeit-win_5t_3b_1r_trf26.trf" << 5 << 3 << 2;
    QTest::newRow("Sharly team import, round 2 unfinished")
        << "sharly-team-import_26p_3r_partial_trf26.trf" << 5 << 4 << 3;
}

void tst_TeamTrf::fixtures()
{
    QFETCH(QString, file);
    QFETCH(int, teams);
    QFETCH(int, boards);
    QFETCH(int, rounds);
    const TrfReadResult read = readTrfFile(fixture(file));
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    const Tournament &t = read.tournament;
    QCOMPARE(t.teamData.teams.size(), teams);
    for (const RawRecord &r : t.otherRecords)
        QVERIFY2(!QStringList({"013", "300", "310", "320", "330", "352", "362"})
                      .contains(r.line.left(3)),
            qPrintable(r.line));
    const TeamResults res = computeTeamResults(t, t.teamData.scoring);
    QCOMPARE(res.boards, boards);
    QCOMPARE(res.rounds, rounds);
    QVERIFY2(res.problems.isEmpty(), qPrintable(res.problems.join(u'\n')));
    // Every match is seen from both sides with the same opponent.
    for (int i = 0; i < teams; ++i)
        for (int r = 0; r < rounds; ++r)
            if (const int o = res.at(i, r).opponent; o >= 0)
                QCOMPARE(res.at(o, r).opponent, i);
}

void tst_TeamTrf::sampleRecords()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared is absent (ARBITER_SHARED_DIR)");
    const TrfReadResult read = readTrfFile(
        fixture(QStringLiteral("fide-tec-trf2025-sample_team_50t_14r_trf26_no299.trf")));
    QVERIFY(read.ok());
    const TeamData &d = read.tournament.teamData;
    QVERIFY(d.has310);
    QVERIFY(d.has013);
    QCOMPARE(d.boardColours, QStringLiteral("WBWB"));
    QCOMPARE(d.scoring.win, Fixed::fromInt(2));
    QCOMPARE(d.scoring.pairingByeMatchPoints, Fixed::fromInt(1));
    QCOMPARE(d.scoring.pairingByeGamePoints, Fixed::fromInt(2));
    QCOMPARE(d.forfeits.size(), 22);
    QCOMPARE(d.forfeits.first(), (TeamForfeit {4, 23, 33, '+', '-'}));
    QCOMPARE(d.lineups.first(), (TeamLineup {1, 16, 4, {242, 246, 243, 244}}));
    QCOMPARE(d.pairingByes.value(2), 50);
    QCOMPARE(d.teams[0].name, QStringLiteral("India"));
    QCOMPARE(d.teams[0].players, (QList<int> {1, 5, 15, 28, 44}));
    QCOMPARE(d.teams[0].declaredMatchPoints, Fixed::fromInt(15));

    // The derived matches agree with the informative 802 record: USA (7) round 2 half-point bye,
    // India (1) round 1 vs Cuba (14) 2-2, Czech Republic (23) round 4 forfeit win over Colombia
    // (33).
    const TeamResults res = computeTeamResults(read.tournament, d.scoring);
    QCOMPARE(res.at(6, 1).kind, RoundKind::HalfBye);
    QCOMPARE(res.at(6, 1).gamePoints, Fixed::fromInt(2));
    QCOMPARE(res.at(0, 0).opponent, 13);
    QCOMPARE(res.at(0, 0).gamePoints, Fixed::fromInt(2));
    QCOMPARE(res.at(0, 0).matchPoints, Fixed::fromInt(1));
    QCOMPARE(res.at(22, 3).kind, RoundKind::ForfeitWin);
    QCOMPARE(res.at(22, 3).gamePoints, Fixed::fromInt(4));
    QCOMPARE(res.at(32, 3).kind, RoundKind::ForfeitLoss);
    QCOMPARE(res.at(49, 2).kind, RoundKind::PairingBye); // 320: Latvia round 3
    QCOMPARE(res.at(49, 2).matchPoints, Fixed::fromInt(1));
    // Every team's 310 totals, except Denmark (47), whose record counts the removed 299 lines.
    for (int i = 0; i < d.teams.size(); ++i) {
        if (d.teams[i].number == 47)
            continue;
        Fixed mp, gp;
        for (const TeamRound &m : res.table[i]) {
            mp += m.matchPoints;
            gp += m.gamePoints;
        }
        QCOMPARE(mp, d.teams[i].declaredMatchPoints);
        QCOMPARE(gp, d.teams[i].declaredGamePoints);
    }
}

void tst_TeamTrf::boardForfeitFixture()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared is absent (ARBITER_SHARED_DIR)");
    const TrfReadResult read
        = readTrfFile(fixture(QStringLiteral("team-board-forfeit-win_5t_3b_1r_trf26.trf")));
    QVERIFY(read.ok());
    const TeamResults res = computeTeamResults(read.tournament, read.tournament.teamData.scoring);
    QVERIFY(res.gamePointsPrimary); // 192 FIDE_TEAM_GP_MP
    // TeamA: 0 + 0 + a board forfeit win (a win, not a bye worth 162 P 0.0); TeamB 1 + 1 + Z.
    QCOMPARE(res.at(0, 0).gamePoints, Fixed::fromInt(1));
    QCOMPARE(res.at(1, 0).gamePoints, Fixed::fromInt(2));
    QCOMPARE(res.at(1, 0).matchPoints, Fixed::fromInt(2));
    QCOMPARE(res.at(0, 0).boardPoints, (QList<Fixed> {Fixed(), Fixed(), Fixed::fromInt(1)}));
    // TeamE: the pairing-allocated bye of the 320 record: 2 match points, 3 game points.
    QCOMPARE(res.at(4, 0).kind, RoundKind::PairingBye);
    QCOMPARE(res.at(4, 0).matchPoints, Fixed::fromInt(2));
    QCOMPARE(res.at(4, 0).gamePoints, Fixed::fromInt(3));
}

void tst_TeamTrf::roundTrip_data()
{
    fixtures_data();
}

void tst_TeamTrf::roundTrip()
{
    QFETCH(QString, file);
    const TrfReadResult read = readTrfFile(fixture(file));
    QVERIFY(read.ok());
    const QByteArray written = writeTrf(read.tournament);
    const TrfReadResult again = readTrf(written);
    QVERIFY2(again.ok(), qPrintable(again.errors.value(0).toString()));
    QCOMPARE(again.tournament.teamData.teams, read.tournament.teamData.teams);
    QCOMPARE(again.tournament.teamData, read.tournament.teamData);
    QCOMPARE(writeTrf(again.tournament), written);
}

void tst_TeamTrf::badInput_data()
{
    QTest::addColumn<QByteArray>("records");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("310 team number not a number") << QByteArray(
        "310  x1 Team A                                                              1    2\n")
                                                  << 8 << 5 << "expected a team number";
    QTest::newRow("310 player without 001 record") << QByteArray(
        "310   1 Team A                                                              1    9\n")
                                                   << 8 << 1 << "player 9 has no 001 record";
    QTest::newRow("310 team defined twice") << QByteArray(
        "310   1 Team A                                                              1    2\n"
        "310   1 Team B                                                              3    4\n")
                                            << 9 << 5 << "team 1 is defined again";
    QTest::newRow("310 player in two teams") << QByteArray(
        "310   1 Team A                                                              1    2\n"
        "310   2 Team B                                                              2    4\n")
                                             << 9 << 1 << "player 2 is already in team 1";
    QTest::newRow("310 match points not a number") << QByteArray(
        "310   1 Team A                                        abc                   1    2\n")
                                                   << 8 << 55 << "expected points in columns 55-60";
    QTest::newRow("300 unknown team")
        << QByteArray("013 Team A                             1    2\n"
                      "013 Team B                             3    4\n"
                      "300   1   7   2    1    2\n")
        << 10 << 9 << "unknown team 7";
    QTest::newRow("300 player of another team")
        << QByteArray("013 Team A                             1    2\n"
                      "013 Team B                             3    4\n"
                      "300   1   1   2    1    3\n")
        << 10 << 17 << "player 3 of team 2 plays for team 1";
    QTest::newRow("330 result other than + or -") << QByteArray(
        "013 Team A                             1    2\n"
        "013 Team B                             3    4\n"
        "330 +=   1   1   2\n") << 10 << 5 << "must be + or -";
    QTest::newRow("352 colour other than W or B")
        << QByteArray("352 WBXB\n") << 8 << 7 << "must be W or B";
    QTest::newRow("362 value not a number")
        << QByteArray("362 TW two   TD 1.0   TL 0.0\n") << 8 << 8 << "is not a number of points";
    QTest::newRow("320 team not a number")
        << QByteArray("320  1.0  2.0  xx\n") << 8 << 15 << "expected a team number";
    QTest::newRow("013 player not a number")
        << QByteArray("013 Team A                             1   B2\n") << 8 << 44
        << "expected a player's start number";
}

void tst_TeamTrf::badInput()
{
    QFETCH(QByteArray, records);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const TrfReadResult read = readTrf(smallTeamFile(records));
    QVERIFY(!read.ok());
    const TrfMessage &e = read.errors.first();
    QVERIFY2(e.text.contains(message), qPrintable(e.toString()));
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, column);
}

void tst_TeamTrf::records013()
{
    // TRF-16: teams are numbered in the order of their 013 records; default 2/1/0 match points.
    const TrfReadResult read
        = readTrf(smallTeamFile("013 Team A                             1    2\n"
                                "013 Team B                             3    4\n"));
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    const TeamData &d = read.tournament.teamData;
    QCOMPARE(d.teams.size(), 2);
    QCOMPARE(d.teams[1].number, 2);
    QCOMPARE(d.teams[1].name, QStringLiteral("Team B"));
    QCOMPARE(d.teams[1].players, (QList<int> {3, 4}));
    const TeamResults res = computeTeamResults(read.tournament, d.scoring);
    QCOMPARE(res.at(0, 0).opponent, 1);
    QCOMPARE(res.at(0, 0).gamePoints, Fixed::fromRaw(15000));
    QCOMPARE(res.at(0, 0).matchPoints, Fixed::fromInt(2));
    QCOMPARE(res.at(1, 0).matchPoints, Fixed::fromInt(0));
    QCOMPARE(res.at(0, 0).boards, (QList<int> {1, 2}));
}

void tst_TeamTrf::boardColours_data()
{
    QTest::addColumn<QString>("record");
    QTest::addColumn<QString>("colours"); // of the first-named team on boards 1-4
    QTest::newRow("no 352: alternating from White") << ""
                                                    << "WBWB";
    QTest::newRow("352 WBBW") << "WBBW"
                              << "WBBW";
    QTest::newRow("352 BWBW") << "BWBW"
                              << "BWBW";
}

void tst_TeamTrf::boardColours()
{
    QFETCH(QString, record);
    QFETCH(QString, colours);
    QByteArray records = "013 Team A                             1    2\n013 Team B                "
                         "             3    4\n";
    if (!record.isEmpty())
        records += "352 " + record.toLatin1() + "\n";
    const TrfReadResult read = readTrf(smallTeamFile(records));
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    QString got;
    for (int b = 0; b < 4; ++b)
        got += read.tournament.teamData.firstTeamHasWhite(b) ? u'W' : u'B';
    QCOMPARE(got, colours);
}

void tst_TeamTrf::teamScoringWithoutTeams()
{
    // Team scoring records in a file without teams are kept and written back.
    const TrfReadResult read
        = readTrf(smallTeamFile("352 WB\n362 TW 3.0   TD 1.0   TL 0.0\n320  1.0  2.0\n"));
    QVERIFY(read.ok());
    QVERIFY(read.tournament.teamData.isEmpty());
    const QString written = QString::fromUtf8(writeTrf(read.tournament));
    QVERIFY2(written.contains(QStringLiteral("\n352 WB\n")), qPrintable(written));
    QVERIFY2(
        written.contains(QStringLiteral("\n362 TW 3.0   TD 1.0   TL 0.0\n")), qPrintable(written));
    QVERIFY2(written.contains(QStringLiteral("\n320  1.0  2.0\n")), qPrintable(written));
    QCOMPARE(readTrf(written.toUtf8()).tournament.teamData, read.tournament.teamData);
}

void tst_TeamTrf::damagedFilesDoNotCrash_data()
{
    fixtures_data();
}

void tst_TeamTrf::damagedFilesDoNotCrash()
{
    // Every line removed, or cut in half, in turn: the file is rejected with a message or read,
    // and then the team standings are computed; nothing crashes.
    QFETCH(QString, file);
    QFile f(fixture(file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    const int step = lines.size() > 200 ? 7 : 1;
    const auto list = parseTieBreakList(
        QStringLiteral("MPTS GPTS EDE BH:MP/C1 SB:GP EMGSB/C1 EGGSB/C2 SSSC BC TBR BBE FB PS:MP"));
    QVERIFY(list);
    int read = 0, rejected = 0;
    for (int i = 0; i < lines.size(); i += step) {
        for (int variant = 0; variant < 2; ++variant) {
            QList<QByteArray> damaged = lines;
            if (variant == 0)
                damaged.removeAt(i);
            else
                damaged[i] = damaged[i].left(damaged[i].size() / 2);
            const TrfReadResult r = readTrf(damaged.join('\n'));
            if (!r.ok()) {
                QVERIFY(!r.errors.first().text.isEmpty());
                ++rejected;
                continue;
            }
            ++read;
            TeamStandingsOptions options;
            options.tieBreaks = *list;
            const Standings st = computeTeamStandings(r.tournament, options);
            QCOMPARE(st.rows.size(), r.tournament.teamData.teams.size());
        }
    }
    QVERIFY(read > 0);
    QVERIFY(rejected > 0);
}

QTEST_GUILESS_MAIN(tst_TeamTrf)
#include "tst_teamtrf.moc"
