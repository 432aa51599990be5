// SPDX-License-Identifier: GPL-3.0-or-later
#include "fixed.h"

#include <QTest>

using arb::Fixed;

class tst_Fixed : public QObject
{
    Q_OBJECT
private slots:
    void parseAndPrint_data();
    void parseAndPrint();
    void rejects_data();
    void rejects();
    void products();
    void rounding();
};

void tst_Fixed::parseAndPrint_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("printed");
    QTest::newRow("integer") << "8"
                             << "8";
    QTest::newRow("trailing zero") << "8.0"
                                   << "8";
    QTest::newRow("half") << "28.5"
                          << "28.5";
    QTest::newRow("quarter") << "41.25"
                             << "41.25";
    QTest::newRow("comma") << "2,5"
                           << "2.5";
    QTest::newRow("negative") << "-3.75"
                              << "-3.75";
    QTest::newRow("zero") << "0.0"
                          << "0";
}

void tst_Fixed::parseAndPrint()
{
    QFETCH(QString, text);
    QFETCH(QString, printed);
    const auto v = Fixed::parse(text);
    QVERIFY(v);
    QCOMPARE(v->toString(), printed);
}

void tst_Fixed::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("letters") << "abc";
    QTest::newRow("two points") << "1.2.3";
    QTest::newRow("too precise") << "0.123456";
}

void tst_Fixed::rejects()
{
    QFETCH(QString, text);
    QVERIFY(!Fixed::parse(text));
}

void tst_Fixed::products()
{
    // Sonneborn-Berger multiplies scores: 6.5 x 0.5 must be exactly 3.25.
    QCOMPARE((*Fixed::parse(u"6.5") * *Fixed::parse(u"0.5")).toString(), QStringLiteral("3.25"));
    // Summing a tenth ten times is exactly one (no float drift).
    Fixed sum;
    for (int i = 0; i < 10; ++i)
        sum += *Fixed::parse(u"0.1");
    QCOMPARE(sum, Fixed::fromInt(1));
}

void tst_Fixed::rounding()
{
    QCOMPARE(Fixed::parse(u"2.5")->roundToInt(), 3);
    QCOMPARE(Fixed::parse(u"2.4999")->roundToInt(), 2);
    QCOMPARE(Fixed::parse(u"74.895")->rounded(2).toString(), QStringLiteral("74.9"));
    QCOMPARE(Fixed::parse(u"-1.005")->rounded(2).toString(), QStringLiteral("-1"));
    QCOMPARE(Fixed::average(Fixed::fromInt(10), 3).toString(), QStringLiteral("3.3333"));
    QCOMPARE(Fixed::average(Fixed::fromInt(20), 3).toString(), QStringLiteral("6.6667"));
}

QTEST_GUILESS_MAIN(tst_Fixed)
#include "tst_fixed.moc"
