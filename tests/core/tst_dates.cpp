// SPDX-License-Identifier: GPL-3.0-or-later
// readDate(): the one reader of event dates (TRF 042/052, the event's fields) and birth dates
// (TRF 001, the Players tab).
#include "dates.h"
#include "players/playerfields.h"
#include "rulesedition.h"

#include <QTest>

using namespace arb;

class tst_Dates : public QObject
{
    Q_OBJECT
private slots:
    void readDate_data();
    void readDate();
    void callersAgree_data();
    void callersAgree();
};

void tst_Dates::readDate_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("yearAlone"); // YearAlone::Accepted
    QTest::addColumn<QString>("iso"); // empty: refused
    QTest::addColumn<bool>("yearOnly");
    QTest::newRow("TRF 042 slashes") << "2026/04/11" << false << "2026-04-11" << false;
    QTest::newRow("ISO") << "2026-04-11" << false << "2026-04-11" << false;
    QTest::newRow("year first dots") << "2026.4.1" << false << "2026-04-01" << false;
    QTest::newRow("day first dots") << "23.11.1990" << true << "1990-11-23" << false;
    QTest::newRow("day first spaced (Karl-Mala 042)")
        << "28. 07. 2005" << false << "2005-07-28" << false;
    QTest::newRow("day first slashes") << "11/04/2026" << false << "2026-04-11" << false;
    QTest::newRow("day first dashes") << "11-04-2026" << true << "2026-04-11" << false;
    QTest::newRow("English month first (lichess 042)")
        << "May 29, 2020" << false << "2020-05-29" << false;
    QTest::newRow("English month long") << "29 September 2021" << false << "2021-09-29" << false;
    QTest::newRow("trimmed") << "  2026-04-11\t" << false << "2026-04-11" << false;
    QTest::newRow("year alone, birth date") << "1990" << true << "1990-01-01" << true;
    QTest::newRow("year alone, event date") << "1990" << false << "" << false;
    QTest::newRow("impossible day") << "2026/02/30" << false << "" << false;
    QTest::newRow("impossible day first") << "31.02.1990" << true << "" << false;
    QTest::newRow("month 13") << "2026-13-01" << false << "" << false;
    QTest::newRow("empty") << "" << true << "" << false;
    QTest::newRow("prose") << "next spring" << true << "" << false;
    QTest::newRow("five-digit year") << "12345" << true << "" << false;
    QTest::newRow("two-digit year") << "11.04.26" << false << "" << false;
}

void tst_Dates::readDate()
{
    QFETCH(QString, text);
    QFETCH(bool, yearAlone);
    QFETCH(QString, iso);
    QFETCH(bool, yearOnly);
    const auto read = arb::readDate(text, yearAlone ? YearAlone::Accepted : YearAlone::Refused);
    QCOMPARE(read.has_value(), !iso.isEmpty());
    if (!read)
        return;
    QCOMPARE(read->date.toString(Qt::ISODate), iso);
    QCOMPARE(read->yearOnly, yearOnly);
}

void tst_Dates::callersAgree_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("TRF") << "1990/11/23";
    QTest::newRow("dotted") << "23.11.1990";
    QTest::newRow("spaced") << "23. 11. 1990";
    QTest::newRow("English") << "Nov 23, 1990";
    QTest::newRow("impossible") << "1990/02/30";
    QTest::newRow("prose") << "yesterday";
}

void tst_Dates::callersAgree()
{
    // The event's start date and a birth date read a full date the same way.
    QFETCH(QString, text);
    const QString event = isoStartDate(text);
    QString error;
    const auto birth = PlayerFields::normalise(PlayerField::BirthDate, text, &error);
    QCOMPARE(birth.has_value(), !event.isEmpty());
    if (birth)
        QCOMPARE(birth->value, event);
    else
        QVERIFY2(error.contains(QStringLiteral("is not a date")), qPrintable(error));
}

QTEST_GUILESS_MAIN(tst_Dates)
#include "tst_dates.moc"
