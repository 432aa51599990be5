// SPDX-License-Identifier: GPL-3.0-or-later
// The checks that refuse impossible input (core/rules/tournamentchecks.h), on the Tournament
// value alone; tests/storage checks that storage refuses the same input with the same words.
#include "eventfields.h"
#include "rules/tournamentchecks.h"
#include "tournamentbuilder.h"

#include <QTest>

using namespace arb;

class tst_TournamentChecks : public QObject
{
    Q_OBJECT

private slots:
    void refusals_data();
    void refusals();
    void pairedEntry();
    void eventFields();
};

// Players 1-4; round 1: 1-2 (1-0), 3 has a half-point bye, 4 is not paired.
static Tournament sample()
{
    return buildTournament({QStringLiteral("2000: 2w1"), QStringLiteral("1900: 1b0"),
        QStringLiteral("1800: H"), QStringLiteral("1700: .")});
}

void tst_TournamentChecks::refusals_data()
{
    QTest::addColumn<QString>("check");
    QTest::addColumn<QString>("expected"); //!< empty: allowed

    QTest::newRow("game") << QStringLiteral("game 2 1 3 1") << QString();
    QTest::newRow("round 0") << QStringLiteral("game 0 1 3 1")
                             << QStringLiteral("round 0 is invalid");
    QTest::newRow("no player") << QStringLiteral("game 2 1 9 1")
                               << QStringLiteral("round 2: there is no player 9");
    QTest::newRow("withdrawn player paired") << QStringLiteral(
        "game 2 1 4 1") << QStringLiteral("round 2: player 4 withdrew from round 2");
    QTest::newRow("self-pairing") << QStringLiteral(
        "game 2 1 1 1") << QStringLiteral("round 2: player 1 cannot play against themselves");
    QTest::newRow("bye code for a game") << QStringLiteral(
        "game 2 1 3 H") << QStringLiteral("round 2: 'H' is not a result for a game");
    QTest::newRow("result") << QStringLiteral("result 1 1 =") << QString();
    QTest::newRow("result for an unpaired player")
        << QStringLiteral("result 1 4 1")
        << QStringLiteral("round 1: player 4 is not paired; pair them or give a bye first");
    QTest::newRow("bye code for a paired player")
        << QStringLiteral("result 1 1 H")
        << QStringLiteral("impossible result in round 1: player 1 is paired against 2, so 'H' (a "
                          "bye) cannot be their result");
    QTest::newRow("bye") << QStringLiteral("bye 1 4 Z") << QString();
    QTest::newRow("game code for a bye")
        << QStringLiteral("bye 1 4 1")
        << QStringLiteral("impossible result in round 1: '1' is not a bye (use H, F, U or Z)");
    QTest::newRow("unknown tie-break")
        << QStringLiteral("tiebreaks XYZ") << QStringLiteral("tie-break \"XYZ\":");
    QTest::newRow("tie-breaks") << QStringLiteral("tiebreaks BH/C1 SB") << QString();
    QTest::newRow("remove a player with rounds") << QStringLiteral(
        "remove 1") << QStringLiteral("player 1 has rounds entered; withdraw them instead");
    QTest::newRow("remove a player without") << QStringLiteral("remove 4") << QString();
    QTest::newRow("board colours") << QStringLiteral(
        "colours WBX") << QStringLiteral("board colours \"WBX\": board 3 must be W or B");
    QTest::newRow("event field") << QStringLiteral("event city Wijk") << QString();
    QTest::newRow("unknown event field")
        << QStringLiteral("event colour red") << QStringLiteral("unknown event field \"colour\"");
    QTest::newRow("rounds") << QStringLiteral("event declaredRounds 1000")
                            << QStringLiteral("number of rounds \"1000\" is invalid");
    QTest::newRow("type") << QStringLiteral("event type 4")
                          << QStringLiteral("tournament type \"4\" is invalid");
}

void tst_TournamentChecks::refusals()
{
    QFETCH(QString, check);
    QFETCH(QString, expected);
    const Tournament t = sample();
    const QHash<int, int> withdrawn = {{4, 2}};
    const QStringList a = check.split(u' ');
    std::optional<QString> refused;
    if (a[0] == u"game")
        refused = checkGame(
            t, withdrawn, a[1].toInt(), a[2].toInt(), a[3].toInt(), a[4].at(0).toLatin1());
    else if (a[0] == u"result")
        refused = checkResult(t, a[1].toInt(), a[2].toInt(), a[3].at(0).toLatin1());
    else if (a[0] == u"bye")
        refused = checkBye(t, a[1].toInt(), a[2].toInt(), a[3].at(0).toLatin1());
    else if (a[0] == u"tiebreaks")
        refused = checkTieBreaks(a.mid(1));
    else if (a[0] == u"remove")
        refused = checkPlayerRemoval(t, a[1].toInt());
    else if (a[0] == u"colours")
        refused = checkBoardColours(a[1]);
    else if (a[0] == u"event")
        refused = checkEventField(a[1], a[2]);
    if (expected.isEmpty())
        QVERIFY2(!refused, qPrintable(refused.value_or(QString())));
    else
        QVERIFY2(refused && refused->startsWith(expected), qPrintable(refused.value_or(QString())));
}

void tst_TournamentChecks::pairedEntry()
{
    const Tournament t = sample();
    QCOMPARE(arb::pairedEntry(t, 1, 1)->opponent, 2);
    QCOMPARE(arb::pairedEntry(t, 3, 1)->code, 'H');
    QVERIFY(!arb::pairedEntry(t, 4, 1));
    QVERIFY(!arb::pairedEntry(t, 1, 2));
    QVERIFY(!arb::pairedEntry(t, 9, 1));
}

void tst_TournamentChecks::eventFields()
{
    Tournament t;
    t.city = QStringLiteral("Wijk aan Zee");
    t.declaredRounds = 13;
    QCOMPARE(findEventField(u"city")->value(t), t.city);
    QCOMPARE(findEventField(u"declaredRounds")->value(t), QStringLiteral("13"));
    QVERIFY(findEventField(u"declaredRounds")->isNumber);
    QVERIFY(!findEventField(u"type")->label); // not on the form
    QVERIFY(!findEventField(u"scoring"));
    QStringList shown;
    for (const EventField &f : arb::eventFields())
        if (f.label)
            shown.append(f.keyText());
    QCOMPARE(shown,
        QStringList({QStringLiteral("name"), QStringLiteral("city"), QStringLiteral("federation"),
            QStringLiteral("startDate"), QStringLiteral("endDate"), QStringLiteral("chiefArbiter"),
            QStringLiteral("deputyArbiters"), QStringLiteral("timeControl"),
            QStringLiteral("timeControlCode"), QStringLiteral("declaredRounds"),
            QStringLiteral("rulesEdition")}));
    // The edition of C.07: empty (from the start date), 2024 or 2026.
    QCOMPARE(findEventField(u"rulesEdition")->value(t), QString());
    t.rulesEdition = RulesVersion::Fide2026;
    QCOMPARE(findEventField(u"rulesEdition")->value(t), QStringLiteral("2026"));
    QVERIFY(!checkEventField(QStringLiteral("rulesEdition"), QString()));
    QVERIFY(!checkEventField(QStringLiteral("rulesEdition"), QStringLiteral("2024")));
    QVERIFY(checkEventField(QStringLiteral("rulesEdition"), QStringLiteral("2025"))
                .value_or(QString())
                .contains(QStringLiteral("2025")));
}

QTEST_GUILESS_MAIN(tst_TournamentChecks)
#include "tst_tournamentchecks.moc"
