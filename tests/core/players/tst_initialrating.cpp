// SPDX-License-Identifier: GPL-3.0-or-later
// The rating report (FIDE Rating Regulations, 1 March 2024): an unrated player's rating from his
// games against rated opponents (8.2: two draws against 1800 added, Ru = Ra + dp, at most 2200;
// a score of zero disregarded; 5 games and the floor of 1400 for a first rating), worked by hand
// below, and the report's CSV and text with the rated players' changes beside.
#include "players/ratingreport.h"
#include "tournamentbuilder.h"

#include <QTest>

using namespace arb;

class tst_InitialRating : public QObject
{
    Q_OBJECT

private slots:
    void initialRatings_data();
    void initialRatings();
    void onlyRatedOpponentsCount();
    void reportCsvAndText();
};

namespace {

//! Player 1 unrated against players 2.. rated \a ratings, with \a results ("1", "=", "0").
Tournament unratedAgainst(const QList<int> &ratings, const QStringList &results)
{
    QStringList specs;
    QString first = QStringLiteral("0:");
    for (int i = 0; i < ratings.size(); ++i)
        first
            += QStringLiteral(" %1%2%3").arg(i + 2).arg(QChar(i % 2 ? u'b' : u'w')).arg(results[i]);
    specs << first;
    for (int i = 0; i < ratings.size(); ++i) {
        QString s = QStringLiteral("%1:").arg(ratings[i]);
        for (int r = 0; r < ratings.size(); ++r) {
            const QString mine = results[r] == u"1" ? QStringLiteral("0")
                : results[r] == u"0"                ? QStringLiteral("1")
                                                    : results[r];
            s += r != i ? QStringLiteral(" .")
                        : QStringLiteral(" 1%1%2").arg(QChar(r % 2 ? u'w' : u'b')).arg(mine);
        }
        specs << s;
    }
    return buildTournament(specs);
}

} // namespace

void tst_InitialRating::initialRatings_data()
{
    QTest::addColumn<QList<int>>("ratings");
    QTest::addColumn<QStringList>("results");
    QTest::addColumn<int>("ra");
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("rating");
    QTest::addColumn<QString>("note");
    // 3 of 5 against 1600-2000: Ra (9000 + 2 × 1800) / 7 = 1800; p = 4 / 7 = 0.57, dp 50.
    QTest::newRow("3 of 5") << QList<int> {1600, 1700, 1800, 1900, 2000}
                            << QStringList {"1", "1", "=", "=", "0"} << 1800 << 50 << 1850
                            << QStringLiteral("a first rating");
    // 5 of 5 against 2400s: Ra 15600 / 7 = 2228.6; p = 6 / 7 = 0.86, dp 309: 2538, at most 2200.
    QTest::newRow("at most 2200") << QList<int> {2400, 2400, 2400, 2400, 2400}
                                  << QStringList {"1", "1", "1", "1", "1"} << 2229 << 309 << 2200
                                  << QStringLiteral("a first rating, at most 2200");
    // ½ of 5 against 1400s: Ra 10600 / 7 = 1514.3; p = 1.5 / 7 = 0.21, dp -230: 1284.
    QTest::newRow("under the floor")
        << QList<int> {1400, 1400, 1400, 1400, 1400} << QStringList {"=", "0", "0", "0", "0"}
        << 1514 << -230 << 1284
        << QStringLiteral("under the rating floor of 1400: no rating is published");
    // 2 of 4 against 1700s: Ra (6800 + 3600) / 6 = 1733.3; p = 3 / 6 = 0.5, dp 0: 1733; four
    // games.
    QTest::newRow("four games") << QList<int> {1700, 1700, 1700, 1700}
                                << QStringList {"1", "1", "0", "0"} << 1733 << 0 << 1733
                                << QStringLiteral("4 of the 5 games against rated opponents a "
                                                  "first rating needs (other events may add to "
                                                  "them)");
    // Nothing scored: disregarded.
    QTest::newRow("zero") << QList<int> {1900, 1900, 1900, 1900, 1900}
                          << QStringList {"0", "0", "0", "0", "0"} << 0 << 0 << 0
                          << QStringLiteral("a score of zero in a first event is disregarded");
}

void tst_InitialRating::initialRatings()
{
    QFETCH(QList<int>, ratings);
    QFETCH(QStringList, results);
    const Tournament t = unratedAgainst(ratings, results);
    const InitialRating r = fideInitialRating(t, t.players[0]);
    QCOMPARE(r.games, ratings.size());
    QTEST(r.ra, "ra");
    QTEST(r.dp, "dp");
    QTEST(r.rating, "rating");
    QTEST(r.note(), "note");
    if (r.rating == 2200)
        QCOMPARE(r.uncapped, 2538);
    else
        QCOMPARE(r.uncapped, r.rating);
    // A rated player has no initial rating.
    QCOMPARE(fideInitialRating(t, t.players[1]).games, 0);
}

void tst_InitialRating::onlyRatedOpponentsCount()
{
    // An unrated opponent, a forfeit and an unrated game (W) do not count.
    Tournament t = buildTournament({"0: 2w1 3b1 4w+ 5b1", "1800: 1b0 . . .", "0: . 1w0 . .",
        "1700: . . 1b- .", "1600: . . . 1wL"});
    t.players[0].rounds[3].code = 'W';
    t.players[0].rounds[3].rated = false;
    const InitialRating r = fideInitialRating(t, t.players[0]);
    QCOMPARE(r.games, 1);
    QCOMPARE(r.scoreHalves, 2);
    QVERIFY(!r.enoughGames);
}

void tst_InitialRating::reportCsvAndText()
{
    Tournament t = unratedAgainst({1600, 1700, 1800, 1900, 2000}, {"1", "1", "=", "=", "0"});
    t.players[0].name = QStringLiteral("New, Player");
    t.players[1].fideId = QStringLiteral("123456");
    const QList<RatingReportRow> rows = ratingReport(t);
    QCOMPARE(rows.size(), 6);
    const QStringList csv = QString::fromUtf8(ratingReportCsv(rows)).split(u'\n');
    QCOMPARE(csv[0],
        QStringLiteral("startno,name,fide_id,federation,rating,k,games,score,expected,change,"
                       "initial_rating,note"));
    QCOMPARE(csv[1], QStringLiteral("1,\"New, Player\",,,,,5,3,,,1850,a first rating"));
    // Player 2 (1600) lost to him: games against unrated opponents are not rated here.
    QCOMPARE(csv[2], QStringLiteral("2,Player 2,123456,,1600,20,0,0,0.00,,,"));
    const QString text = ratingReportText(rows);
    QVERIFY2(text.startsWith(QStringLiteral("   1 New, Player     unrated Ru 1850 = Ra 1800 + "
                                            "dp 50 (games 5, score 3): a first rating\n")),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("   2 Player 2        1600    no rated game\n")),
        qPrintable(text));
    // Capped: the sum before the limit is said, not an equation that does not hold.
    const Tournament strong
        = unratedAgainst({2400, 2400, 2400, 2400, 2400}, {"1", "1", "1", "1", "1"});
    const QString capped = ratingReportText(ratingReport(strong));
    QVERIFY2(capped.contains(QStringLiteral("Ru 2200 (Ra 2229 + dp 309 = 2538) (games 5, score 5): "
                                            "a first rating, at most 2200")),
        qPrintable(capped));
}

QTEST_GUILESS_MAIN(tst_InitialRating)
#include "tst_initialrating.moc"
