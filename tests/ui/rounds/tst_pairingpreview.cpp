// SPDX-License-Identifier: GPL-3.0-or-later
// The preview of a proposed round: the checks it shows (C.04.1 and the absolute colour criteria
// of C.04.3) and the manual changes the arbiter makes before storing it.
#include "pairing/pairingrules.h"
#include "rounds/pairingpreviewdialog.h"
#include "tournamentbuilder.h"

#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace arb;

namespace {

// Six players, two rounds: 1 and 2 met in round 1; 3 had White twice; 5 won a forfeit against
// 6 in round 1 (not a game met, C.04.1) and had the pairing-allocated bye in round 2; 6 asked for a
// zero-point bye in round 2.
Tournament twoRounds()
{
    return buildTournament({
        "2400: 2w1 4b=",
        "2300: 1b0 3b1",
        "2200: 4w= 2w0",
        "2100: 3b= 1w=",
        "2000: 6w+ U",
        "1900: 5b- Z",
    });
}

} // namespace

class tst_PairingPreview : public QObject
{
    Q_OBJECT
private slots:
    void warnings();
    void ruleBreachesOfChangedBoards();
    void swapColours();
    void exchangePlayers();
    void buttonsActOnTheSelection();
};

void tst_PairingPreview::warnings()
{
    const Tournament t = twoRounds();
    PairingPreviewDialog d(t, 3, {{2, 1}, {3, 5}, {4, 6}}, {});
    // 1 and 2 met over the board in round 1 (C.04.1: they may not meet again).
    QCOMPARE(d.warnings(0), QStringList {QStringLiteral("already met in round 1")});
    // 3 had White in rounds 1 and 2: a third White breaks the absolute colour criterion and the
    // colour difference becomes +3 (C.04.3 C3).
    const QStringList w = d.warnings(1);
    QCOMPARE(w.size(), 2);
    QVERIFY2(w.contains(QStringLiteral("3: colour difference +3")), qPrintable(w.join(u'|')));
    QVERIFY2(w.contains(QStringLiteral("3: third White in a row")), qPrintable(w.join(u'|')));
    QCOMPARE(d.warnings(2), QStringList());
    // A forfeited game is not a game met: 5 and 6 may be paired again.
    PairingPreviewDialog forfeit(t, 3, {{5, 6}, {2, 4}, {1, 3}}, {});
    QCOMPARE(forfeit.warnings(0), QStringList());
    // No second pairing-allocated bye, and none after a forfeit win (C.04.1).
    PairingPreviewDialog bye(t, 3, {{1, 3}, {2, 4}, {5, 0}}, {});
    QCOMPARE(bye.warnings(2),
        (QStringList {QStringLiteral("already had a bye or a forfeit win (round 1)"),
            QStringLiteral("already had a bye or a forfeit win (round 2)")}));
    // The arbiter gives the bye to 4 (one point) instead: 3, with half a point, could take it
    // (C.04.3 C5; FIDE's checklist D32).
    QVERIFY(bye.exchange(1, 1, 2, 0));
    QCOMPARE(bye.boards()[2], (Board {4, 0}));
    QCOMPARE(bye.warnings(2),
        QStringList {QStringLiteral("player 3 has fewer points (0.5) and may take the bye")});
    // A requested zero-point bye is not a pairing-allocated bye.
    PairingPreviewDialog zero(t, 3, {{1, 3}, {2, 4}, {6, 0}}, {});
    QCOMPARE(zero.warnings(2), QStringList());
    // FIDE's program checklist D33: 4 (b w) expects Black and 2 (b b) White; with 4 White and
    // 2 Black both get the other colour (2's third Black is said too). 1 (w b) gets the White he
    // expects; 5 has played no game and expects nothing.
    PairingPreviewDialog opposite(t, 3, {{4, 2}, {1, 5}, {3, 6}}, {});
    const QStringList both = opposite.warnings(0);
    QVERIFY2(
        both.contains(QStringLiteral("4 expects Black and 2 White: both get the other colour")),
        qPrintable(both.join(u'|')));
    QVERIFY(both.contains(QStringLiteral("2: third Black in a row")));
    QCOMPARE(opposite.warnings(1), QStringList());
    // The event's prohibited pairs (D32): 1 and 5 may not meet in rounds 3-4.
    Tournament prohibited = t;
    PairingRules rules;
    rules.prohibited = {ProhibitedGroup {3, 4, {1, 5}, false}};
    setPairingRules(prohibited, rules);
    PairingPreviewDialog pair(prohibited, 3, {{4, 2}, {1, 5}, {3, 6}}, {});
    QCOMPARE(pair.warnings(1), QStringList {QStringLiteral("a prohibited pair in this round")});
    PairingPreviewDialog later(prohibited, 5, {{1, 5}}, {});
    QCOMPARE(later.warnings(0).count(QStringLiteral("a prohibited pair in this round")), 0);
    QVERIFY(opposite.swapColours(0));
    QCOMPARE(opposite.warnings(0), QStringList());
}

void tst_PairingPreview::ruleBreachesOfChangedBoards()
{
    // FIDE's program checklist D32: what the level-3 question before storing lists. Only the
    // boards that are not the rules' pairing count, and not the level-2 expectation (D33).
    const Tournament t = twoRounds();
    const QList<Board> rules = {{4, 2}, {1, 5}, {3, 6}};
    PairingPreviewDialog same(t, 3, rules, {});
    QVERIFY(same.ruleBreaches(rules).isEmpty()); // 2's third Black is the rules' own board
    PairingPreviewDialog changed(t, 3, {{2, 1}, {3, 5}, {4, 6}}, {});
    QCOMPARE(changed.ruleBreaches(rules),
        (QStringList {QStringLiteral("board 1 (2-1): already met in round 1"),
            QStringLiteral("board 2 (3-5): 3: colour difference +3; 3: third White in a row")}));
    QVERIFY(changed.ruleBreaches(changed.boards()).isEmpty());
    PairingPreviewDialog bye(t, 3, {{1, 3}, {2, 4}, {5, 0}}, {});
    QCOMPARE(bye.ruleBreaches({}).value(0),
        QStringLiteral("bye (5): already had a bye or a forfeit win (round 1); already had a bye "
                       "or a forfeit win (round 2)"));
    // Both getting the other colour is a level-2 notice, not a breach.
    PairingPreviewDialog opposite(t, 3, {{4, 2}, {1, 5}, {3, 6}}, {});
    QCOMPARE(opposite.ruleBreaches({{1, 5}, {3, 6}}),
        QStringList {
            QStringLiteral("board 1 (4-2): 2: colour difference -3; 2: third Black in a row")});
}

void tst_PairingPreview::swapColours()
{
    const Tournament t = twoRounds();
    PairingPreviewDialog d(t, 3, {{3, 5}, {1, 4}, {2, 0}}, {});
    QVERIFY(!d.warnings(0).isEmpty());
    QVERIFY(d.swapColours(0));
    QCOMPARE(d.boards().first(), (Board {5, 3}));
    QVERIFY(d.warnings(0).isEmpty()); // 3 now has Black: w w b
    QCOMPARE(
        d.changes(), QStringList {QStringLiteral("board 1: colours swapped (5 White, 3 Black)")});
    QVERIFY(!d.swapColours(2)); // the bye has no colours
    QVERIFY(!d.swapColours(7));
    QCOMPARE(d.changes().size(), 1);
}

void tst_PairingPreview::exchangePlayers()
{
    const Tournament t = twoRounds();
    PairingPreviewDialog d(t, 3, {{1, 2}, {3, 5}, {4, 0}}, {});
    QVERIFY(d.exchange(0, 1, 1, 1)); // 2 and 5 change places
    QCOMPARE(d.boards()[0], (Board {1, 5}));
    QCOMPARE(d.boards()[1], (Board {3, 2}));
    QCOMPARE(
        d.changes(), QStringList {QStringLiteral("players 2 and 5 exchanged (boards 1 and 2)")});
    QVERIFY(!d.exchange(2, 1, 0, 0)); // the bye is not a player
    QVERIFY(!d.exchange(0, 0, 0, 1)); // same board: that is a colour swap
    QCOMPARE(d.boards()[0], (Board {1, 5}));
}

void tst_PairingPreview::buttonsActOnTheSelection()
{
    const Tournament t = twoRounds();
    PairingPreviewDialog d(t, 3, {{1, 2}, {3, 5}, {4, 0}}, {QStringLiteral("engine note")});
    QTableWidget *table = d.table();
    QCOMPARE(table->rowCount(), 3);
    QVERIFY(table->item(0, 1)->text().startsWith(QStringLiteral("1 Player 1 (2400) 1.5")));
    QCOMPARE(table->item(2, 2)->text(), QStringLiteral("bye (pairing-allocated)"));
    table->setCurrentCell(1, 1);
    d.findChild<QPushButton *>(QStringLiteral("swapButton"))->click();
    QCOMPARE(d.boards()[1], (Board {5, 3}));
    table->clearSelection();
    table->item(0, 2)->setSelected(true);
    table->item(1, 1)->setSelected(true);
    d.findChild<QPushButton *>(QStringLiteral("exchangeButton"))->click();
    QCOMPARE(d.boards()[0], (Board {1, 5}));
    QCOMPARE(d.boards()[1], (Board {2, 3}));
    QCOMPARE(d.changes().size(), 2);
}

QTEST_MAIN(tst_PairingPreview)
#include "tst_pairingpreview.moc"
