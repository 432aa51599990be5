// SPDX-License-Identifier: GPL-3.0-or-later
// Time controls of play-off games (C.07 Art. 3.1.6), including the asymmetric sudden-death
// control of the Tata Steel Masters regulations (B.2: 2½ min White, 3 min Black, + 2 s).
#include "playoff/timecontrol.h"

#include <QTest>

using namespace arb;

class tst_TimeControl : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void json();
};

void tst_TimeControl::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QList<int>>("seconds"); // white, increment, black, increment
    QTest::addColumn<QString>("canonical");

    QTest::newRow("Tata Steel B.1 3 min + 2 s")
        << "3+2" << true << QList<int> {180, 2, 180, 2} << "3+2";
    QTest::newRow("Tata Steel B.2 2.5+2/3+2")
        << "2.5+2/3+2" << true << QList<int> {150, 2, 180, 2} << "2.5+2/3+2";
    QTest::newRow("decimal comma")
        << "2,5+2 / 3+2" << true << QList<int> {150, 2, 180, 2} << "2.5+2/3+2";
    QTest::newRow("Armageddon 5/4 without increment")
        << "5/4" << true << QList<int> {300, 0, 240, 0} << "5+0/4+0";
    QTest::newRow("no increment") << "10" << true << QList<int> {600, 0, 600, 0} << "10+0";
    QTest::newRow("bad: words") << "three" << false << QList<int>() << "";
    QTest::newRow("bad: negative increment") << "3+-1" << false << QList<int>() << "";
    QTest::newRow("bad: zero minutes") << "0+2" << false << QList<int>() << "";
    QTest::newRow("bad: three sides") << "1/2/3" << false << QList<int>() << "";
    QTest::newRow("bad: fraction of a second") << "0.001+2" << false << QList<int>() << "";
}

void tst_TimeControl::parse()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(QList<int>, seconds);
    QFETCH(QString, canonical);
    QString error;
    const auto tc = TimeControl::parse(text, &error);
    QCOMPARE(tc.has_value(), valid);
    if (!valid) {
        QVERIFY2(error.contains(text), qPrintable(error));
        return;
    }
    QCOMPARE(
        (QList<int> {tc->whiteSeconds, tc->whiteIncrement, tc->blackSeconds, tc->blackIncrement}),
        seconds);
    QCOMPARE(tc->toString(), canonical);
    QCOMPARE(TimeControl::parse(tc->toString()), tc);
}

void tst_TimeControl::json()
{
    const TimeControl sd {150, 2, 180, 2};
    QCOMPARE(TimeControl::fromJson(sd.toJson()), sd);
    QString error;
    QVERIFY(!TimeControl::fromJson(QJsonObject(), &error));
    QVERIFY(error.contains(QStringLiteral("white")));
}

QTEST_GUILESS_MAIN(tst_TimeControl)
#include "tst_timecontrol.moc"
