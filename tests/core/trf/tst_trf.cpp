// SPDX-License-Identifier: GPL-3.0-or-later
// TRF reading and writing: round trips of every fixture, malformed input with its place,
// tournaments in progress, type detection and scoring records.
#include "testpaths.h"
#include "trf/trf.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace arb;

namespace {

QByteArray lines(std::initializer_list<const char *> l)
{
    QByteArray out;
    for (const char *s : l)
        out += QByteArray(s) + '\n';
    return out;
}

// A valid two-round, four-player tournament to break in the malformed tests.
const char *p1 = "001    1 m    Alpha, Anna                       2100 GER     1000001 1990/01/01  "
                 "1.5    1     3 w 1     2 b =";
const char *p2 = "001    2 m    Bravo, Ben                        2000 GER     1000002 1990/01/01  "
                 "1.5    2     4 b 1     1 w =";
const char *p3 = "001    3 m    Charlie, Cy                       1900 GER     1000003 1990/01/01  "
                 "0.5    3     1 b 0  0000 - H";
const char *p4 = "001    4 m    Delta, Dora                       1800 GER     1000004 1990/01/01  "
                 "0.0    4     2 w 0  0000 - Z";

} // namespace

class tst_Trf : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void validSmall();
    void malformed_data();
    void malformed();
    void unknownResults();
    void inProgress();
    void typeDetection_data();
    void typeDetection();
    void pairingByeValueFromTotals();
    void scoringRecord162();
    void keepsUnknownRecords();
    void byeRecords240();
    void datesReadAsIso();
    void boundedComments();
    void boundedFiles();
};

void tst_Trf::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    QStringList roots = {projectDataDir() + QStringLiteral("/fixtures/trf"),
        QStringLiteral(ARBITER_TEST_DATA_DIR "/../../resources/demo")};
    if (!sharedDir().isEmpty())
        roots.prepend(sharedDir() + QStringLiteral("/fixtures/trf"));
    for (const QString &root : roots) {
        QDirIterator it(root, {QStringLiteral("*.trf")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(
                qPrintable(QDir(root).relativeFilePath(path) + u'@' + QFileInfo(root).fileName()))
                << path;
        }
    }
}

void tst_Trf::roundTrip()
{
    QFETCH(QString, path);
    const TrfReadResult first = readTrfFile(path);
    QVERIFY2(first.ok(), qPrintable(first.errors.value(0).toString()));
    const QByteArray written = writeTrf(first.tournament);
    const TrfReadResult second = readTrf(written);
    QVERIFY2(second.ok(), qPrintable(second.errors.value(0).toString()));
    const Tournament &a = first.tournament;
    const Tournament &b = second.tournament;
    QCOMPARE(b.players.size(), a.players.size());
    for (int i = 0; i < a.players.size(); ++i)
        QVERIFY2(a.players[i] == b.players[i],
            qPrintable(QStringLiteral("player %1 differs").arg(a.players[i].startNo)));
    QCOMPARE(b.otherRecords.size(), a.otherRecords.size());
    QCOMPARE(b.scoring, a.scoring);
    QCOMPARE(b.tieBreaks, a.tieBreaks);
    QCOMPARE(b.byes, a.byes);
    QCOMPARE(b.type, a.type);
    QCOMPARE(b.plannedRounds(), a.plannedRounds());
    QCOMPARE(b.name, a.name);
    QCOMPARE(b.typeText, a.typeText);
    QCOMPARE(b.systemText, a.systemText);
    QCOMPARE(b.roundDates, a.roundDates);
    QCOMPARE(b.roundsRecord, a.roundsRecord);
    QCOMPARE(b.declaredPlayers, a.declaredPlayers);
    QCOMPARE(b.declaredRated, a.declaredRated);
    QCOMPARE(b.declaredTeams, a.declaredTeams);
    QCOMPARE(b.scoringText, a.scoringText);
    QCOMPARE(b.startDate, a.startDate);
    QCOMPARE(b.endDate, a.endDate);
    QVERIFY(a == b);
    // Writing is stable: a second write gives the same bytes.
    QCOMPARE(writeTrf(b), written);
}

void tst_Trf::validSmall()
{
    const TrfReadResult r = readTrf(lines({"012 Small", "XXR 2", p1, p2, p3, p4}));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.warnings.size(), 0);
    const Tournament &t = r.tournament;
    QCOMPARE(t.name, QStringLiteral("Small"));
    QCOMPARE(t.players.size(), 4);
    QCOMPARE(t.players[0].name, QStringLiteral("Alpha, Anna"));
    QCOMPARE(t.players[0].rating, 2100);
    QCOMPARE(t.players[0].fideId, QStringLiteral("1000001"));
    QCOMPARE(t.players[0].declaredPoints, *Fixed::parse(u"1.5"));
    QCOMPARE(t.players[0].rounds.size(), 2);
    QCOMPARE(t.players[0].rounds[0].opponent, 3);
    QCOMPARE(t.players[0].rounds[0].colour, Colour::White);
    QCOMPARE(t.players[2].rounds[1].kind(), RoundKind::HalfBye);
    QCOMPARE(t.players[3].rounds[1].kind(), RoundKind::ZeroBye);
    QCOMPARE(t.roundCount(), 2);
}

void tst_Trf::malformed_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QByteArray badStart(p1);
    badStart.replace(7, 1, "x");
    QTest::newRow("start number not a number")
        << lines({"012 T", badStart.constData(), p2, p3, p4}) << 2 << 5 << "start number";

    QByteArray badRating(p2);
    badRating.replace(48, 4, "20x0");
    QTest::newRow("rating not a number")
        << lines({p1, badRating.constData(), p3, p4}) << 2 << 49 << "rating";

    QByteArray badPoints(p3);
    badPoints.replace(80, 4, " abc");
    QTest::newRow("points not a number")
        << lines({p1, p2, badPoints.constData(), p4}) << 3 << 81 << "points";

    // C.02 C27: a tab in a player record would shift its columns: refused, not guessed.
    QByteArray tabbed(p2);
    tabbed.replace(8, 1, "\t");
    QTest::newRow("tab in a player record")
        << lines({"012 T", p1, tabbed.constData(), p3, p4}) << 3 << 9 << "tab character";

    // A symbol it does not know on a round without an opponent (a bye has no unknown result).
    QByteArray badResult(p3);
    badResult.replace(108, 1, "x");
    QTest::newRow("unknown result code")
        << lines({p1, p2, badResult.constData(), p4}) << 3 << 109 << "unknown result";

    QByteArray badColour(p1);
    badColour.replace(96, 1, "g");
    QTest::newRow("unknown colour")
        << lines({badColour.constData(), p2, p3, p4}) << 1 << 97 << "unknown colour";

    QByteArray badOpponent(p1);
    badOpponent.replace(91, 4, "  9x");
    QTest::newRow("opponent not a number")
        << lines({badOpponent.constData(), p2, p3, p4}) << 1 << 92 << "opponent";

    QTest::newRow("opponent without a record")
        << lines({p1, p2, p4}) << 1 << 92 << "opponent 3 has no 001 record";

    QByteArray oneSided(p4);
    oneSided.replace(91, 4, "   3");
    oneSided.replace(98, 1, "0");
    QByteArray other(p3);
    other.replace(91, 4, "   2");
    QTest::newRow("pairing not mirrored")
        << lines({p1, p2, other.constData(), p4}) << 1 << 92 << "paired with 3";

    QByteArray bothWon(p3);
    bothWon.replace(98, 1, "1");
    QTest::newRow("both players won")
        << lines({p1, p2, bothWon.constData(), p4}) << 1 << 99 << "does not match";

    QByteArray self(p1);
    self.replace(91, 4, "   1");
    QTest::newRow("paired against themself")
        << lines({self.constData(), p2, p3, p4}) << 1 << 92 << "themself";

    QTest::newRow("start number twice") << lines({p1, p2, p3, p4, p4}) << 5 << 5 << "used again";
    QTest::newRow("bad number of rounds")
        << lines({"XXR nine", p1, p2, p3, p4}) << 1 << 5 << "number of rounds";
    QTest::newRow("bye record without round")
        << lines({"240 H", p1, p2, p3, p4}) << 1 << 5 << "240";
    // Bounded records: unbounded, a 1 MB line took 20 s and 4.7 GB, a 10 MB one aborted.
    QByteArray huge(p1);
    huge += QByteArray(1000000, ' ') + "x";
    QTest::newRow("line of a megabyte")
        << lines({p2, huge.constData(), p3, p4}) << 2 << 91 + 10 * 999 + 1 << "characters long";
    QTest::newRow("more rounds than declared")
        << lines({"XXR 1", p1, p2, p3, p4}) << 2 << 102 << "the tournament declares 1";
    QTest::newRow("huge number of rounds")
        << lines({"XXR 2147483647", p1, p2, p3, p4}) << 1 << 5 << "number of rounds";
    QByteArray fiveDigits(p1);
    fiveDigits.replace(4, 5, "10000");
    QTest::newRow("five-digit start number")
        << lines({fiveDigits.constData(), p2, p3, p4}) << 1 << 5 << "up to 9999";
    QTest::newRow("tie-break list of 12 kB") << lines(
        {QByteArray("202 " + QByteArray("BH/C1 ").repeated(1000)).constData(), p1, p2, p3, p4})
                                             << 1 << 4101 << "tie-break list";
    // The lower start number has a bye code against a game result (the mirror case was caught).
    QByteArray byeSide(p3), gameSide(p4);
    byeSide.replace(101, 8, "   4 b H");
    gameSide.replace(101, 8, "   3 w 1");
    QTest::newRow("bye code against a game")
        << lines({p1, p2, byeSide.constData(), gameSide.constData()}) << 3 << 109 << "bye code";
    QTest::newRow("empty file") << QByteArray() << 0 << 0 << "no player records";
    QTest::newRow("binary garbage")
        << QByteArray("\x00\x01\x02\xff\xfe", 5) << 0 << 0 << "no player records";
}

void tst_Trf::malformed()
{
    QFETCH(QByteArray, data);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const TrfReadResult r = readTrf(data);
    QVERIFY(!r.ok());
    const TrfMessage &e = r.errors.first();
    QVERIFY2(e.text.contains(message), qPrintable(e.toString()));
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, column);
    if (line > 0)
        QVERIFY(e.toString().startsWith(QStringLiteral("line %1").arg(line)));
}

void tst_Trf::unknownResults()
{
    // FIDE's program checklist K70: TRF-2026 writes a result not known yet (an adjourned game)
    // as "?"; a symbol the reader does not know is read as such a result, with a warning.
    QByteArray a(p1), c(p3);
    a.replace(98, 1, "?");
    c.replace(98, 1, "x");
    const TrfReadResult r = readTrf(lines({a.constData(), p2, c.constData(), p4}));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.tournament.players[0].rounds[0].code, '*');
    QCOMPARE(r.tournament.players[2].rounds[0].code, '*');
    // One warning for the symbol (the totals in columns 81-84 then disagree too: the unknown
    // results count as draws).
    QList<TrfMessage> symbols;
    for (const TrfMessage &w : r.warnings)
        if (w.text.contains(QStringLiteral("unknown result")))
            symbols.append(w);
    QCOMPARE(symbols.size(), 1);
    QCOMPARE(symbols[0].line, 3);
    QCOMPARE(symbols[0].column, 99);
    QVERIFY2(symbols[0].text.contains(QStringLiteral("unknown result \"x\" against 1")),
        qPrintable(symbols[0].toString()));
    // Written back with "?", and "*" (what earlier versions wrote) is read as well.
    const QByteArray written = writeTrf(r.tournament);
    QVERIFY2(written.contains("     3 w ?"), written.constData());
    QVERIFY2(written.contains("     1 b ?"), written.constData());
    QByteArray older = written;
    older.replace("     3 w ?", "     3 w *");
    const TrfReadResult back = readTrf(older);
    QVERIFY(back.ok());
    for (const TrfMessage &w : back.warnings)
        QVERIFY2(!w.text.contains(QStringLiteral("unknown result")), qPrintable(w.toString()));
    QCOMPARE(back.tournament.players[0].rounds[0].code, '*');
}

void tst_Trf::inProgress()
{
    // Round 3 is paired but has no results yet: the file loads, the round counts as paired.
    QByteArray a(p1), b(p2), c(p3), d(p4);
    a += "     2 w  ";
    b += "     1 b  ";
    c += "     4 b  ";
    d += "     3 w  ";
    const TrfReadResult r
        = readTrf(lines({"XXR 5", a.constData(), b.constData(), c.constData(), d.constData()}));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.tournament.players[0].rounds.size(), 3);
    QCOMPARE(r.tournament.players[0].rounds[2].opponent, 2);
    QCOMPARE(r.tournament.players[0].rounds[2].code, ' ');
    QCOMPARE(r.tournament.plannedRounds(), 5);
}

void tst_Trf::typeDetection_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("type");
    const char *rr1 = "001    1      A                                 2000                        "
                      "     1.0    1     2 w 1     3 b =     4 w 0";
    const char *rr2 = "001    2      B                                 2000                        "
                      "     1.0    2     1 b 0     4 w 1     3 b =";
    const char *rr3 = "001    3      C                                 2000                        "
                      "     1.5    3     4 b =     1 w =     2 w =";
    const char *rr4 = "001    4      D                                 2000                        "
                      "     2.0    4     3 w =     2 b 0     1 b 1";
    QTest::newRow("092 Swiss") << lines({"092 Individual: Swiss-System", p1, p2, p3, p4})
                               << int(TournamentType::Swiss);
    QTest::newRow("092 round robin") << lines({"092 Individual: Round-Robin", rr1, rr2, rr3, rr4})
                                     << int(TournamentType::RoundRobin);
    QTest::newRow("pairings: all met once")
        << lines({rr1, rr2, rr3, rr4}) << int(TournamentType::RoundRobin);
    QTest::newRow("pairings: not all met") << lines({p1, p2, p3, p4}) << int(TournamentType::Swiss);
}

void tst_Trf::typeDetection()
{
    QFETCH(QByteArray, data);
    QFETCH(int, type);
    const TrfReadResult r = readTrf(data);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(int(r.tournament.type), type);
}

void tst_Trf::pairingByeValueFromTotals()
{
    // gen_pab05: TRF-16 has no record for the value of U; the 001 totals say it is worth 0.5.
    const TrfReadResult r = readTrfFile(
        projectDataDir() + QStringLiteral("/fixtures/trf/generated/gen_pab05_21p_7r_s211.trf"));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.tournament.scoring.pairingBye, Fixed::half());
    const TrfReadResult normal = readTrfFile(
        projectDataDir() + QStringLiteral("/fixtures/trf/generated/gen_swiss_10p_5r_s201.trf"));
    QVERIFY(normal.ok());
    QCOMPARE(normal.tournament.scoring.pairingBye, Fixed::fromInt(1));
}

void tst_Trf::scoringRecord162()
{
    const TrfReadResult r
        = readTrf(lines({"162  W 3.0    D 1.0    L 0.0    P 1.0", p1, p2, p3, p4}));
    QVERIFY(r.ok());
    QCOMPARE(r.tournament.scoring.win, Fixed::fromInt(3));
    QCOMPARE(r.tournament.scoring.draw, Fixed::fromInt(1));
    QCOMPARE(r.tournament.scoring.forfeitWin, Fixed::fromInt(3));
    QCOMPARE(r.tournament.scoring.pairingBye, Fixed::fromInt(1));
    QVERIFY(writeTrf(r.tournament).contains("162  W 3.0    D 1.0    L 0.0    P 1.0"));
    // What no game is worth is refused with its line: more than two decimals (a product of two
    // would not stay exact), more than 100 points.
    for (const char *record : {"162  W 3.9995 D 1.0    L 0.0", "162  W 1.0    D 0.5    L -101"}) {
        const TrfReadResult bad = readTrf(lines({record, p1, p2, p3, p4}));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.errors.value(0).line, 1);
        QVERIFY2(bad.errors.value(0).text.contains(QStringLiteral("is not what a game is worth")),
            qPrintable(bad.errors.value(0).toString()));
    }
    QVERIFY(readTrf(lines({"162  W 2.25   D 1.0    L -1", p1, p2, p3, p4})).ok());
}

void tst_Trf::keepsUnknownRecords()
{
    const TrfReadResult r = readTrf(lines({"012 T", "### a comment", "172 NIDOF",
        "250  1.0        5   7    1   25", p1, p2, p3, p4}));
    QVERIFY(r.ok());
    QCOMPARE(r.tournament.otherRecords.size(), 3);
    const QByteArray out = writeTrf(r.tournament);
    QVERIFY(out.contains("### a comment\n172 NIDOF\n250  1.0        5   7    1   25\n"));
}

void tst_Trf::byeRecords240()
{
    // Player 4 has an empty field in round 2; the 240 record gives the half-point bye. A bye
    // announced for round 5 (not yet played) does not score.
    QByteArray d(p4);
    d.replace(101, 8, "        ");
    const TrfReadResult r
        = readTrf(lines({"240 H   2    4", "240 H   5    1", p1, p2, p3, d.constData()}));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.tournament.players[3].rounds.value(1).kind(), RoundKind::HalfBye);
    QCOMPARE(r.tournament.players[0].rounds.size(), 2);
    QCOMPARE(r.tournament.byes.size(), 2);
}

void tst_Trf::datesReadAsIso()
{
    // 042/052 are read as ISO dates (the app's form says YYYY-MM-DD) and written back
    // in TRF form; a date that cannot be read stays as written.
    TrfReadResult r = readTrf(lines({"042 2026/10/03", "052 06.10.2026", p1, p2, p3, p4}));
    QVERIFY(r.ok());
    QCOMPARE(r.tournament.startDate, QStringLiteral("2026-10-03"));
    QCOMPARE(r.tournament.endDate, QStringLiteral("2026-10-06"));
    const QByteArray out = writeTrf(r.tournament);
    QVERIFY2(out.contains("042 2026/10/03\n") && out.contains("052 2026/10/06\n"), out.constData());
    r = readTrf(lines({"042 autumn 2026", p1, p2, p3, p4}));
    QVERIFY(r.ok());
    QCOMPARE(r.tournament.startDate, QStringLiteral("autumn 2026"));
    QVERIFY(writeTrf(r.tournament).contains("042 autumn 2026\n"));
}

void tst_Trf::boundedComments()
{
    // A comment has the room of a record: a longer one is cut with a warning naming its line,
    // and the players around it are read.
    const QByteArray comment = "### " + QByteArray(200000, 'c');
    const TrfReadResult r
        = readTrf(lines({"012 Small", "XXR 2", p1, p2, comment.constData(), p3, p4}));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.tournament.players.size(), 4);
    QCOMPARE(r.warnings.size(), 1);
    QCOMPARE(r.warnings[0].line, 5);
    QVERIFY2(r.warnings[0].text.contains(QStringLiteral("200004 characters")),
        qPrintable(r.warnings[0].text));
    bool kept = false;
    for (const RawRecord &raw : r.tournament.otherRecords)
        kept = kept || (raw.line.startsWith(u"### ccc") && raw.line.size() < 20000);
    QVERIFY(kept);
}

void tst_Trf::boundedFiles()
{
    // A device without an end, read as a TRF file, is refused at the size limit, naming it.
    if (!QFile::exists(QStringLiteral("/dev/zero")))
        QSKIP("no /dev/zero here");
    const TrfReadResult r = readTrfFile(QStringLiteral("/dev/zero"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errors[0].text.contains(QStringLiteral("/dev/zero is larger than 256 MB")),
        qPrintable(r.errors[0].text));
}

QTEST_GUILESS_MAIN(tst_Trf)
#include "tst_trf.moc"
