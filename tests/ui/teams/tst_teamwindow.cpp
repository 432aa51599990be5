// SPDX-License-Identifier: GPL-3.0-or-later
// Behavioural: an arbiter opens a team fixture, finds the team tabs, corrects a board result
// from the keyboard in the team match entry, and sees the team standings change; then undoes.
#include "../modaldriver.h"
#include "mainwindow.h"
#include "pairing/generator.h"
#include "pairing/swissteam.h"
#include "rounds/pairingsview.h"
#include "rounds/roundswidget.h"
#include "teams/lineupdialog.h"
#include "teams/teamboardsmodel.h"
#include "teams/teammatchesmodel.h"
#include "teams/teammatcheswidget.h"
#include "teams/teampairingpreviewdialog.h"
#include "teams/teamresults.h"
#include "teams/teamsmodel.h"
#include "teams/teamstandingsmodel.h"
#include "teams/teamswidget.h"
#include "testpaths.h"
#include "tournamentdocument.h"
#include "trf/trf.h"
#include "wizard/neweventwizard.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
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
    void teamSwissFromWizard();

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

// The line-up of a round played (TRF-2026 300): the dialog lists the boards; its players may
// sit in another order than the roster's, the roster keeps its order, undo takes it back. A
// player who did not play that round cannot be put in it.
void tst_TeamWindow::lineupFromTeamsTab()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QVERIFY(m_window->openPath(sharedDir()
        + QStringLiteral("/fixtures/trf/team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf")));
    auto *teams = m_window->findChild<TeamsWidget *>(QStringLiteral("teamsWidget"));
    QVERIFY(teams);
    m_window->tabs()->setCurrentWidget(teams);
    QCOMPARE(teams->rosterView()->model()->rowCount(), 4); // team 1 is selected
    const Tournament &t = m_window->document()->tournament();
    const QList<int> roster = t.teamData.teams[0].players;
    QCOMPARE(roster, (QList<int> {1, 2, 3, 4}));
    teams->lineupRoundSpinBox()->setValue(3);
    QList<int> shown;
    teams->setDialogRunner([&](QDialog *dialog) {
        auto *lineup = qobject_cast<LineupDialog *>(dialog);
        if (!lineup)
            return false;
        shown = lineup->boards();
        lineup->setBoard(0, 2);
        lineup->setBoard(1, 1);
        return true;
    });
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("setLineupPushButton")), Qt::LeftButton);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    QCOMPARE(shown, roster);
    QCOMPARE(t.teamData.lineups, (QList<TeamLineup> {{3, 1, 4, {2, 1, 3, 4}}}));
    QCOMPARE(t.teamData.teams[0].players, roster);
    QCOMPARE(m_window->document()->database().load()->teamData.lineups, t.teamData.lineups);
    QVERIFY(m_window->document()->undo());
    QVERIFY(t.teamData.lineups.isEmpty());
    // The match has results: a player of another round's line-up is refused, nothing changes.
    m_messages.clear();
    teams->setDialogRunner([&](QDialog *dialog) {
        auto *lineup = qobject_cast<LineupDialog *>(dialog);
        return lineup && lineup->setBoard(3, 0);
    });
    QVERIFY(!teams->editLineup());
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages[0].contains(QStringLiteral("has results")), qPrintable(m_messages[0]));
    QVERIFY(t.teamData.lineups.isEmpty());
}

// A team Swiss from the wizard to the final team standings (C.04.6): twelve teams of four
// boards and a reserve, seven rounds; a team's bye in round 3, a forfeited match in round 2 and
// a line-up change in round 4, all from the window. Every round is the engine's pairing of the
// event as stored, and the checker re-pairs the whole event (and its TRF) to the same matches.
void tst_TeamWindow::teamSwissFromWizard()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("team-open.arbiter"));
    auto key = [](Qt::Key k) { QTest::keyClick(QApplication::focusWidget(), k); };
    bool created = false;
    onNextModal([&](QWidget *modal) {
        auto *w = qobject_cast<NewEventWizard *>(modal);
        QVERIFY(w);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Team Open"));
        key(Qt::Key_Return);
        QCOMPARE(w->currentId(), int(NewEventWizard::FormatPageId));
        key(Qt::Key_End); // the last system: Team Swiss
        QVERIFY(w->isTeamSwiss());
        key(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(),
            w->findChild<QCheckBox *>(QStringLiteral("wizardBakuCheckBox")));
        key(Qt::Key_Tab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("7"));
        QCOMPARE(w->findChild<QComboBox *>(QStringLiteral("wizardPresetComboBox"))
                     ->currentData()
                     .toString()
                     .left(14),
            QStringLiteral("fide-team-swis"));
        key(Qt::Key_Return);
        QCOMPARE(w->currentId(), int(NewEventWizard::TeamsPageId));
        QCOMPARE(QApplication::focusWidget(),
            w->findChild<QPlainTextEdit *>(QStringLiteral("wizardTeamNamesEdit")));
        for (int i = 1; i <= 12; ++i) {
            QTest::keyClicks(QApplication::focusWidget(),
                i == 1 ? QStringLiteral("Club 1, ger") : QStringLiteral("Club %1").arg(i));
            if (i < 12)
                key(Qt::Key_Return);
        }
        key(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(),
            w->findChild<QSpinBox *>(QStringLiteral("wizardBoardsSpinBox")));
        QCOMPARE(w->findChild<QSpinBox *>(QStringLiteral("wizardBoardsSpinBox"))->value(), 4);
        key(Qt::Key_Return);
        QCOMPARE(w->currentId(), int(NewEventWizard::FilePageId));
        const QString summary
            = w->findChild<QLabel *>(QStringLiteral("wizardSummaryLabel"))->text();
        QVERIFY2(summary.contains(QStringLiteral("Teams: 12; boards per match: 4"))
                && summary.contains(QStringLiteral("System: Type A colour preferences; match "
                                                   "points, then game points "
                                                   "(FIDE_TEAM_TYPEA_MP_GP)")),
            qPrintable(summary));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(QApplication::focusWidget(), path);
        key(Qt::Key_Return);
        created = w->result() == QDialog::Accepted;
    });
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY(created);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    TournamentDocument *doc = m_window->document();
    const Tournament &t = doc->tournament();
    QCOMPARE(t.teamData.teams.size(), 12);
    QCOMPARE(t.teamData.teams[0].name, QStringLiteral("Club 1"));
    QCOMPARE(t.teamData.teams[0].federation, QStringLiteral("GER"));
    QCOMPARE(t.teamData.boardColours, QStringLiteral("WBWB"));
    // C.04.6 1.4: the PAB is worth a drawn match, 1 match point and 2 of 4 game points (320).
    QVERIFY(t.teamData.scoring.hasPairingByeRecord && t.teamData.scoring.hasPairingByeGamePoints);
    QCOMPARE(t.teamData.scoring.pairingByeMatchPoints, Fixed::fromInt(1));
    QCOMPARE(t.teamData.scoring.pairingByeGamePoints, Fixed::fromInt(2));
    QCOMPARE(t.plannedRounds(), 7);
    QCOMPARE(swissTeamSystemOf(t)->code(), QStringLiteral("FIDE_TEAM_TYPEA_MP_GP"));

    // Sixty players, then five to a team from the Teams tab (Insert, Space on each).
    for (int i = 0; i < 60; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i + 1), 2500 - 10 * i));
    auto *teams = m_window->findChild<TeamsWidget *>(QStringLiteral("teamsWidget"));
    QVERIFY(teams && m_window->tabs()->indexOf(teams) > 0);
    m_window->tabs()->setCurrentWidget(teams);
    teams->setDialogRunner([](QDialog *dialog) {
        auto *list = dialog->findChild<QListWidget *>(QStringLiteral("teamPlayersListWidget"));
        if (!list)
            return false;
        list->setFocus();
        for (int r = 0; r < 5; ++r) {
            list->setCurrentRow(r);
            QTest::keyClick(list, Qt::Key_Space);
        }
        return true;
    });
    for (int row = 0; row < 12; ++row) {
        teams->teamsView()->setCurrentIndex(teams->teamsModel()->index(row, TeamsModel::Name));
        teams->teamsView()->setFocus();
        QTest::keyClick(teams->teamsView(), Qt::Key_Insert);
    }
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    for (int i = 0; i < 12; ++i)
        QCOMPARE(t.teamData.teams[i].players,
            (QList<int> {5 * i + 1, 5 * i + 2, 5 * i + 3, 5 * i + 4, 5 * i + 5}));

    auto *matches = m_window->findChild<TeamMatchesWidget *>(QStringLiteral("teamMatchesWidget"));
    QVERIFY(matches);
    // Ctrl+PageDown goes from the table of teams to the next tab, Team matches (it has no
    // Alt letter), and Ctrl+PageUp back; the table does not take the keys.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    teams->teamsView()->setFocus();
    QTest::keyClick(teams->teamsView(), Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(m_window->tabs()->currentWidget(), matches);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(m_window->tabs()->currentWidget(), teams);
    // The preview stores the engine's pairing, except in round 5 where the arbiter exchanges
    // the second teams of the first two matches; a pairing that breaks [C1] asks first.
    int currentRound = 0;
    QStringList manualWarnings;
    QList<TeamMatch> manual;
    matches->setPreview([&](TeamPairingPreviewDialog &dialog) {
        if (currentRound == 5) {
            if (!dialog.exchange(0, 1, 1, 1) || dialog.changes().size() != 1)
                return false;
            for (int i = 0; i < 2; ++i)
                manualWarnings += dialog.warnings(i);
            manual = dialog.matches();
        }
        return true;
    });
    QStringList questions;
    matches->setConfirm([&](const QString &q) {
        questions << q;
        return true;
    });
    const int byeTeam = 12;
    int substitute = 0, substituted = 0, substituteTeam = 0;
    for (int round = 1; round <= 7; ++round) {
        m_window->tabs()->setCurrentWidget(matches);
        if (round == 3) {
            // Club 12 asked for a bye: worth a drawn match, not paired.
            QList<int> answers {byeTeam - 1, 0};
            matches->setChooser([&](const QString &, const QString &, const QStringList &) {
                return answers.takeFirst();
            });
            QTest::mouseClick(matches->byeButton(), Qt::LeftButton);
            QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
            QCOMPARE(t.byes, (QList<ByeRecord> {{'H', 3, {byeTeam}}}));
        }
        TeamPairingResult expected = pairSwissTeamRound(t, round);
        QVERIFY2(expected.ok(), qPrintable(expected.error));
        currentRound = round;
        QTest::mouseClick(matches->pairButton(), Qt::LeftButton);
        QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
        if (round == 5) {
            QCOMPARE(manual.size(), expected.matches.size());
            QCOMPARE(manual[0].black, expected.matches[1].black);
            QCOMPARE(manual[1].black, expected.matches[0].black);
            QCOMPARE(questions.size(), manualWarnings.isEmpty() ? 0 : 1);
            QVERIFY2(doc->database().auditLog().last().what.contains(
                         QStringLiteral("changed by the arbiter: teams")),
                qPrintable(doc->database().auditLog().last().what));
            expected.matches = manual;
        }
        QCOMPARE(matches->matchesModel()->round(), round);
        const auto &rows = matches->matchesModel()->pairings();
        const int played = int(std::count_if(expected.matches.begin(), expected.matches.end(),
            [](const TeamMatch &m) { return m.black != 0; }));
        // Round 3 lists Club 12's bye with the PAB, after the matches.
        QCOMPARE(rows.size(), expected.matches.size() + (round == 3 ? 1 : 0));
        if (round == 3) {
            int byeRow = -1;
            for (int i = 0; i < rows.size(); ++i)
                if (t.teamData.teams[rows[i].first].number == byeTeam)
                    byeRow = i;
            QVERIFY(byeRow >= played);
            QCOMPARE(matches->matchesModel()
                         ->index(byeRow, TeamMatchesModel::SecondTeam)
                         .data()
                         .toString(),
                QStringLiteral("(half-point bye)"));
        }
        QList<TeamMatch> shown;
        for (int i = 0; i < played; ++i)
            shown.append(
                {t.teamData.teams[rows[i].first].number, t.teamData.teams[rows[i].second].number});
        QList<TeamMatch> wanted = expected.matches.mid(0, played);
        if (round == 5) {
            // The list orders the matches by the teams' scores; the arbiter's exchange moved
            // two teams between matches.
            auto byTeams = [](const TeamMatch &a, const TeamMatch &b) {
                return std::pair(a.white, a.black) < std::pair(b.white, b.black);
            };
            std::sort(shown.begin(), shown.end(), byTeams);
            std::sort(wanted.begin(), wanted.end(), byTeams);
        }
        QCOMPARE(shown, wanted);
        if (round == 3)
            for (const TeamMatch &m : expected.matches)
                QVERIFY(m.white != byeTeam && m.black != byeTeam);
        int forfeited = -1;
        if (round == 2) {
            // The second match is forfeited: its first team wins, no games are played.
            forfeited = 1;
            matches->matchesView()->setCurrentIndex(
                matches->matchesModel()->index(forfeited, TeamMatchesModel::Score));
            matches->setChooser([](const QString &, const QString &, const QStringList &items) {
                return items.size() == 4 ? 0 : -1;
            });
            QTest::mouseClick(matches->forfeitButton(), Qt::LeftButton);
            QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
            const TeamMatch m = expected.matches[forfeited];
            QCOMPARE(t.teamData.forfeits, (QList<TeamForfeit> {{2, m.white, m.black, '+', '-'}}));
            // The list keeps the match as paired and says it was forfeited.
            QCOMPARE(t.teamData.teams[rows[forfeited].first].number, m.white);
            QCOMPARE(matches->matchesModel()
                         ->index(forfeited, TeamMatchesModel::Score)
                         .data()
                         .toString(),
                QStringLiteral("+ : - forfeit"));
            for (int s : t.teamData.teams[t.teamData.indexOf(m.white)].players)
                QCOMPARE(t.players[t.indexOf(s)].rounds.value(1).opponent, 0);
        }
        if (round == 4) {
            // The first team of match 1 fields its reserve on board 2.
            substituteTeam = expected.matches[0].white;
            const QList<int> roster = t.teamData.teams[t.teamData.indexOf(substituteTeam)].players;
            substituted = roster[1];
            substitute = roster[4];
            const int opponent = t.players[t.indexOf(substituted)].rounds[3].opponent;
            QVERIFY(opponent > 0);
            m_window->tabs()->setCurrentWidget(teams);
            teams->teamsView()->setCurrentIndex(
                teams->teamsModel()->index(t.teamData.indexOf(substituteTeam), TeamsModel::Name));
            teams->lineupRoundSpinBox()->setValue(4);
            teams->setDialogRunner([&](QDialog *dialog) {
                auto *lineup = qobject_cast<LineupDialog *>(dialog);
                return lineup && lineup->setBoard(1, substitute);
            });
            const int audit = int(doc->database().auditLog(1000).size());
            QTest::mouseClick(
                teams->findChild<QPushButton *>(QStringLiteral("setLineupPushButton")),
                Qt::LeftButton);
            QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
            QCOMPARE(int(doc->database().auditLog(1000).size()), audit + 1);
            QCOMPARE(t.players[t.indexOf(substitute)].rounds.value(3).opponent, opponent);
            QCOMPARE(t.players[t.indexOf(opponent)].rounds.value(3).opponent, substitute);
            QCOMPARE(t.players[t.indexOf(substituted)].rounds.value(3).opponent, 0);
            QCOMPARE(t.teamData.teams[t.teamData.indexOf(substituteTeam)].players, roster);
            m_window->tabs()->setCurrentWidget(matches);
        }
        // Results board by board from the keyboard: 1, =, 0 in turn.
        for (int row = 0; row < played; ++row) {
            if (row == forfeited)
                continue;
            matches->selectMatch(row);
            PairingsView *boards = matches->boardsView();
            QCOMPARE(boards->model()->rowCount(), 4);
            boards->setFocus();
            boards->setCurrentIndex(boards->model()->index(0, TeamBoardsModel::Result));
            for (int b = 0; b < 4; ++b) {
                static const Qt::Key keys[] = {Qt::Key_1, Qt::Key_Equal, Qt::Key_0};
                QTest::keyClick(boards, keys[(round + row + b) % 3]);
            }
            QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
            // After the last board the next match to play follows, its board 1 current.
            int next = row + 1;
            if (next == forfeited)
                ++next;
            if (next < played) {
                QCOMPARE(matches->matchesView()->currentIndex().row(), next);
                QCOMPARE(boards->currentIndex().row(), 0);
            }
        }
    }
    QVERIFY(!matches->pairButton()->isEnabled());

    // The final team standings: every team, ranked by match points; the bye, the forfeit and the
    // substitute counted.
    const TeamResults &results = doc->teamResults();
    const int bye = t.teamData.indexOf(byeTeam);
    QCOMPARE(results.at(bye, 2).kind, RoundKind::HalfBye);
    QCOMPARE(results.at(bye, 2).matchPoints, Fixed::fromInt(1));
    // Round 3's PAB counts in the standings as the pairing counted it: a drawn match.
    int pab = -1;
    for (int i = 0; i < 12; ++i)
        if (results.at(i, 2).kind == RoundKind::PairingBye)
            pab = i;
    QVERIFY(pab >= 0);
    QCOMPARE(results.at(pab, 2).matchPoints, Fixed::fromInt(1));
    QCOMPARE(results.at(pab, 2).gamePoints, Fixed::fromInt(2));
    const TeamForfeit f = t.teamData.forfeits.first();
    QCOMPARE(results.at(t.teamData.indexOf(f.first), 1).kind, RoundKind::ForfeitWin);
    QCOMPARE(results.at(t.teamData.indexOf(f.first), 1).matchPoints, Fixed::fromInt(2));
    QCOMPARE(results.at(t.teamData.indexOf(f.second), 1).matchPoints, Fixed());
    QVERIFY(results.at(t.teamData.indexOf(substituteTeam), 3).boards.contains(substitute));
    QVERIFY(!results.at(t.teamData.indexOf(substituteTeam), 3).boards.contains(substituted));
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("teamStandingsTableView"));
    QCOMPARE(view->model()->rowCount(), 12);
    double previous = 1e9;
    for (int r = 0; r < 12; ++r) {
        const double mp
            = view->model()->index(r, TeamStandingsModel::MatchPoints).data().toString().toDouble();
        QVERIFY2(mp <= previous,
            qPrintable(
                QStringLiteral("row %1: %2 match points after %3")
                    .arg(r + 1)
                    .arg(view->model()->index(r, TeamStandingsModel::MatchPoints).data().toString())
                    .arg(previous)));
        previous = mp;
    }
    // The checker re-pairs every round to the stored matches but round 5, the arbiter's; so
    // does it from the event written as TRF-2026 and read back.
    const TrfReadResult back = readTrf(writeTrf(t));
    QVERIFY2(back.errors.isEmpty(),
        qPrintable(back.errors.isEmpty() ? QString() : back.errors.first().toString()));
    for (const Tournament *event : {&t, &back.tournament}) {
        const QList<TeamRoundCheck> checks = checkTeamPairings(*event);
        QCOMPARE(checks.size(), 7);
        for (const TeamRoundCheck &c : checks)
            QVERIFY2(c.agrees() == (c.round != 5),
                qPrintable(QStringLiteral("round %1 %2").arg(c.round).arg(c.error)));
    }
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
    matches->setPreview([&](TeamPairingPreviewDialog &dialog) {
        auto *intro = dialog.findChild<QLabel *>(QStringLiteral("teamPreviewIntroLabel"));
        asked << (intro ? intro->text() : QString()) + u'\n' + dialog.matchText(0);
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
    QVERIFY2(asked[0].contains(firstLine) && asked[0].contains(QStringLiteral(" MP) · ")),
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
        QStringLiteral("Swiss Team Pairing System (C.04.6): Type A colour preferences; match "
                       "points, then game points"));
    QCOMPARE(system->toolTip(), QStringLiteral("TRF-2026 code: FIDE_TEAM_TYPEA_MP_GP"));
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
    // The Rounds tab does not pair a team Swiss player by player: no Dutch pairing offered, and
    // asked anyway it refuses.
    QVERIFY(m_window->findChild<QPushButton *>(QStringLiteral("pairRoundButton"))->isHidden());
    QVERIFY(m_window->findChild<QPushButton *>(QStringLiteral("editPairingsButton"))->isHidden());
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
