// SPDX-License-Identifier: GPL-3.0-or-later
// The Rounds tab at an event: readable pairings (names not cut, points next to the names) and
// no result lost by unpairing without a question.
#include "generatedfixture.h"
#include "pairing/dutch.h"
#include "pairing/generator.h"
#include "pairing/pairingcheck.h"
#include "rounds/pairingpreviewdialog.h"
#include "rounds/pairingsmodel.h"
#include "rounds/pairingsview.h"
#include "rounds/roundswidget.h"
#include "rules/corrections.h"
#include "tiebreaks/standings.h"
#include "tournamentdocument.h"
#include "trf/trf.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

namespace {

//! A new Swiss of three rounds named \a name: players A, B, ... rated 2450, 2400, ... (start
//! numbers 1 to \a players), nothing paired.
QByteArray startList(const char *name, int players)
{
    QByteArray trf = QByteArray("012 ") + name + "\n092 Individual: Swiss-System\nXXR 3\n";
    for (int i = 1; i <= players; ++i)
        trf += QStringLiteral("001 %1 m    Player %2%3 %4\n")
                   .arg(i, 4)
                   .arg(QChar(u'A' + i - 1))
                   .arg(QString(29, u' '))
                   .arg(2500 - 50 * i, 4)
                   .toLatin1();
    return trf;
}

} // namespace

class tst_RoundsWidget : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void pointsNextToNames();
    void namesAreNotCut();
    void unpairAsksBeforeDeletingAResult();
    void pairSwissRounds();
    void byesAndInitialColourBeforeRound1();
    void openedEventShowsItsLastRound();
    void byeWarnings();
    void olderAdjournedGameNoticed();
    void editPairingsPhase();
    void coloursCorrectedOnABoard();

private:
    std::unique_ptr<TournamentDocument> m_doc;
};

void tst_RoundsWidget::init()
{
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(generatedFixture(QStringLiteral("gen_hpb_40p_7r_s202.trf")),
                 QStringLiteral(":memory:"), &error),
        qPrintable(error));
}

void tst_RoundsWidget::cleanup()
{
    m_doc.reset();
}

void tst_RoundsWidget::pointsNextToNames()
{
    // The points shown are those before the round: the standings after round 3.
    RoundsWidget w(m_doc.get());
    w.setRound(4);
    StandingsOptions options;
    options.rounds = 3;
    const Standings after3 = computeStandings(m_doc->tournament(), options);
    QHash<int, QString> points;
    for (const StandingRow &row : after3.rows)
        points[m_doc->tournament().players[row.playerIndex].startNo] = row.points.toString();
    const PairingsModel *model = w.model();
    QVERIFY(model->rowCount() > 10);
    for (int r = 0; r < model->rowCount(); ++r) {
        const PairingsModel::Row &row = model->rows()[r];
        const QString white = model->index(r, PairingsModel::White).data().toString();
        QVERIFY2(white.endsWith(QStringLiteral(") · ") + points[row.white]), qPrintable(white));
        if (row.black != 0) {
            const QString black = model->index(r, PairingsModel::Black).data().toString();
            QVERIFY2(black.endsWith(QStringLiteral(") · ") + points[row.black]), qPrintable(black));
        }
    }
}

void tst_RoundsWidget::namesAreNotCut()
{
    RoundsWidget w(m_doc.get());
    w.resize(1100, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setRound(2);
    PairingsView *view = w.view();
    const QFontMetrics fm(view->font());
    int widest = 0;
    for (int r = 0; r < view->model()->rowCount(); ++r)
        for (int c : {int(PairingsModel::White), int(PairingsModel::Black)})
            widest = std::max(
                widest, fm.horizontalAdvance(view->model()->index(r, c).data().toString()));
    QVERIFY2(view->columnWidth(PairingsModel::White) > widest,
        qPrintable(QStringLiteral("white %1 < %2")
                       .arg(view->columnWidth(PairingsModel::White))
                       .arg(widest)));
    QVERIFY(view->columnWidth(PairingsModel::Black) > widest);
    // An empty warning column takes no more than its header needs.
    QVERIFY(view->columnWidth(PairingsModel::Warning) < view->columnWidth(PairingsModel::White));
}

void tst_RoundsWidget::unpairAsksBeforeDeletingAResult()
{
    RoundsWidget w(m_doc.get());
    QStringList asked;
    bool answer = false;
    // A named confirmation whose default is Cancel (a Yes/No defaulted to Yes before).
    w.setConfirmDestructive([&](const QString &q, const QString &action) {
        asked << q;
        return answer && action == QStringLiteral("Delete the result and unpair");
    });
    w.setRound(1);
    PairingsView *view = w.view();
    const PairingsModel::Row board1 = w.model()->rows().first();
    const Tournament &t = m_doc->tournament();
    auto who = [&t](int startNo) {
        return QStringLiteral("%1 (%2)").arg(t.players[t.indexOf(startNo)].name).arg(startNo);
    };
    QVERIFY(board1.code != ' ');
    const int games = w.model()->rowCount();
    view->setCurrentIndex(w.model()->index(0, PairingsModel::White));
    auto *unpair = w.findChild<QPushButton *>(QStringLiteral("unpairButton"));
    unpair->click();
    QCOMPARE(asked.size(), 1);
    // The players by name and number, as on the score sheet.
    QVERIFY2(asked.first().startsWith(QStringLiteral("Board 1, %1 – %2, has the result")
                                          .arg(who(board1.white), who(board1.black))),
        qPrintable(asked.first()));
    QCOMPARE(w.model()->rowCount(), games); // No: the board and its result stay
    QCOMPARE(w.model()->rows().first().code, board1.code);
    answer = true;
    view->setCurrentIndex(w.model()->index(0, PairingsModel::White));
    unpair->click();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(w.model()->rowCount(), games - 1);
    // Alt+D is the pairing button's shortcut, not an unrated draw typed on the board.
    const int errorsBefore = m_doc->database().auditLog(1000).size();
    view->setCurrentIndex(w.model()->index(0, PairingsModel::Result));
    QTest::keyClick(view, Qt::Key_D, Qt::AltModifier);
    QCOMPARE(m_doc->database().auditLog(1000).size(), errorsBefore);
    // A board without a result is unpaired without a question.
    m_doc->setGame(1, board1.white, board1.black, ' ');
    int row = -1;
    for (int r = 0; r < w.model()->rowCount(); ++r)
        if (w.model()->rows()[r].white == board1.white
            && w.model()->rows()[r].black == board1.black)
            row = r;
    QVERIFY(row >= 0);
    view->setCurrentIndex(w.model()->index(row, PairingsModel::White));
    unpair->click();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(w.model()->rowCount(), games - 1);
}

void tst_RoundsWidget::pairSwissRounds()
{
    // A new nine-player Swiss of three rounds: player 9 asks for a half-point bye in round 1.
    const QByteArray trf = startList("Pairing test", 9);
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(trf, QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY(m_doc->setBye(1, 9, 'H'));

    RoundsWidget w(m_doc.get());
    w.setConfirm([](const QString &) { return true; });
    w.setLotSeed([] { return quint64(2); }); // SplitMix64(2) is even: White, as pairDutch's default
    QStringList shown;
    w.setPreview([&](PairingPreviewDialog &d) {
        shown << QString::number(d.boards().size());
        if (shown.size() == 1)
            d.swapColours(0); // a manual change, logged with the pairing
        return true;
    });
    // D35 (FIDE C.02 checklist): boards that differ from the engine's take two steps, each
    // showing the rules' pairing, Cancel the default; then a "### MPA @ Round n" record.
    QStringList steps;
    int accept = 0; // how many steps are accepted
    w.setConfirmDestructive([&](const QString &q, const QString &action) {
        steps << q << action;
        return steps.size() / 2 <= accept;
    });
    w.setRound(1);
    auto *pairButton = w.findChild<QPushButton *>(QStringLiteral("pairRoundButton"));
    QVERIFY(!pairButton->isHidden()); // a Swiss event pairs round by round
    QVERIFY(pairButton->isEnabled());

    // What the engine proposes for round 1 (9 is not paired: a requested bye).
    const PairingResult proposed = pairDutch(m_doc->tournament(), 1);
    QVERIFY2(proposed.ok(), qPrintable(proposed.error));
    QCOMPARE(proposed.boards.size(), 4);
    const Board first = proposed.boards[0];
    // Cancelled at the first step, then at the second: nothing is stored.
    for (accept = 0; accept < 2; ++accept) {
        steps.clear();
        shown.clear();
        pairButton->click();
        QCOMPARE(steps.size(), 2 * (accept + 1));
        QCOMPARE(m_doc->pairedRounds(), 1); // the requested bye only
        QVERIFY(!hasGames(m_doc->tournament(), 1));
    }
    QVERIFY2(
        steps[0].contains(QStringLiteral("The rules give: %1-%2").arg(first.white).arg(first.black))
            && steps[0].contains(
                QStringLiteral("You paired: %1-%2").arg(first.black).arg(first.white))
            && steps[0].contains(QStringLiteral("board 1: colours swapped")),
        qPrintable(steps[0]));
    QCOMPARE(steps[1], QStringLiteral("Continue"));
    QCOMPARE(steps[3], QStringLiteral("Store the manual pairing"));
    steps.clear();
    shown.clear();
    pairButton->click();
    QCOMPARE(steps.size(), 4);
    QCOMPARE(shown, QStringList {QStringLiteral("4")});
    const QString mpa = QStringLiteral("### MPA @ Round 1: paired %1-%2; engine %2-%1; changes: "
                                       "board 1: colours swapped (%1 White, %2 Black); arbiter -; ")
                            .arg(first.black)
                            .arg(first.white);
    QVERIFY2(std::any_of(m_doc->tournament().otherRecords.cbegin(),
                 m_doc->tournament().otherRecords.cend(),
                 [&mpa](const RawRecord &r) { return r.line.startsWith(mpa); }),
        qPrintable(mpa));
    QVERIFY(m_doc->database().exportTrf().contains(mpa.toUtf8()));
    // The checker finds the round differing, and the record that says it was paired by hand.
    const PairingCheck check = checkPairings(m_doc->tournament(), 1, true);
    QCOMPARE(check.rounds.size(), 1);
    QVERIFY(!check.rounds[0].agrees());
    QVERIFY(recordedAsManualPairing(m_doc->tournament(), check.rounds[0]));
    Tournament otherBoards = m_doc->tournament();
    otherBoards.otherRecords.removeIf(
        [](const RawRecord &r) { return r.line.startsWith(u"### MPA"); });
    QVERIFY(!recordedAsManualPairing(otherBoards, check.rounds[0]));
    const Tournament &t = m_doc->tournament();
    // Stored: every board of the proposal, board 1 with the colours swapped by the arbiter.
    for (int b = 0; b < proposed.boards.size(); ++b) {
        const Board board = proposed.boards[b];
        const int white = b == 0 ? board.black : board.white;
        const int black = b == 0 ? board.white : board.black;
        const RoundEntry &e = t.players[t.indexOf(white)].rounds[0];
        QCOMPARE(e.opponent, black);
        QCOMPARE(e.colour, Colour::White);
    }
    QCOMPARE(t.players[t.indexOf(9)].rounds[0].code, 'H');
    // One audit entry for the whole round, naming the manual change.
    const QList<AuditEntry> log = m_doc->database().auditLog(1);
    QCOMPARE(log.size(), 1);
    QVERIFY2(log.first().what.startsWith(QStringLiteral("Round 1 paired (Dutch system)")),
        qPrintable(log.first().what));
    QVERIFY2(log.first().reason.contains(QStringLiteral("board 1: colours swapped")),
        qPrintable(log.first().reason));
    QVERIFY(m_doc->database().exportTrf().contains("colours swapped"));
    // One undo removes the whole pairing; redo brings it back.
    QVERIFY(m_doc->undo());
    QCOMPARE(w.model()->rowCount(), 1); // only the requested bye is left
    QVERIFY(m_doc->redo());
    QCOMPARE(w.model()->rowCount(), 5);

    // Round 1's results entered: round 2 is paired without a notice (games without results
    // would be registered as adjourned with one, see tst_mainwindow).
    w.setRound(2);
    QStringList errors, notices;
    connect(m_doc.get(), &TournamentDocument::errorOccurred, this,
        [&](const QString &m) { errors << m; });
    w.setNotice([&](const QString &text) { notices << text; });
    w.setConfirm([](const QString &) { return true; });
    for (const Player &p : m_doc->tournament().players) {
        const RoundEntry e = p.rounds.value(0);
        if (e.opponent > 0 && e.colour == Colour::White)
            QVERIFY(m_doc->setResult(1, p.startNo, '1'));
    }
    // Round 2: nine players, an odd field: the engine gives one pairing-allocated bye.
    const PairingResult second = pairDutch(m_doc->tournament(), 2);
    QVERIFY2(second.ok(), qPrintable(second.error));
    // Round 1 shown with its results: the button pairs the next round and shows it.
    w.setRound(1);
    QCOMPARE(w.roundToPair(), 2);
    QCOMPARE(pairButton->text(), QStringLiteral("Pair round 2 (&Dutch)..."));
    QVERIFY(w.pairRound());
    QVERIFY2(notices.isEmpty(), qPrintable(notices.join(u'\n')));
    QCOMPARE(w.model()->round(), 2);
    QCOMPARE(shown.size(), 2);
    int pab = 0;
    for (const Board &b : second.boards) {
        const Player &white = m_doc->tournament().players[m_doc->tournament().indexOf(b.white)];
        QCOMPARE(white.rounds[1].opponent, b.black);
        pab += b.black == 0 && white.rounds[1].code == 'U' ? 1 : 0;
    }
    QCOMPARE(pab, 1);
    // The stored round is listed in the engine's board order, not by start number.
    for (int b = 0; b < second.boards.size(); ++b) {
        QCOMPARE(w.model()->rows().value(b).white, second.boards[b].white);
        QCOMPARE(w.model()->rows().value(b).black, second.boards[b].black);
    }
    // Unpairing: round 2 has no results and goes; round 1 has results and stays.
    QVERIFY(w.unpairRound());
    QCOMPARE(w.model()->rowCount(), 0);
    w.setRound(1);
    QVERIFY(!w.unpairRound());
    QVERIFY2(errors.last().contains(QStringLiteral("has results")), qPrintable(errors.last()));
    QCOMPARE(w.model()->rowCount(), 5);
}

void tst_RoundsWidget::byesAndInitialColourBeforeRound1()
{
    // Nine players; before round 1 the arbiter marks 2 half-point bye, 4 full-point bye, 6
    // zero-point bye (absent), 8 a pairing-allocated bye, and 9 withdraws: 1 3 5 7 are paired.
    QByteArray trf = "012 Byes test\n092 Individual: Swiss-System\nXXR 5\n";
    for (int i = 1; i <= 9; ++i)
        trf += QStringLiteral("001 %1 m    Player %2%3 %4\n")
                   .arg(i, 4)
                   .arg(QChar(u'A' + i - 1))
                   .arg(QString(29, u' '))
                   .arg(2500 - 50 * i, 4)
                   .toLatin1();
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(trf, QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY(m_doc->setBye(1, 2, 'H'));
    QVERIFY(m_doc->setBye(1, 4, 'F'));
    QVERIFY(m_doc->setBye(1, 6, 'Z'));
    QVERIFY(m_doc->setBye(1, 8, 'U'));
    QVERIFY(m_doc->setWithdrawal(9, 1));
    QCOMPARE(recordedInitialColour(m_doc->tournament()), Colour::None);

    RoundsWidget w(m_doc.get());
    QStringList asked;
    w.setConfirm([&](const QString &q) {
        asked << q;
        return true;
    });
    w.setLotSeed([] { return quint64(7); }); // SplitMix64(7) is odd: Black
    QList<Board> proposed;
    QString notes;
    w.setPreview([&](PairingPreviewDialog &d) {
        proposed = d.boards();
        notes = d.findChild<QLabel *>(QStringLiteral("notesLabel"))->text();
        return true;
    });
    w.setRound(1);
    QVERIFY(w.pairRound());
    QVERIFY2(asked.isEmpty(), qPrintable(asked.value(0))); // the given U is no earlier pairing
    // E.5 pairing numbers among the paired players: 1 3 5 7; Black drawn for board 1's top player.
    QCOMPARE(proposed, (QList<Board> {{5, 1}, {3, 7}}));
    QVERIFY2(notes.contains(QStringLiteral("drawn by lot (seed 7): Black")), qPrintable(notes));
    QVERIFY2(
        notes.contains(QStringLiteral("boards: 2. Not paired (a requested bye or absent): 5.")),
        qPrintable(notes));
    const Tournament &t = m_doc->tournament();
    QCOMPARE(recordedInitialColour(t), Colour::Black);
    QVERIFY(m_doc->database().exportTrf().contains("XXC black1"));
    for (const auto &[startNo, code] :
        QList<QPair<int, char>> {{2, 'H'}, {4, 'F'}, {6, 'Z'}, {8, 'U'}})
        QCOMPARE(t.players[t.indexOf(startNo)].rounds.value(0).code, code);
    QCOMPARE(t.players[t.indexOf(9)].rounds.value(0), RoundEntry());
    // The lot is drawn once: undoing the pairing keeps it, and pairing again uses it.
    QVERIFY(m_doc->undo());
    w.setLotSeed([] { return quint64(2); }); // would draw White
    QVERIFY(w.pairRound());
    QCOMPARE(proposed, (QList<Board> {{5, 1}, {3, 7}}));
    QVERIFY2(notes.contains(QStringLiteral("Black, as recorded")), qPrintable(notes));
}

void tst_RoundsWidget::openedEventShowsItsLastRound()
{
    // A 200-player event reopened at round 6 must show round 6, not round 1's results.
    // An event opened in the window shows its last paired round; another one opened then shows
    // its own (round 1 when none is paired), whatever round the first one showed.
    QTemporaryDir dir;
    const QString seven = dir.filePath(QStringLiteral("seven.arbiter"));
    const QString fresh = dir.filePath(QStringLiteral("fresh.arbiter"));
    QString error;
    {
        TournamentDocument d;
        QVERIFY2(
            d.importTrf(generatedFixture(QStringLiteral("gen_hpb_40p_7r_s202.trf")), seven, &error),
            qPrintable(error));
        QCOMPARE(d.pairedRounds(), 7);
    }
    {
        TournamentDocument d;
        QVERIFY2(d.create(fresh, &error), qPrintable(error));
    }
    // As in the app: the window's widget exists before the event is opened (the spin box's
    // maximum then is that of an empty event).
    TournamentDocument doc;
    RoundsWidget w(&doc);
    auto *spin = w.findChild<QSpinBox *>(QStringLiteral("roundSpinBox"));
    QVERIFY(spin);
    QVERIFY2(doc.open(seven, &error), qPrintable(error));
    QCOMPARE(spin->value(), 7);
    QCOMPARE(w.model()->round(), 7);
    w.setRound(3); // the arbiter looks back at round 3
    QVERIFY2(doc.open(fresh, &error), qPrintable(error));
    QCOMPARE(spin->value(), 1);
    QCOMPARE(w.model()->round(), 1);
    QVERIFY2(doc.open(seven, &error), qPrintable(error));
    QCOMPARE(spin->value(), 7);
    QCOMPARE(w.model()->round(), 7);
}

// C.02 L74: a second half-point bye for the same player is asked for (and not given on No).
// C.02 L75: a full-point bye the arbiter gives is deprecated in FIDE events: the arbiter is
// told, and the rating report names it as "### FullPointBye @ Round n: player S".
void tst_RoundsWidget::byeWarnings()
{
    RoundsWidget w(m_doc.get());
    QStringList asked, notices;
    QList<bool> answers; // one per question; the round's games are replaced by byes
    w.setConfirm([&](const QString &q) {
        asked << q;
        return !answers.isEmpty() && answers.takeFirst();
    });
    w.setNotice([&](const QString &n) { notices << n; });
    auto *player = w.findChild<QComboBox *>(QStringLiteral("byePlayerComboBox"));
    auto *type = w.findChild<QComboBox *>(QStringLiteral("byeTypeComboBox"));
    auto *give = w.findChild<QPushButton *>(QStringLiteral("byeButton"));
    const Tournament &t = m_doc->tournament();
    // The fixture's players with a half-point bye in one round; one of them in another round.
    int startNo = 0, had = 0;
    for (const Player &p : t.players)
        for (int r = 0; r < p.rounds.size() && startNo == 0; ++r)
            if (p.rounds[r].opponent == 0 && p.rounds[r].code == 'H') {
                startNo = p.startNo;
                had = r + 1;
            }
    QVERIFY(startNo > 0);
    const int round = had == 7 ? 6 : 7;
    const RoundEntry before = t.players[t.indexOf(startNo)].rounds[round - 1];
    w.setRound(round);
    player->setCurrentIndex(player->findData(startNo));
    QVERIFY(player->currentIndex() >= 0);
    type->setCurrentIndex(type->findData(QStringLiteral("H")));
    answers = {true, false};
    QTest::mouseClick(give, Qt::LeftButton);
    const QString question = asked.value(asked.size() - 1);
    QVERIFY2(question.contains(QStringLiteral("has a half-point bye already (round %1). Give a "
                                              "second one in round %2?")
                                   .arg(had)
                                   .arg(round)),
        qPrintable(asked.join(u'\n')));
    QCOMPARE(t.players[t.indexOf(startNo)].rounds[round - 1], before);
    answers = {true, true};
    asked.clear();
    QTest::mouseClick(give, Qt::LeftButton);
    QCOMPARE(t.players[t.indexOf(startNo)].rounds[round - 1].code, 'H');
    QVERIFY(notices.isEmpty());

    // A player the regulations allow no half-point bye (C.02 L74): asked first, No gives none.
    const int other = startNo == 1 ? 2 : 1;
    QVERIFY(m_doc->setHalfByesAllowed({other}, false));
    QCOMPARE(halfByesExcluded(t), QList<int> {other});
    const RoundEntry otherBefore = t.players[t.indexOf(other)].rounds.value(round - 1);
    player->setCurrentIndex(player->findData(other));
    type->setCurrentIndex(type->findData(QStringLiteral("H")));
    asked.clear();
    // Yes to replacing his game, if he has one; No to the half-point bye.
    answers = otherBefore.opponent > 0 ? QList<bool> {true, false} : QList<bool> {false};
    QTest::mouseClick(give, Qt::LeftButton);
    QVERIFY2(
        asked.last().contains(
            QStringLiteral("allow %1 no half-point bye").arg(t.players[t.indexOf(other)].name)),
        qPrintable(asked.join(u'\n')));
    QCOMPARE(t.players[t.indexOf(other)].rounds.value(round - 1), otherBefore);
    QVERIFY(m_doc->database().undoText().contains(u"No half-point byes for: "));
    QVERIFY(m_doc->database().exportTrf().contains(
        QStringLiteral("\n### No half-point byes: %1\n").arg(other).toUtf8()));

    // A full-point bye: given, the arbiter told, the rating report names it.
    player->setCurrentIndex(player->findData(other));
    type->setCurrentIndex(type->findData(QStringLiteral("F")));
    answers = {true};
    QTest::mouseClick(give, Qt::LeftButton);
    QCOMPARE(t.players[t.indexOf(other)].rounds.value(round - 1).code, 'F');
    QCOMPARE(notices.size(), 1);
    QVERIFY2(notices[0].contains(QStringLiteral("deprecated")), qPrintable(notices[0]));
    const QByteArray report = m_doc->database().exportTrf();
    QVERIFY(report.contains(QStringLiteral("\n### FullPointBye @ Round %1: player %2\n")
                                .arg(round)
                                .arg(other)
                                .toUtf8()));

    // Typed on the bye row, H asks the same as the bye controls: No keeps
    // the bye as it was, Yes gives the half-point bye.
    QVERIFY(m_doc->setHalfByesAllowed({other}, false));
    PairingsModel *model = w.model();
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->rows()[r].white == other && model->rows()[r].black == 0)
            row = r;
    QVERIFY(row >= 0);
    asked.clear();
    answers = {false};
    QVERIFY(!model->setData(model->index(row, PairingsModel::Result), QStringLiteral("H")));
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(u"no half-point bye"), qPrintable(asked[0]));
    QCOMPARE(t.players[t.indexOf(other)].rounds.value(round - 1).code, 'F');
    answers = {true, true}; // and Yes to a second half-point bye, should he have had one
    model->setData(model->index(row, PairingsModel::Result), QStringLiteral("H"));
    QCOMPARE(t.players[t.indexOf(other)].rounds.value(round - 1).code, 'H');
}

// C.02 K71: pairing while an adjourned game of a round before the previous one has no result
// tells the arbiter (a notice to acknowledge) and pairs with it as a draw.
void tst_RoundsWidget::olderAdjournedGameNoticed()
{
    GeneratorOptions o;
    o.players = 12;
    o.rounds = 5;
    o.pairRounds = 3;
    o.seed = 4;
    const GeneratedTournament g = generateTournament(o);
    QVERIFY(g.error.isEmpty());
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(writeTrf(g.tournament), QStringLiteral(":memory:"), &error),
        qPrintable(error));
    const Tournament &t = m_doc->tournament();
    int white = 0, black = 0;
    for (const Player &p : t.players)
        if (white == 0 && p.rounds[0].opponent > 0 && p.rounds[0].colour == Colour::White
            && p.rounds[0].code != '*') {
            white = p.startNo;
            black = p.rounds[0].opponent;
        }
    QVERIFY(m_doc->setResult(1, white, '*'));
    RoundsWidget w(m_doc.get());
    QStringList notices;
    w.setNotice([&](const QString &n) { notices << n; });
    w.setConfirm([](const QString &) { return true; });
    w.setPreview([](PairingPreviewDialog &) { return true; });
    w.setRound(3);
    QVERIFY(w.pairRound());
    QCOMPARE(notices.size(), 1);
    QVERIFY2(notices[0].contains(QStringLiteral("round 1: %1-%2").arg(white).arg(black))
            && notices[0].contains(QStringLiteral("Round 4 is paired")),
        qPrintable(notices[0]));
    QVERIFY(lastRoundWithGames(t) == 4);
}

void tst_RoundsWidget::editPairingsPhase()
{
    // FIDE's program checklist D31, D34, D35: a paired round is re-entered for editing (Edit
    // pairings): its stored boards in the preview, compared with the rules' pairing when
    // stored; a difference takes two steps and is recorded (### MPA @ Round n), re-entering
    // replaces the record, and a round edited back to the rules' pairing loses it. A round
    // changed by hand with the board controls is compared once complete.
    const QByteArray trf = startList("Edit test", 8);
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(trf, QStringLiteral(":memory:"), &error), qPrintable(error));
    RoundsWidget w(m_doc.get());
    w.setConfirm([](const QString &) { return true; });
    w.setLotSeed([] { return quint64(2); });
    std::function<void(PairingPreviewDialog &)> edit = [](PairingPreviewDialog &) {};
    QStringList titles;
    w.setPreview([&](PairingPreviewDialog &d) {
        titles << d.windowTitle();
        edit(d);
        return true;
    });
    QStringList steps;
    bool accept = true;
    w.setConfirmDestructive([&](const QString &q, const QString &) {
        steps << q;
        return accept;
    });
    w.setRound(1);
    auto *editButton = w.findChild<QPushButton *>(QStringLiteral("editPairingsButton"));
    QVERIFY(editButton && !editButton->isHidden());
    QVERIFY(!editButton->isEnabled()); // nothing paired yet
    QVERIFY(w.pairRound());
    QVERIFY(steps.isEmpty()); // the rules' pairing: no question
    QVERIFY(editButton->isEnabled());
    const Tournament &t = m_doc->tournament();
    const QList<Board> engine = boardOrder(t, 1);
    QCOMPARE(engine.size(), 4);
    const auto mpaRecords = [&t] {
        QStringList out;
        for (const RawRecord &r : t.otherRecords)
            if (r.line.startsWith(u"### MPA @ Round 1:"))
                out << r.line;
        return out;
    };

    // Re-entered, board 2's colours swapped: two steps, then recorded.
    edit = [](PairingPreviewDialog &d) { QVERIFY(d.swapColours(1)); };
    editButton->click();
    QCOMPARE(titles.last(), QStringLiteral("Edit pairings of round 1"));
    QCOMPARE(steps.size(), 2);
    QVERIFY2(steps[0].contains(
                 QStringLiteral("The rules give: %1-%2").arg(engine[1].white).arg(engine[1].black)),
        qPrintable(steps[0]));
    QCOMPARE(boardOrder(t, 1)[1], (Board {engine[1].black, engine[1].white}));
    QCOMPARE(mpaRecords().size(), 1);
    QVERIFY2(mpaRecords()[0].contains(u"board 2: colours swapped"), qPrintable(mpaRecords()[0]));
    // Re-entered and stored without a change: nothing asked, nothing stored.
    const qsizetype logSize = m_doc->database().auditLog().size();
    edit = [](PairingPreviewDialog &) {};
    steps.clear();
    QVERIFY(!w.editPairings());
    QVERIFY(steps.isEmpty());
    QCOMPARE(m_doc->database().auditLog().size(), logSize);
    // Re-entered again, board 3 swapped as well: the round's record is replaced, not added.
    edit = [](PairingPreviewDialog &d) { QVERIFY(d.swapColours(2)); };
    QVERIFY(w.editPairings());
    QCOMPARE(mpaRecords().size(), 1);
    const QString enginePart
        = mpaRecords()[0].section(QStringLiteral("; engine "), 1).section(u';', 0, 0);
    for (const Board &b : {engine[1], engine[2]})
        QVERIFY2(enginePart.split(u' ').contains(QStringLiteral("%1-%2").arg(b.white).arg(b.black)),
            qPrintable(mpaRecords()[0]));
    QCOMPARE(enginePart.split(u' ').size(), 2);
    // Cancelled at the last step: nothing changes.
    accept = false;
    edit = [](PairingPreviewDialog &d) { QVERIFY(d.swapColours(0)); };
    QVERIFY(!w.editPairings());
    QCOMPARE(boardOrder(t, 1)[0], engine[0]);
    accept = true;
    // Edited back to the rules' pairing: the record is cleared.
    edit = [](PairingPreviewDialog &d) {
        QVERIFY(d.swapColours(1));
        QVERIFY(d.swapColours(2));
    };
    steps.clear();
    QVERIFY(w.editPairings());
    QVERIFY(steps.isEmpty());
    QCOMPARE(boardOrder(t, 1), engine);
    QVERIFY(mpaRecords().isEmpty());
    QVERIFY(m_doc->undo());
    QCOMPARE(mpaRecords().size(), 1);
    QVERIFY(m_doc->redo());

    // By hand with the board controls: board 4 unpaired (incomplete: nothing asked), then its
    // players paired with the colours the other way round: complete, compared, recorded.
    w.setRound(1);
    auto *view = w.findChild<PairingsView *>(QStringLiteral("pairingsView"));
    view->setCurrentIndex(w.model()->index(3, 0));
    w.findChild<QPushButton *>(QStringLiteral("unpairButton"))->click();
    QVERIFY(steps.isEmpty());
    const auto select = [&w](const char *name, int startNo) {
        auto *box = w.findChild<QComboBox *>(QLatin1String(name));
        box->setCurrentIndex(box->findData(startNo));
    };
    select("whiteComboBox", engine[3].black);
    select("blackComboBox", engine[3].white);
    w.findChild<QPushButton *>(QStringLiteral("pairButton"))->click();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(mpaRecords().size(), 1);
    QVERIFY2(mpaRecords()[0].contains(u"changes: paired by hand"), qPrintable(mpaRecords()[0]));
    // The board and its record are one change: one undo takes both back, redo both again.
    QVERIFY(m_doc->undo());
    QCOMPARE(boardOrder(t, 1).size(), 3);
    QVERIFY(mpaRecords().isEmpty());
    QVERIFY(m_doc->redo());
    QCOMPARE(boardOrder(t, 1).size(), 4);
    QCOMPARE(mpaRecords().size(), 1);
    // Paired again the rules' way: the round agrees, the record goes, nothing asked.
    view->setCurrentIndex(w.model()->index(3, 0));
    w.findChild<QPushButton *>(QStringLiteral("unpairButton"))->click();
    accept = false;
    steps.clear();
    select("whiteComboBox", engine[3].white);
    select("blackComboBox", engine[3].black);
    w.findChild<QPushButton *>(QStringLiteral("pairButton"))->click();
    QVERIFY(steps.isEmpty());
    QVERIFY(mpaRecords().isEmpty());
    view->setCurrentIndex(w.model()->index(3, 0));
    w.findChild<QPushButton *>(QStringLiteral("unpairButton"))->click();
    select("whiteComboBox", engine[3].black);
    select("blackComboBox", engine[3].white);
    // Differing again, cancelled at the first step: the board is not paired, and there is
    // nothing to redo that would pair it unasked.
    w.findChild<QPushButton *>(QStringLiteral("pairButton"))->click();
    QCOMPARE(steps.size(), 1);
    QCOMPARE(boardOrder(t, 1).size(), 3);
    QVERIFY(mpaRecords().isEmpty());
    QVERIFY(!m_doc->database().canRedo());

    // Unpairing the round removes its record with it; with results, no editing.
    accept = true;
    select("whiteComboBox", engine[3].black);
    select("blackComboBox", engine[3].white);
    w.findChild<QPushButton *>(QStringLiteral("pairButton"))->click();
    QCOMPARE(mpaRecords().size(), 1);
    QVERIFY(m_doc->unpairRound(1));
    QVERIFY(mpaRecords().isEmpty());
    edit = [](PairingPreviewDialog &) {};
    QVERIFY(w.pairRound());
    QVERIFY(mpaRecords().isEmpty());
    QVERIFY(m_doc->setResult(1, engine[0].white, '1'));
    QStringList errors;
    connect(m_doc.get(), &TournamentDocument::errorOccurred, this,
        [&](const QString &m) { errors << m; });
    QVERIFY(!editButton->isEnabled());
    QVERIFY(!w.editPairings());
    QVERIFY2(errors.value(0).contains(u"has results"), qPrintable(errors.value(0)));
}

void tst_RoundsWidget::coloursCorrectedOnABoard()
{
    // FIDE's program checklist H53: a board played with the other colours is corrected from
    // the board's context menu: a reason is asked; after a later round was paired it is
    // recorded as a correction, and the check replays that round with the old colours.
    const QByteArray trf = startList("Colour test", 6);
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(trf, QStringLiteral(":memory:"), &error), qPrintable(error));
    QStringList asked;
    std::optional<QString> reason = QStringLiteral("score sheets");
    m_doc->setReasonProvider([&](const QString &q) {
        asked << q;
        return reason;
    });
    QStringList errors;
    connect(m_doc.get(), &TournamentDocument::errorOccurred, this,
        [&](const QString &m) { errors << m; });
    RoundsWidget w(m_doc.get());
    w.setConfirm([](const QString &) { return true; });
    w.setLotSeed([] { return quint64(2); });
    w.setPreview([](PairingPreviewDialog &) { return true; });
    w.setRound(1);
    QVERIFY(w.pairRound());
    const Tournament &t = m_doc->tournament();
    const Board first = boardOrder(t, 1)[0];
    auto *action = w.findChild<QAction *>(QStringLiteral("swapColoursAction"));
    QVERIFY(action);
    auto *view = w.findChild<PairingsView *>(QStringLiteral("pairingsView"));
    view->setCurrentIndex(w.model()->index(0, 0));
    // No result and no later round: the pairing is changed in Edit pairings, not here.
    action->trigger();
    QVERIFY2(errors.value(0).contains(u"Edit pairings"), qPrintable(errors.value(0)));
    QCOMPARE(boardOrder(t, 1)[0], first);
    for (const Board &b : boardOrder(t, 1))
        QVERIFY(m_doc->setResult(1, b.white, '1'));
    QVERIFY(w.pairRound());
    QCOMPARE(w.model()->round(), 2);
    const PairingCheck before = checkPairings(t, 2, true);
    QVERIFY(before.rounds.value(1).agrees());
    // Round 1, board 1, played the other way round; asked, then cancelled: nothing changes.
    w.setRound(1);
    view->setCurrentIndex(w.model()->index(0, 0));
    reason.reset();
    action->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(QStringLiteral("(%1) had White").arg(first.black))
            && asked[0].contains(u"Round 2 was paired on the old colours"),
        qPrintable(asked[0]));
    QCOMPARE(boardOrder(t, 1)[0], first);
    reason = QStringLiteral("score sheets");
    action->trigger();
    QCOMPARE(boardOrder(t, 1)[0], (Board {first.black, first.white}));
    const RoundEntry e = t.players[t.indexOf(first.white)].rounds[0];
    QCOMPARE(e.colour, Colour::Black);
    QCOMPARE(e.code, '1'); // the result stays his
    const QList<Correction> made = correctionsOf(t);
    QCOMPARE(made.size(), 1);
    QVERIFY(made[0].colours);
    QCOMPARE(made[0].white, first.white);
    QVERIFY(m_doc->database().exportTrf().contains(QStringLiteral(
        "### Correction @ Round 1: %1-%2, colours -> %2-%1; after round 2 was paired")
                                                       .arg(first.white)
                                                       .arg(first.black)
                                                       .toUtf8()));
    // Round 2 was paired on the old colours: the check replays it so and agrees, and round 1
    // itself is compared with the colours it was paired with.
    const PairingCheck after = checkPairings(t, 2, true);
    QVERIFY(after.rounds.value(1).agrees());
    QVERIFY(after.rounds.value(0).agrees());
    QVERIFY(m_doc->undo());
    QVERIFY(correctionsOf(t).isEmpty());
    QCOMPARE(boardOrder(t, 1)[0], first);

    // The last round, a result in, no later round: still recorded (the round was paired with
    // the other colours), and the check of that round agrees.
    const Board last = boardOrder(t, 2)[0];
    QVERIFY(m_doc->setResult(2, last.white, '='));
    QVERIFY(m_doc->swapColours(2, last.white));
    QCOMPARE(boardOrder(t, 2)[0], (Board {last.black, last.white}));
    QCOMPARE(correctionsOf(t).size(), 1);
    QCOMPARE(correctionsOf(t)[0].pairedThrough, 2);
    QVERIFY(checkPairings(t, 2, true).rounds.value(1).agrees());
}

QTEST_MAIN(tst_RoundsWidget)
#include "tst_roundswidget.moc"
