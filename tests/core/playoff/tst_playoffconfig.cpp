// SPDX-License-Identifier: GPL-3.0-or-later
// The play-off configuration (C.07 Art. 3.1) and its JSON form stored with a tournament.
#include "playoff/playoffconfig.h"

#include <QJsonDocument>
#include <QTest>

using namespace arb;

class tst_PlayoffConfig : public QObject
{
    Q_OBJECT

private slots:
    void templates();
    void roundTrip_data();
    void roundTrip();
    void badJson_data();
    void badJson();
    void numericSeed();
};

void tst_PlayoffConfig::templates()
{
    // Tata Steel Masters: B.1, B.2, A.1 (first place only), A.3 (30 minutes of rest), A.4.
    const PlayoffConfig t = PlayoffConfig::tataSteel();
    QCOMPARE(t.format, PlayoffFormat::TataSteel);
    QCOMPARE(t.places, PlayoffPlaces::FirstOnly);
    QCOMPARE(t.numbering, PlayoffNumbering::Lots);
    QCOMPARE(t.colours, PlayoffColours::Lots);
    QCOMPARE(t.gameTime.toString(), QStringLiteral("3+2"));
    QCOMPARE(t.suddenDeathTime.toString(), QStringLiteral("2.5+2/3+2"));
    QCOMPARE(t.matchGames, 2);
    QCOMPARE(t.restBeforeMinutes, 30);
    QCOMPARE(t.breakMinutes, 0);
    for (const QString &key : PlayoffConfig::templateKeys()) {
        const auto c = PlayoffConfig::fromTemplate(key);
        QVERIFY(c);
        QCOMPARE(PlayoffConfig::formatKey(c->format), key);
    }
    QVERIFY(!PlayoffConfig::fromTemplate(QStringLiteral("swiss")));
}

void tst_PlayoffConfig::roundTrip_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("changed");
    for (const QString &key : PlayoffConfig::templateKeys()) {
        QTest::addRow("%s as is", qPrintable(key)) << key << false;
        QTest::addRow("%s with every setting changed", qPrintable(key)) << key << true;
    }
}

void tst_PlayoffConfig::roundTrip()
{
    QFETCH(QString, key);
    QFETCH(bool, changed);
    PlayoffConfig c = *PlayoffConfig::fromTemplate(key);
    if (changed) {
        c.places = PlayoffPlaces::AllTied;
        c.qualifyingTieBreaks = -1;
        c.numbering = PlayoffNumbering::Standings;
        c.colours = PlayoffColours::Standings;
        c.gameTime = TimeControl::symmetric(600, 5);
        c.suddenDeathTime = {120, 1, 150, 1};
        c.armageddonTime = {300, 0, 240, 0};
        c.matchGames = 4;
        c.roundRobinCycles = 2;
        c.restBeforeMinutes = 45;
        c.breakMinutes = 5;
        c.start = QStringLiteral("2022-01-30 17:00");
        c.lotsSeed = 18446744073709551615ULL;
    }
    const QByteArray text = QJsonDocument(c.toJson()).toJson();
    QString error;
    const auto back = PlayoffConfig::fromJson(QJsonDocument::fromJson(text).object(), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY2(*back == c, text.constData());
    QCOMPARE(back->toJson(), c.toJson());
}

void tst_PlayoffConfig::badJson_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown format") << R"({"format":"swiss"})"
                                    << "\"format\"";
    QTest::newRow("unknown key") << R"({"colour":"lots"})"
                                 << "\"colour\"";
    QTest::newRow("bad places") << R"({"places":"second"})"
                                << "\"places\"";
    QTest::newRow("bad time control text") << R"({"suddenDeathTime":"fast"})"
                                           << "\"suddenDeathTime\"";
    QTest::newRow("bad time control object") << R"({"gameTime":{"white":{"seconds":0}}})"
                                             << "\"gameTime\"";
    QTest::newRow("match games zero") << R"({"matchGames":0})"
                                      << "\"matchGames\"";
    QTest::newRow("fractional break") << R"({"breakMinutes":2.5})"
                                      << "\"breakMinutes\"";
    QTest::newRow("huge break") << R"({"breakMinutes":1e300})"
                                << "\"breakMinutes\"";
    QTest::newRow("seed not a number") << R"({"lotsSeed":"abc"})"
                                       << "\"lotsSeed\"";
    QTest::newRow("seed negative") << R"({"lotsSeed":-3})"
                                   << "\"lotsSeed\"";
    QTest::newRow("seed fractional") << R"({"lotsSeed":2.5})"
                                     << "\"lotsSeed\"";
}

void tst_PlayoffConfig::badJson()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!PlayoffConfig::fromJson(QJsonDocument::fromJson(json.toUtf8()).object(), &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void tst_PlayoffConfig::numericSeed()
{
    const auto c
        = PlayoffConfig::fromJson(QJsonDocument::fromJson(R"({"lotsSeed":20220130})").object());
    QVERIFY(c);
    QCOMPARE(c->lotsSeed, std::optional<quint64>(20220130));
}

QTEST_GUILESS_MAIN(tst_PlayoffConfig)
#include "tst_playoffconfig.moc"
