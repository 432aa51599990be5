// SPDX-License-Identifier: GPL-3.0-or-later
// A play-off's configuration and results stored with the tournament and kept through TRF
// (core/playoffstore.cpp).
#include "playoff/playoffstore.h"
#include "testpaths.h"
#include "trf/trf.h"

#include <QTest>

using namespace arb;

class tst_PlayoffStore : public QObject
{
    Q_OBJECT

private slots:
    void throughTrf();
    void malformed_data();
    void malformed();
};

void tst_PlayoffStore::throughTrf()
{
    const TrfReadResult read = readTrfFile(
        projectDataDir() + QStringLiteral("/fixtures/trf/generated/gen_drr_6p_10r_s208.trf"));
    QVERIFY(read.ok());
    Tournament t = read.tournament;
    QVERIFY(!storedPlayoffConfig(t));
    QVERIFY(storedPlayoffResults(t, 1).isEmpty());

    PlayoffConfig config = PlayoffConfig::tataSteel();
    config.lotsSeed = 20220130;
    config.suddenDeathTime = {150, 2, 180, 2};
    storePlayoffConfig(t, config);
    QMap<QString, GameResult> results {{QStringLiteral("S1.G1"), GameResult::Draw},
        {QStringLiteral("S1.G2"), GameResult::BlackWin}};
    storePlayoffResults(t, 1, results);
    storePlayoffResults(t, 5, {{QStringLiteral("S1.G1"), GameResult::WhiteWin}});
    // Storing again replaces, it does not add.
    storePlayoffConfig(t, config);
    storePlayoffResults(t, 1, results);

    const TrfReadResult back = readTrf(writeTrf(t));
    QVERIFY(back.ok());
    QString error;
    const auto c = storedPlayoffConfig(back.tournament, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(*c, config);
    QCOMPARE(storedPlayoffResults(back.tournament, 1), results);
    QCOMPARE(storedPlayoffResults(back.tournament, 5).size(), 1);
    QCOMPARE(back.tournament.otherRecords.size(), read.tournament.otherRecords.size() + 4);
    // The main event is untouched.
    QCOMPARE(back.tournament.players, read.tournament.players);
}

void tst_PlayoffStore::malformed_data()
{
    QTest::addColumn<QString>("record");
    QTest::addColumn<QString>("message");
    QTest::newRow("config not JSON") << "### arbiter-playoff {format"
                                     << "arbiter-playoff";
    QTest::newRow("config bad value") << R"(### arbiter-playoff {"matchGames":0})"
                                      << "matchGames";
    QTest::newRow("result without game") << "### arbiter-playoff-result 1 1-0"
                                         << "PLACE GAME RESULT";
    QTest::newRow("result bad text") << "### arbiter-playoff-result 1 S1.G1 2-0"
                                     << "S1.G1 2-0";
}

void tst_PlayoffStore::malformed()
{
    QFETCH(QString, record);
    QFETCH(QString, message);
    Tournament t;
    t.otherRecords.append({record});
    QString error;
    if (record.contains(QStringLiteral("-result"))) {
        QVERIFY(storedPlayoffResults(t, 1, &error).isEmpty());
    } else {
        QVERIFY(!storedPlayoffConfig(t, &error));
    }
    QVERIFY2(error.contains(message), qPrintable(error));
}

QTEST_GUILESS_MAIN(tst_PlayoffStore)
#include "tst_playoffstore.moc"
