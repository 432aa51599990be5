// SPDX-License-Identifier: GPL-3.0-or-later
// Pairing numbers, acceleration and prohibited pairs in the tournament database: each one
// audited change, one undo step, read back from the file as the memory holds it.
#include "pairing/dutch.h"
#include "pairing/pairingrules.h"
#include "rules/corrections.h"
#include "tournamentdatabase.h"

#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_PairingStorage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void renumberBeforeRoundOne();
    void renumberAfterRoundOne();
    void pairingRulesStored();
    void boardsFixedWhenPaired();
    void playerEditNamesTheField();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    TournamentDatabase m_db;
    void addPlayers();
    //! Verifies that the file holds what the memory holds.
    void verifyLoaded();
};

void tst_PairingStorage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db.close();
    QString error;
    QVERIFY2(
        m_db.create(m_dir->filePath(QStringLiteral("event.arbiter")), &error), qPrintable(error));
    QVERIFY(m_db.setEventField(QStringLiteral("declaredRounds"), QStringLiteral("5")));
    QVERIFY(m_db.setEventField(QStringLiteral("type"), QStringLiteral("1")));
}

void tst_PairingStorage::addPlayers()
{
    // Registered in the order they arrived: the GM 5th, the 1702 player 1st.
    const QList<QPair<QString, int>> arrivals = {{QStringLiteral("Brown, Ann"), 1702},
        {QStringLiteral("Adams, Bo"), 2210}, {QStringLiteral("Clark, Cy"), 1950},
        {QStringLiteral("Dunn, Di"), 1890}, {QStringLiteral("Grand, Max"), 2590},
        {QStringLiteral("Evans, Ed"), 2100}, {QStringLiteral("Ford, Fay"), 1800}};
    for (int i = 0; i < arrivals.size(); ++i) {
        Player p;
        p.startNo = i + 1;
        p.name = arrivals[i].first;
        p.rating = arrivals[i].second;
        QString error;
        QVERIFY2(m_db.setPlayer(p, {}, &error), qPrintable(error));
    }
    QCOMPARE(m_db.tournament().players.size(), 7);
}

void tst_PairingStorage::verifyLoaded()
{
    QString error;
    const auto loaded = m_db.load(&error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->players, m_db.tournament().players);
    QCOMPARE(loaded->byes, m_db.tournament().byes);
    QCOMPARE(loaded->otherRecords, m_db.tournament().otherRecords);
    QCOMPARE(loaded->boardOrders, m_db.tournament().boardOrders);
    QCOMPARE(loaded->roundTimes, m_db.tournament().roundTimes);
}

void tst_PairingStorage::renumberBeforeRoundOne()
{
    addPlayers();
    QString error;
    // A requested bye, a withdrawal and a prohibited pair name players by number.
    QVERIFY2(m_db.setBye(1, 1, 'H', {}, &error), qPrintable(error)); // Brown, 1702
    QVERIFY2(m_db.setWithdrawal(7, 3, {}, &error), qPrintable(error)); // Ford, 1800
    PairingRules rules;
    rules.prohibited.append({1, 0, {2, 6}, true}); // Adams and Evans: the same family
    QVERIFY2(m_db.setPairingRules(rules, {}, &error), qPrintable(error));
    const Tournament before = m_db.tournament();
    const int auditBefore = int(m_db.auditLog().size());

    int count = 0;
    QVERIFY2(m_db.assignPairingNumbers({}, {}, &error, &count), qPrintable(error));
    QCOMPARE(count, 6); // Adams keeps number 2
    QCOMPARE(int(m_db.auditLog().size()), auditBefore + 1);
    QVERIFY2(m_db.auditLog().last().what.startsWith(u"Pairing numbers assigned"),
        qPrintable(m_db.auditLog().last().what));
    const Tournament &t = m_db.tournament();
    QStringList names;
    for (const Player &p : t.players)
        names << p.name.section(u',', 0, 0);
    QCOMPARE(names.join(u' '), QStringLiteral("Grand Adams Evans Clark Dunn Ford Brown"));
    QCOMPARE(t.players.last().startNo, 7);
    // The bye, the withdrawal and the prohibited pair followed their players.
    QCOMPARE(t.players[6].rounds.value(0).code, 'H');
    QCOMPARE(m_db.withdrawnFrom(6), 3);
    QCOMPARE(m_db.withdrawnFrom(7), 0);
    QCOMPARE(pairingRulesOf(t).prohibited[0].players, (QList<int> {2, 3}));
    verifyLoaded();
    // Nothing left to do a second time.
    QVERIFY(m_db.assignPairingNumbers({}, {}, &error, &count));
    QCOMPARE(count, 0);
    // One undo step takes it all back.
    QVERIFY2(m_db.undo(&error), qPrintable(error));
    QCOMPARE(m_db.tournament().players, before.players);
    QCOMPARE(m_db.withdrawnFrom(7), 3);
    QCOMPARE(pairingRulesOf(m_db.tournament()).prohibited[0].players, (QList<int> {2, 6}));
    verifyLoaded();
    QVERIFY2(m_db.redo(&error), qPrintable(error));
    QCOMPARE(m_db.tournament().players[0].name, QStringLiteral("Grand, Max"));
    verifyLoaded();
}

void tst_PairingStorage::renumberAfterRoundOne()
{
    addPlayers();
    QString error;
    QVERIFY2(m_db.assignPairingNumbers({}, {}, &error), qPrintable(error));
    const PairingResult r = pairDutch(m_db.tournament(), 1);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY2(m_db.setRoundPairing(1, r.boards, QStringLiteral("Dutch system"), {}, &error),
        qPrintable(error));
    for (const Board &b : r.boards)
        if (b.black > 0)
            QVERIFY2(m_db.setResult(1, b.white, '1', {}, &error), qPrintable(error));
    // A late entry, rated 2300, arrives before round 2: he is numbered 2, the others move down
    // and their games of round 1 follow them.
    Player late;
    late.startNo = 8;
    late.name = QStringLiteral("Late, Lou");
    late.rating = 2300;
    QVERIFY2(m_db.setPlayer(late, {}, &error), qPrintable(error));
    const Tournament before = m_db.tournament();
    int count = 0;
    QVERIFY2(m_db.assignPairingNumbers({}, {}, &error, &count), qPrintable(error));
    QCOMPARE(count, 7); // 2..8 move
    const Tournament &t = m_db.tournament();
    QCOMPARE(t.players[1].name, QStringLiteral("Late, Lou"));
    QVERIFY(t.players[1].rounds.isEmpty());
    // Every game of round 1 is the same game under the new numbers.
    for (const Player &p : before.players) {
        const Player &q = t.players[t.indexOf(p.startNo == 8 ? 2
                : p.startNo == 1                             ? 1
                                                             : p.startNo + 1)];
        QCOMPARE(q.name, p.name);
        if (p.rounds.isEmpty())
            continue;
        const RoundEntry &was = p.rounds[0];
        const RoundEntry &now = q.rounds[0];
        QCOMPARE(now.code, was.code);
        QCOMPARE(now.colour, was.colour);
        if (was.opponent > 0)
            QCOMPARE(t.players[t.indexOf(now.opponent)].name,
                before.players[before.indexOf(was.opponent)].name);
    }
    verifyLoaded();
    QVERIFY2(m_db.undo(&error), qPrintable(error));
    QCOMPARE(m_db.tournament().players, before.players);
    verifyLoaded();
}

void tst_PairingStorage::pairingRulesStored()
{
    addPlayers();
    QString error;
    PairingRules rules;
    rules.baku = true;
    rules.prohibited.append({1, 3, {1, 4}, false});
    QVERIFY2(m_db.setPairingRules(rules, {}, &error), qPrintable(error));
    QCOMPARE(pairingRulesOf(m_db.tournament()), rules);
    QVERIFY(m_db.tournament().systemText.endsWith(u"_BAKU"));
    QVERIFY2(m_db.auditLog().last().what.contains(u"Baku (C.04.7)"),
        qPrintable(m_db.auditLog().last().what));
    QVERIFY2(m_db.auditLog().last().what.contains(u"1-4 (rounds 1-3)"),
        qPrintable(m_db.auditLog().last().what));
    verifyLoaded();
    // The exported TRF carries them.
    const QString trf = QString::fromUtf8(m_db.exportTrf());
    QVERIFY(trf.contains(QStringLiteral("260 001 003    1    4")));
    QVERIFY(trf.contains(QStringLiteral("_BAKU")));
    // An unknown player is refused.
    rules.prohibited.append({1, 0, {2, 99}, true});
    QVERIFY(!m_db.setPairingRules(rules, {}, &error));
    QVERIFY2(error.contains(u"99"), qPrintable(error));
    QVERIFY2(m_db.undo(&error), qPrintable(error));
    QVERIFY(pairingRulesOf(m_db.tournament()).isEmpty());
    QVERIFY(!m_db.tournament().systemText.endsWith(u"_BAKU"));
}

// A correction of round 1 after round 2 is paired changes the scores round 2's boards were
// ordered by: its board numbers stay as printed (they renumbered 7 of 30 boards before).
void tst_PairingStorage::boardsFixedWhenPaired()
{
    addPlayers();
    Player eighth;
    eighth.startNo = 8;
    eighth.name = QStringLiteral("Hale, Hu");
    eighth.rating = 1600;
    QString error;
    QVERIFY2(m_db.setPlayer(eighth, {}, &error), qPrintable(error));
    QVERIFY2(m_db.assignPairingNumbers({}, {}, &error), qPrintable(error));
    const PairingResult r1 = pairDutch(m_db.tournament(), 1);
    QVERIFY2(m_db.setRoundPairing(1, r1.boards, QStringLiteral("Dutch system"), {}, &error),
        qPrintable(error));
    for (const Board &b : r1.boards)
        QVERIFY2(m_db.setResult(1, b.white, '1', {}, &error), qPrintable(error));
    const PairingResult r2 = pairDutch(m_db.tournament(), 2);
    QVERIFY2(r2.ok(), qPrintable(r2.error));
    QVERIFY2(m_db.setRoundPairing(2, r2.boards, QStringLiteral("Dutch system"), {}, &error),
        qPrintable(error));
    QCOMPARE(boardOrder(m_db.tournament(), 2), r2.boards);
    QCOMPARE(m_db.tournament().boardOrders.size(), 2); // rounds 1 and 2, stored
    // Black wins instead on board 1 of round 1: the winners' and losers' groups swap places.
    QVERIFY2(m_db.setResult(1, r1.boards[0].white, '0', {}, &error), qPrintable(error));
    // The correction is recorded with the event (C.04.2 4.3): round 2 was paired on 1-0.
    const QList<Correction> corrections = correctionsOf(m_db.tournament());
    QCOMPARE(corrections.size(), 1);
    // With who made it and when (H53: "### Correction @ Round 1: ...; arbiter NAME; TIME").
    Correction made = corrections[0];
    QVERIFY(made.when.isValid());
    QVERIFY(qAbs(made.when.secsTo(QDateTime::currentDateTimeUtc())) < 600);
    QCOMPARE(made.arbiter, m_db.tournament().chiefArbiter);
    made.when = {};
    made.arbiter.clear();
    QCOMPARE(made, (Correction {1, r1.boards[0].white, r1.boards[0].black, '1', '0', 2, {}, {}}));
    QVERIFY2(m_db.auditLog().last().what.contains(u"round 2 was paired on the old result"),
        qPrintable(m_db.auditLog().last().what));
    QVERIFY(QString::fromUtf8(m_db.exportTrf()).contains(corrections[0].record()));
    Tournament computed = m_db.tournament();
    computed.boardOrders.clear();
    QVERIFY2(boardOrder(computed, 2) != r2.boards, "the correction changes the scores' order");
    QCOMPARE(boardOrder(m_db.tournament(), 2), r2.boards);
    // Stored in the file, and gone with the round's pairing.
    const auto loaded = m_db.load(&error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->boardOrders, m_db.tournament().boardOrders);
    QVERIFY2(m_db.unpairRound(2, {}, &error), qPrintable(error));
    QVERIFY(!m_db.tournament().boardOrders.contains(2));
    QVERIFY(m_db.tournament().boardOrders.contains(1));
}

// The audit log of a player edit says which field changed and how.
void tst_PairingStorage::playerEditNamesTheField()
{
    addPlayers();
    Player p = m_db.tournament().players[0];
    p.rating = 1750;
    p.title = QStringLiteral("WCM");
    QString error;
    QVERIFY2(m_db.setPlayer(p, {}, &error), qPrintable(error));
    const QString what = m_db.auditLog().last().what;
    QVERIFY2(what.contains(QStringLiteral("rating 1702 -> 1750"))
            && what.contains(QStringLiteral("title - -> WCM")),
        qPrintable(what));
    QVERIFY(!what.contains(QStringLiteral("name ")));
}

QTEST_GUILESS_MAIN(tst_PairingStorage)
#include "tst_pairingstorage.moc"
