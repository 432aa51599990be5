// SPDX-License-Identifier: GPL-3.0-or-later
// Behavioural: a 40-player, 5-round FIDE Swiss run through the window the way an arbiter runs
// it, by the handling rules (C.04.2). Players registered out of rating order and numbered by the
// command; Baku acceleration (C.04.7); one prohibited pair; a late entry before round 3,
// numbered at his place; a correction of round 2 after round 3 is paired (round 3 stays, and
// its printed board numbers too); a withdrawal; an adjourned game resolved after the next round
// is paired; the exported rating report holds every header record and passes arbiter-cli check
// and check-pairings with no difference.
#include "clirun.h"
#include "eventform.h"
#include "mainwindow.h"
#include "modaldriver.h"
#include "pairing/dutch.h"
#include "pairing/pairingrules.h"
#include "players/playerroundsmodel.h"
#include "reports/printdocuments.h"
#include "rounds/pairingpreviewdialog.h"
#include "rounds/roundswidget.h"
#include "rules/corrections.h"
#include "standings/arbiterorderdialog.h"
#include "standings/crosstablemodel.h"
#include "tournamentdocument.h"
#include "trf/roundschedule.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

namespace {

bool writeText(const QString &path, const QString &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) == text.toUtf8().size();
}

} // namespace

class tst_EventLifecycle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fortyPlayerSwiss();
    void roundRobinWithALeaver();
    void drawingOfLotsRepeats();
    void arbiterOrdersTies();
    void expelledPlayerNotRanked();

private:
    //! Pairs the next round through the Rounds tab; returns the boards stored.
    QList<Board> pairRound(int round);
    //! Enters a result for every game of \a round: the higher-rated player wins, every fifth
    //! board is drawn.
    void playRound(int round);
    int rating(int startNo) const;
    //! Opens a new event at \a path in a fresh window: messages to m_messages, the window's
    //! questions to m_questions, answered from m_answers (empty: Cancel), reasons "score sheet".
    bool openNewEvent(const QString &path);
    //! Writes the event's rating report to \a trfPath; `arbiter-cli check` must find nothing.
    void exportAndCheck(const QString &trfPath);

    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
    QStringList m_asked;
    QStringList m_notices;
    QStringList m_questions;
    QStringList m_answers;
};

void tst_EventLifecycle::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

int tst_EventLifecycle::rating(int startNo) const
{
    const Tournament &t = m_window->document()->tournament();
    return t.players[t.indexOf(startNo)].rating;
}

QList<Board> tst_EventLifecycle::pairRound(int round)
{
    RoundsWidget *rounds = m_window->roundsWidget();
    m_window->tabs()->setCurrentWidget(rounds);
    rounds->setRound(round);
    if (!rounds->pairRound())
        return {};
    return boardOrder(m_window->document()->tournament(), round);
}

bool tst_EventLifecycle::openNewEvent(const QString &path)
{
    m_messages.clear();
    m_questions.clear();
    m_answers.clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->setQuestionHandler([this](const QString &text, const QStringList &choices) {
        m_questions << text + u'|' + choices.join(u'|');
        return m_answers.isEmpty() ? QString() : m_answers.takeFirst();
    });
    m_window->document()->setReasonProvider(
        [](const QString &) -> std::optional<QString> { return QStringLiteral("score sheet"); });
    m_window->show();
    return QTest::qWaitForWindowExposed(m_window.get()) && m_window->newTournament(path);
}

void tst_EventLifecycle::exportAndCheck(const QString &trfPath)
{
    QFile f(trfPath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(m_window->document()->database().exportTrf());
    f.close();
    const CliRun check = runCliCommand({QStringLiteral("check"), trfPath});
    QVERIFY2(check.code == 0, qPrintable(check.out + check.err));
}

void tst_EventLifecycle::playRound(int round)
{
    TournamentDocument *doc = m_window->document();
    const QList<Board> boards = boardOrder(doc->tournament(), round);
    for (int i = 0; i < boards.size(); ++i) {
        const Board &b = boards[i];
        if (b.black == 0)
            continue;
        const char code = i % 5 == 4 ? '=' : rating(b.white) >= rating(b.black) ? '1' : '0';
        QVERIFY(doc->setResult(round, b.white, code));
    }
}

void tst_EventLifecycle::fortyPlayerSwiss()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->document()->setReasonProvider([this](const QString &what) -> std::optional<QString> {
        m_asked.append(what);
        return QStringLiteral("score sheet");
    });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->newTournament(dir.filePath(QStringLiteral("open.arbiter"))));
    TournamentDocument *doc = m_window->document();
    const QList<QPair<QString, QString>> fields = {{QStringLiteral("name"), QStringLiteral("Open")},
        {QStringLiteral("city"), QStringLiteral("Bern")},
        {QStringLiteral("federation"), QStringLiteral("SUI")},
        {QStringLiteral("startDate"), QStringLiteral("2026-12-01")},
        {QStringLiteral("endDate"), QStringLiteral("2026-12-05")},
        {QStringLiteral("chiefArbiter"), QStringLiteral("Weber, Hans")},
        {QStringLiteral("timeControl"), QStringLiteral("90'/40 + 30'")},
        {QStringLiteral("timeControlCode"), QStringLiteral("40/5400:1800")},
        {QStringLiteral("declaredRounds"), QStringLiteral("5")}};
    for (const auto &[key, value] : fields)
        QVERIFY(doc->setEventField(key, value));
    QVERIFY(doc->setRoundSchedule(dailySchedule(QDate(2026, 12, 1), QStringLiteral("15:00"), 5)));

    // 40 players registered in arrival order: ratings scattered, a GM arriving 37th.
    for (int i = 0; i < 40; ++i) {
        const int rating = 1500 + (i * 37) % 40 * 25;
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i + 1, 2, 10, QLatin1Char('0')),
            i == 36 ? 2650 : rating));
    }
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("assignPairingNumbersButton")),
        Qt::LeftButton);
    const Tournament &t = doc->tournament();
    QCOMPARE(t.players[0].rating, 2650);
    for (int i = 1; i < t.players.size(); ++i)
        QVERIFY(t.players[i - 1].rating >= t.players[i].rating);

    // Baku and one prohibited pair (1 would meet 11 in round 1: group A is 1-20).
    auto *form = m_window->findChild<EventForm *>(QStringLiteral("eventForm"));
    form->acceleration()->setCurrentIndex(
        form->acceleration()->findData(int(AccelerationMethod::Baku)));
    emit form->acceleration()->activated(form->acceleration()->currentIndex());
    form->prohibitedPairs()->setText(QStringLiteral("1 11"));
    emit form->prohibitedPairs()->editingFinished();
    QCOMPARE(pairingRulesOf(t).prohibited.size(), 1);

    RoundsWidget *rounds = m_window->roundsWidget();
    rounds->setConfirm([this](const QString &q) {
        m_asked.append(q);
        return true;
    });
    rounds->setChoice([this](const QString &q, const QStringList &) {
        m_asked.append(q);
        return 0; // the first answer: assign the pairing numbers, then pair
    });
    rounds->setNotice([this](const QString &text) { m_notices.append(text); });
    rounds->setPreview([](PairingPreviewDialog &) { return true; });
    rounds->setLotSeed([] { return quint64(7); });

    const QList<Board> r1 = pairRound(1);
    QCOMPARE(r1.size(), 20);
    for (const Board &b : r1) {
        QVERIFY(!((b.white == 1 && b.black == 11) || (b.white == 11 && b.black == 1)));
        // Baku: group A (1-20) and group B (21-40) are paired apart in round 1.
        QCOMPARE(b.white <= 20, b.black <= 20);
    }
    playRound(1);
    pairRound(2);
    playRound(2);

    // A late entry rated 2600 before round 3: pairing asks to number him at his place.
    m_asked.clear();
    QVERIFY(doc->addPlayer(QStringLiteral("Late, Entry"), 2600));
    const QList<Board> r3 = pairRound(3);
    QVERIFY(!r3.isEmpty());
    QVERIFY2(m_asked.size() == 1 && m_asked[0].contains(QStringLiteral("initial ranking")),
        qPrintable(m_asked.join(u'\n')));
    QCOMPARE(t.players[1].name, QStringLiteral("Late, Entry"));
    QVERIFY(t.players[1].rounds.value(0).code == ' ' && t.players[1].rounds.value(1).code == ' ');
    const ReportScope round3 {3, {}, {}, 0};
    QVERIFY(PrintDocuments::title(*doc, PrintDocuments::Kind::PairingsByBoard, round3)
                .contains(QStringLiteral("2026-12-03 15:00")));
    // The printed list: White of board k stands before White of board k + 1.
    auto printedInOrder = [&](const QList<Board> &boards) {
        const QString html
            = PrintDocuments::html(*doc, PrintDocuments::Kind::PairingsByBoard, round3);
        qsizetype at = 0;
        for (const Board &b : boards) {
            if (b.black == 0)
                continue;
            const qsizetype found = html.indexOf(t.players[t.indexOf(b.white)].name, at);
            if (found < 0)
                return false;
            at = found;
        }
        return true;
    };
    QVERIFY(printedInOrder(r3));

    // Round 2's first decisive result is corrected after round 3 is paired: asked with the
    // rule, recorded; round 3 keeps its pairing and its board numbers.
    const QList<Board> r2 = boardOrder(t, 2);
    Board corrected;
    for (const Board &b : r2)
        if (b.black != 0 && t.players[t.indexOf(b.white)].rounds[1].code == '1') {
            corrected = b;
            break;
        }
    QVERIFY(corrected.white > 0);
    m_asked.clear();
    QVERIFY(doc->setResult(2, corrected.white, '0'));
    QCOMPARE(m_asked.size(), 1);
    QVERIFY2(m_asked[0].contains(QStringLiteral("C.04.2 4.3")), qPrintable(m_asked[0]));
    QCOMPARE(correctionsOf(t).size(), 1);
    QCOMPARE(boardOrder(t, 3), r3);
    QVERIFY(printedInOrder(r3));
    // Without the fixed order the correction would have moved boards of round 3.
    Tournament computed = t;
    computed.boardOrders.clear();
    QVERIFY(boardOrder(computed, 3) != r3);
    playRound(3);

    // A withdrawal from round 4.
    const int withdrawn = t.players[20].startNo;
    QVERIFY(doc->setWithdrawal(withdrawn, 4));
    const QList<Board> r4 = pairRound(4);
    for (const Board &b : r4)
        QVERIFY(b.white != withdrawn && b.black != withdrawn);
    playRound(4);
    // Round 4's last game is not finished when round 5 is paired: registered as adjourned (a
    // draw for the pairing, C.04.2 3.1) with a notice; its result comes in after round 5.
    Board adjourned;
    for (const Board &b : r4)
        if (b.black != 0)
            adjourned = b;
    QVERIFY(doc->clearEntry(4, adjourned.white));
    QVERIFY(doc->setGame(4, adjourned.white, adjourned.black));
    m_asked.clear();
    m_notices.clear();
    QVERIFY(!pairRound(5).isEmpty());
    QVERIFY2(m_asked.isEmpty(), qPrintable(m_asked.join(u'\n')));
    QVERIFY2(m_notices.size() == 1 && m_notices[0].contains(QStringLiteral("adjourned")),
        qPrintable(m_notices.join(u'\n')));
    QCOMPARE(adjournedGames(t).size(), 1);
    playRound(5);
    QVERIFY(!PrintDocuments::title(*doc, PrintDocuments::Kind::Standings, {}).startsWith(u"Final"));
    m_asked.clear();
    QVERIFY(doc->setResult(4, adjourned.white, '1'));
    QVERIFY2(m_asked.size() == 1 && m_asked[0].contains(QStringLiteral("adjourned")),
        qPrintable(m_asked.join(u'\n')));
    QVERIFY(adjournedGames(t).isEmpty());
    QCOMPARE(PrintDocuments::title(*doc, PrintDocuments::Kind::Standings, {}),
        QStringLiteral("Final standings after round 5"));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));

    // The rating report: every header record, then arbiter-cli check and check-pairings.
    const QString trfPath = dir.filePath(QStringLiteral("open.trf"));
    QFile f(trfPath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(doc->database().exportTrf());
    f.close();
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString trf = QString::fromUtf8(f.readAll());
    for (const char *code : {"012 ", "022 ", "032 ", "042 ", "052 ", "062 ", "072 ", "092 ", "102 ",
             "122 ", "132 ", "142 ", "152 ", "162 ", "172 ", "182 ", "192 ", "202 ", "250 ", "260 ",
             "### Correction @ Round 2: "})
        QVERIFY2(
            trf.contains(u'\n' + QLatin1String(code)) || trf.startsWith(QLatin1String(code)), code);
    // The withdrawn player's rounds 4 and 5 are written as absences.
    QVERIFY(trf.contains(QStringLiteral("  0000 - -  0000 - -")));
    // The checker (C.02 A8, A10, A11): every round paired again and the standings by the
    // file's 202 list, in text and JSON, with nothing to report.
    const CliRun check = runCliCommand({QStringLiteral("check"), trfPath});
    QVERIFY2(check.code == 0, qPrintable(check.out + check.err));
    QVERIFY2(check.out.contains(QStringLiteral("pairings: all 5 rounds agree with the FIDE Dutch "
                                               "system")),
        qPrintable(check.out));
    QVERIFY2(check.out.contains(QStringLiteral("TRF-2026, 41 players")), qPrintable(check.out));
    QCOMPARE(runCliCommand({QStringLiteral("-check"), trfPath}).code, 0);
    const CliRun checkJson = runCliCommand(
        {QStringLiteral("check"), trfPath, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(checkJson.code, 0);
    const QJsonObject report = QJsonDocument::fromJson(checkJson.out.toUtf8()).object();
    QCOMPARE(report[QStringLiteral("differences")].toInt(), 0);
    QCOMPARE(report[QStringLiteral("format")].toString(), QStringLiteral("TRF-2026"));
    const QJsonObject pairingReport = report[QStringLiteral("pairings")].toObject();
    QVERIFY(pairingReport[QStringLiteral("checked")].toBool());
    QCOMPARE(pairingReport[QStringLiteral("rounds")].toArray().size(), 5);

    // The same file with one board of round 5 turned round by hand (C.02 A10): the checker
    // names the round and both boards; the rest agrees.
    QStringList lines = trf.split(u'\n');
    auto field = [](const QString &line, int first, int last) {
        return QStringView(line).mid(first - 1, last - first + 1).trimmed().toString();
    };
    int white = 0, black = 0;
    for (const QString &l : std::as_const(lines)) {
        if (l.startsWith(QLatin1String("001")) && l.size() > 138 && l[136] == u'w'
            && field(l, 132, 135).toInt() > 0) {
            white = field(l, 5, 8).toInt();
            black = field(l, 132, 135).toInt();
            break;
        }
    }
    QVERIFY(white > 0 && black > 0);
    QStringList turned = lines;
    for (QString &l : turned) {
        if (!l.startsWith(QLatin1String("001")))
            continue;
        const int no = field(l, 5, 8).toInt();
        if (no == white)
            l[136] = u'b';
        else if (no == black)
            l[136] = u'w';
    }
    const QString turnedPath = dir.filePath(QStringLiteral("turned.trf"));
    QVERIFY(writeText(turnedPath, turned.join(u'\n')));
    const CliRun turnedCheck = runCliCommand({QStringLiteral("check"), turnedPath});
    QCOMPARE(turnedCheck.code, 1);
    QVERIFY2(turnedCheck.out.contains(
                 QStringLiteral("round 5 differs: file %2-%1; engine %1-%2").arg(white).arg(black)),
        qPrintable(turnedCheck.out));
    QVERIFY2(turnedCheck.out.contains(QStringLiteral("pairings: 1 of 5 rounds differ")),
        qPrintable(turnedCheck.out));

    // ... and with the first two places of the standings exchanged (C.02 A11): both positions
    // are named.
    QStringList swapped = lines;
    QString *first = nullptr, *second = nullptr;
    for (QString &l : swapped) {
        if (!l.startsWith(QLatin1String("001")))
            continue;
        if (field(l, 86, 89) == u"1")
            first = &l;
        else if (field(l, 86, 89) == u"2")
            second = &l;
    }
    QVERIFY(first && second);
    const QString rankOne = first->mid(85, 4);
    first->replace(85, 4, second->mid(85, 4));
    second->replace(85, 4, rankOne);
    const int firstNo = field(*first, 5, 8).toInt(), secondNo = field(*second, 5, 8).toInt();
    const QString swappedPath = dir.filePath(QStringLiteral("swapped.trf"));
    QVERIFY(writeText(swappedPath, swapped.join(u'\n')));
    const CliRun swappedCheck = runCliCommand(
        {QStringLiteral("check"), swappedPath, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(swappedCheck.code, 1);
    const QJsonObject swappedReport = QJsonDocument::fromJson(swappedCheck.out.toUtf8()).object();
    QCOMPARE(
        swappedReport[QStringLiteral("pairings")].toObject()[QStringLiteral("differing")].toInt(),
        0);
    const QJsonArray positions = swappedReport[QStringLiteral("standings")]
                                     .toObject()[QStringLiteral("differences")]
                                     .toArray();
    QCOMPARE(positions.size(), 2);
    QSet<int> named;
    for (const QJsonValue &v : positions) {
        QCOMPARE(v[QStringLiteral("kind")].toString(), QStringLiteral("rank"));
        named.insert(v[QStringLiteral("startno")].toInt());
    }
    QCOMPARE(named, (QSet<int> {firstNo, secondNo}));
    const CliRun pairings = runCliCommand({QStringLiteral("check-pairings"), trfPath});
    QVERIFY2(pairings.code == 0, qPrintable(pairings.out + pairings.err));
    QVERIFY2(
        pairings.out.contains(QStringLiteral("round 3: paired before a correction of round 2")),
        qPrintable(pairings.out));
    // The same export from the command line, from the database itself.
    m_window.reset(); // closes the event
    const QString cliTrf = dir.filePath(QStringLiteral("cli.trf"));
    const CliRun exported = runCliCommand(
        {QStringLiteral("export"), dir.filePath(QStringLiteral("open.arbiter")), cliTrf});
    QVERIFY2(exported.code == 0, qPrintable(exported.out + exported.err));
    QVERIFY2(exported.err.isEmpty(), qPrintable(exported.err)); // nothing missing
    const CliRun checkCli = runCliCommand({QStringLiteral("check-pairings"), cliTrf});
    QVERIFY2(checkCli.code == 0, qPrintable(checkCli.out + checkCli.err));
}

QTEST_MAIN(tst_EventLifecycle)
// F42 (FIDE C.02 checklist), C.06 V.4.1: a six-player round robin, paired from the Berger tables
// through the window; player 6 withdraws after two games. He stays in the crosstable, is left out
// of the standings with the games against him, the standings say so, the rating report records
// the withdrawal, and the checker agrees with the report.
void tst_EventLifecycle::roundRobinWithALeaver()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(openNewEvent(dir.filePath(QStringLiteral("rr.arbiter"))));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("name"), QStringLiteral("Club round robin")));
    QVERIFY(doc->setEventField(QStringLiteral("startDate"), QStringLiteral("2026-12-01")));
    QVERIFY(doc->setEventField(
        QStringLiteral("type"), QString::number(int(TournamentType::RoundRobin))));
    for (int i = 1; i <= 6; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2100 - 20 * i));
    m_window->tabs()->setCurrentWidget(m_window->roundsWidget());
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("bergerButton")), Qt::LeftButton);
    const Tournament &t = doc->tournament();
    QCOMPARE(t.systemText, QStringLiteral("BERGER_ROUNDROBIN"));
    QCOMPARE(doc->pairedRounds(), 5);
    // Rounds 1 and 2 played (the lower number wins); player 6 does not come to round 3 (a
    // forfeit) and is withdrawn from round 3; his games of rounds 4 and 5 are lost by forfeit;
    // the other games are played.
    auto play = [&](int r) {
        for (const Player &p : t.players) {
            const RoundEntry e = p.rounds.value(r - 1);
            if (e.opponent == 0 || p.startNo > e.opponent)
                continue;
            if (r >= 3 && e.opponent == 6)
                QVERIFY(doc->setResult(r, 6, '-'));
            else
                QVERIFY(doc->setResult(r, p.startNo, '1'));
        }
    };
    for (int r = 1; r <= 3; ++r)
        play(r);
    QVERIFY(doc->standings().leftOut.isEmpty()); // a forfeit alone: he has not left
    QVERIFY(doc->setWithdrawal(6, 3));
    // A withdrawn player's scheduled game takes a forfeit, never a game result.
    int opponent4 = t.players[t.indexOf(6)].rounds[3].opponent;
    QVERIFY(!doc->setResult(4, opponent4, '0'));
    QVERIFY2(
        m_messages.value(0).contains(u"withdrew from round 3"), qPrintable(m_messages.value(0)));
    m_messages.clear();
    play(4);
    play(5);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    const Standings &st = doc->standings();
    QCOMPARE(st.leftOut.size(), 1);
    QCOMPARE(st.leftOut[0].startNo, 6);
    QCOMPARE(st.leftOut[0].completed, 2);
    QCOMPARE(st.rows.size(), 5);
    // Player 1 won all five: four count; player 5 beat 6 in round 2 or lost to him: not counted.
    QCOMPARE(st.rows[0].startNo, 1);
    QCOMPARE(st.rows[0].points.toString(), QStringLiteral("4"));
    Fixed inTable; // the crosstable counts all five
    for (const RoundEntry &e : t.players[0].rounds)
        inTable += t.scoring.points(e);
    QCOMPARE(inTable.toString(), QStringLiteral("5"));
    auto *notes = m_window->findChild<QLabel *>(QStringLiteral("standingsNotesLabel"));
    QVERIFY(notes && !notes->isHidden());
    QVERIFY2(notes->text().contains(u"Player 6 (6) left the event having completed 2 of 5 games")
            && notes->text().contains(u"C.06 V.4.1"),
        qPrintable(notes->text()));

    const QString trfPath = dir.filePath(QStringLiteral("rr.trf"));
    QFile f(trfPath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray trf = doc->database().exportTrf();
    f.write(trf);
    f.close();
    QVERIFY2(trf.contains("\n### Withdrawn @ Round 3: player 6\n"), trf.constData());
    QVERIFY(trf.contains("\n192 BERGER_ROUNDROBIN"));
    // The standings' points and ranks; his line keeps his own points and has no rank.
    for (const QByteArray &line : trf.split('\n')) {
        if (line.startsWith("001    6"))
            QCOMPARE(line.mid(85, 4).trimmed(), QByteArray());
        if (line.startsWith("001    1"))
            QCOMPARE(line.mid(80, 9).simplified(), QByteArray("4.0 1"));
    }
    // The crosstable keeps him, below the ranked players, his games in brackets.
    CrossTableModel cross(doc);
    QCOMPARE(cross.rowCount(), 6);
    QCOMPARE(cross.index(5, CrossTableModel::StartNo).data().toInt(), 6);
    QCOMPARE(cross.index(5, CrossTableModel::Rank).data().toString(), QStringLiteral("–"));
    QCOMPARE(cross.index(5, CrossTableModel::Points).data().toString(), QStringLiteral("(0)"));
    QCOMPARE(cross.index(0, CrossTableModel::Points).data().toString(), QStringLiteral("4"));
    int bracketed = 0;
    for (int c = CrossTableModel::FirstRound; c < CrossTableModel::FirstRound + 5; ++c)
        bracketed += cross.index(0, c).data().toString().startsWith(u'(');
    QCOMPARE(bracketed, 1); // player 1's game against 6
    const CliRun check = runCliCommand({QStringLiteral("check"), trfPath});
    QVERIFY2(check.code == 0, qPrintable(check.out + check.err));
}

// M83 (FIDE C.02 checklist), C.07 Art. 4.2: ties that remain after every tie-break are broken by
// drawing of lots on the arbiter's word; the seed comes from the event, so drawing again gives
// the same order; the rating report records it and the checker ranks the same way.
void tst_EventLifecycle::drawingOfLotsRepeats()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(openNewEvent(dir.filePath(QStringLiteral("lots.arbiter"))));
    QStringList &asked = m_questions;
    QStringList &answers = m_answers;
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("name"), QStringLiteral("Four draws")));
    QVERIFY(doc->setEventField(
        QStringLiteral("type"), QString::number(int(TournamentType::RoundRobin))));
    for (int i = 1; i <= 4; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2000));
    m_window->tabs()->setCurrentWidget(m_window->roundsWidget());
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("bergerButton")), Qt::LeftButton);
    const Tournament &t = doc->tournament();
    for (int r = 1; r <= 3; ++r)
        for (const Player &p : t.players)
            if (p.rounds.value(r - 1).colour == Colour::White)
                QVERIFY(doc->setResult(r, p.startNo, '='));
    // Every game drawn: DE, SB, KS and WIN leave all four tied.
    auto *button = m_window->findChild<QPushButton *>(QStringLiteral("drawLotsButton"));
    QVERIFY(button && button->isEnabled());
    for (const StandingRow &row : doc->standings().rows)
        QCOMPARE(row.rank, 1);
    answers = {QStringLiteral("Cancel")};
    button->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(u"1-4: Player 1 (1), Player 2 (2), Player 3 (3), Player 4 (4)")
            && asked[0].contains(u"C.07 Art. 4.2") && asked[0].endsWith(u"|Draw lots|Cancel"),
        qPrintable(asked[0]));
    QVERIFY(!recordedLotsSeed(t));
    const quint64 seed = eventLotsSeed(t);
    auto draw = [&] {
        answers = {QStringLiteral("Draw lots")};
        button->click();
        QList<int> order;
        for (const StandingRow &row : doc->standings().rows)
            if (row.separation == Separation::First || row.separation == Separation::Lots)
                order << row.startNo;
        return order;
    };
    const QList<int> first = draw();
    QCOMPARE(first.size(), 4);
    QCOMPARE(recordedLotsSeed(t), std::optional<quint64>(seed));
    QVERIFY(t.hasRecord(QStringLiteral("### Lots @ Round 3: seed %1").arg(seed)));
    QList<int> ranks;
    for (const StandingRow &row : doc->standings().rows)
        ranks << row.rank;
    QCOMPARE(ranks, (QList<int> {1, 2, 3, 4}));
    QVERIFY(!button->isEnabled());
    // Said on the standings tab and on every printout.
    QVERIFY(doc->standings().notes.contains(
        QStringLiteral("Ties that remained after every tie-break were broken by drawing of lots "
                       "(C.07 Art. 4.2, seed %1).")
            .arg(seed)));
    // Undone and drawn again: the same order.
    QVERIFY(doc->undo());
    QVERIFY(button->isEnabled());
    QCOMPARE(draw(), first);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    // The rating report carries the seed; the checker ranks by it and agrees.
    exportAndCheck(dir.filePath(QStringLiteral("lots.trf")));
}

// M84 (FIDE C.02 checklist): players tied on everything put in order by the arbiter, by keyboard
// in the Order ties dialog, with the reason; the record goes into the log and the rating report,
// the checker ranks the same way, and undo takes it back.
void tst_EventLifecycle::arbiterOrdersTies()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(openNewEvent(dir.filePath(QStringLiteral("order.arbiter"))));
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("name"), QStringLiteral("Four draws")));
    QVERIFY(doc->setEventField(
        QStringLiteral("type"), QString::number(int(TournamentType::RoundRobin))));
    for (int i = 1; i <= 4; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2000));
    m_window->tabs()->setCurrentWidget(m_window->roundsWidget());
    QTest::mouseClick(
        m_window->findChild<QPushButton *>(QStringLiteral("bergerButton")), Qt::LeftButton);
    const Tournament &t = doc->tournament();
    auto *button = m_window->findChild<QPushButton *>(QStringLiteral("arbiterOrderButton"));
    QVERIFY(button);
    QVERIFY(!button->isEnabled()); // no results, yet nobody tied on a score: all 0
    for (int r = 1; r <= 3; ++r)
        for (const Player &p : t.players)
            if (p.rounds.value(r - 1).colour == Colour::White)
                QVERIFY(doc->setResult(r, p.startNo, '='));
    QVERIFY(button->isEnabled());
    // The details under the standings show the player of the current row, also once the order
    // puts another player there.
    auto *standingsView = m_window->findChild<QTableView *>(QStringLiteral("standingsTableView"));
    auto *roundsOfPlayer = qobject_cast<PlayerRoundsModel *>(
        m_window->findChild<QTableView *>(QStringLiteral("playerRoundsTableView"))->model());
    QVERIFY(standingsView && roundsOfPlayer);
    standingsView->setCurrentIndex(standingsView->model()->index(0, 0));
    QCOMPARE(roundsOfPlayer->player(), doc->standings().rows[0].startNo);
    // Player 1 moved down twice (Ctrl+Down), the reason typed, Return.
    QString shownGroup;
    bool okBeforeReason = true;
    onNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<ArbiterOrderDialog *>(modal);
        QVERIFY(dialog);
        shownGroup = dialog->groupComboBox()->currentText();
        QListWidget *list = dialog->playerList();
        QCOMPARE(QApplication::focusWidget(), list);
        QTest::keyClick(list, Qt::Key_Down, Qt::ControlModifier);
        QTest::keyClick(list, Qt::Key_Down, Qt::ControlModifier);
        QTest::keyClick(list, Qt::Key_Return); // no reason yet: nothing happens
        okBeforeReason = dialog->isVisible() && dialog->result() == QDialog::Rejected;
        dialog->reasonLineEdit()->setFocus();
        QTest::keyClicks(dialog->reasonLineEdit(), QStringLiteral("rules art. 12"));
        QTest::keyClick(dialog->reasonLineEdit(), Qt::Key_Return);
    });
    button->click();
    QCOMPARE(shownGroup,
        QStringLiteral("Places 1-4: Player 1 (1), Player 2 (2), Player 3 (3), Player 4 (4)"));
    QVERIFY(okBeforeReason);
    QList<int> order, ranks;
    for (const StandingRow &row : doc->standings().rows) {
        order << row.startNo;
        ranks << row.rank;
    }
    QCOMPARE(order, (QList<int> {2, 3, 1, 4}));
    QCOMPARE(ranks, (QList<int> {1, 2, 3, 4}));
    const QModelIndex current = standingsView->currentIndex();
    QCOMPARE(roundsOfPlayer->player(),
        current.isValid() ? doc->standings().rows[current.row()].startNo : 0);
    QCOMPARE(doc->standings().rows[1].separation, Separation::Arbiter);
    QVERIFY(t.hasRecord(QStringLiteral("### Arbiter order @ Round 3: 2 3 1 4; rules art. 12")));
    QVERIFY(doc->database().auditLog().last().what.contains(u"ordered by the arbiter"));
    QVERIFY(!button->isEnabled());
    QVERIFY(!m_window->findChild<QPushButton *>(QStringLiteral("drawLotsButton"))->isEnabled());
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    // An order of players not tied on everything is refused by the document.
    QVERIFY(!doc->setArbiterOrder({1, 2}, QStringLiteral("again")));
    QCOMPARE(m_messages.size(), 1);
    m_messages.clear();
    // The rating report carries it; the checker ranks by it and agrees.
    exportAndCheck(dir.filePath(QStringLiteral("order.trf")));
    QVERIFY(doc->undo());
    QCOMPARE(doc->standings().rows[3].rank, 1);
    QVERIFY(button->isEnabled());
}

// M80 (FIDE C.02 checklist): an expelled player is flagged (a record in the event and its rating
// report), not paired again and not ranked in a Swiss; his games still count for his opponents.
void tst_EventLifecycle::expelledPlayerNotRanked()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(openNewEvent(dir.filePath(QStringLiteral("expel.arbiter"))));
    QStringList &asked = m_questions;
    QStringList &answers = m_answers;
    TournamentDocument *doc = m_window->document();
    QVERIFY(doc->setEventField(QStringLiteral("name"), QStringLiteral("Club Swiss")));
    QVERIFY(doc->setEventField(QStringLiteral("declaredRounds"), QStringLiteral("3")));
    for (int i = 1; i <= 6; ++i)
        QVERIFY(doc->addPlayer(QStringLiteral("Player %1").arg(i), 2100 - 20 * i));
    RoundsWidget *rounds = m_window->roundsWidget();
    rounds->setConfirm([](const QString &) { return true; });
    rounds->setPreview([](PairingPreviewDialog &) { return true; });
    rounds->setLotSeed([] { return quint64(2); });
    QVERIFY(!pairRound(1).isEmpty());
    playRound(1);
    const Tournament &t = doc->tournament();
    // Player 4 expelled from round 2, through the Players tab's context menu.
    m_window->tabs()->setCurrentIndex(0);
    auto *view = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    auto *action = m_window->findChild<QAction *>(QStringLiteral("expelPlayerAction"));
    QVERIFY(view && action);
    for (int r = 0; r < view->model()->rowCount(); ++r)
        if (view->model()->index(r, 0).data().toInt() == 4)
            view->setCurrentIndex(view->model()->index(r, 1));
    answers = {QStringLiteral("Cancel")};
    action->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(u"Player 4 (4) is expelled from round 2")
            && asked[0].contains(u"### Expelled @ Round 2: player 4")
            && asked[0].endsWith(u"|Continue|Cancel"),
        qPrintable(asked[0]));
    QVERIFY(recordedExpulsions(t).isEmpty());
    answers = {QStringLiteral("Continue"), QStringLiteral("third forfeit")};
    action->trigger();
    QCOMPARE(recordedExpulsions(t), (QHash<int, int> {{4, 2}}));
    QCOMPARE(doc->database().withdrawnFrom(4), 2);
    const Standings &st = doc->standings();
    QCOMPARE(st.rows.size(), 5);
    QCOMPARE(st.leftOut.size(), 1);
    QVERIFY(st.leftOut[0].expelled);
    auto *notes = m_window->findChild<QLabel *>(QStringLiteral("standingsNotesLabel"));
    QVERIFY2(notes->text().contains(u"Player 4 (4) was expelled from round 2: not ranked"),
        qPrintable(notes->text()));
    // Not paired again; his opponent of round 1 keeps the game.
    QVERIFY(!pairRound(2).isEmpty());
    QCOMPARE(t.players[t.indexOf(4)].rounds.value(1).opponent, 0);
    playRound(2);
    const QByteArray trf = doc->database().exportTrf();
    QVERIFY2(trf.contains("\n### Expelled @ Round 2: player 4\n"), trf.constData());
    exportAndCheck(dir.filePath(QStringLiteral("expel.trf")));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    // Revoking the withdrawal takes the expulsion with it.
    QVERIFY(doc->setWithdrawal(4, 0));
    QVERIFY(recordedExpulsions(t).isEmpty());
    // Ctrl+Z and Ctrl+Y (as well as the platform's redo key) through the window.
    m_window->activateWindow();
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(recordedExpulsions(t), (QHash<int, int> {{4, 2}}));
    QTest::keyClick(m_window.get(), Qt::Key_Y, Qt::ControlModifier);
    QVERIFY(recordedExpulsions(t).isEmpty());
}

#include "tst_eventlifecycle.moc"
