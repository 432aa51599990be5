// SPDX-License-Identifier: GPL-3.0-or-later
// The players' ratings against a FIDE rating list (FIDE's program checklist I56-I60): rapid and
// blitz events take the standard rating where a player has none, the list's month is checked
// against the event's dates, and updating keeps the list as each rating's source.
#include "fidelistlines.h"
#include "players/ratinglistcheck.h"

#include <QTest>

using namespace arb;

class tst_RatingListCheck : public QObject
{
    Q_OBJECT

private slots:
    void combinedListTypes();
    void listOfOneTypeAndMonth();
    void monthValidForTheEvent_data();
    void monthValidForTheEvent();
    void differencesAndUpdate();
};

namespace {

using fidelist::header;
using fidelist::line;

QByteArray combinedList()
{
    return header()
        + line({"1503014", "Carlsen, Magnus", "NOR", "M", "GM", "", "", "", "2837", "0", "10",
            "2830", "0", "10", "2885", "0", "10", "1990", ""})
        + line({"5008123", "Koneru, Humpy", "IND", "F", "GM", "WGM", "", "", "2535", "9", "10", "",
            "", "", "2490", "", "20", "1987", "w"})
        + line({"12345678", "Muster, Erika", "GER", "F", "", "WF", "", "", "1850", "", "40", "", "",
            "", "", "", "", "2011", "wi"});
}

Player player(int startNo, const char *name, const char *id, int rating, int k = 0)
{
    Player p;
    p.startNo = startNo;
    p.name = QLatin1String(name);
    p.fideId = QLatin1String(id);
    p.rating = rating;
    p.kFactor = k;
    return p;
}

Tournament fivePlayers(const char *start, const char *end)
{
    Tournament t;
    t.startDate = QLatin1String(start);
    t.endDate = QLatin1String(end);
    t.players = {player(1, "Carlsen, Magnus", "1503014", 2837, 10),
        player(2, "Koneru, Humpy", "5008123", 2500, 20), player(3, "Muster, Erika", "12345678", 0),
        player(4, "Nobody, Known", "99999999", 1700), player(5, "Club, Player", "", 1600)};
    return t;
}

} // namespace

void tst_RatingListCheck::combinedListTypes()
{
    // I56: the effective rapid and blitz lists: the standard rating where the player has none.
    FideRatingList list;
    QString error;
    QVERIFY2(list.openData(combinedList(), &error, QStringLiteral("players_list_foa.txt")),
        qPrintable(error));
    QVERIFY(!list.singleType());
    QVERIFY(!list.month().isValid());
    const auto humpy = list.find(QStringLiteral("5008123"));
    QVERIFY(humpy);
    QCOMPARE(humpy->rapid, 0);
    QCOMPARE(humpy->blitz, 2490);
    QCOMPARE(humpy->blitzK, 20);
    QCOMPARE(humpy->effective(RatingType::Rapid).rating, 2535);
    QCOMPARE(humpy->effective(RatingType::Rapid).from, RatingType::Standard);
    QCOMPARE(humpy->effective(RatingType::Blitz).rating, 2490);
    QCOMPARE(humpy->effective(RatingType::Blitz).k, 20);
    QCOMPARE(humpy->toPlayer(RatingType::Blitz).rating, 2490);
    const auto magnus = list.find(QStringLiteral("1503014"));
    QCOMPARE(magnus->effective(RatingType::Rapid).rating, 2830);
    QCOMPARE(magnus->effective(RatingType::Standard).rating, 2837);
    QCOMPARE(
        list.findAll({QStringLiteral("1503014"), QStringLiteral("12345678"), QStringLiteral("42")})
            .size(),
        2);
    // The month from the file name, when the list's columns do not say it.
    FideRatingList named;
    QVERIFY(
        named.openData(combinedList(), &error, QStringLiteral("/tmp/players_list_foa_nov26.txt")));
    QCOMPARE(named.month(), QDate(2026, 11, 1));
    QCOMPARE(named.sourceName(RatingType::Rapid), QStringLiteral("FIDE rapid list November 2026"));
}

void tst_RatingListCheck::listOfOneTypeAndMonth()
{
    // rapid_oct26frl.txt: one type, the rating column named after the month.
    const QByteArray data
        = "ID Number      Name                                                 "
          "        Fed Sex Tit  WTit OTit           FOA OCT26 Gms K  B-day Flag\r\n"
          "1503014        Carlsen, Magnus                                      "
          "        NOR M   GM                           2830  0   20 1990      \r\n";
    FideRatingList list;
    QString error;
    QVERIFY2(list.openData(data, &error, QStringLiteral("rapid_oct26frl.txt")), qPrintable(error));
    QCOMPARE(list.singleType(), RatingType::Rapid);
    QCOMPARE(list.month(), QDate(2026, 10, 1));
    const auto magnus = list.find(QStringLiteral("1503014"));
    QCOMPARE(magnus->rapid, 2830);
    QCOMPARE(magnus->rapidK, 20);
    QCOMPARE(magnus->rating, 0); // the list says nothing of his standard rating
    QCOMPARE(magnus->effective(RatingType::Rapid).rating, 2830);
    QCOMPARE(list.sourceName(RatingType::Rapid), QStringLiteral("FIDE rapid list October 2026"));
}

void tst_RatingListCheck::monthValidForTheEvent_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("end");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QDate>("valid");
    QTest::addColumn<QString>("warning"); // part of it; empty: none
    QTest::newRow("the start date's list")
        << "2026-11-14"
        << "2026-11-22"
        << "players_list_foa_nov26.txt" << QDate(2026, 11, 1) << QString();
    QTest::newRow("last month's list")
        << "2026-11-14"
        << "2026-11-22"
        << "players_list_foa_oct26.txt" << QDate(2026, 11, 1)
        << "the list is of October 2026; the list valid at the start date is November 2026";
    // I60: an event of more than 30 days takes the current month's list.
    QTest::newRow("a league over months")
        << "2026-09-01"
        << "2027-04-30"
        << "players_list_foa_sep26.txt" << QDate(2026, 12, 1)
        << "for an event of more than 30 days the list of the current month, December 2026";
    QTest::newRow("no month known")
        << "2026-11-14"
        << ""
        << "players_list_foa.txt" << QDate(2026, 11, 1) << "does not say its month";
}

void tst_RatingListCheck::monthValidForTheEvent()
{
    QFETCH(QString, start);
    QFETCH(QString, end);
    QFETCH(QString, file);
    QFETCH(QDate, valid);
    QFETCH(QString, warning);
    FideRatingList list;
    QVERIFY(list.openData(combinedList(), nullptr, file));
    Tournament t = fivePlayers("", "");
    t.startDate = start;
    t.endDate = end;
    const RatingListCheck c = RatingListCheck::of(t, list, QDate(2026, 12, 20));
    QCOMPARE(c.validMonth, valid);
    if (warning.isEmpty())
        QVERIFY2(c.monthWarning.isEmpty(), qPrintable(c.monthWarning));
    else
        QVERIFY2(c.monthWarning.contains(warning), qPrintable(c.monthWarning));
}

void tst_RatingListCheck::differencesAndUpdate()
{
    FideRatingList list;
    QVERIFY(list.openData(combinedList(), nullptr, QStringLiteral("players_list_foa_nov26.txt")));
    Tournament t = fivePlayers("2026-11-14", "2026-11-22");
    // I58: found by FIDE id; I59: the others keep what was entered.
    RatingListCheck c = RatingListCheck::of(t, list, QDate(2026, 11, 29));
    QCOMPARE(c.listed.size(), 3);
    QCOMPARE(c.notListed, QList<int> {4});
    QCOMPARE(c.withoutId, QList<int> {5});
    QVERIFY(c.monthWarning.isEmpty());
    QList<int> differing;
    for (const ListedRating &l : c.differences())
        differing << l.startNo;
    QCOMPARE(differing, (QList<int> {2, 3})); // Humpy 2500 -> 2535, Erika unrated -> 1850
    const QString report = c.text(t);
    QVERIFY2(
        report.contains(u"2 Koneru, Humpy: 2500 in the event, 2535 in the list; K 20, list 10"),
        qPrintable(report));
    // Erika's K is derived (0): not a difference, and not said.
    QVERIFY2(report.contains(u"3 Muster, Erika: 0 in the event, 1850 in the list\n"),
        qPrintable(report));
    QVERIFY(report.contains(u"4 Nobody, Known: FIDE id 99999999 is not in the list"));
    QVERIFY(report.contains(u"5 Club, Player: no FIDE id"));

    const Tournament updated = c.applied(t);
    QCOMPARE(updated.players[1].rating, 2535);
    QCOMPARE(updated.players[2].rating, 1850);
    QCOMPARE(updated.players[1].kFactor, 10); // the K entered, corrected
    QCOMPARE(updated.players[2].kFactor, 0); // derived from rating and age, as before
    QCOMPARE(updated.players[0].ratingSource, QStringLiteral("FIDE standard list November 2026"));
    QCOMPARE(updated.players[3], t.players[3]);
    QVERIFY(RatingListCheck::of(updated, list, QDate(2026, 11, 29)).differences().isEmpty());

    // A rapid event: Magnus's rapid rating, Humpy's standard one (she has no rapid rating).
    RatingMethods::setRatingType(t, RatingType::Rapid);
    c = RatingListCheck::of(t, list, QDate(2026, 11, 29));
    QCOMPARE(c.type, RatingType::Rapid);
    QCOMPARE(c.listed[0].listRating, 2830);
    QCOMPARE(c.listed[0].listSource, QStringLiteral("FIDE rapid list November 2026"));
    QCOMPARE(c.listed[1].listRating, 2535);
    QCOMPARE(c.listed[1].from, RatingType::Standard);
    QVERIFY(c.text(t).contains(u"(no rapid rating: the standard one)"));
}

QTEST_GUILESS_MAIN(tst_RatingListCheck)
#include "tst_ratinglistcheck.moc"
