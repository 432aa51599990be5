// SPDX-License-Identifier: GPL-3.0-or-later
// What the event's rules need: dates typed as arbiters type them (ISO stored, the
// unreadable refused by name), a regulation box that shows the list in force, no play-off
// without a tie, a correction after a played play-off that warns and keeps the play-off
// recorded, withdrawn players marked in standings, cross table and printouts.
#include "eventfields.h"
#include "eventform.h"
#include "mainwindow.h"
#include "playoff/playoffconfig.h"
#include "playoff/playoffwidget.h"
#include "presets/presetlibrary.h"
#include "reports/pagedreport.h"
#include "reports/reportbuilder.h"
#include "standings/crosstablemodel.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPdfWriter>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_EventDayRules : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void datesUnderstoodOrRefused();
    void importedDatesShownAsIso();
    void regulationBoxShowsTheListInForce();
    void playoffRefusedWithoutATie();
    void correctionAfterPlayoffWarnsAndKeepsIt();
    void withdrawnPlayersMarked();
    void longReportLaidOutWithProgress();

private:
    void typeInto(const QString &field, const QString &text);
    void playedPlayoff();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
    QStringList m_warnings;
    bool m_goOn = true;
};

void tst_EventDayRules::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_EventDayRules::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_messages.clear();
    m_warnings.clear();
    m_goOn = true;
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->document()->setReasonProvider(
        [](const QString &) { return std::optional<QString>(QStringLiteral("score sheet")); });
    m_window->document()->setConfirmProvider([this](const QString &warning) {
        m_warnings.append(warning);
        return m_goOn;
    });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("event.arbiter"))));
}

void tst_EventDayRules::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void tst_EventDayRules::typeInto(const QString &field, const QString &text)
{
    auto *edit = m_window->findChild<QLineEdit *>(field + QStringLiteral("LineEdit"));
    QVERIFY2(edit, qPrintable(field));
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

void tst_EventDayRules::datesUnderstoodOrRefused()
{
    const Tournament &t = m_window->document()->tournament();
    typeInto(QStringLiteral("startDate"), QStringLiteral("23.11.2026"));
    QCOMPARE(t.startDate, QStringLiteral("2026-11-23"));
    typeInto(QStringLiteral("endDate"), QStringLiteral("2026/11/30"));
    QCOMPARE(t.endDate, QStringLiteral("2026-11-30"));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    // The TRF keeps its own spelling.
    const QByteArray trf = m_window->document()->database().exportTrf();
    QVERIFY2(trf.contains("042 2026/11/23"), trf.constData());
    // Unreadable: refused by name, the stored date stays and shows again.
    typeInto(QStringLiteral("startDate"), QStringLiteral("32.13.2026"));
    QCOMPARE(t.startDate, QStringLiteral("2026-11-23"));
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.last().contains(QStringLiteral("Start date \"32.13.2026\" cannot be read")),
        qPrintable(m_messages.last()));
    QCOMPARE(m_window->findChild<QLineEdit *>(QStringLiteral("startDateLineEdit"))->text(),
        QStringLiteral("2026-11-23"));
    // An end before the start.
    typeInto(QStringLiteral("endDate"), QStringLiteral("22.11.2026"));
    QCOMPARE(t.endDate, QStringLiteral("2026-11-30"));
    QCOMPARE(m_messages.size(), 2);
    QVERIFY2(m_messages.last().contains(QStringLiteral("before it starts")),
        qPrintable(m_messages.last()));
    // Emptying a date is allowed.
    typeInto(QStringLiteral("endDate"), QString());
    QVERIFY(t.endDate.isEmpty());
}

void tst_EventDayRules::importedDatesShownAsIso()
{
    // A TRF's 042 2026/10/03 shows as 2026-10-03 beside the form's (YYYY-MM-DD) label, on the
    // printouts too; the TRF export keeps the TRF spelling.
    QVERIFY(m_window->openDemo());
    const Tournament &t = m_window->document()->tournament();
    QCOMPARE(t.startDate, QStringLiteral("2026-10-03"));
    QCOMPARE(m_window->findChild<QLineEdit *>(QStringLiteral("startDateLineEdit"))->text(),
        QStringLiteral("2026-10-03"));
    QCOMPARE(m_window->findChild<QLineEdit *>(QStringLiteral("endDateLineEdit"))->text(),
        QStringLiteral("2026-10-06"));
    const QByteArray trf = m_window->document()->database().exportTrf();
    QVERIFY2(trf.contains("042 2026/10/03") && trf.contains("052 2026/10/06"), trf.constData());
    // A date stored in TRF form by an earlier version shows as an ISO date as well.
    Tournament old;
    old.startDate = QStringLiteral("2026/10/03");
    QCOMPARE(findEventField(u"startDate")->value(old), QStringLiteral("2026-10-03"));
    old.startDate = QStringLiteral("autumn");
    QCOMPARE(findEventField(u"startDate")->value(old), QStringLiteral("autumn"));
}

void tst_EventDayRules::regulationBoxShowsTheListInForce()
{
    auto *box = m_window->findChild<QComboBox *>(QStringLiteral("regulationComboBox"));
    QVERIFY(box);
    const PresetLibrary library;
    const auto roundRobin = library.find(QStringLiteral("fide-individual-round-robin"));
    const auto swiss = library.find(QStringLiteral("fide-individual-swiss"));
    QVERIFY(roundRobin && swiss);
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->applyPreset(*roundRobin));
    QCOMPARE(box->currentData().toString(), QStringLiteral("fide-individual-round-robin"));
    // The Swiss list put in force by hand: the box follows it, not the preset applied.
    QStringList swissList;
    for (const PresetTieBreak &tb : swiss->tieBreaks)
        swissList.append(tb.spec);
    QVERIFY(doc->setTieBreaks(swissList));
    QVERIFY2(box->currentData().toString() != QStringLiteral("fide-individual-round-robin"),
        qPrintable(box->currentText()));
    QVERIFY2(box->currentText().contains(QStringLiteral("Swiss"), Qt::CaseInsensitive)
            || box->currentData().toString().isEmpty(),
        qPrintable(box->currentText()));
    // A list no preset has: "custom".
    QVERIFY(doc->setTieBreaks({QStringLiteral("BH"), QStringLiteral("DE")}));
    QCOMPARE(box->currentData().toString(), QString());
    QVERIFY2(
        box->currentText().startsWith(QStringLiteral("Custom")), qPrintable(box->currentText()));
}

void tst_EventDayRules::playoffRefusedWithoutATie()
{
    TournamentDocument *doc = m_window->document();
    // No results yet: nobody to play off.
    QVERIFY(doc->addPlayer(QStringLiteral("Alpha, Ann"), 2100));
    QVERIFY(doc->addPlayer(QStringLiteral("Beta, Bob"), 2000));
    m_window->playoffWidget()->setDialogRunner([](PlayoffDialog &) {
        QTest::qFail("the dialog opens without a tie", __FILE__, __LINE__);
        return false;
    });
    m_window->playoffWidget()->startPlayoff();
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.last().contains(QStringLiteral("nobody is tied")),
        qPrintable(m_messages.last()));
    // One decisive game: still nobody tied; the document refuses as well.
    QVERIFY(doc->setGame(1, 1, 2, '1'));
    m_window->playoffWidget()->startPlayoff();
    QCOMPARE(m_messages.size(), 2);
    QVERIFY2(m_messages.last().contains(QStringLiteral("nobody is tied for any place")),
        qPrintable(m_messages.last()));
    PlayoffConfig config = PlayoffConfig::tataSteel();
    config.lotsSeed = 7;
    QVERIFY(!doc->startPlayoff(config));
    QVERIFY(!doc->playoffConfig());
    QVERIFY2(m_messages.last().contains(QStringLiteral("nobody is tied for first place")),
        qPrintable(m_messages.last()));
}

// Two players, one win each: tied for first; the play-off is played to the end.
void tst_EventDayRules::playedPlayoff()
{
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->addPlayer(QStringLiteral("Alpha, Ann"), 2100));
    QVERIFY(doc->addPlayer(QStringLiteral("Beta, Bob"), 2000));
    QVERIFY(doc->setGame(1, 1, 2, '1'));
    QVERIFY(doc->setGame(2, 2, 1, '1'));
    PlayoffConfig config = PlayoffConfig::tataSteel();
    config.lotsSeed = 7;
    QVERIFY(doc->startPlayoff(config));
    QCOMPARE(doc->playoffs().size(), 1);
    for (int guard = 0; guard < 20 && !doc->playoffStates().first().finished; ++guard) {
        const QList<PlayoffGame> next = doc->playoffStates().first().nextGames();
        QVERIFY(!next.isEmpty());
        QVERIFY(doc->setPlayoffResult(1, next.first().id, GameResult::WhiteWin));
    }
    QVERIFY(doc->playoffStates().first().finished);
    QCOMPARE(doc->standings().rows[1].separation, Separation::Playoff);
    QVERIFY(m_warnings.isEmpty());
}

void tst_EventDayRules::correctionAfterPlayoffWarnsAndKeepsIt()
{
    playedPlayoff();
    TournamentDocument *doc = m_window->document();
    const int games = int(doc->playoffStates().first().games.size());
    // The arbiter says no: nothing changes.
    m_goOn = false;
    QVERIFY(!doc->setResult(2, 2, '0'));
    QCOMPARE(m_warnings.size(), 1);
    QVERIFY2(
        m_warnings.first().contains(QStringLiteral("play-off")), qPrintable(m_warnings.first()));
    QCOMPARE(doc->tournament().players[1].rounds[1].code, '1');
    QVERIFY(!doc->playoffOnEarlierStandings());
    // The arbiter goes on: Alpha now wins alone; the play-off stays, marked, deciding nothing.
    m_goOn = true;
    QVERIFY(doc->setResult(2, 2, '0'));
    QCOMPARE(m_warnings.size(), 2);
    QCOMPARE(doc->tournament().players[1].rounds[1].code, '0');
    QVERIFY(doc->playoffConfig().has_value());
    QVERIFY(doc->playoffOnEarlierStandings());
    QCOMPARE(doc->playoffs().size(), 1);
    QCOMPARE(doc->playoffs().first().entrants.size(), 2);
    QCOMPARE(int(doc->playoffStates().first().games.size()), games);
    QVERIFY(doc->playoffStates().first().finished);
    QVERIFY2(doc->playoffProblem().contains(QStringLiteral("earlier standings")),
        qPrintable(doc->playoffProblem()));
    QVERIFY(doc->standings().rows[1].separation != Separation::Playoff);
    QCOMPARE(doc->standings().rows.first().startNo, 1);
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("playoffStatusLabel"));
    QVERIFY2(
        status->text().contains(QStringLiteral("earlier standings")), qPrintable(status->text()));
    // Further corrections do not ask again; undo brings the tie and the play-off's places back.
    QVERIFY(doc->undo());
    QVERIFY(!doc->playoffOnEarlierStandings());
    QCOMPARE(doc->standings().rows[1].separation, Separation::Playoff);
    QVERIFY(doc->playoffProblem().isEmpty());
}

void tst_EventDayRules::withdrawnPlayersMarked()
{
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->addPlayer(QStringLiteral("Alpha, Ann"), 2100));
    QVERIFY(doc->addPlayer(QStringLiteral("Beta, Bob"), 2000));
    QVERIFY(doc->addPlayer(QStringLiteral("Gamma, Gil"), 1900));
    QVERIFY(doc->setGame(1, 1, 2, '1'));
    QVERIFY(doc->setWithdrawal(2, 2));
    const QString marked = QStringLiteral("Beta, Bob (withdrawn from round 2)");
    StandingsModel standings(doc);
    CrossTableModel cross(doc);
    QStringList names, crossNames;
    for (int r = 0; r < standings.rowCount(); ++r) {
        names.append(standings.index(r, StandingsModel::Name).data().toString());
        crossNames.append(cross.index(r, CrossTableModel::Name).data().toString());
    }
    QVERIFY2(names.contains(marked), qPrintable(names.join(u'|')));
    QVERIFY2(crossNames.contains(marked), qPrintable(crossNames.join(u'|')));
    QVERIFY(names.contains(QStringLiteral("Alpha, Ann")));
    for (auto report : {ReportBuilder::Report::Standings, ReportBuilder::Report::CrossTable})
        QVERIFY(ReportBuilder::html(*doc, report).contains(marked.toHtmlEscaped()));
    QVERIFY(doc->setWithdrawal(2, 0));
    QVERIFY(!ReportBuilder::html(*doc, ReportBuilder::Report::Standings)
                 .contains(QStringLiteral("withdrawn")));
}

void tst_EventDayRules::longReportLaidOutWithProgress()
{
    // A long report is laid out in parts, with progress and Cancel between them.
    TournamentDocument *doc = m_window->document();
    for (int i = 1; i <= 130; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1, Test").arg(i), 1000 + i));
    QPdfWriter pdf(m_dir->filePath(QStringLiteral("standings.pdf")));
    pdf.setPageSize(QPageSize(QPageSize::A4));
    PagedReport paged;
    QList<QPair<int, int>> steps;
    QVERIFY(!paged.layOut(*doc, ReportBuilder::Report::Standings, &pdf, [&](int done, int total) {
        steps.append({done, total});
        return done < 2; // Cancel after the second part
    }));
    QCOMPARE(steps, (QList<QPair<int, int>> {{1, 4}, {2, 4}}));
    QCOMPARE(paged.pageCount(), 0);
    QVERIFY(!paged.fits(&pdf));
    steps.clear();
    QVERIFY(paged.layOut(*doc, ReportBuilder::Report::Standings, &pdf, [&](int done, int total) {
        steps.append({done, total});
        return true;
    }));
    QCOMPARE(steps.size(), 4); // 130 rows: tables of 40
    QCOMPARE(steps.last(), qMakePair(4, 4));
    QVERIFY2(paged.pageCount() >= 2, qPrintable(QString::number(paged.pageCount())));
    QVERIFY(paged.fits(&pdf));
    // Every row is laid out: the last player is in the text.
    paged.paint(&pdf);
    pdf.setPageOrientation(QPageLayout::Landscape);
    QVERIFY(!paged.fits(&pdf)); // the preview turned the page: laid out again
}

QTEST_MAIN(tst_EventDayRules)
#include "tst_eventdayrules.moc"
