// SPDX-License-Identifier: GPL-3.0-or-later
// The team models over the team fixtures: every model under QAbstractItemModelTester, the team
// standings against the golden values, board statistics adding up to the game points, the team
// cross table, the board order edit, and the printed team reports.
#include "reports/reportbuilder.h"
#include "teams/teamboardsmodel.h"
#include "teams/teamcrosstablemodel.h"
#include "teams/teammatchesmodel.h"
#include "teams/teamrostermodel.h"
#include "teams/teamsmodel.h"
#include "teams/teamstandingsmodel.h"
#include "testpaths.h"
#include "tournamentdocument.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

namespace {

QString fixture(const QString &name)
{
    return sharedDir() + QStringLiteral("/fixtures/trf/") + name;
}

// Team number -> column name -> value, from a golden team file.
QHash<int, QHash<QString, QString>> golden(const QString &name)
{
    QHash<int, QHash<QString, QString>> out;
    QFile f(sharedDir() + QStringLiteral("/fixtures/golden/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QStringList header;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.startsWith(QStringLiteral("# startno"))) {
            header = line.mid(2).split(u'\t');
            continue;
        }
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList cells = line.split(u'\t');
        QHash<QString, QString> row;
        for (int i = 0; i < cells.size() && i < header.size(); ++i)
            row.insert(header[i], cells[i]);
        out.insert(cells.value(0).toInt(), row);
    }
    return out;
}

// The value of a cell, or -9999 when it is not a number (so that the comparison fails).
Fixed num(const QString &text)
{
    return Fixed::parse(text).value_or(Fixed::fromInt(-9999));
}

} // namespace

class tst_TeamModels : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void standingsMatchGolden_data();
    void standingsMatchGolden();
    void crossTableRoundRobin();
    void matchesAndBoards();
    void rosterMoveUndoable();
    void teamReports();

private:
    bool open(const QString &file);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<TournamentDocument> m_doc;
};

void tst_TeamModels::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_doc = std::make_unique<TournamentDocument>();
}

void tst_TeamModels::cleanup()
{
    m_doc.reset();
    m_dir.reset();
}

bool tst_TeamModels::open(const QString &file)
{
    QFile f(fixture(file));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    QString error;
    const bool ok
        = m_doc->importTrf(f.readAll(), m_dir->filePath(QStringLiteral("t.arbiter")), &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

void tst_TeamModels::standingsMatchGolden_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("round robin 310") << QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf26");
    QTest::newRow("round robin 013") << QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf16");
    QTest::newRow("TRF-2026 sample, 50 teams")
        << QStringLiteral("fide-tec-trf2025-sample_team_50t_14r_trf26_no299");
}

void tst_TeamModels::standingsMatchGolden()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QFETCH(QString, file);
    QVERIFY(open(file + QStringLiteral(".trf")));
    QVERIFY(m_doc->hasTeams());
    const auto expected = golden(file + QStringLiteral(".team.tsv"));
    QVERIFY(!expected.isEmpty());
    TeamStandingsModel model(m_doc.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), expected.size());
    QVERIFY(model.columnCount() > model.firstBoardColumn());
    QCOMPARE(model.headerData(model.firstBoardColumn(), Qt::Horizontal).toString(),
        QStringLiteral("B1"));
    for (int r = 0; r < model.rowCount(); ++r) {
        const int number = model.index(r, TeamStandingsModel::Number).data().toInt();
        QVERIFY2(expected.contains(number), qPrintable(QString::number(number)));
        const auto &row = expected[number];
        QCOMPARE(num(model.index(r, TeamStandingsModel::MatchPoints).data().toString()),
            num(row.value(QStringLiteral("points"))));
        QCOMPARE(num(model.index(r, TeamStandingsModel::GamePoints).data().toString()),
            num(row.value(QStringLiteral("GPTS"))));
        // Board statistics: weighted by board number they give the golden BC (C.07 12.1).
        Fixed boardCount;
        for (int c = model.firstBoardColumn(); c < model.columnCount(); ++c)
            boardCount += num(model.index(r, c).data().toString())
                * Fixed::fromInt(c - model.firstBoardColumn() + 1);
        QCOMPARE(boardCount, num(row.value(QStringLiteral("BC"))));
        // Tie-break columns that the golden file has too; not the position values (EDE, TBR,
        // BBE), which depend on the tie-breaks before them in the list.
        for (int c = TeamStandingsModel::FirstTieBreak; c < model.decidedByColumn(); ++c) {
            const QString spec = model.headerData(c, Qt::Horizontal).toString().toUpper();
            const bool position = spec.startsWith(QStringLiteral("EDE"))
                || spec.startsWith(QStringLiteral("TBR")) || spec.startsWith(QStringLiteral("BBE"));
            if (row.contains(spec) && !position)
                QVERIFY2(num(model.index(r, c).data().toString()) == num(row.value(spec)),
                    qPrintable(
                        QStringLiteral("team %1 %2: %3, golden %4")
                            .arg(number)
                            .arg(spec, model.index(r, c).data().toString(), row.value(spec))));
        }
    }
}

void tst_TeamModels::crossTableRoundRobin()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QVERIFY(open(QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf")));
    TeamCrossTableModel model(m_doc.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), TeamCrossTableModel::FirstOpponent + 4 + 2);
    // Four boards: the two cells of every pair of teams add up to 4; the diagonal is empty.
    for (int i = 0; i < 4; ++i) {
        QVERIFY(model.index(i, TeamCrossTableModel::FirstOpponent + i).data().toString().isEmpty());
        Fixed gp;
        for (int j = 0; j < 4; ++j) {
            if (i == j)
                continue;
            const Fixed a
                = num(model.index(i, TeamCrossTableModel::FirstOpponent + j).data().toString());
            const Fixed b
                = num(model.index(j, TeamCrossTableModel::FirstOpponent + i).data().toString());
            QCOMPARE(a + b, Fixed::fromInt(4));
            gp += a;
        }
        QCOMPARE(model.index(i, model.gamePointsColumn()).data().toString(), gp.toString());
        QCOMPARE(model.index(i, model.matchPointsColumn()).data().toString(), QStringLiteral("3"));
    }
    // Team 2 (6.5 game points) leads on MPvGP after equal match points.
    QCOMPARE(model.index(0, TeamCrossTableModel::Name).data().toString(), QStringLiteral("Team 2"));
}

void tst_TeamModels::matchesAndBoards()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QVERIFY(open(QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf")));
    m_doc->setReasonProvider([](const QString &) { return QStringLiteral("score sheet"); });
    TeamMatchesModel matches(m_doc.get());
    TeamBoardsModel boards(m_doc.get());
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester t1(&matches, mode);
    QAbstractItemModelTester t2(&boards, mode);
    matches.setRound(3);
    QCOMPARE(matches.rowCount(), 2);
    // Round 3: Team 1 - Team 4 1.5 - 2.5, Team 2 - Team 3 2 - 2.
    QCOMPARE(matches.index(0, TeamMatchesModel::FirstTeam).data().toString(),
        QStringLiteral("1 Team 1"));
    QCOMPARE(matches.index(0, TeamMatchesModel::SecondTeam).data().toString(),
        QStringLiteral("4 Team 4"));
    QCOMPARE(
        matches.index(0, TeamMatchesModel::Score).data().toString(), QStringLiteral("1.5 - 2.5"));
    QCOMPARE(
        matches.index(0, TeamMatchesModel::MatchPoints).data().toString(), QStringLiteral("0 - 2"));
    boards.setMatch(3, 1, 4);
    QCOMPARE(boards.rowCount(), 4);
    QCOMPARE(boards.rows()[0].white, 1);
    QCOMPARE(boards.rows()[0].black, 13);
    QCOMPARE(boards.rows()[1].white, 14); // board 2: Team 1 has Black
    // Board 1 from a draw to a win: the match is drawn 2-2.
    QVERIFY(boards.setData(boards.index(0, TeamBoardsModel::Result), QStringLiteral("1")));
    QCOMPARE(boards.rows()[0].code, '1');
    QCOMPARE(matches.index(0, TeamMatchesModel::Score).data().toString(), QStringLiteral("2 - 2"));
    QCOMPARE(
        matches.index(0, TeamMatchesModel::MatchPoints).data().toString(), QStringLiteral("1 - 1"));
    // Not a result: refused with the place named.
    QStringList errors;
    connect(m_doc.get(), &TournamentDocument::errorOccurred, this,
        [&errors](const QString &m) { errors.append(m); });
    QVERIFY(!boards.setData(boards.index(1, TeamBoardsModel::Result), QStringLiteral("q")));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].startsWith(QStringLiteral("Round 3, match 1 - 4, board 2:")),
        qPrintable(errors[0]));
}

void tst_TeamModels::rosterMoveUndoable()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QVERIFY(open(QStringLiteral("fide-tec-trf2025-sample_team_50t_14r_trf26.trf")));
    TeamsModel teams(m_doc.get());
    TeamRosterModel roster(m_doc.get());
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester t1(&teams, mode);
    QAbstractItemModelTester t2(&roster, mode);
    QCOMPARE(teams.rowCount(), 50);
    const Team team = m_doc->tournament().teamData.teams[0];
    roster.setTeam(team.number);
    QCOMPARE(roster.rowCount(), team.players.size());
    QCOMPARE(roster.index(0, TeamRosterModel::Board).data().toString(), QStringLiteral("1"));
    if (team.players.size() > 4)
        QCOMPARE(roster.index(4, TeamRosterModel::Board).data().toString(), QStringLiteral("R1"));
    // Board 1 moves down: stored, audited, undoable.
    QVERIFY(roster.movePlayer(0, 1));
    QCOMPARE(roster.index(0, TeamRosterModel::StartNo).data().toInt(), team.players[1]);
    QCOMPARE(roster.index(1, TeamRosterModel::StartNo).data().toInt(), team.players[0]);
    QCOMPARE(m_doc->database().load()->teamData.teams[0].players[0], team.players[1]);
    QVERIFY(!roster.movePlayer(0, -1));
    QVERIFY(m_doc->undo());
    QCOMPARE(roster.index(0, TeamRosterModel::StartNo).data().toInt(), team.players[0]);
    // Renaming in place.
    QVERIFY(teams.setData(teams.index(0, TeamsModel::Name), QStringLiteral("Renamed")));
    QCOMPARE(m_doc->tournament().teamData.teams[0].name, QStringLiteral("Renamed"));
}

void tst_TeamModels::teamReports()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QVERIFY(open(QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf")));
    const QString standings = ReportBuilder::html(*m_doc, ReportBuilder::Report::TeamStandings);
    QVERIFY(standings.contains(
        QStringLiteral("background:#ddd; white-space: nowrap;\">MPvGP</th>"), Qt::CaseInsensitive));
    QVERIFY(standings.contains(QStringLiteral("Team 2")));
    QVERIFY(standings.contains(QStringLiteral(">B4<")));
    const QString cross = ReportBuilder::html(*m_doc, ReportBuilder::Report::TeamCrossTable);
    QVERIFY(cross.contains(QStringLiteral("cross table after round 3"), Qt::CaseInsensitive));
    const QString pdf = m_dir->filePath(QStringLiteral("teams.pdf"));
    QString error;
    QVERIFY2(ReportBuilder::writePdf(*m_doc, ReportBuilder::Report::TeamCrossTable, pdf, &error),
        qPrintable(error));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("%PDF"));
}

QTEST_MAIN(tst_TeamModels)
#include "tst_teammodels.moc"
