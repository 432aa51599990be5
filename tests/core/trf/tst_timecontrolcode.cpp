// SPDX-License-Identifier: GPL-3.0-or-later
// The encoded time control of TRF-2026 (record 222): the specification's examples read and
// written back, the time for 60 moves that the Laws of Chess (Appendices A.1, B.1) and the FIDE
// Rating Regulations (1.1) measure a control by, and codes that do not read refused by place.
#include "eventfields.h"
#include "trf/timecontrolcode.h"
#include "trf/trf.h"

#include <QTest>

using namespace arb;

class tst_TimeControlCode : public QObject
{
    Q_OBJECT
private slots:
    void examples_data();
    void examples();
    void refused_data();
    void refused();
    void readAndWritten();
};

void tst_TimeControlCode::examples_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("written");
    QTest::addColumn<double>("minutes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("description");
    // TRF-2026 1.4's three examples.
    QTest::newRow("90 min + 30 s")
        << "5400+30"
        << "5400+30" << 120.0 << int(RatingType::Standard) << "90 min for the game + 30 s per move";
    QTest::newRow("40 moves in 100 min, 15 min, 30 s from move 1")
        << "40/6000+30:900+30"
        << "40/6000+30:900+30" << 145.0 << int(RatingType::Standard)
        << "40 moves in 100 min + 30 s per move, then 15 min for the rest of the game + 30 s per "
           "move";
    QTest::newRow("Armageddon 5 and 4 min") << "w300-b240"
                                            << "W300-B240" << 5.0 << int(RatingType::Blitz)
                                            << "White 5 min for the game; Black 4 min for the game";
    // The FIDE Rating Regulations' (1.1) examples of 120 minutes for 60 moves.
    QTest::newRow("all moves in 2 hours")
        << "7200"
        << "7200" << 120.0 << int(RatingType::Standard) << "120 min for the game";
    QTest::newRow("40 in 75, 15 + 30 s")
        << "40/4500+30:900+30"
        << "40/4500+30:900+30" << 120.0 << int(RatingType::Standard)
        << "40 moves in 75 min + 30 s per move, then 15 min for "
           "the rest of the game + 30 s per move";
    QTest::newRow("40 in 90, 30") << "40/5400:1800"
                                  << "40/5400:1800" << 120.0 << int(RatingType::Standard)
                                  << "40 moves in 90 min, then 30 min for the rest of the game";
    // Rapid is more than 10 and less than 60 minutes for 60 moves (A.1); blitz 10 or less (B.1).
    QTest::newRow("15 + 10") << "900+10"
                             << "900+10" << 25.0 << int(RatingType::Rapid)
                             << "15 min for the game + 10 s per move";
    QTest::newRow("60 min is standard")
        << "3600"
        << "3600" << 60.0 << int(RatingType::Standard) << "60 min for the game";
    QTest::newRow("50 + 10 s is standard")
        << "3000+10"
        << "3000+10" << 60.0 << int(RatingType::Standard) << "50 min for the game + 10 s per move";
    QTest::newRow("10 min is blitz")
        << "600"
        << "600" << 10.0 << int(RatingType::Blitz) << "10 min for the game";
    QTest::newRow("3 + 2") << "180+2"
                           << "180+2" << 5.0 << int(RatingType::Blitz)
                           << "3 min for the game + 2 s per move";
    QTest::newRow("seconds shown")
        << "150+2"
        << "150+2" << 4.5 << int(RatingType::Blitz) << "2 min 30 s for the game + 2 s per move";
}

void tst_TimeControlCode::examples()
{
    QFETCH(QString, code);
    QFETCH(QString, written);
    QFETCH(double, minutes);
    QFETCH(int, kind);
    QFETCH(QString, description);
    QString error;
    const auto tc = parseTimeControlCode(code, &error);
    QVERIFY2(tc, qPrintable(error));
    QCOMPARE(tc->code(), written);
    QCOMPARE(tc->minutesFor60Moves(), minutes);
    QCOMPARE(int(tc->kind()), kind);
    QCOMPARE(tc->description(), description);
    QCOMPARE(parseTimeControlCode(tc->code()), tc);
}

void tst_TimeControlCode::refused_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << ""
                           << "no time control given";
    QTest::newRow("minutes") << "90'+30\""
                             << "period 1: \"90'+30\"\" is not seconds";
    QTest::newRow("second period") << "40/6000+30:15 min"
                                   << "period 2: \"15 min\"";
    QTest::newRow("no moves") << "0/6000:900"
                              << "period 1: a period of 0 moves";
    QTest::newRow("no time") << "0"
                             << "period 1: no time at all";
    QTest::newRow("rest then more") << "900:40/6000"
                                    << "period 1 is for the rest of the game, yet period 2";
    QTest::newRow("colours") << "W300"
                             << "written W...-B...";
    QTest::newRow("black") << "W300-Bx"
                           << "Black, period 1";
}

void tst_TimeControlCode::refused()
{
    QFETCH(QString, code);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!parseTimeControlCode(code, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    // The event field refuses it with the same words; an empty one is allowed (not known yet).
    if (!code.isEmpty()) {
        const auto refused = checkEventField(QStringLiteral("timeControlCode"), code);
        QVERIFY(refused);
        QVERIFY2(refused->contains(message), qPrintable(*refused));
    }
    QVERIFY(!checkEventField(QStringLiteral("timeControlCode"), QString()));
}

// C.02 C30: 222 is read, written back, and one that does not read is named with its line.
void tst_TimeControlCode::readAndWritten()
{
    const QByteArray trf = "012 Open\n122 90 min + 30 s\n222 5400+30\n"
                           "001    1      Alpha, Ann                        2100\n";
    const TrfReadResult r = readTrf(trf);
    QVERIFY(r.ok());
    QVERIFY(r.warnings.isEmpty());
    QCOMPARE(r.tournament.timeControlCode, QStringLiteral("5400+30"));
    QVERIFY(r.tournament.otherRecords.isEmpty());
    QVERIFY(writeTrf(r.tournament).contains("\n122 90 min + 30 s\n222 5400+30\n"));
    const TrfReadResult bad = readTrf(
        "012 Open\n222 90+30 min\n001    1      Alpha, Ann                        2100\n");
    QVERIFY(bad.ok());
    QCOMPARE(bad.warnings.size(), 1);
    QCOMPARE(bad.warnings[0].line, 2);
    QVERIFY2(
        bad.warnings[0].toString().contains(u"period 1"), qPrintable(bad.warnings[0].toString()));
    QCOMPARE(bad.tournament.timeControlCode, QStringLiteral("90+30 min"));
}

QTEST_GUILESS_MAIN(tst_TimeControlCode)
#include "tst_timecontrolcode.moc"
