// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli on team tournaments: rows are teams, team specs, match-point options, check.
#include "cli.h"
#include "clirun.h"
#include "testpaths.h"

#include <QDir>
#include <QTest>

using namespace arb;

namespace {

QString trf(const QString &name)
{
    return sharedDir() + QStringLiteral("/fixtures/trf/") + name;
}

} // namespace

class tst_TeamCli : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void tsvRowsAreTeams();
    void defaultTeamList();
    void matchPointsOption_data();
    void matchPointsOption();
    void badOptions_data();
    void badOptions();
    void checkReportsDeclaredTotals();
    void teamPresets();
};

void tst_TeamCli::init()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared is absent (ARBITER_SHARED_DIR): the team TRF fixtures live there");
}

void tst_TeamCli::tsvRowsAreTeams()
{
    const CliRun r
        = runCliCommand({"standings", trf("team-roundrobin-tiebreaks_4t_4b_3r_trf16.trf"),
            "--format", "tsv", "--tiebreaks", "MPTS GPTS BH:MP/C1 BC EMGSB/C1 MPVGP"});
    QCOMPARE(r.code, int(ExitOk));
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0],
        QStringLiteral("rank\tstartno\tname\tpoints\tGPTS\tBH:MP/C1\tBC\tEMGSB/C1\tMPVGP"));
    // All on 3 match points; Team 2 has the most game points (6.5), Team 4 the fewest (5.5);
    // Teams 1 and 3 (6 each) are separated by BC 16 vs 12.5 (lower is better). Team 2's
    // EMGSB/C1: 3x1.5 + 3x3 + 3x2, the three opponents on 3 MP, the lowest product cut: 15.
    QCOMPARE(lines[1], QStringLiteral("1\t2\tTeam 2\t3\t6.5\t6\t16.5\t15\t6.5"));
    QCOMPARE(lines[2].section(u'\t', 0, 2), QStringLiteral("2\t3\tTeam 3"));
    QCOMPARE(lines[3].section(u'\t', 0, 2), QStringLiteral("3\t1\tTeam 1"));
    QCOMPARE(lines[4].section(u'\t', 0, 3), QStringLiteral("4\t4\tTeam 4\t3"));
}

void tst_TeamCli::defaultTeamList()
{
    // No 202/212 record and a round robin: EDE MPVGP EMGSB BC.
    const CliRun r = runCliCommand(
        {"standings", trf("team-roundrobin-tiebreaks_4t_4b_3r_trf16.trf"), "--format", "tsv"});
    QCOMPARE(r.code, int(ExitOk));
    QCOMPARE(r.out.section(u'\n', 0, 0),
        QStringLiteral("rank\tstartno\tname\tpoints\tEDE\tMPVGP\tEMGSB\tBC"));
}

void tst_TeamCli::matchPointsOption_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("team2Points");
    // Team 2 won one match, drew one, lost one.
    QTest::newRow("2/1/0 by default") << QStringList() << "3";
    QTest::newRow("3/1/0 with --match-points") << QStringList {"--match-points", "3/1/0"} << "4";
    QTest::newRow("--primary gp ranks by game points") << QStringList {"--primary", "gp"} << "6.5";
    QTest::newRow("B.6.3.1 --double-zero changes nothing without 0-0 matches")
        << QStringList {"--double-zero"} << "3";
}

void tst_TeamCli::matchPointsOption()
{
    QFETCH(QStringList, options);
    QFETCH(QString, team2Points);
    const CliRun r = runCliCommand(
        QStringList {"standings", trf("team-roundrobin-tiebreaks_4t_4b_3r_trf16.trf"), "--format",
            "csv", "--tiebreaks", "MPVGP"}
        + options);
    QCOMPARE(r.code, int(ExitOk));
    for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts))
        if (line.section(u',', 1, 1) == u"2")
            QCOMPARE(line.section(u',', 3, 3), team2Points);
}

void tst_TeamCli::badOptions_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("--match-points with two numbers")
        << QStringList {"--match-points", "2/1"} << int(ExitUsage) << "three numbers";
    QTest::newRow("--primary other than mp or gp")
        << QStringList {"--primary", "bp"} << int(ExitUsage) << "mp or gp";
    QTest::newRow("--ede-knockout with an individual tie-break") << QStringList {
        "--ede-knockout", "BC,SB"} << int(ExitUsage) << "\"SB\" is not BC, TBR or BBE";
    QTest::newRow("ESB with one point type")
        << QStringList {"--tiebreaks", "ESB:M"} << int(ExitTieBreak) << "two point types";
}

void tst_TeamCli::badOptions()
{
    QFETCH(QStringList, options);
    QFETCH(int, code);
    QFETCH(QString, message);
    const CliRun r = runCliCommand(
        QStringList {"standings", trf("team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf")} + options);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void tst_TeamCli::checkReportsDeclaredTotals()
{
    // Golden README: without the 299 lines Denmark (47) gets 12 MP and 22.5 GP, while its 310
    // record, written for the original scoring, says 13 and 24.5.
    const CliRun r
        = runCliCommand({"check", trf("fide-tec-trf2025-sample_team_50t_14r_trf26_no299.trf")});
    QCOMPARE(r.code, int(ExitDifferences));
    QVERIFY2(
        r.out.contains(QStringLiteral("team 47 (Denmark): file says 13 match points, computed 12")),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(
                 QStringLiteral("team 47 (Denmark): file says 24.5 game points, computed 22.5")),
        qPrintable(r.out));
    QCOMPARE(r.out.count(QStringLiteral("match points, computed")), 1);
    QCOMPARE(r.out.count(QStringLiteral("game points, computed")), 1);
}

void tst_TeamCli::teamPresets()
{
    // The FIDE team round-robin preset: match points primary, then GPTS EDE EMGSB. Its leading
    // GPTS is a tie-break, not the primary score.
    const QString noUserPresets = QDir::tempPath() + QStringLiteral("/arbiter-no-presets");
    const CliRun r
        = runCliCommand({"standings", trf("team-roundrobin-tiebreaks_4t_4b_3r_trf16.trf"),
            "--format", "tsv", "--preset", "fide-team-round-robin", "--preset-dir", noUserPresets});
    QCOMPARE(r.code, int(ExitOk));
    QCOMPARE(r.out.section(u'\n', 0, 0),
        QStringLiteral("rank\tstartno\tname\tpoints\tGPTS\tEDE\tEMGSB"));
    QCOMPARE(r.out.section(u'\n', 1, 1).section(u'\t', 1, 4), QStringLiteral("2\tTeam 2\t3\t6.5"));
    // An individual preset on a team file is refused with a clear message.
    const CliRun bad
        = runCliCommand({"standings", trf("team-roundrobin-tiebreaks_4t_4b_3r_trf16.trf"),
            "--preset", "us-chess", "--preset-dir", noUserPresets});
    QCOMPARE(bad.code, int(ExitPreset));
    QVERIFY(bad.err.contains(QStringLiteral("individual tournaments")));
}

QTEST_GUILESS_MAIN(tst_TeamCli)
#include "tst_teamcli.moc"
