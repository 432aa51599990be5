// SPDX-License-Identifier: GPL-3.0-or-later
// Corrections of a result after later rounds were paired (C.04.2 4.3): the record, and the
// results as they stood when each later round was paired.
#include "pairing/dutch.h"
#include "pairing/generator.h"
#include "rules/corrections.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include <QTest>

using namespace arb;

class tst_Corrections : public QObject
{
    Q_OBJECT

private slots:
    void recordRoundTrip();
    void correctionOf();
    void asWhenPaired();
    void adjournedGames();
    void coloursCorrected();
};

namespace {

//! Four players, three rounds: 1-2 and 3-4, then 1-3 and 2-4, then 1-4 and 2-3; White wins.
Tournament threeRounds()
{
    Tournament t;
    for (int i = 1; i <= 4; ++i) {
        Player p;
        p.startNo = i;
        p.name = QStringLiteral("P%1").arg(i);
        t.players.append(p);
    }
    const QList<QList<std::pair<int, int>>> rounds
        = {{{1, 2}, {3, 4}}, {{1, 3}, {2, 4}}, {{1, 4}, {2, 3}}};
    for (const auto &games : rounds)
        for (const auto &[w, b] : games) {
            t.players[w - 1].rounds.append({b, Colour::White, '1', true});
            t.players[b - 1].rounds.append({w, Colour::Black, '0', true});
        }
    return t;
}

} // namespace

// H50, H53, K69 (FIDE C.02 checklist): a correction, and the result of an adjourned game, as a
// "### Kind @ Round n:" record with the arbiter and the time; the older form still reads.
void tst_Corrections::recordRoundTrip()
{
    const Correction game {2, 5, 12, '1', '0', 4, {}, {}};
    QCOMPARE(game.record(),
        QStringLiteral("### Correction @ Round 2: 5-12, 1 -> 0; after round 4 was paired"));
    QCOMPARE(Correction::parse(game.record()), std::optional<Correction>(game));
    const Correction bye {3, 7, 0, 'Z', 'H', 5, {}, {}};
    QCOMPARE(bye.record(),
        QStringLiteral("### Correction @ Round 3: player 7, Z -> H; after round 5 was paired"));
    QCOMPARE(Correction::parse(bye.record()), std::optional<Correction>(bye));
    Correction adjourned {4, 3, 9, '*', '1', 5, QStringLiteral("Anna Chief; IA"),
        QDateTime(QDate(2026, 11, 29), QTime(10, 15), Qt::UTC)};
    QCOMPARE(adjourned.kind(), QStringLiteral("Adjournment"));
    QCOMPARE(adjourned.record(),
        QStringLiteral("### Adjournment @ Round 4: 3-9, * -> 1; after round 5 was paired; "
                       "arbiter Anna Chief, IA; 2026-11-29T10:15:00Z"));
    adjourned.arbiter = QStringLiteral("Anna Chief, IA");
    QCOMPARE(Correction::parse(adjourned.record()), std::optional<Correction>(adjourned));
    // Files written by earlier versions.
    QCOMPARE(Correction::parse(
                 QStringLiteral("### correction: round 2, 5-12, 1 -> 0, after round 4 was paired")),
        std::optional<Correction>(game));
    QCOMPARE(Correction::parse(QStringLiteral(
                 "### correction: round 3, player 7, Z -> H, after round 5 was paired")),
        std::optional<Correction>(bye));
    QVERIFY(!Correction::parse(QStringLiteral("### audit 3 ...")));
    QVERIFY(!Correction::parse(QStringLiteral("### correction: round x")));
    QVERIFY(!Correction::parse(QStringLiteral("### Correction @ Round 2: 5-12, 1 -> 0")));
    QVERIFY(!Correction::parse(QStringLiteral(
        "### Correction @ Round 2: 5-12, 1 -> 0; after round 4 was paired; arbiter A; yesterday")));
}

void tst_Corrections::correctionOf()
{
    const Tournament t = threeRounds();
    // Round 1, board 1-2, corrected from 1-0 to 0-1 after round 3 was paired: from either side.
    QCOMPARE(arb::correctionOf(t, 1, 1, '0'),
        std::optional<Correction>(Correction {1, 1, 2, '1', '0', 3, {}, {}}));
    QCOMPARE(arb::correctionOf(t, 1, 2, '1'),
        std::optional<Correction>(Correction {1, 1, 2, '1', '0', 3, {}, {}}));
    QCOMPARE(arb::correctionOf(t, 1, 2, 'X'),
        std::optional<Correction>(Correction {1, 1, 2, '1', 'X', 3, {}, {}}));
    // The same result, or the last round: no correction of a paired later round.
    QVERIFY(!arb::correctionOf(t, 1, 1, '1'));
    QVERIFY(!arb::correctionOf(t, 3, 1, '0'));
    QCOMPARE(lastRoundWithGames(t), 3);
}

void tst_Corrections::asWhenPaired()
{
    Tournament t = threeRounds();
    // Round 1's 1-2 became 0-1 after round 3 was paired; round 2's 2-4 became a draw after
    // round 3 was paired too, but before it, round 1's 3-4 became a draw after round 2 was
    // paired (so round 3 was paired on that draw).
    t.players[2].rounds[0].code = '=';
    t.players[3].rounds[0].code = '=';
    t.otherRecords.append({Correction {1, 3, 4, '1', '=', 2, {}, {}}.record()});
    t.players[0].rounds[0].code = '0';
    t.players[1].rounds[0].code = '1';
    t.otherRecords.append({Correction {1, 1, 2, '1', '0', 3, {}, {}}.record()});
    t.players[1].rounds[1].code = '=';
    t.players[3].rounds[1].code = '=';
    t.otherRecords.append({Correction {2, 2, 4, '1', '=', 3, {}, {}}.record()});
    QList<int> applied;
    // Round 2 was paired on round 1 as entered: 1-0 and 1-0.
    const Tournament r2 = arb::asWhenPaired(t, 2, &applied);
    QCOMPARE(applied, (QList<int> {1}));
    QCOMPARE(r2.players[0].rounds[0].code, '1');
    QCOMPARE(r2.players[1].rounds[0].code, '0');
    QCOMPARE(r2.players[2].rounds[0].code, '1');
    QCOMPARE(r2.players[3].rounds[0].code, '0');
    // Round 3 on 1-0 in 1-2 and on round 2's 1-0 in 2-4, but on the draw in 3-4 (corrected
    // before round 3 was paired).
    applied.clear();
    const Tournament r3 = arb::asWhenPaired(t, 3, &applied);
    QCOMPARE(applied, (QList<int> {1, 2}));
    QCOMPARE(r3.players[0].rounds[0].code, '1');
    QCOMPARE(r3.players[2].rounds[0].code, '=');
    QCOMPARE(r3.players[1].rounds[1].code, '1');
    QCOMPARE(r3.players[3].rounds[1].code, '0');
    // A fourth round is paired on the results as they are.
    applied.clear();
    QCOMPARE(arb::asWhenPaired(t, 4, &applied).players, t.players);
    QVERIFY(applied.isEmpty());
}

// An adjourned game (result '*'): a draw for pairing (C.04.2 3.1) and in the scores until its
// result is known; written to TRF with 162's X and read back.
void tst_Corrections::adjournedGames()
{
    const RoundEntry adjourned {2, Colour::White, '*', true};
    QCOMPARE(adjourned.kind(), RoundKind::Played);
    QCOMPARE(adjourned.outcome(), 0);
    QCOMPARE(ScoringSystem().points(adjourned), Fixed::half());
    QCOMPARE(result::mirrored('*'), '*');

    // A generated event whose round 4 game on board 1 is adjourned pairs round 5 exactly as
    // with a draw there.
    GeneratorOptions o;
    o.players = 12;
    o.rounds = 5;
    o.seed = 9;
    o.pairRounds = 4;
    Tournament drawn = generateTournament(o).tournament;
    const Board b = boardOrder(drawn, 4).first();
    Tournament pending = drawn;
    for (Tournament *t : {&drawn, &pending}) {
        const char code = t == &drawn ? '=' : '*';
        t->players[t->indexOf(b.white)].rounds[3].code = code;
        t->players[t->indexOf(b.black)].rounds[3].code = code;
    }
    QCOMPARE(arb::adjournedGames(pending),
        QStringList {QStringLiteral("round 4: %1-%2").arg(b.white).arg(b.black)});
    QVERIFY(arb::adjournedGames(drawn).isEmpty());
    const PairingResult withDraw = pairDutch(drawn, 5);
    const PairingResult withAdjourned = pairDutch(pending, 5);
    QVERIFY2(withAdjourned.ok(), qPrintable(withAdjourned.error));
    QCOMPARE(withAdjourned.boards, withDraw.boards);

    // Written as '?' (FIDE's program checklist K70) with 162's X (the value of an unknown
    // result) and read back.
    Tournament report = tournamentForExport(pending);
    completeReportHeader(report);
    const QByteArray trf = writeTrf(report);
    QVERIFY2(trf.contains("    X 0.5"), trf.constData());
    QVERIFY2(trf.contains(QStringLiteral("%1 w ?").arg(b.black, 4).toLatin1()), trf.constData());
    const TrfReadResult back = readTrf(trf);
    QVERIFY2(back.ok(), qPrintable(back.errors.value(0).toString()));
    QCOMPARE(back.tournament.players[back.tournament.indexOf(b.white)].rounds[3].code, '*');
    QCOMPARE(arb::adjournedGames(back.tournament), arb::adjournedGames(pending));
}

void tst_Corrections::coloursCorrected()
{
    // FIDE's program checklist H53: a game played with the other colours, corrected after a
    // later round was paired, is a correction; the rounds paired before it are replayed with
    // the colours as they stood.
    Tournament t = threeRounds();
    const auto c = colourCorrectionOf(t, 1, 2); // from Black's side
    QVERIFY(c);
    QCOMPARE(c->white, 1);
    QCOMPARE(c->black, 2);
    QCOMPARE(c->pairedThrough, 3);
    QVERIFY(c->colours);
    QCOMPARE(c->record(),
        QStringLiteral("### Correction @ Round 1: 1-2, colours -> 2-1; after round 3 was paired"));
    QCOMPARE(Correction::parse(c->record()), c);
    Correction stamped = *c;
    stamped.arbiter = QStringLiteral("Anna Chief");
    stamped.when = QDateTime(QDate(2026, 11, 29), QTime(10, 15), Qt::UTC);
    QCOMPARE(Correction::parse(stamped.record()), std::optional<Correction>(stamped));
    QVERIFY(!Correction::parse(
        QStringLiteral("### Correction @ Round 1: 1-2, colours -> 3-1; after round 3 was paired")));
    // The last round with a result: a correction too (the round was paired and is checked
    // with the colours as they were); no game: none.
    QCOMPARE(colourCorrectionOf(t, 3, 1)->pairedThrough, 3);
    QVERIFY(!colourCorrectionOf(t, 4, 1));
    // Stored swapped: 2 White, 1 Black, the result kept (1 won).
    t.players[0].rounds[0].colour = Colour::Black;
    t.players[1].rounds[0].colour = Colour::White;
    t.otherRecords.append({c->record()});
    QList<int> applied;
    const Tournament r2 = arb::asWhenPaired(t, 2, &applied);
    QCOMPARE(applied, QList<int> {1});
    QCOMPARE(r2.players[0].rounds[0].colour, Colour::White);
    QCOMPARE(r2.players[1].rounds[0].colour, Colour::Black);
    QCOMPARE(r2.players[0].rounds[0].code, '1');
    // A round paired after the correction (round 4) sees the colours as corrected.
    QCOMPARE(arb::asWhenPaired(t, 4).players[0].rounds[0].colour, Colour::Black);
}

QTEST_GUILESS_MAIN(tst_Corrections)
#include "tst_corrections.moc"
