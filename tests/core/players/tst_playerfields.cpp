// SPDX-License-Identifier: GPL-3.0-or-later
// The player fields with a fixed form: what is stored, what is refused.
#include "players/playerfields.h"
#include "rules/tournamentchecks.h"
#include "trf/trf.h"

#include <QDate>
#include <QTest>

using namespace arb;

class tst_PlayerFields : public QObject
{
    Q_OBJECT

private slots:
    void normalise_data();
    void normalise();
    void checkPlayerRefusesBadFields();
    void trfBirthDateRoundTrip();
};

void tst_PlayerFields::normalise_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("stored"); // "!" + part of the message when refused
    const int title = int(PlayerField::Title), fed = int(PlayerField::Federation),
              id = int(PlayerField::FideId), birth = int(PlayerField::BirthDate),
              sex = int(PlayerField::Sex);
    QTest::newRow("GM") << title << "GM"
                        << "GM";
    QTest::newRow("gm lower") << title << "gm"
                              << "GM";
    QTest::newRow("Grandmaster") << title << "Grandmaster"
                                 << "GM";
    QTest::newRow("Woman FIDE Master") << title << "woman fide master"
                                       << "WFM";
    QTest::newRow("title nonsense") << title << "Champion"
                                    << "!title \"Champion\"";
    QTest::newRow("empty title") << title << ""
                                 << "";
    QTest::newRow("GER") << fed << "ger"
                         << "GER";
    QTest::newRow("TURKEY") << fed << "TURKEY"
                            << "!type the FIDE code TUR";
    QTest::newRow("GERM") << fed << "GERM"
                          << "!federation \"GERM\"";
    QTest::newRow("id digits") << id << " 4100018 "
                               << "4100018";
    QTest::newRow("id letters") << id << "12ab-x"
                                << "!FIDE id \"12ab-x\"";
    QTest::newRow("date dotted") << birth << "23.11.1990"
                                 << "1990-11-23";
    QTest::newRow("date iso") << birth << "1990-11-23"
                              << "1990-11-23";
    QTest::newRow("date trf") << birth << "1990/11/23"
                              << "1990-11-23";
    QTest::newRow("year") << birth << "1990"
                          << "1990";
    QTest::newRow("date impossible") << birth << "31.02.1990"
                                     << "!birth date \"31.02.1990\"";
    QTest::newRow("date text") << birth << "yesterday"
                               << "!birth date";
    QTest::newRow("date too old") << birth << "1850"
                                  << "!from 1900 to today";
    const QString future = QDate::currentDate().addDays(2).toString(QStringLiteral("dd.MM.yyyy"));
    QTest::newRow("date future") << birth << future << "!from 1900 to today";
    QTest::newRow("sex F") << sex << "F"
                           << "w";
    QTest::newRow("sex m") << sex << "m"
                           << "m";
    QTest::newRow("sex x") << sex << "x"
                           << "!sex \"x\"";
}

void tst_PlayerFields::normalise()
{
    QFETCH(int, field);
    QFETCH(QString, input);
    QFETCH(QString, stored);
    QString error;
    const auto v = PlayerFields::normalise(PlayerField(field), input, &error);
    if (stored.startsWith(u'!')) {
        QVERIFY2(!v, qPrintable(v ? v->value : QString()));
        QVERIFY2(error.contains(stored.mid(1)), qPrintable(error));
    } else {
        QVERIFY2(v, qPrintable(error));
        QCOMPARE(v->value, stored);
        // A changed value says what was stored.
        QCOMPARE(v->note.isEmpty(), v->value == input.trimmed());
    }
}

void tst_PlayerFields::checkPlayerRefusesBadFields()
{
    Tournament t;
    Player p;
    p.startNo = 1;
    p.name = QStringLiteral("Anna");
    p.title = QStringLiteral("Grandmaster");
    auto refused = checkPlayer(t, p);
    QVERIFY(refused);
    QVERIFY2(refused->contains(QStringLiteral("player 1"))
            && refused->contains(QStringLiteral("\"GM\"")),
        qPrintable(*refused));
    p.title = QStringLiteral("GM");
    p.federation = QStringLiteral("TURKEY");
    refused = checkPlayer(t, p);
    QVERIFY(refused && refused->contains(QStringLiteral("federation")));
    p.federation = QStringLiteral("TUR");
    p.fideId = QStringLiteral("12ab-x");
    QVERIFY(checkPlayer(t, p));
    p.fideId = QStringLiteral("12345");
    p.birthDate = QStringLiteral("23.11.1990");
    QVERIFY(checkPlayer(t, p));
    p.birthDate = QStringLiteral("1990-11-23");
    p.kFactor = 15;
    QVERIFY(checkPlayer(t, p));
    p.kFactor = 40;
    QVERIFY(!checkPlayer(t, p));
    // A value read from an older file stays while it is not changed.
    Player old = p;
    old.title = QStringLiteral("g");
    t.players.append(old);
    Player renamed = old;
    renamed.name = QStringLiteral("Anna B");
    QVERIFY(!checkPlayer(t, renamed));
}

void tst_PlayerFields::trfBirthDateRoundTrip()
{
    QCOMPARE(
        PlayerFields::trfBirthDate(QStringLiteral("1990-11-23")), QStringLiteral("1990/11/23"));
    QCOMPARE(PlayerFields::trfBirthDate(QStringLiteral("1990")), QStringLiteral("1990"));
    QCOMPARE(
        PlayerFields::isoBirthDate(QStringLiteral("1990/11/23")), QStringLiteral("1990-11-23"));
    QCOMPARE(
        PlayerFields::isoBirthDate(QStringLiteral("1990/00/00")), QStringLiteral("1990/00/00"));
    QCOMPARE(PlayerFields::birthYear(QStringLiteral("1990/00/00")), 1990);
    QCOMPARE(PlayerFields::birthYear(QStringLiteral("")), 0);

    // TRF writes YYYY/MM/DD in columns 70-79 and reads it back as ISO.
    Tournament t;
    t.name = QStringLiteral("Dates");
    Player p;
    p.startNo = 1;
    p.name = QStringLiteral("Anna");
    p.sex = u'w';
    p.birthDate = QStringLiteral("1990-11-23");
    t.players.append(p);
    const QByteArray trf = writeTrf(t);
    const int at = trf.indexOf("\n001 ");
    QVERIFY(at >= 0);
    QCOMPARE(trf.mid(at + 1 + 69, 10), QByteArray("1990/11/23"));
    const TrfReadResult back = readTrf(trf);
    QVERIFY(back.ok());
    QCOMPARE(back.tournament.players.value(0).birthDate, QStringLiteral("1990-11-23"));
    QCOMPARE(back.tournament.players.value(0).sex, QChar(u'w'));
}

QTEST_GUILESS_MAIN(tst_PlayerFields)
#include "tst_playerfields.moc"
