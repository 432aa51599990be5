// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament rating (FIDE's program checklist I54 and J61; TRF-2026 record 172): the
// official FIDE and national ratings are kept apart, and the method of the 172 record says which
// of them ranks the players for their pairing numbers (C.04.2 Art. 2).
#include "players/pairingnumbers.h"
#include "players/ratingmethod.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include <QTest>

using namespace arb;

class tst_RatingMethod : public QObject
{
    Q_OBJECT

private slots:
    void codes();
    void tournamentRating_data();
    void tournamentRating();
    void initialRanking_data();
    void initialRanking();
    void officialRatingsKept();
    void nationalRecordsRenumbered();
    void unknownMethodWarned();
};

namespace {

//! An 001 record or, with \a prefix, a national rating record: the same layout.
QString line(const char *prefix, int n, const char *name, int rating, const char *id = "")
{
    return (QStringLiteral("%1 %2      %3")
                   .arg(QLatin1String(prefix))
                   .arg(n, 4)
                   .arg(QLatin1String(name))
                   .leftJustified(48)
               + (rating > 0 ? QString::number(rating).rightJustified(4) : QStringLiteral("    "))
               + QStringLiteral(" GER ") + QString::fromLatin1(id).rightJustified(11))
        + u'\n';
}

//! Four players: Alpha FIDE 2100 / national 2250, Bravo only national 2300, Charlie only FIDE
//! 2200 (and an Austrian national rating that the German method must not see), Delta FIDE 2240
//! / national 1900. Numbered in order of entry.
Tournament field(const char *method)
{
    QByteArray trf = "012 National ratings\n";
    if (method)
        trf += QByteArray("172 GER ") + method + '\n';
    trf += (line("001", 1, "Alpha", 2100, "1001") + line("001", 2, "Bravo", 0)
        + line("001", 3, "Charlie", 2200, "1003") + line("001", 4, "Delta", 2240, "1004")
        + line("GER", 1, "Alpha", 2250, "77001") + line("GER", 2, "Bravo", 2300, "77002")
        + line("AUT", 3, "Charlie", 2500, "55003") + line("GER", 4, "Delta", 1900, "77004"))
               .toUtf8();
    const TrfReadResult read = readTrf(trf);
    if (!read.ok())
        qWarning() << read.errors.value(0).toString();
    return read.tournament;
}

//! Returns the players' names in the order of the pairing numbers the initial ranking gives.
QStringList rankedNames(const Tournament &t)
{
    const QHash<int, int> numbers = PairingNumbers::assignment(t, {});
    const Tournament n = PairingNumbers::renumbered(t, numbers);
    QStringList out;
    for (const Player &p : n.players)
        out << p.name;
    return out;
}

} // namespace

void tst_RatingMethod::codes()
{
    QCOMPARE(RatingMethods::all().size(), 7);
    for (const RatingMethod m : RatingMethods::all()) {
        QCOMPARE(RatingMethods::fromCode(RatingMethods::code(m)), m);
        QVERIFY(!RatingMethods::describe(m).isEmpty());
    }
    QCOMPARE(RatingMethods::fromCode(QStringLiteral("fidon")), RatingMethod::FideElseNational);
    QVERIFY(!RatingMethods::fromCode(QStringLiteral("ELO")));
    QCOMPARE(RatingMethods::record({QStringLiteral("ger"), RatingMethod::Highest}),
        QStringLiteral("172 GER HBFN"));
    // Federation in columns 5-7, method from column 9, as the record's layout says.
    QCOMPARE(RatingMethods::record({{}, RatingMethod::National}).indexOf(u"NRO"), 8);
}

void tst_RatingMethod::tournamentRating_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<QList<int>>("expected"); // for (2100, 2250), (0, 2300), (2200, 0), (0, 0)
    QTest::newRow("FIDE") << int(RatingMethod::Fide) << QList<int> {2100, 0, 2200, 0};
    QTest::newRow("NRO") << int(RatingMethod::National) << QList<int> {2250, 2300, 0, 0};
    QTest::newRow("FIDON") << int(RatingMethod::FideElseNational)
                           << QList<int> {2100, 2300, 2200, 0};
    QTest::newRow("NIDOF") << int(RatingMethod::NationalElseFide)
                           << QList<int> {2250, 2300, 2200, 0};
    QTest::newRow("HBFN") << int(RatingMethod::Highest) << QList<int> {2250, 2300, 2200, 0};
    QTest::newRow("LBFN") << int(RatingMethod::Lowest) << QList<int> {2100, 2300, 2200, 0};
    QTest::newRow("OTHER") << int(RatingMethod::Other) << QList<int> {2100, 0, 2200, 0};
}

void tst_RatingMethod::tournamentRating()
{
    QFETCH(int, method);
    QFETCH(QList<int>, expected);
    const QList<QPair<int, int>> pairs = {{2100, 2250}, {0, 2300}, {2200, 0}, {0, 0}};
    for (int i = 0; i < pairs.size(); ++i)
        QCOMPARE(
            RatingMethods::tournamentRating(pairs[i].first, pairs[i].second, RatingMethod(method)),
            expected[i]);
}

void tst_RatingMethod::initialRanking_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QStringList>("order");
    const auto names = [](const char *a, const char *b, const char *c, const char *d) {
        return QStringList {QLatin1String(a), QLatin1String(b), QLatin1String(c), QLatin1String(d)};
    };
    // No 172 record: the FIDE ratings, unrated last (C.04.2 2.2.1).
    QTest::newRow("none") << QByteArray() << names("Delta", "Charlie", "Alpha", "Bravo");
    QTest::newRow("FIDE") << QByteArray("FIDE") << names("Delta", "Charlie", "Alpha", "Bravo");
    // Charlie has no German rating: last. His Austrian one does not count.
    QTest::newRow("NRO") << QByteArray("NRO") << names("Bravo", "Alpha", "Delta", "Charlie");
    QTest::newRow("FIDON") << QByteArray("FIDON") << names("Bravo", "Delta", "Charlie", "Alpha");
    QTest::newRow("NIDOF") << QByteArray("NIDOF") << names("Bravo", "Alpha", "Charlie", "Delta");
    QTest::newRow("HBFN") << QByteArray("HBFN") << names("Bravo", "Alpha", "Delta", "Charlie");
    QTest::newRow("LBFN") << QByteArray("LBFN") << names("Bravo", "Charlie", "Alpha", "Delta");
    QTest::newRow("OTHER") << QByteArray("OTHER") << names("Delta", "Charlie", "Alpha", "Bravo");
}

void tst_RatingMethod::initialRanking()
{
    QFETCH(QByteArray, method);
    QFETCH(QStringList, order);
    const Tournament t = field(method.isEmpty() ? nullptr : method.constData());
    QCOMPARE(t.players.size(), 4);
    QCOMPARE(rankedNames(t), order);
    // The warning before pairing names the rating the ranking sorts by.
    const QString wrong = PairingNumbers::outOfOrder(t, {});
    const auto top = std::find_if(t.players.begin(), t.players.end(),
        [&](const Player &p) { return p.name == order.first(); });
    QVERIFY(top != t.players.end());
    const int topRating = RatingMethods::tournamentRatings(t).value(top->startNo);
    QVERIFY2(
        wrong.contains(QStringLiteral("%1, %2)").arg(top->name).arg(topRating)), qPrintable(wrong));
}

void tst_RatingMethod::officialRatingsKept()
{
    // I54: ranking by the national rating changes no official rating, and the rating report
    // writes the 172 record and the national records back as they were.
    Tournament t = field("NIDOF");
    const Tournament numbered = PairingNumbers::renumbered(t, PairingNumbers::assignment(t, {}));
    QCOMPARE(numbered.players[0].name, QStringLiteral("Bravo"));
    QCOMPARE(numbered.players[0].rating, 0); // no FIDE rating, though ranked first
    QCOMPARE(numbered.players[1].rating, 2100);
    QCOMPARE(RatingMethods::nationalRatingsOf(numbered, QStringLiteral("GER")).value(1), 2300);
    QCOMPARE(RatingMethods::of(numbered),
        (RatingMethodRecord {QStringLiteral("GER"), RatingMethod::NationalElseFide}));
    const QString written = QString::fromUtf8(writeTrf(tournamentForExport(numbered)));
    QVERIFY2(written.contains(u"\n172 GER NIDOF\n"), qPrintable(written));
    QCOMPARE(written.count(u"\nGER "), 3);
    const TrfReadResult again = readTrf(written.toUtf8());
    QVERIFY(again.ok());
    QCOMPARE(RatingMethods::tournamentRatings(again.tournament),
        RatingMethods::tournamentRatings(numbered));

    // Setting the method replaces the record in place.
    RatingMethods::set(t, {QStringLiteral("GER"), RatingMethod::Highest});
    QCOMPARE(t.otherRecords.count(RawRecord {QStringLiteral("172 GER HBFN")}), 1);
    QCOMPARE(RatingMethods::of(t).method, RatingMethod::Highest);
}

void tst_RatingMethod::nationalRecordsRenumbered()
{
    // A national record names its player by start number: a renumbering carries it along.
    const Tournament t = field("NRO");
    const Tournament n = PairingNumbers::renumbered(t, {{1, 2}, {2, 1}});
    const QList<NationalRating> national = RatingMethods::nationalRatings(n);
    QCOMPARE(national.size(), 4);
    QCOMPARE(national[0].startNo, 2);
    QCOMPARE(national[0].rating, 2250);
    QCOMPARE(national[0].id, QStringLiteral("77001"));
    QCOMPARE(national[1].startNo, 1);
    QCOMPARE(national[2].federation, QStringLiteral("AUT"));
    QCOMPARE(national[2].startNo, 3);
    QVERIFY(!RatingMethods::isNationalRecord(QStringLiteral("XXR 9")));
    QVERIFY(!RatingMethods::isNationalRecord(QStringLiteral("BBW    1")));
    QVERIFY(!RatingMethods::isNationalRecord(QStringLiteral("### GER note")));
}

void tst_RatingMethod::unknownMethodWarned()
{
    const TrfReadResult read
        = readTrf(QByteArray("012 X\n172 GER BEST\n") + line("001", 1, "Alpha", 2100).toUtf8());
    QVERIFY(read.ok());
    bool warned = false;
    for (const TrfMessage &m : read.warnings)
        warned = warned || (m.line == 2 && m.text.contains(u"BEST"));
    QVERIFY2(warned, "an unknown 172 method is named in a warning");
    QCOMPARE(RatingMethods::of(read.tournament).method, RatingMethod::Fide);
}

QTEST_GUILESS_MAIN(tst_RatingMethod)
#include "tst_ratingmethod.moc"
