// SPDX-License-Identifier: GPL-3.0-or-later
// An event of more than 30 days (FIDE's program checklist M86, I60): the flag, the ratings its
// players hold from later rounds on, and the rating the rating-based tie-breaks (C.07 Art. 10)
// take: the first (the default), the one of each round, or the latest. Values worked out by
// hand in the comments.
#include "players/fideratinglist.h"
#include "players/pairingnumbers.h"
#include "players/ratinglistcheck.h"
#include "players/ratingperiods.h"
#include "tiebreaks/standings.h"
#include "tournamentbuilder.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include "fidelistlines.h"

#include <QTest>

using namespace arb;

class tst_RatingPeriods : public QObject
{
    Q_OBJECT

private slots:
    void flagFromDatesAndRecord();
    void laterRatingRecords();
    void ratingInRound();
    void tieBreakRatings_data();
    void tieBreakRatings();
    void shortEventTakesFirstRating();
    void unratedInLatestRatingDropsTieBreak();
    void standingsAdvise();
    void keptThroughTrf();
    void renumbered();
    void listGivesLaterRatings();
};

namespace {

// Swiss, 4 players, 3 rounds. Scores: 1 -> 2.5, 2 -> 1.5, 3 -> 2, 4 -> 0.
// Later ratings: player 2 holds 2000 from round 2, player 3 1900 from round 3 and player 4
// 1600 from round 3.
Tournament longEvent()
{
    Tournament t = buildTournament({
        "2000: 2w1 3b= 4w1",
        "1900: 1b0 4w1 3b=",
        "1800: 4w1 1w= 2w=",
        "1700: 3b0 2b0 1b0",
    });
    t.declaredRounds = 3;
    t.startDate = QStringLiteral("2026/09/01");
    t.endDate = QStringLiteral("2026/11/24");
    RatingPeriods::setLaterRating(t, {2, 2, 2000, QStringLiteral("manual")});
    RatingPeriods::setLaterRating(t, {4, 3, 1600, QStringLiteral("FIDE standard list")});
    RatingPeriods::setLaterRating(t, {3, 3, 1900, {}});
    return t;
}

//! Returns the value of the first tie-break of \a spec for \a startNo after \a rounds.
QString valueOf(const Tournament &t, const QString &spec, int startNo, int rounds = 0,
    QStringList *notes = nullptr)
{
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(spec);
    options.rounds = rounds;
    const Standings st = computeStandings(t, options);
    if (notes)
        *notes = st.notes;
    for (const StandingRow &row : st.rows)
        if (row.startNo == startNo)
            return row.values.value(0).toString();
    return QStringLiteral("no row");
}

} // namespace

void tst_RatingPeriods::flagFromDatesAndRecord()
{
    // M86: the flag follows the dates until the arbiter says otherwise.
    Tournament t;
    QVERIFY(!RatingPeriods::isOver30Days(t));
    t.startDate = QStringLiteral("2026/09/01");
    t.endDate = QStringLiteral("2026/10/01"); // 30 days: not more than 30
    QCOMPARE(RatingPeriods::daysSpanned(t), 30);
    QVERIFY(!RatingPeriods::isOver30Days(t));
    t.endDate = QStringLiteral("2026/10/02");
    QVERIFY(RatingPeriods::isOver30Days(t));
    QCOMPARE(RatingPeriods::over30DaysFlag(t), std::nullopt);
    RatingPeriods::setOver30Days(t, false);
    QVERIFY(!RatingPeriods::isOver30Days(t));
    QVERIFY(t.hasRecord(QStringLiteral("### Over 30 days: no")));
    RatingPeriods::setOver30Days(t, true);
    QVERIFY(t.hasRecord(QStringLiteral("### Over 30 days: yes")));
    QCOMPARE(t.otherRecords.size(), 1); // replaced, not added
    t.endDate.clear();
    QVERIFY(RatingPeriods::isOver30Days(t)); // the arbiter's word, without dates

    // The tie-break rating: a record only when not the default.
    QCOMPARE(RatingPeriods::tieBreakRatings(t), TieBreakRatings::First);
    RatingPeriods::setTieBreakRatings(t, TieBreakRatings::EachRound);
    QVERIFY(t.hasRecord(QStringLiteral("### Tie-break ratings: each round")));
    QCOMPARE(RatingPeriods::tieBreakRatings(t), TieBreakRatings::EachRound);
    RatingPeriods::setOver30Days(t, false);
    QCOMPARE(RatingPeriods::tieBreakRatings(t), TieBreakRatings::First);
    QCOMPARE(RatingPeriods::tieBreakRatingsRecord(t), TieBreakRatings::EachRound);
    RatingPeriods::setTieBreakRatings(t, TieBreakRatings::First);
    QCOMPARE(t.otherRecords.size(), 1);
}

void tst_RatingPeriods::laterRatingRecords()
{
    const LaterRating r {12, 5, 1850, QStringLiteral("FIDE standard list December 2026")};
    const QString line = RatingPeriods::record(r);
    QCOMPARE(
        line, QStringLiteral("### Rating from round 5: 12 1850; FIDE standard list December 2026"));
    QCOMPARE(RatingPeriods::parse(line), r);
    QCOMPARE(RatingPeriods::parse(QStringLiteral("### Rating from round 3: 7 0")),
        (LaterRating {7, 3, 0, {}}));
    // A blank source writes none, and reads back.
    const LaterRating blank {7, 3, 1900, QStringLiteral("  ")};
    QCOMPARE(RatingPeriods::record(blank), QStringLiteral("### Rating from round 3: 7 1900"));
    QCOMPARE(RatingPeriods::parse(RatingPeriods::record(blank)), (LaterRating {7, 3, 1900, {}}));
    QCOMPARE(RatingPeriods::parse(QStringLiteral("### Rating from round 0: 7 1800")), std::nullopt);
    QCOMPARE(RatingPeriods::parse(QStringLiteral("### Rating from round 2: 7 5000")), std::nullopt);
    QCOMPARE(RatingPeriods::parse(QStringLiteral("### Rating from round x: 7 1800")), std::nullopt);

    // Kept by player and round, one per player and round.
    Tournament t = longEvent();
    QStringList lines;
    for (const RawRecord &rec : t.otherRecords)
        lines << rec.line;
    QCOMPARE(lines,
        QStringList({QStringLiteral("### Rating from round 2: 2 2000; manual"),
            QStringLiteral("### Rating from round 3: 3 1900"),
            QStringLiteral("### Rating from round 3: 4 1600; FIDE standard list")}));
    RatingPeriods::setLaterRating(t, {3, 3, 1950, {}});
    QCOMPARE(RatingPeriods::laterRatingsOf(t, 3), QList<LaterRating>({{3, 3, 1950, {}}}));
    RatingPeriods::setLaterRating(t, {3, 2, 1850, {}});
    QCOMPARE(RatingPeriods::laterRatingsOf(t, 3),
        QList<LaterRating>({{3, 2, 1850, {}}, {3, 3, 1950, {}}}));
    RatingPeriods::removeLaterRatings(t, 3, 2);
    QCOMPARE(RatingPeriods::laterRatingsOf(t, 3).size(), 1);
    RatingPeriods::removeLaterRatings(t, 3);
    QVERIFY(RatingPeriods::laterRatingsOf(t, 3).isEmpty());
    QCOMPARE(RatingPeriods::laterRatings(t).size(), 2);
}

void tst_RatingPeriods::ratingInRound()
{
    const Tournament t = longEvent();
    QCOMPARE(RatingPeriods::ratingIn(t, 2, 1), 1900);
    QCOMPARE(RatingPeriods::ratingIn(t, 2, 2), 2000);
    QCOMPARE(RatingPeriods::ratingIn(t, 2, 3), 2000);
    QCOMPARE(RatingPeriods::ratingIn(t, 4, 2), 1700);
    QCOMPARE(RatingPeriods::ratingIn(t, 4, 3), 1600);
    QCOMPARE(RatingPeriods::ratingIn(t, 1, 3), 2000);
    QCOMPARE(RatingPeriods::nextRound(t), 4);
    // A bye requested for a later round pairs nothing: round 2 is still the next one.
    Tournament requested = buildTournament({"2000: 2w1 . . H", "1900: 1b0", "1800: Z"});
    QCOMPARE(RatingPeriods::nextRound(requested), 2);
    // Without a declared number of rounds every later round exists.
    QVERIFY(RatingPeriods::hasRound(requested, 9));
    requested.declaredRounds = 4;
    QVERIFY(RatingPeriods::hasRound(requested, 4));
    QVERIFY(!RatingPeriods::hasRound(requested, 5));
}

void tst_RatingPeriods::tieBreakRatings_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("startNo");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<QString>("expected");
    const int first = int(TieBreakRatings::First);
    const int each = int(TieBreakRatings::EachRound);
    const int latest = int(TieBreakRatings::Latest);
    // Player 1 met 2 (round 1), 3 (round 2) and 4 (round 3).
    // First: (1900 + 1800 + 1700) / 3 = 1800.
    QTest::newRow("ARO, first rating") << first << "ARO" << 1 << 0 << "1800";
    // Each round: 1900 (2 in round 1) + 1800 (3 in round 2) + 1600 (4 in round 3) = 5300 / 3.
    QTest::newRow("ARO, each round") << each << "ARO" << 1 << 0 << "1767";
    // Latest: 2000 + 1900 + 1600 = 5500 / 3 = 1833.3.
    QTest::newRow("ARO, latest") << latest << "ARO" << 1 << 0 << "1833";
    // After round 2 the latest is the rating of round 2: 2000 (2) + 1800 (3 until round 3).
    QTest::newRow("ARO, latest after round 2") << latest << "ARO" << 1 << 2 << "1900";
    // Player 4 met 3 (round 1), 2 (round 2), 1 (round 3): 1800 + 2000 + 2000 = 5800 / 3.
    QTest::newRow("ARO of 4, each round") << each << "ARO" << 4 << 0 << "1933";
    QTest::newRow("ARO of 4, first rating") << first << "ARO" << 4 << 0 << "1900";
    // 10.6 RTNG: one's own rating; each round takes one's latest.
    QTest::newRow("RTNG, first rating") << first << "RTNG" << 2 << 0 << "1900";
    QTest::newRow("RTNG, each round") << each << "RTNG" << 2 << 0 << "2000";
    QTest::newRow("RTNG, latest") << latest << "RTNG" << 4 << 0 << "1600";
    // 10.2 TPR of 1: 2.5 / 3 = 83 % -> dp 273 (FIDE's table), on the ARO of each choice.
    QTest::newRow("TPR, first rating") << first << "TPR" << 1 << 0 << "2073";
    QTest::newRow("TPR, each round") << each << "TPR" << 1 << 0 << "2040";
    QTest::newRow("TPR, latest") << latest << "TPR" << 1 << 0 << "2106";
}

void tst_RatingPeriods::tieBreakRatings()
{
    QFETCH(int, which);
    QFETCH(QString, spec);
    QFETCH(int, startNo);
    QFETCH(int, rounds);
    QFETCH(QString, expected);
    Tournament t = longEvent();
    RatingPeriods::setTieBreakRatings(t, TieBreakRatings(which));
    QCOMPARE(valueOf(t, spec, startNo, rounds), expected);
}

void tst_RatingPeriods::shortEventTakesFirstRating()
{
    // Later ratings count only in an event over 30 days: the arbiter said it is not one.
    Tournament t = longEvent();
    RatingPeriods::setTieBreakRatings(t, TieBreakRatings::Latest);
    QCOMPARE(valueOf(t, QStringLiteral("ARO"), 1), QStringLiteral("1833"));
    RatingPeriods::setOver30Days(t, false);
    QCOMPARE(valueOf(t, QStringLiteral("ARO"), 1), QStringLiteral("1800"));
}

void tst_RatingPeriods::unratedInLatestRatingDropsTieBreak()
{
    // Art. 10: rating-based tie-breaks are dropped when unrated players are present, unless a
    // rating is set for them. Player 4 is unrated from round 3: only the choices that take that
    // rating see an unrated player.
    Tournament t = longEvent();
    RatingPeriods::setLaterRating(t, {4, 3, 0, {}});
    QStringList notes;
    QCOMPARE(valueOf(t, QStringLiteral("ARO"), 1, 0, &notes), QStringLiteral("1800"));
    RatingPeriods::setTieBreakRatings(t, TieBreakRatings::Latest);
    QCOMPARE(valueOf(t, QStringLiteral("ARO"), 1, 0, &notes), QStringLiteral("NA"));
    QVERIFY2(notes.join(u'\n').contains(u"ARO is not applied: unrated players"),
        qPrintable(notes.join(u'\n')));
    // With a rating for unrated players: 2000 + 1900 + 1400.
    QCOMPARE(valueOf(t, QStringLiteral("ARO/U1400"), 1), QStringLiteral("1767"));
}

void tst_RatingPeriods::standingsAdvise()
{
    // M86: the standings say which rating a rating-based tie-break took, and advise against it.
    Tournament t = longEvent();
    QStringList notes;
    valueOf(t, QStringLiteral("BH ARO"), 1, 0, &notes);
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes[0].startsWith(u"Rating-based tie-breaks (ARO) take each player's first rating"),
        qPrintable(notes[0]));
    QVERIFY(notes[0].contains(u"not recommended"));
    RatingPeriods::setTieBreakRatings(t, TieBreakRatings::EachRound);
    valueOf(t, QStringLiteral("ARO TPR"), 1, 0, &notes);
    QCOMPARE(notes.size(), 1); // one note for both
    QVERIFY2(notes.value(0).startsWith(
                 u"Rating-based tie-breaks (ARO, TPR) take an opponent's rating in the round"),
        qPrintable(notes.value(0)));
    t.tieBreaks = QStringList {
        QStringLiteral("BH"), QStringLiteral("ARO"), QStringLiteral("TPR"), QStringLiteral("SB")};
    QCOMPARE(RatingPeriods::discouragedTieBreaks(t), QStringList({"ARO", "TPR"}));
    // A short event: nothing to say.
    RatingPeriods::setOver30Days(t, false);
    valueOf(t, QStringLiteral("ARO"), 1, 0, &notes);
    QVERIFY(notes.isEmpty());
    QVERIFY(RatingPeriods::discouragedTieBreaks(t).isEmpty());
}

void tst_RatingPeriods::keptThroughTrf()
{
    // The flag, the choice and the later ratings are records of the rating report.
    Tournament t = longEvent();
    RatingPeriods::setOver30Days(t, true);
    RatingPeriods::setTieBreakRatings(t, TieBreakRatings::EachRound);
    const QString trf = writeTrf(t);
    QVERIFY(trf.contains(u"### Over 30 days: yes\n"));
    QVERIFY(trf.contains(u"### Rating from round 3: 4 1600; FIDE standard list\n"));
    const TrfReadResult back = readTrf(trf.toUtf8());
    QVERIFY2(back.ok(), qPrintable(back.errors.value(0).toString()));
    QCOMPARE(RatingPeriods::laterRatings(back.tournament), RatingPeriods::laterRatings(t));
    QCOMPARE(RatingPeriods::tieBreakRatings(back.tournament), TieBreakRatings::EachRound);
    QCOMPARE(valueOf(back.tournament, QStringLiteral("ARO"), 1), QStringLiteral("1767"));
}

void tst_RatingPeriods::renumbered()
{
    // A later rating names its player: renumbering carries it along.
    const Tournament t = longEvent();
    const Tournament n = PairingNumbers::renumbered(t, {{2, 3}, {3, 2}});
    QCOMPARE(RatingPeriods::laterRatingsOf(n, 3), QList<LaterRating>({{3, 2, 2000, "manual"}}));
    QCOMPARE(RatingPeriods::laterRatingsOf(n, 2), QList<LaterRating>({{2, 3, 1900, {}}}));
}

void tst_RatingPeriods::listGivesLaterRatings()
{
    // I60 and M86: in an event over 30 days under way, a checked list gives the ratings from
    // the next round to pair on; the rounds before keep theirs. The list valid is the current
    // month's.
    Tournament t = buildTournament({"2000: 2w1 .", "1900: 1b0 .", "1800: 4w= .", "1700: 3b= ."});
    t.declaredRounds = 4;
    t.startDate = QStringLiteral("2026/09/01");
    t.endDate = QStringLiteral("2026/12/15");
    t.players[0].fideId = QStringLiteral("1001");
    t.players[1].fideId = QStringLiteral("1002");
    t.players[2].fideId = QStringLiteral("1003");
    const auto entry = [](const char *id, const char *name, const char *rating) {
        return fidelist::line({id, name, "GER", "M", "", "", "", "", rating, "0", "20", "", "", "",
            "", "", "", "1990", ""});
    };
    FideRatingList list;
    QString error;
    QVERIFY2(list.openData(fidelist::header() + entry("1001", "Alpha", "2010")
                     + entry("1002", "Bravo", "1900") + entry("1003", "Charlie", "1750"),
                 &error, QStringLiteral("players_list_foa_nov26.txt")),
        qPrintable(error));
    const RatingListCheck check = RatingListCheck::of(t, list, QDate(2026, 11, 10));
    QCOMPARE(check.fromRound, 2); // round 1 is played, round 2 not paired yet
    QVERIFY2(check.monthWarning.isEmpty(), qPrintable(check.monthWarning));
    QCOMPARE(check.differences().size(), 2);
    const Tournament after = check.applied(t);
    QCOMPARE(after.players[0].rating, 2000); // the first rating stays
    QCOMPARE(RatingPeriods::laterRatings(after),
        QList<LaterRating>({{1, 2, 2010, list.sourceName(RatingType::Standard)},
            {3, 2, 1750, list.sourceName(RatingType::Standard)}}));
    QVERIFY(check.text(t).contains(u"count from round 2"));

    // Checked again: the ratings held in round 2 are the list's, nothing differs.
    QVERIFY(RatingListCheck::of(after, list, QDate(2026, 11, 10)).differences().isEmpty());
    // A month later, the December list would be valid.
    QVERIFY(
        RatingListCheck::of(after, list, QDate(2026, 12, 2)).monthWarning.contains(u"December"));
    // In a short event the list's ratings replace the ratings.
    RatingPeriods::setOver30Days(t, false);
    const RatingListCheck shortCheck = RatingListCheck::of(t, list, QDate(2026, 11, 10));
    QCOMPARE(shortCheck.fromRound, 0);
    QCOMPARE(shortCheck.applied(t).players[0].rating, 2010);
}

QTEST_GUILESS_MAIN(tst_RatingPeriods)
#include "tst_ratingperiods.moc"
