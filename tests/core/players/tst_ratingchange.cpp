// SPDX-License-Identifier: GPL-3.0-or-later
// The FIDE rating change of a rated player, checked by hand against the FIDE Rating
// Regulations 2024, 8.3.1-8.3.3 (8.3.1 as amended from 1 October 2025) and table 8.1.2.
#include "players/ratingchange.h"

#include "tournamentbuilder.h"

#include <QTest>

using namespace arb;

class tst_RatingChange : public QObject
{
    Q_OBJECT

private slots:
    void handChecked();
    void kFactor();
    void kTimesGamesAtMost700();
    void realDifferenceFrom2650();
    void text();
};

void tst_RatingChange::handChecked()
{
    // Player 1 (2000, K 20) beats 2 (2100), draws 3 (1900), loses to 4 (2500); plays an unrated
    // player 5 and gets a forfeit win against 3 in round 5.
    Tournament t = buildTournament({
        QStringLiteral("2000: 2w1 3b= 4w0 5b1 6w+"),
        QStringLiteral("2100: 1b0 . . . ."),
        QStringLiteral("1900: . 1w= . . ."),
        QStringLiteral("2500: . . 1b1 . ."),
        QStringLiteral("0: . . . 1w0 ."),
        QStringLiteral("1800: . . . . 1b-"),
    });
    // Expected scores (table 8.1.2): D = -100 -> 0.36; D = +100 -> 0.64; D = -500 counts as
    // -400 (8.3.1) -> 0.08. Score 1.5 in three rated games: 1.5 - 1.08 = 0.42; x 20 = +8.4.
    const RatingChange c = fideRatingChange(t, t.players[0]);
    QCOMPARE(c.games, 3);
    QCOMPARE(c.k, 20);
    QCOMPARE(c.expectedHundredths, 108);
    QCOMPARE(c.deltaHundredths(), 42);
    QCOMPARE(ratingChangeText(c.change()), QStringLiteral("+8.4"));
    // Player 4 (2500, K 10): beat a player 500 below: 1 - 0.92 = 0.08; x 10 = +0.8.
    const RatingChange d = fideRatingChange(t, t.players[3]);
    QCOMPARE(d.k, 10);
    QCOMPARE(ratingChangeText(d.change()), QStringLiteral("+0.8"));
    // Player 2 (2100, K 20) lost to a player 100 below: 0 - 0.64 = -0.64; x 20 = -12.8.
    QCOMPARE(ratingChangeText(fideRatingChange(t, t.players[1]).change()), QStringLiteral("-12.8"));
    // The unrated player 5 has no change; the forfeit of player 6 is not rated.
    QVERIFY(!fideRatingChange(t, t.players[4]).isRated());
    QCOMPARE(fideRatingChange(t, t.players[5]).games, 0);
    QCOMPARE(fideRatingChanges(t).size(), 5);
}

void tst_RatingChange::kFactor()
{
    Tournament t;
    t.startDate = QStringLiteral("2026-05-01");
    Player p;
    p.rating = 2250;
    QCOMPARE(fideKFactor(t, p), 20);
    p.birthDate = QStringLiteral("2008"); // 18 in 2026: K 40 while under 2300
    QCOMPARE(fideKFactor(t, p), 40);
    p.rating = 2300;
    QCOMPARE(fideKFactor(t, p), 20);
    p.birthDate = QStringLiteral("2007-03-01"); // 19 in 2026
    p.rating = 1600;
    QCOMPARE(fideKFactor(t, p), 20);
    p.rating = 2400;
    QCOMPARE(fideKFactor(t, p), 10);
    bool given = false;
    p.kFactor = 40; // e.g. a new player, from the rating list
    QCOMPARE(fideKFactor(t, p, &given), 40);
    QVERIFY(given);
    p.rating = 0;
    QCOMPARE(fideKFactor(t, p), 0);
}

void tst_RatingChange::kTimesGamesAtMost700()
{
    // 18 games at K 40 would be 720: K becomes 38 (8.3.3).
    QStringList rows;
    QString first = QStringLiteral("1500:");
    for (int r = 1; r <= 18; ++r) {
        first += QStringLiteral(" %1w1").arg(r + 1);
        QString row = QStringLiteral("1500:");
        for (int s = 1; s <= 18; ++s)
            row += s == r ? QStringLiteral(" 1b0") : QStringLiteral(" .");
        rows.append(row);
    }
    rows.prepend(first);
    Tournament t = buildTournament(rows);
    t.players[0].kFactor = 40;
    const RatingChange c = fideRatingChange(t, t.players[0]);
    QCOMPARE(c.games, 18);
    QCOMPARE(c.k, 38);
    // 18 wins against equal players: 18 x 0.5 x 38 = 342.
    QCOMPARE(c.change(), 342.0);
}

void tst_RatingChange::realDifferenceFrom2650()
{
    // 8.3.1 as amended from 1 October 2025: the 400-point rule applies to players rated below
    // 2650 only. A 2700 player (K 10) beats a 2200 player: D = 500, PD 0.96 (table 8.1.2: 485 to
    // 517), so 1 - 0.96 = 0.04; x 10 = +0.4 (with the rule it was 1 - 0.92 = +0.8). The 2200 player
    // (K 20) still counts D = -400: 0 - 0.08 = -0.08; x 20 = -1.6.
    Tournament t = buildTournament({
        QStringLiteral("2700: 2w1"),
        QStringLiteral("2200: 1b0"),
    });
    t.startDate = QStringLiteral("2025/10/01");
    QCOMPARE(fideRatingChange(t, t.players[0]).expectedHundredths, 96);
    QCOMPARE(ratingChangeText(fideRatingChange(t, t.players[0]).change()), QStringLiteral("+0.4"));
    QCOMPARE(ratingChangeText(fideRatingChange(t, t.players[1]).change()), QStringLiteral("-1.6"));
    // An event that started before the amendment: the rule for everyone.
    t.startDate = QStringLiteral("2025-09-30");
    QCOMPARE(ratingChangeText(fideRatingChange(t, t.players[0]).change()), QStringLiteral("+0.8"));
    // Just below 2650 the rule applies.
    t.startDate = QStringLiteral("2026-01-10");
    t.players[0].rating = 2649;
    QCOMPARE(ratingChangeText(fideRatingChange(t, t.players[0]).change()), QStringLiteral("+0.8"));
}

void tst_RatingChange::text()
{
    QCOMPARE(ratingChangeText(0.04), QStringLiteral("0.0"));
    QCOMPARE(ratingChangeText(-3), QStringLiteral("-3.0"));
    QCOMPARE(ratingChangeText(12.36), QStringLiteral("+12.4"));
}

QTEST_GUILESS_MAIN(tst_RatingChange)
#include "tst_ratingchange.moc"
