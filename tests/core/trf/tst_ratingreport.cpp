// SPDX-License-Identifier: GPL-3.0-or-later
// The exported TRF as FIDE's rating report: the rounds' dates (132) in their columns, and every
// header record TRF-2026 asks for.
#include "pairing/dutch.h"
#include "pairing/generator.h"
#include "pairing/pairingrules.h"
#include "tiebreaks/tiebreak.h"
#include "trf/roundschedule.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include <QTest>

using namespace arb;

class tst_RatingReport : public QObject
{
    Q_OBJECT

private slots:
    void roundDatesInTheirColumns();
    void scheduleAsTyped();
    void everyHeaderRecord();
    void bakuWrittenAsRanges();
    void missingFieldsNamed();
    void requestedByesAs240();
};

namespace {

Tournament generated(int players, int rounds)
{
    GeneratorOptions o;
    o.players = players;
    o.rounds = rounds;
    o.seed = 5;
    const GeneratedTournament g = generateTournament(o);
    return g.tournament;
}

QString lineOf(const QString &trf, const QString &code)
{
    for (const QString &l : trf.split(u'\n'))
        if (l.startsWith(code))
            return l;
    return {};
}

} // namespace

void tst_RatingReport::roundDatesInTheirColumns()
{
    Tournament t = generated(10, 3);
    setRoundSchedule(t,
        {{QDate(2026, 12, 1), QStringLiteral("15:00")}, {QDate(2026, 12, 2), {}},
            {QDate(2026, 12, 3), QStringLiteral("10:00")}});
    const QString line = lineOf(QString::fromUtf8(writeTrf(t)), QStringLiteral("132"));
    // TRF-2026: round 1 at columns 92-99, round 2 at 102-109: above the 001 round fields.
    QCOMPARE(line.mid(91, 8), QStringLiteral("26/12/01"));
    QCOMPARE(line.mid(101, 8), QStringLiteral("26/12/02"));
    QCOMPARE(line.mid(111, 8), QStringLiteral("26/12/03"));
    QVERIFY(line.left(91).mid(3).trimmed().isEmpty());
    const Tournament back = readTrf(writeTrf(t)).tournament;
    const QList<RoundSlot> planned = roundSchedule(back);
    QCOMPARE(planned.size(), 3);
    QCOMPARE(planned[1].date, QDate(2026, 12, 2));
    QCOMPARE(roundScheduleText(t, 1), QStringLiteral("2026-12-01 15:00"));
    QCOMPARE(roundScheduleText(t, 2), QStringLiteral("2026-12-02"));
    QCOMPARE(roundScheduleText(t, 4), QString());
}

void tst_RatingReport::scheduleAsTyped()
{
    QString error;
    const auto planned = parseRoundSchedule(
        QStringLiteral("2026-12-01 15:00; 2026-12-01 19:30 ;; 2026-12-03"), &error);
    QVERIFY2(planned, qPrintable(error));
    QCOMPARE(planned->size(), 4);
    QCOMPARE(planned->at(1), (RoundSlot {QDate(2026, 12, 1), QStringLiteral("19:30")}));
    QCOMPARE(planned->at(2), RoundSlot());
    QCOMPARE(roundScheduleText(*planned),
        QStringLiteral("2026-12-01 15:00; 2026-12-01 19:30; ; 2026-12-03"));
    QVERIFY(!parseRoundSchedule(QStringLiteral("2026-12-02; 2026-12-01"), &error));
    QVERIFY2(error.contains(u"round 2"), qPrintable(error));
    QVERIFY(!parseRoundSchedule(QStringLiteral("2026-12-02 25:00"), &error));
    QVERIFY2(error.contains(u"round 1") && error.contains(u"25:00"), qPrintable(error));
    QCOMPARE(dailySchedule(QDate(2026, 12, 30), QStringLiteral("15:00"), 3).last().date,
        QDate(2027, 1, 1));
}

void tst_RatingReport::everyHeaderRecord()
{
    Tournament t = generated(12, 4);
    t.city = QStringLiteral("Wijk aan Zee");
    t.federation = QStringLiteral("NED");
    t.chiefArbiter = QStringLiteral("Arbiter, Chief");
    t.players[3].rating = 0; // one unrated
    Tournament report = tournamentForExport(t);
    completeReportHeader(report);
    const QString trf = QString::fromUtf8(writeTrf(report));
    QCOMPARE(lineOf(trf, QStringLiteral("062")), QStringLiteral("062 12"));
    QCOMPARE(lineOf(trf, QStringLiteral("072")), QStringLiteral("072 11"));
    QVERIFY(!lineOf(trf, QStringLiteral("092")).isEmpty());
    QCOMPARE(lineOf(trf, QStringLiteral("142")), QStringLiteral("142 4"));
    QCOMPARE(lineOf(trf, QStringLiteral("XXR")), QStringLiteral("XXR 4"));
    QCOMPARE(lineOf(trf, QStringLiteral("152")), QStringLiteral("152 W"));
    // 162 in the columns of TRF-2026: W at column 6, its points at 7-10, D at 15.
    const QString scoring = lineOf(trf, QStringLiteral("162"));
    QCOMPARE(scoring.mid(5, 5), QStringLiteral("W 1.0"));
    QCOMPARE(scoring.mid(14, 5), QStringLiteral("D 0.5"));
    QCOMPARE(lineOf(trf, QStringLiteral("172")), QStringLiteral("172 NED FIDE"));
    QVERIFY(lineOf(trf, QStringLiteral("182")).startsWith(u"182 Arbiter "));
    QCOMPARE(lineOf(trf, QStringLiteral("192")), QStringLiteral("192 FIDE_DUTCH_2026"));
    QVERIFY(lineOf(trf, QStringLiteral("202")).startsWith(u"202 BH/C1"));
    // Read back: the same scoring and rounds, the pairing records unchanged.
    const TrfReadResult back = readTrf(trf.toUtf8());
    QVERIFY2(back.ok(), qPrintable(back.errors.value(0).toString()));
    QCOMPARE(back.tournament.scoring, t.scoring);
    QCOMPARE(back.tournament.declaredRounds, 4);
    QVERIFY(unappliedPairingRecords(back.tournament).isEmpty());
    // A 3-1-0 scoring is written with its own values.
    t.scoring.win = t.scoring.forfeitWin = t.scoring.pairingBye = t.scoring.fullBye
        = Fixed::fromInt(3);
    t.scoring.draw = t.scoring.halfBye = Fixed::fromInt(1);
    Tournament three = tournamentForExport(t);
    completeReportHeader(three);
    const TrfReadResult threeBack = readTrf(writeTrf(three));
    QCOMPARE(threeBack.tournament.scoring, t.scoring);
    // FIDE's program checklist A3: tie-breaks of other regulations are written with the
    // prefix OTHER_ and read back as they were.
    t.tieBreaks = {QStringLiteral("MM"), QStringLiteral("SOLK"), QStringLiteral("BH/C1")};
    Tournament us = tournamentForExport(t);
    completeReportHeader(us);
    const QString usTrf = QString::fromUtf8(writeTrf(us));
    QCOMPARE(lineOf(usTrf, QStringLiteral("202")), QStringLiteral("202 OTHER_MM,OTHER_SOLK,BH/C1"));
    const TrfReadResult usBack = readTrf(usTrf.toUtf8());
    QVERIFY2(usBack.ok(), qPrintable(usBack.errors.value(0).toString()));
    QCOMPARE(parseTieBreakList(usBack.tournament.tieBreaks.join(u' '))->size(), 3);
    QCOMPARE(parseTieBreakList(usBack.tournament.tieBreaks.join(u' '))->first().canonical(),
        QStringLiteral("MM"));
}

void tst_RatingReport::bakuWrittenAsRanges()
{
    Tournament t = generated(16, 5);
    t.systemText = QStringLiteral("FIDE_DUTCH_2026_BAKU");
    const PairingRules before = pairingRulesOf(t);
    completeReportHeader(t);
    const QString trf = QString::fromUtf8(writeTrf(t));
    // 16 players: group A 1-8; 5 rounds: 3 accelerated, the first 2 by a win.
    QVERIFY2(trf.contains(QStringLiteral("250      01.0 001 002 0001 0008\n")), qPrintable(trf));
    QVERIFY2(trf.contains(QStringLiteral("250      00.5 003 003 0001 0008\n")), qPrintable(trf));
    const Tournament back = readTrf(trf.toUtf8()).tournament;
    for (int r = 1; r <= 5; ++r)
        QCOMPARE(virtualPoints(back, pairingRulesOf(back), r), virtualPoints(t, before, r));
}

void tst_RatingReport::missingFieldsNamed()
{
    Tournament t = generated(8, 3);
    const QStringList missing = missingReportFields(t);
    QVERIFY(missing.contains(QStringLiteral("city (022)")));
    QVERIFY(missing.contains(QStringLiteral("chief arbiter (102)")));
    QVERIFY(missing.contains(QStringLiteral("round dates (132)")));
    QVERIFY(missing.contains(QStringLiteral("time control code (222)")));
    t.city = QStringLiteral("Bern");
    t.federation = QStringLiteral("SUI");
    t.startDate = QStringLiteral("2026-12-01");
    t.endDate = QStringLiteral("2026-12-03");
    t.chiefArbiter = QStringLiteral("A");
    t.timeControlCode = QStringLiteral("5400+30");
    t.name = QStringLiteral("Open");
    setRoundSchedule(t, dailySchedule(QDate(2026, 12, 1), {}, 3));
    // The 222 code alone: the report writes 122 in words from it.
    QVERIFY2(missingReportFields(t).isEmpty(), qPrintable(missingReportFields(t).join(u", ")));
    Tournament report = t;
    completeReportHeader(report);
    QCOMPARE(report.timeControl, QStringLiteral("90 min for the game + 30 s per move"));
    t.timeControl = QStringLiteral("90'+30\"");
    completeReportHeader(t);
    QCOMPARE(t.timeControl, QStringLiteral("90'+30\""));
    QVERIFY2(missingReportFields(t).isEmpty(), qPrintable(missingReportFields(t).join(u", ")));
}

// FIDE's program checklist C30, TRF-2026 240: the byes asked for a round not paired yet are
// written as 240 records (how a pairing program learns of them), one per type; a paired round's
// byes stand in the 001 fields alone. Read back, the round pairs without those players.
void tst_RatingReport::requestedByesAs240()
{
    Tournament t = generated(10, 3);
    t.declaredRounds = 4;
    for (Player &p : t.players)
        p.rounds.resize(4);
    t.players[1].rounds[3].code = 'H';
    t.players[6].rounds[3].code = 'H';
    t.players[4].rounds[3].code = 'Z';
    Tournament report = tournamentForExport(t);
    completeReportHeader(report);
    const QString trf = QString::fromUtf8(writeTrf(report));
    QVERIFY2(trf.contains(QStringLiteral("\n240 H   4    2    7\n")), qPrintable(trf));
    QVERIFY2(trf.contains(QStringLiteral("\n240 Z   4    5\n")), qPrintable(trf));
    QCOMPARE(trf.count(QStringLiteral("\n240 ")), 2);
    // Exported again: the same records, not repeated.
    Tournament again = readTrf(trf.toUtf8()).tournament;
    completeReportHeader(again);
    QCOMPARE(again.byes.size(), 2);
    const TrfReadResult back = readTrf(trf.toUtf8());
    QVERIFY2(back.ok(), qPrintable(back.errors.value(0).toString()));
    const PairingResult pairing = pairDutch(back.tournament, 4);
    QVERIFY2(pairing.error.isEmpty(), qPrintable(pairing.error));
    QCOMPARE(pairing.boards.size(), 4); // 7 players: 3 games and the pairing-allocated bye
    for (const Board &b : pairing.boards)
        for (int s : {2, 5, 7})
            QVERIFY(b.white != s && b.black != s);
    // A paired round's half-point bye is no 240 record.
    Tournament paired = generated(10, 3);
    paired.players[0].rounds[2] = RoundEntry();
    paired.players[0].rounds[2].code = 'H';
    const int opponent = generated(10, 3).players[0].rounds[2].opponent;
    if (opponent > 0)
        paired.players[opponent - 1].rounds[2] = RoundEntry {0, Colour::None, 'U'};
    completeReportHeader(paired);
    QVERIFY(paired.byes.isEmpty());
}

QTEST_GUILESS_MAIN(tst_RatingReport)
#include "tst_ratingreport.moc"
