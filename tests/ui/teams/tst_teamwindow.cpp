// SPDX-License-Identifier: GPL-3.0-or-later
// Behavioural: an arbiter opens a team fixture, finds the team tabs, corrects a board result
// from the keyboard in the team match entry, and sees the team standings change; then undoes.
#include "mainwindow.h"
#include "pairing/generator.h"
#include "pairing/swissteam.h"
#include "rounds/pairingsview.h"
#include "rounds/roundswidget.h"
#include "teams/teamboardsmodel.h"
#include "teams/teammatchesmodel.h"
#include "teams/teammatcheswidget.h"
#include "teams/teamstandingsmodel.h"
#include "testpaths.h"
#include "tournamentdocument.h"
#include "trf/trf.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_TeamWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void enterBoardResult();
    void individualTournamentHasNoTeamTabs();
    void doubleZeroRuleFromTeamsTab();
    void lineupFromTeamsTab();
    void pairTeamSwiss();

private:
    QString teamPoints(int number, int column) const;

    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

void tst_TeamWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_TeamWindow::init()
{
    m_messages.clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->document()->setReasonProvider(
        [](const QString &) -> std::optional<QString> { return QStringLiteral("score sheet"); });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_TeamWindow::cleanup()
{
    m_window.reset();
}

QString tst_TeamWindow::teamPoints(int number, int column) const
{
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("teamStandingsTableView"));
    for (int r = 0; view && r < view->model()->rowCount(); ++r) {
        if (view->model()->index(r, TeamStandingsModel::Number).data().toInt() == number)
            return view->model()->index(r, column).data().toString();
    }
    return QString();
}

void tst_TeamWindow::enterBoardResult()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    const QString file = sharedDir()
        + QStringLiteral("/fixtures/trf/team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf");
    QVERIFY(m_window->openPath(file));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QTabWidget *tabs = m_window->tabs();
    auto *matches = m_window->findChild<TeamMatchesWidget *>(QStringLiteral("teamMatchesWidget"));
    QVERIFY(matches);
    QVERIFY(tabs->indexOf(matches) > 0);
    QVERIFY(tabs->indexOf(m_window->findChild<QWidget *>(QStringLiteral("teamsWidget"))) > 0);
    QCOMPARE(teamPoints(1, TeamStandingsModel::MatchPoints), QStringLiteral("3"));
    QCOMPARE(teamPoints(1, TeamStandingsModel::GamePoints), QStringLiteral("6"));

    // Round 3, Team 1 - Team 4: board 1 was a draw; the score sheet says White won.
    tabs->setCurrentWidget(matches);
    matches->setRound(3);
    matches->selectMatch(0);
    PairingsView *boards = matches->boardsView();
    QCOMPARE(boards->model()->rowCount(), 4);
    boards->setFocus();
    boards->setCurrentIndex(boards->model()->index(0, TeamBoardsModel::Result));
    QTest::keyClick(boards, Qt::Key_1);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QTRY_COMPARE(teamPoints(1, TeamStandingsModel::GamePoints), QStringLiteral("6.5"));
    QCOMPARE(teamPoints(1, TeamStandingsModel::MatchPoints), QStringLiteral("4"));
    QCOMPARE(teamPoints(4, TeamStandingsModel::MatchPoints), QStringLiteral("2"));
    // The cursor moved on to board 2, as in the Rounds tab.
    QCOMPARE(boards->currentIndex().row(), 1);
    QCOMPARE(
        m_window->document()->database().auditLog().last().reason, QStringLiteral("score sheet"));

    // Undo restores the draw.
    QVERIFY(m_window->document()->undo());
    QCOMPARE(teamPoints(1, TeamStandingsModel::GamePoints), QStringLiteral("6"));
    QCOMPARE(teamPoints(1, TeamStandingsModel::MatchPoints), QStringLiteral("3"));
}

void tst_TeamWindow::individualTournamentHasNoTeamTabs()
{
    QVERIFY(m_window->openDemo());
    QVERIFY(!m_window->document()->hasTeams());
    QCOMPARE(m_window->tabs()->indexOf(
                 m_window->findChild<QWidget *>(QStringLiteral("teamMatchesWidget"))),
        -1);
}

// B.6.3.1: a match in which both teams score 0 board points gives both 0 match points; the
// FIDE default scores it as a drawn match. The switch is on the Teams tab, stored and undoable.
void tst_TeamWindow::doubleZeroRuleFromTeamsTab()
{
    QTemporaryDir dir;
    QVERIFY(m_window->newTournament(dir.filePath(QStringLiteral("league.arbiter"))));
    TournamentDocument *doc = m_window->document();
    for (const char *name : {"A1", "A2", "B1", "B2"})
        QVERIFY(doc->addPlayer(QLatin1String(name), 2000));
    // Both boards double forfeits: 0-0.
    QVERIFY(doc->setGame(1, 1, 3, 'X'));
    QVERIFY(doc->setGame(1, 4, 2, 'X'));
    QVERIFY(doc->setTeam({1, QStringLiteral("A"), {}, {}, {}, false, {}, false, 0, {1, 2}}));
    QVERIFY(doc->setTeam({2, QStringLiteral("B"), {}, {}, {}, false, {}, false, 0, {3, 4}}));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    auto *teams = m_window->findChild<QWidget *>(QStringLiteral("teamsWidget"));
    QVERIFY(m_window->tabs()->indexOf(teams) > 0);
    QCOMPARE(teamPoints(1, TeamStandingsModel::GamePoints), QStringLiteral("0"));
    QCOMPARE(teamPoints(1, TeamStandingsModel::MatchPoints), QStringLiteral("1"));
    QCOMPARE(teamPoints(2, TeamStandingsModel::MatchPoints), QStringLiteral("1"));

    m_window->tabs()->setCurrentWidget(teams);
    auto *rule = m_window->findChild<QCheckBox *>(QStringLiteral("doubleZeroCheckBox"));
    QVERIFY(rule);
    QVERIFY(!rule->isChecked());
    QTest::mouseClick(rule, Qt::LeftButton);
    QTRY_COMPARE(teamPoints(1, TeamStandingsModel::MatchPoints), QStringLiteral("0"));
    QCOMPARE(teamPoints(2, TeamStandingsModel::MatchPoints), QStringLiteral("0"));
    QVERIFY(doc->database().load()->teamData.scoring.doubleZeroIsLoss);

    QVERIFY(doc->undo());
    QVERIFY(!rule->isChecked());
    QCOMPARE(teamPoints(1, TeamStandingsModel::MatchPoints), QStringLiteral("1"));
}

// The roster reordered with Board down, then stored as the line-up of round 3 (TRF-2026 300)
// against the team met in that round; undo takes it back.
void tst_TeamWindow::lineupFromTeamsTab()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QVERIFY(m_window->openPath(sharedDir()
        + QStringLiteral("/fixtures/trf/team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf")));
    auto *teams = m_window->findChild<QWidget *>(QStringLiteral("teamsWidget"));
    m_window->tabs()->setCurrentWidget(teams);
    auto *roster = m_window->findChild<QTableView *>(QStringLiteral("teamRosterTableView"));
    QVERIFY(roster);
    QCOMPARE(roster->model()->rowCount(), 4); // team 1 is selected
    roster->setCurrentIndex(roster->model()->index(0, 2));
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("boardDownPushButton")), Qt::LeftButton);
    const Tournament &t = m_window->document()->tournament();
    QCOMPARE(t.teamData.teams[0].players, (QList<int> {2, 1, 3, 4}));
    m_window->findChild<QSpinBox *>(QStringLiteral("lineupRoundSpinBox"))->setValue(3);
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("setLineupPushButton")), Qt::LeftButton);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QCOMPARE(t.teamData.lineups, (QList<TeamLineup> {{3, 1, 4, {2, 1, 3, 4}}}));
    QCOMPARE(m_window->document()->database().load()->teamData.lineups, t.teamData.lineups);
    QVERIFY(m_window->document()->undo());
    QVERIFY(t.teamData.lineups.isEmpty());
}

QTEST_MAIN(tst_TeamWindow)
void tst_TeamWindow::pairTeamSwiss()
{
    // A team Swiss of ten 4-board teams with three rounds played: Pair round on the Team
    // matches tab pairs round 4 by the Swiss Team Pairing System (C.04.6), shows the matches,
    // stores them board by board as one change, and one undo takes the round back.
    TeamGeneratorOptions o;
    o.teams = 10;
    o.rounds = 5;
    o.seed = 3;
    const GeneratedTournament g = generateTeamTournament(o);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    Tournament three = g.tournament;
    for (Player &p : three.players)
        p.rounds.resize(3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("teams.trf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(writeTrf(three));
    }
    QVERIFY(m_window->openPath(path));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    auto *matches = m_window->findChild<TeamMatchesWidget *>(QStringLiteral("teamMatchesWidget"));
    QVERIFY(matches);
    m_window->tabs()->setCurrentWidget(matches);
    QPushButton *pair = matches->pairButton();
    QVERIFY(pair->isVisible() && pair->isEnabled());
    QCOMPARE(pair->text(), QStringLiteral("Pa&ir round 4..."));
    TournamentDocument *doc = m_window->document();
    const Tournament before = doc->tournament();
    const TeamPairingResult expected = pairSwissTeamRound(before, 4);
    QVERIFY2(expected.ok(), qPrintable(expected.error));
    // Cancel stores nothing.
    QStringList asked;
    bool answer = false;
    matches->setConfirm([&](const QString &q) {
        asked << q;
        return answer;
    });
    QTest::mouseClick(pair, Qt::LeftButton);
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].startsWith(QStringLiteral("Round 4 by the Swiss Team Pairing System")),
        qPrintable(asked[0]));
    // Each team with its match points before the round, as the pairing counted them.
    const TeamData &teams = before.teamData;
    const QString firstLine = QStringLiteral("Match 1: %1 (%2, ")
                                  .arg(teams.teams[teams.indexOf(expected.matches[0].white)].name)
                                  .arg(expected.matches[0].white);
    QVERIFY2(asked[0].contains(firstLine) && asked[0].contains(QStringLiteral(" MP) - ")),
        qPrintable(asked[0]));
    QCOMPARE(doc->tournament().players, before.players);
    // Store: the matches the engine gives, board by board.
    answer = true;
    const int audit = int(doc->database().auditLog(1000).size());
    QTest::mouseClick(pair, Qt::LeftButton);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    Tournament want = before;
    setTeamRound(want, 4, expected.matches);
    const Tournament &now = doc->tournament();
    for (const Player &p : want.players) {
        const Player &stored = now.players[now.indexOf(p.startNo)];
        QCOMPARE(stored.rounds.value(3).opponent, p.rounds.value(3).opponent);
        QCOMPARE(stored.rounds.value(3).colour, p.rounds.value(3).colour);
        QCOMPARE(stored.rounds.value(3).code, p.rounds.value(3).code);
    }
    QCOMPARE(int(doc->database().auditLog(1000).size()), audit + 1);
    QCOMPARE(matches->matchesModel()->round(), 4);
    QCOMPARE(pair->text(), QStringLiteral("Pa&ir round 5..."));
    auto *system = matches->findChild<QLabel *>(QStringLiteral("teamSystemLabel"));
    QVERIFY(system && system->isVisible());
    QCOMPARE(system->text(),
        QStringLiteral("Swiss Team Pairing System (C.04.6), FIDE_TEAM_TYPEA_MP_GP"));
    // The list shows the matches as the pairing gave them: in its order, the team with White on
    // board 1 first; no match points while a match has boards without a result.
    const auto &rows = matches->matchesModel()->pairings();
    QCOMPARE(rows.size(), expected.matches.size());
    const TeamData &d = now.teamData;
    for (int i = 0; i < rows.size(); ++i) {
        QCOMPARE(d.teams[rows[i].first].number, expected.matches[i].white);
        QCOMPARE(
            rows[i].second >= 0 ? d.teams[rows[i].second].number : 0, expected.matches[i].black);
    }
    auto *list = matches->matchesView();
    QVERIFY(!list->tabKeyNavigation());
    QVERIFY(list->model()->index(0, TeamMatchesModel::MatchPoints).data().toString().isEmpty());
    // A result typed in the list of matches goes to board 1 of the selected match.
    matches->selectMatch(0);
    list->setFocus();
    QTest::keyClick(list, Qt::Key_1);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QTRY_VERIFY(matches->boardsView()->hasFocus());
    const int firstBoard = rows[0].firstBoards.value(0);
    QVERIFY(doc->tournament().players[doc->tournament().indexOf(firstBoard)].rounds[3].code != ' ');
    QVERIFY(list->model()->index(0, TeamMatchesModel::MatchPoints).data().toString().isEmpty());
    // Round 4 has boards without results: round 5 waits for them, the open matches named.
    QTest::mouseClick(pair, Qt::LeftButton);
    const QString open
        = d.teams[rows[1].first].name + QStringLiteral(" - ") + d.teams[rows[1].second].name;
    QVERIFY2(!m_messages.isEmpty() && m_messages.last().contains(QStringLiteral("without a result"))
            && m_messages.last().contains(open),
        qPrintable(m_messages.join(u'\n')));
    // The Rounds tab does not pair a team Swiss player by player.
    m_messages.clear();
    QVERIFY(!m_window->roundsWidget()->pairRound());
    QVERIFY2(!m_messages.isEmpty() && m_messages.last().contains(QStringLiteral("team Swiss")),
        qPrintable(m_messages.join(u'\n')));
    // Undo the result, then the pairing: one step each; the tab goes back to round 3.
    QVERIFY(doc->undo());
    QVERIFY(doc->undo());
    QCOMPARE(doc->tournament().players, before.players);
    QCOMPARE(pair->text(), QStringLiteral("Pa&ir round 4..."));
    QCOMPARE(matches->matchesModel()->round(), 3);
}

#include "tst_teamwindow.moc"
