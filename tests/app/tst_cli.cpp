// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli end to end: formats, the golden TSV layout, check, exit codes and messages.
#include "cli.h"
#include "clirun.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include "testpaths.h"

#include "filewrite.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace arb;

namespace {

QString generated(const char *name)
{
    return projectDataDir() + QStringLiteral("/fixtures/trf/generated/") + QLatin1String(name);
}

// A consistent two-round, four-player file (no ranks written, so check compares points only),
// broken one round field at a time: {player, round (0 = the 001 total), new field}.
struct FieldEdit
{
    int player;
    int round;
    const char *field;
};

QByteArray smallFile(const QList<FieldEdit> &edits)
{
    QList<QByteArray> records {
        "001    1 m    Alpha, Anna                       2100 GER     1000001 1990/01/01  "
        "1.5          3 w 1     2 b =",
        "001    2 m    Bravo, Ben                        2000 GER     1000002 1990/01/01  "
        "1.5          4 b 1     1 w =",
        "001    3 m    Charlie, Cy                       1900 GER     1000003 1990/01/01  "
        "0.5          1 b 0  0000 - H",
        "001    4 m    Delta, Dora                       1800 GER     1000004 1990/01/01  "
        "0.0          2 w 0  0000 - Z",
    };
    for (const FieldEdit &e : edits) {
        if (e.round == 0)
            records[e.player - 1].replace(80, 4, e.field);
        else
            records[e.player - 1].replace(91 + 10 * (e.round - 1), 8, e.field);
    }
    QByteArray out = "012 Consistency\n042 2026/05/01\n092 Individual: Swiss-System\nXXR 2\n";
    for (const QByteArray &r : records)
        out += r + '\n';
    return out;
}

} // namespace

class tst_Cli : public QObject
{
    Q_OBJECT
private slots:
    void tsvMatchesGolden();
    void formats();
    void defaultList();
    void lotsSeed();
    void check();
    void explain();
    void databaseFile();
    void rulesEdition();
    void exitCodes_data();
    void exitCodes();
    void inconsistentFiles_data();
    void inconsistentFiles();
    void inconsistentDatabase_data();
    void inconsistentDatabase();
    void databaseContinuedInArbiter();
    void failedWritesLeaveTheOldFile();
    void failedCopiesLeaveNothing();
    void unusableTieBreakListNotImported();
    void checkerReportsAdjustments();
    void versionIsMajorMinor();
};

void tst_Cli::tsvMatchesGolden()
{
    // The TSV has rank, startno, name, points and one column per spec headed by the spec as
    // given; its values are those of FIDE's checker.
    const QString specs = QStringLiteral("BH/C1 BH SB DE PS WIN BPG ARO TPR");
    const CliRun r = runCliCommand({QStringLiteral("standings"),
        generated("gen_swiss_10p_5r_s201.trf"), QStringLiteral("--tiebreaks"), specs,
        QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 11);
    QCOMPARE(
        lines[0], QStringLiteral("rank\tstartno\tname\tpoints\t") + specs.split(u' ').join(u'\t'));

    QFile golden(
        projectDataDir() + QStringLiteral("/fixtures/golden/gen_swiss_10p_5r_s201.core.tsv"));
    QVERIFY(golden.open(QIODevice::ReadOnly));
    QHash<QString, QStringList> expected;
    for (const QString &l : QString::fromUtf8(golden.readAll()).split(u'\n', Qt::SkipEmptyParts))
        if (!l.startsWith(u'#'))
            expected.insert(l.section(u'\t', 0, 0), l.split(u'\t'));
    int previousRank = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList f = lines[i].split(u'\t');
        QCOMPARE(f.size(), 13);
        const QStringList g = expected.value(f[1]);
        QCOMPARE(f.mid(3), g.mid(1)); // points and every tie-break
        QVERIFY(f[0].toInt() >= previousRank);
        previousRank = f[0].toInt();
    }
    // Rank order: player 1 (4 points) first.
    QVERIFY(lines[1].startsWith(QStringLiteral("1\t1\t")));
}

void tst_Cli::formats()
{
    const QString file = QStringLiteral(ARBITER_DEMO_TRF);
    const CliRun json = runCliCommand(
        {QStringLiteral("standings"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.code, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray rows = doc.object().value(QStringLiteral("standings")).toArray();
    QCOMPARE(rows.size(), 24);
    QCOMPARE(rows[0].toObject().value(QStringLiteral("rank")).toInt(), 1);
    QVERIFY(rows[0]
                .toObject()
                .value(QStringLiteral("tiebreaks"))
                .toObject()
                .contains(QStringLiteral("BH/C1")));

    const CliRun csv = runCliCommand(
        {QStringLiteral("standings"), file, QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(csv.code, 0);
    // Names contain a comma: quoted.
    QVERIFY(csv.out.contains(QStringLiteral("\"Keller, Anna\"")));

    const CliRun text = runCliCommand({QStringLiteral("standings"), file});
    QCOMPARE(text.code, 0);
    QVERIFY(text.out.contains(QStringLiteral("decided by")));
    QVERIFY(text.out.contains(QStringLiteral("Keller, Anna")));
}

void tst_Cli::defaultList()
{
    // No 202 record: the documented default list for a Swiss.
    const CliRun r = runCliCommand({QStringLiteral("standings"),
        generated("gen_swiss_10p_5r_s201.trf"), QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.section(u'\n', 0, 0),
        QStringLiteral("rank\tstartno\tname\tpoints\tBH/C1\tBH\tSB\tDE\tWIN\tBPG"));
    const CliRun rr = runCliCommand({QStringLiteral("standings"),
        generated("gen_rr_8p_7r_s206.trf"), QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(rr.out.section(u'\n', 0, 0),
        QStringLiteral("rank\tstartno\tname\tpoints\tDE\tSB\tKS\tWIN"));
}

void tst_Cli::lotsSeed()
{
    // gen_pab05 with only WIN leaves ties; lots break them reproducibly.
    const QStringList args = {QStringLiteral("standings"), generated("gen_pab05_21p_7r_s211.trf"),
        QStringLiteral("--tiebreaks"), QStringLiteral("WIN"), QStringLiteral("--format"),
        QStringLiteral("tsv")};
    const CliRun shared = runCliCommand(args);
    QVERIFY(shared.out.count(u'\n') == 22);
    const CliRun a
        = runCliCommand(args + QStringList {QStringLiteral("--lots-seed"), QStringLiteral("7")});
    const CliRun b
        = runCliCommand(args + QStringList {QStringLiteral("--lots-seed"), QStringLiteral("7")});
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out != shared.out);
    QStringList ranks;
    for (const QString &l : a.out.split(u'\n', Qt::SkipEmptyParts).mid(1))
        ranks.append(l.section(u'\t', 0, 0));
    QCOMPARE(QSet<QString>(ranks.begin(), ranks.end()).size(), 21); // no shared rank left
}

void tst_Cli::check()
{
    QCOMPARE(runCliCommand({QStringLiteral("check"), QStringLiteral(ARBITER_DEMO_TRF)}).code, 0);

    // A wrong total in the file is found and named.
    QFile demo(QStringLiteral(ARBITER_DEMO_TRF));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    QByteArray data = demo.readAll();
    const int at = int(data.indexOf("Keller, Anna"));
    QVERIFY(at > 0);
    data.replace(at - 14 + 80, 4, " 5.5");
    QTemporaryDir dir;
    QFile bad(dir.filePath(QStringLiteral("bad.trf")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(data);
    bad.close();
    const CliRun r = runCliCommand({QStringLiteral("check"), bad.fileName()});
    QCOMPARE(r.code, int(ExitDifferences));
    QVERIFY2(r.out.contains(
                 QStringLiteral("player 1 (Keller, Anna): file says 5.5 points, computed 6.5")),
        qPrintable(r.out));
}

void tst_Cli::explain()
{
    // Player 1 of gen_swiss_10p: BH/C1 12.5 (golden), one line per round, one of them cut.
    const CliRun r = runCliCommand({QStringLiteral("explain"),
        generated("gen_swiss_10p_5r_s201.trf"), QStringLiteral("--tiebreak"),
        QStringLiteral("BH/C1"), QStringLiteral("--player"), QStringLiteral("1")});
    QCOMPARE(r.code, 0);
    QVERIFY2(
        r.out.startsWith(QStringLiteral("BH/C1 of 1 (Player0001, Bo): 12.5")), qPrintable(r.out));
    QCOMPARE(r.out.count(QStringLiteral("  round ")), 5);
    QCOMPARE(r.out.count(QStringLiteral("[cut]")), 1);
    QCOMPARE(
        runCliCommand({QStringLiteral("explain"), generated("gen_swiss_10p_5r_s201.trf")}).code,
        int(ExitUsage));
}

void tst_Cli::databaseFile()
{
    // The same standings from the TRF file and from a tournament database made from it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.arbiter"));
    {
        TournamentDatabase db;
        QString error;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        QVERIFY2(
            db.importTournament(readTrfFile(QStringLiteral(ARBITER_DEMO_TRF)).tournament, &error),
            qPrintable(error));
    }
    const QStringList tsv = {QStringLiteral("--format"), QStringLiteral("tsv")};
    const CliRun fromTrf = runCliCommand(
        QStringList {QStringLiteral("standings"), QStringLiteral(ARBITER_DEMO_TRF)} + tsv);
    const CliRun fromDb = runCliCommand(QStringList {QStringLiteral("standings"), path} + tsv);
    QCOMPARE(fromDb.code, 0);
    QCOMPARE(fromDb.out, fromTrf.out);
    QCOMPARE(runCliCommand({QStringLiteral("check"), path}).code, 0);

    // While the arbiter has it open, the CLI says so instead of reading half a state.
    TournamentDatabase open;
    QVERIFY(open.open(path));
    const CliRun busy = runCliCommand({QStringLiteral("standings"), path});
    QCOMPARE(busy.code, int(ExitInput));
    QVERIFY2(busy.err.contains(QStringLiteral("already open")), qPrintable(busy.err));
}

void tst_Cli::rulesEdition()
{
    // The demo event starts on 2026/10/03: the 2026 edition of C.07 applies unless --rules says
    // otherwise; player 2's two half-point byes face capped dummy opponents (16.4.2).
    const QString demo = QStringLiteral(ARBITER_DEMO_TRF);
    auto bhOf2 = [&](const QStringList &extra, const QString &spec = QStringLiteral("BH")) {
        const CliRun r = runCliCommand(
            QStringList {QStringLiteral("standings"), demo, QStringLiteral("--tiebreaks"), spec,
                QStringLiteral("--format"), QStringLiteral("tsv")}
            + extra);
        for (const QString &line : r.out.split(u'\n'))
            if (line.section(u'\t', 1, 1) == u"2")
                return line.section(u'\t', 4, 4);
        return QString();
    };
    QCOMPARE(bhOf2({}), QStringLiteral("28.5"));
    QCOMPARE(bhOf2({QStringLiteral("--rules"), QStringLiteral("2026")}), QStringLiteral("28.5"));
    QCOMPARE(bhOf2({QStringLiteral("--rules"), QStringLiteral("2024")}), QStringLiteral("31.5"));
    QCOMPARE(bhOf2({}, QStringLiteral("BH/V2024")), QStringLiteral("31.5"));
    const CliRun text = runCliCommand({QStringLiteral("standings"), demo});
    QVERIFY2(text.out.contains(QStringLiteral("tie-break rules: C.07, 2026 edition")),
        qPrintable(text.out));
    QVERIFY(text.err.isEmpty());
    const CliRun bad = runCliCommand(
        {QStringLiteral("standings"), demo, QStringLiteral("--rules"), QStringLiteral("2025")});
    QCOMPARE(bad.code, int(ExitUsage));
    QVERIFY2(bad.err.contains(QStringLiteral("--rules must be 2024 or 2026")), qPrintable(bad.err));
}

void tst_Cli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString demo = QStringLiteral(ARBITER_DEMO_TRF);
    QTest::newRow("no command") << QStringList {} << int(ExitUsage) << "no command";
    QTest::newRow("unknown command")
        << QStringList {"frobnicate"} << int(ExitUsage) << "unknown command";
    QTest::newRow("missing file argument")
        << QStringList {"standings"} << int(ExitUsage) << "needs a file";
    QTest::newRow("bad format") << QStringList {"standings", demo, "--format", "xml"}
                                << int(ExitUsage) << "--format";
    QTest::newRow("bad rounds") << QStringList {"standings", demo, "--rounds", "0"}
                                << int(ExitUsage) << "--rounds";
    QTest::newRow("file not found")
        << QStringList {"standings", "/nonexistent/x.trf"} << int(ExitInput) << "cannot open";
    QTest::newRow("bad tie-break") << QStringList {"standings", demo, "--tiebreaks", "BH XYZ"}
                                   << int(ExitTieBreak) << "unknown acronym";
    QTest::newRow("help") << QStringList {"--help"} << int(ExitOk) << "";
}

void tst_Cli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const CliRun r = runCliCommand(args);
    QCOMPARE(r.code, code);
    if (!message.isEmpty()) {
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n') <= 2, true); // one-line messages
    }
}

void tst_Cli::inconsistentFiles_data()
{
    // Every kind of inconsistent file either is refused with its place
    // (exit 3 for standings and check) or is computed with a warning naming line, round and
    // players, and fails check (exit 1). Lines: four header lines, then players 1-4.
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("refused");
    QTest::addColumn<QString>("message");
    QTest::newRow("bye code against a game (lower start number)")
        << smallFile({{1, 1, "   3 w H"}}) << true
        << "line 5, column 99: round 1: player 1 has the bye code \"H\" but is paired with 3";
    QTest::newRow("bye code against a game (higher start number)")
        << smallFile({{3, 1, "   1 b F"}}) << true
        << "line 7, column 99: round 1: player 3 has the bye code \"F\" but is paired with 1";
    QTest::newRow("bye against the other side's game")
        << smallFile({{1, 1, "0000 - H"}, {1, 0, " 1.0"}}) << true
        << "line 7, column 92: round 1: player 3 is paired with 1, but 1's record says no "
           "opponent";
    QTest::newRow("asymmetric pairing")
        << smallFile({{4, 2, "   3 w 0"}}) << true
        << "line 8, column 102: round 2: player 4 is paired with 3, but 3's record says no "
           "opponent";
    QTest::newRow("paired twice in a round")
        << smallFile({{3, 2, "   1 w 0"}}) << true
        << "line 7, column 102: round 2: player 3 is paired with 1, but 1's record says 2";
    QTest::newRow("opponent without a record")
        << smallFile({{4, 2, "   9 w 0"}}) << true << "line 8, column 102: round 2: opponent 9";
    QTest::newRow("both won") << smallFile({{3, 1, "   1 b 1"}}) << true
                              << "line 5, column 99: round 1: result \"1\" of player 1 does not "
                                 "match \"1\" of player 3";
    QTest::newRow("draw against a loss")
        << smallFile({{1, 1, "   3 w ="}}) << true << "line 5, column 99: round 1: result \"=\"";
    QTest::newRow("forfeit win against a loss")
        << smallFile({{2, 1, "   4 b +"}}) << true << "line 6, column 99: round 1: result \"+\"";
    QTest::newRow("not played against a result")
        << smallFile({{1, 1, "   3 w  "}}) << true << "line 5, column 99: round 1: result \" \"";
    QTest::newRow("same colour") << smallFile({{3, 1, "   1 w 0"}}) << false
                                 << "line 5, column 97: round 1: players 1 and 3 both have the "
                                    "same colour";
    QTest::newRow("two pairing-allocated byes")
        << smallFile({{3, 2, "0000 - U"}, {4, 2, "0000 - U"}, {3, 0, " 1.0"}, {4, 0, " 1.0"}})
        << false << "line 7, column 109: round 2: players 3, 4 all have the pairing-allocated bye";
    QTest::newRow("points that do not add up")
        << smallFile({{2, 0, " 2.5"}}) << false
        << "line 6, column 81: player 2: the file says 2.5 points, the rounds add up to 1.5";
}

void tst_Cli::inconsistentFiles()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, refused);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("x.trf")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(data);
    file.close();
    const CliRun clean = [&] {
        QFile base(dir.filePath(QStringLiteral("base.trf")));
        base.open(QIODevice::WriteOnly);
        base.write(smallFile({}));
        base.close();
        return runCliCommand({QStringLiteral("check"), base.fileName()});
    }();
    QCOMPARE(clean.code, int(ExitOk)); // the unbroken file is consistent

    const CliRun standings = runCliCommand({QStringLiteral("standings"), file.fileName()});
    QVERIFY2(standings.err.contains(message), qPrintable(standings.err));
    const CliRun check = runCliCommand({QStringLiteral("check"), file.fileName()});
    if (refused) {
        QCOMPARE(standings.code, int(ExitInput));
        QCOMPARE(check.code, int(ExitInput));
        QVERIFY2(check.err.contains(message), qPrintable(check.err));
    } else {
        QCOMPARE(standings.code, int(ExitOk));
        QVERIFY2(standings.err.contains(QStringLiteral("warning: ")), qPrintable(standings.err));
        QVERIFY(standings.out.contains(QStringLiteral("Delta, Dora"))); // still computed
        QCOMPARE(check.code, int(ExitDifferences));
        QVERIFY2(check.err.contains(message), qPrintable(check.err));
        QVERIFY2(check.out.contains(QStringLiteral("difference(s)")), qPrintable(check.out));
    }
}

void tst_Cli::inconsistentDatabase_data()
{
    // Inconsistent tournament databases: a finding that still lets the event be computed
    // is warned about once (the database's content check names its table row; the consistency
    // analysis adds what that check does not know) and fails check.
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QStringList>("sayings"); // the ways the finding is worded; once in all
    QTest::newRow("same colour") << smallFile({{3, 1, "   1 w 0"}})
                                 << QStringList {"round 1: players 1 and 3 both have the same",
                                        "row start_no 1, round 1: both players of the game"};
    QTest::newRow("two pairing-allocated byes")
        << smallFile({{3, 2, "0000 - U"}, {4, 2, "0000 - U"}, {3, 0, " 1.0"}, {4, 0, " 1.0"}})
        << QStringList {"round 2: players 3, 4 all have the pairing-allocated bye"};
    QTest::newRow("points that do not add up")
        << smallFile({{2, 0, " 2.5"}})
        << QStringList {"player 2: the file says 2.5 points, the rounds add up to 1.5"};
}

void tst_Cli::inconsistentDatabase()
{
    QFETCH(QByteArray, data);
    QFETCH(QStringList, sayings);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.arbiter"));
    {
        const TrfReadResult read = readTrf(data);
        QVERIFY(read.ok());
        TournamentDatabase db;
        QString error;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        QVERIFY2(db.importTournament(read.tournament, &error), qPrintable(error));
    }
    auto mentions = [&sayings](const QString &text) {
        int n = 0;
        for (const QString &s : sayings)
            n += int(text.count(s));
        return n;
    };
    const CliRun standings = runCliCommand({QStringLiteral("standings"), path});
    QCOMPARE(standings.code, int(ExitOk));
    QVERIFY(standings.out.contains(QStringLiteral("Delta, Dora"))); // still computed
    QVERIFY2(mentions(standings.err) == 1, qPrintable(standings.err));
    QVERIFY2(standings.err.contains(QStringLiteral("warning: ")), qPrintable(standings.err));
    const CliRun check = runCliCommand({QStringLiteral("check"), path});
    QCOMPARE(check.code, int(ExitDifferences));
    QVERIFY2(mentions(check.err) == 1, qPrintable(check.err));
    QVERIFY2(check.out.contains(QStringLiteral("1 difference(s)")), qPrintable(check.out));
}

// An event imported from a TRF written after round 2 and continued in Arbiter (round 3 entered):
// check compares the imported points and ranks with the standings after round 2, not with all
// rounds. The same content as a TRF file is inconsistent: its totals must count every round.
void tst_Cli::databaseContinuedInArbiter()
{
    QByteArray data = smallFile({});
    data.replace("XXR 2", "XXR 3");
    QList<QByteArray> lines = data.split('\n');
    const QList<QByteArray> round3 {"     4 w 1", "     3 w =", "     2 b =", "     1 b 0"};
    for (int i = 0; i < 4; ++i)
        lines[4 + i] += round3[i];
    data = lines.join('\n');
    QTemporaryDir dir;
    const QString trf = dir.filePath(QStringLiteral("continued.trf"));
    {
        QFile file(trf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(data);
    }
    const QString path = dir.filePath(QStringLiteral("continued.arbiter"));
    {
        const TrfReadResult read = readTrf(data);
        QVERIFY2(
            read.ok(), qPrintable(read.errors.isEmpty() ? QString() : read.errors[0].toString()));
        QCOMPARE(read.tournament.roundCount(), 3);
        TournamentDatabase db;
        QString error;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        QVERIFY2(db.importTournament(read.tournament, &error), qPrintable(error));
    }
    const CliRun database = runCliCommand({QStringLiteral("check"), path});
    QVERIFY2(database.out.contains(QStringLiteral(
                 "the imported points and ranks are those after round 2; checked against the "
                 "standings after round 2")),
        qPrintable(database.out));
    QVERIFY2(database.out.contains(QStringLiteral("points and ranks agree (4 players)")),
        qPrintable(database.out));
    QCOMPARE(database.code, int(ExitOk));

    const CliRun file = runCliCommand({QStringLiteral("check"), trf});
    QCOMPARE(file.code, int(ExitDifferences));
    QVERIFY2(file.out.contains(QStringLiteral("player 1 (Alpha, Anna): file says 1.5 points, "
                                              "computed 2.5")),
        qPrintable(file.out));
    // Round 3 asked for explicitly: the database is checked against all three rounds.
    const CliRun all = runCliCommand(
        {QStringLiteral("check"), path, QStringLiteral("--rounds"), QStringLiteral("3")});
    QCOMPARE(all.code, int(ExitDifferences));

    // A start list imported before round 1 (every total 0) and played here: no totals of its
    // own to check, and none is reported wrong.
    const QString started = dir.filePath(QStringLiteral("started.arbiter"));
    {
        TrfReadResult read = readTrf(smallFile({}));
        QVERIFY(read.ok());
        for (Player &p : read.tournament.players) {
            p.declaredPoints = Fixed();
            p.hasDeclaredPoints = true;
            p.declaredRank = 0;
        }
        TournamentDatabase db;
        QString error;
        QVERIFY2(db.create(started, &error), qPrintable(error));
        QVERIFY2(db.importTournament(read.tournament, &error), qPrintable(error));
    }
    const CliRun startList = runCliCommand({QStringLiteral("check"), started});
    QVERIFY2(startList.out.contains(QStringLiteral("imported as a start list")),
        qPrintable(startList.out));
    QVERIFY2(!startList.out.contains(QStringLiteral("file says")), qPrintable(startList.out));
    QCOMPARE(startList.code, int(ExitOk));
}

void tst_Cli::failedWritesLeaveTheOldFile()
{
    // A write that fails part way (a full disk; here the system's limit on the size of a file a
    // process may write, which fails the same write() calls) is reported with the file's name
    // and leaves the old file as it was, with nothing beside it: pair --write over the event's
    // own TRF, generate --write, export, presets export and publish.
    QCOMPARE(writeErrorText(QStringLiteral("/x/event.trf"), ENOSPC),
        QStringLiteral("cannot write /x/event.trf: the disk is full"));
    QTemporaryDir dir;
    const QString event = dir.filePath(QStringLiteral("event.trf"));
    const QStringList generate {QStringLiteral("generate"), QStringLiteral("--players"),
        QStringLiteral("30"), QStringLiteral("--rounds"), QStringLiteral("3"),
        QStringLiteral("--seed"), QStringLiteral("5")};
    CliRun r = runCliCommand(generate + QStringList {QStringLiteral("--write"), event});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(event);
    QVERIFY(f.open(QIODevice::ReadOnly));
    // Five rounds planned, three played: pair has a round 4 to write.
    QByteArray before = f.readAll();
    f.close();
    QVERIFY(before.contains("\nXXR 3\n"));
    before.replace("\nXXR 3\n", "\nXXR 5\n");
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(before), before.size());
    f.close();
    QVERIFY(before.size() > 2000);
    QVERIFY2(runCliCommand({QStringLiteral("pair"), event}).code == 0, "round 4 pairs");
    const QString report = dir.filePath(QStringLiteral("report.trf"));
    QVERIFY(QFile::copy(event, report));
    const QString preset = dir.filePath(QStringLiteral("preset.json"));
    QVERIFY(QFile(preset).open(QIODevice::WriteOnly));
    const QString site = dir.filePath(QStringLiteral("site"));
    QVERIFY(QDir().mkpath(site));

    rlimit old {};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    auto *previous = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = 100;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const QList<QStringList> commands {
        {QStringLiteral("pair"), event, QStringLiteral("--write"), event},
        generate + QStringList {QStringLiteral("--write"), event},
        {QStringLiteral("export"), event, report},
        {QStringLiteral("presets"), QStringLiteral("export"),
            QStringLiteral("fide-individual-swiss-2026"), preset},
        {QStringLiteral("publish"), event, QStringLiteral("--out"), site},
    };
    QList<CliRun> runs;
    for (const QStringList &c : commands)
        runs.append(runCliCommand(c));
    // The same for a file written from another one a chunk at a time (restoring a backup).
    QFile source(event);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QString copyError;
    const bool copied = writeFileWhole(report, source, &copyError);
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, previous);
    QVERIFY(!copied);
    QVERIFY2(copyError.startsWith(QStringLiteral("cannot write ") + report), qPrintable(copyError));

    for (int i = 0; i < runs.size(); ++i) {
        const QString what = commands[i].join(u' ');
        QVERIFY2(runs[i].code != 0, qPrintable(what));
        QVERIFY2(runs[i].err.contains(QStringLiteral("cannot write ")),
            qPrintable(what + u'\n' + runs[i].err));
    }
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    QFile r2(report);
    QVERIFY(r2.open(QIODevice::ReadOnly));
    QCOMPARE(r2.readAll(), before);
    QCOMPARE(QFileInfo(preset).size(), 0);
    QCOMPARE(QDir(site).entryList(QDir::Files).size(), 0);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 3); // nothing left beside them
}

void tst_Cli::failedCopiesLeaveNothing()
{
    // copy into a new event file on a disk that fills up (here the system's limit on the size of
    // a file a process may write) fails with the cause after the file's name and leaves no file
    // at TO that would open as an empty event: a TRF imported, an event file copied. Each limit
    // stops the writing at another place: the file's first page, the schema, the rows.
    QTemporaryDir dir;
    const QString trf = dir.filePath(QStringLiteral("event.trf"));
    CliRun r = runCliCommand({QStringLiteral("generate"), QStringLiteral("--players"),
        QStringLiteral("60"), QStringLiteral("--rounds"), QStringLiteral("5"),
        QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--write"), trf});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString event = dir.filePath(QStringLiteral("event.arbiter"));
    r = runCliCommand({QStringLiteral("copy"), trf, event});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QStringList before = QDir(dir.path()).entryList(QDir::Files);

    rlimit old {};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    auto *previous = std::signal(SIGXFSZ, SIG_IGN);
    QList<CliRun> runs;
    QStringList what;
    for (const rlim_t limit : {rlim_t(200), rlim_t(5000), rlim_t(30000), rlim_t(90000)}) {
        for (const QString &from : {trf, event}) {
            const QString to = dir.filePath(QStringLiteral("copy.arbiter"));
            rlimit small = old;
            small.rlim_cur = limit;
            QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
            runs.append(runCliCommand({QStringLiteral("copy"), from, to}));
            setrlimit(RLIMIT_FSIZE, &old);
            what.append(QStringLiteral("copy %1 %2 with files up to %3 bytes")
                            .arg(QFileInfo(from).fileName(), QFileInfo(to).fileName())
                            .arg(limit));
            // Nothing beside the files that were there: no copy.arbiter, -wal, -shm or lock.
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files), before);
        }
    }
    std::signal(SIGXFSZ, previous);
    for (int i = 0; i < runs.size(); ++i) {
        const QString message = runs[i].err.trimmed();
        QVERIFY2(runs[i].code != 0, qPrintable(what[i]));
        QVERIFY2(message.contains(QStringLiteral("copy.arbiter")),
            qPrintable(what[i] + u'\n' + message));
        // The cause in words after the name, never an empty one.
        QVERIFY2(
            message.contains(QStringLiteral("the disk")), qPrintable(what[i] + u'\n' + message));
        QVERIFY2(!message.contains(QStringLiteral(": \n")) && !message.endsWith(u':'),
            qPrintable(what[i] + u'\n' + message));
    }
}

void tst_Cli::unusableTieBreakListNotImported()
{
    // A TRF whose 202 list does not parse: standings on the TRF refuse it; copied into an event
    // it is left out with a warning naming the line, and the event's standings, check and site
    // use the default list.
    QFile demo(QStringLiteral(ARBITER_DEMO_TRF));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = demo.readAll().split('\n');
    int listLine = 0;
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith("202 ")) {
            lines[i] = "202 BH/C1,FOO,SB";
            listLine = i + 1;
        }
    QVERIFY(listLine > 0);
    QTemporaryDir dir;
    const QString trf = dir.filePath(QStringLiteral("bad-list.trf"));
    QFile f(trf);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(lines.join('\n'));
    f.close();
    CliRun r = runCliCommand({QStringLiteral("standings"), trf});
    QVERIFY(r.code != 0);
    QVERIFY2(r.err.contains(QStringLiteral("\"FOO\"")), qPrintable(r.err));

    const QString event = dir.filePath(QStringLiteral("bad-list.arbiter"));
    r = runCliCommand({QStringLiteral("copy"), trf, event});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("line %1: the tie-break list \"BH/C1 FOO SB\" cannot "
                                           "be used (tie-break \"FOO\": unknown acronym")
                                .arg(listLine)),
        qPrintable(r.err));
    const CliRun standings = runCliCommand(
        {QStringLiteral("standings"), event, QStringLiteral("--format"), QStringLiteral("tsv")});
    QVERIFY2(standings.code == 0, qPrintable(standings.err));
    // The default list of a Swiss event, as for a TRF without 202.
    const QByteArray without
        = QByteArray(lines.join('\n')).replace("\n202 BH/C1,FOO,SB", QByteArray());
    const QString plain = dir.filePath(QStringLiteral("no-list.trf"));
    QFile g(plain);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(without);
    g.close();
    const CliRun expected = runCliCommand(
        {QStringLiteral("standings"), plain, QStringLiteral("--format"), QStringLiteral("tsv")});
    QVERIFY2(expected.code == 0, qPrintable(expected.err));
    QCOMPARE(standings.out, expected.out);
    QCOMPARE(runCliCommand({QStringLiteral("check"), event}).code, 0);
    r = runCliCommand({QStringLiteral("publish"), event, QStringLiteral("--out"),
        dir.filePath(QStringLiteral("site"))});
    QVERIFY2(r.code == 0, qPrintable(r.err));
}

// C.02 A9, C25, C26: the checker reads a TRF-16/TRF-06 file (no record of TRF-2026) and reports
// every adjustment the reader made: the type taken from the games, the value of the
// pairing-allocated bye taken from the totals. A file that names no system has its pairings
// checked only when asked (--system dutch).
void tst_Cli::checkerReportsAdjustments()
{
    Tournament t;
    t.name = QStringLiteral("Old club Swiss");
    // Round 1 as the Dutch system pairs five players: 1-3, 4-2, 5 gets the bye; the totals
    // count the bye as a draw.
    const struct
    {
        int opponent;
        Colour colour;
        char code;
        qint64 points; // tenths
    } rounds[] = {{3, Colour::White, '1', 10}, {4, Colour::Black, '=', 5},
        {1, Colour::Black, '0', 0}, {2, Colour::White, '=', 5}, {0, Colour::None, 'U', 5}};
    for (int i = 0; i < 5; ++i) {
        Player p;
        p.startNo = i + 1;
        p.name = QStringLiteral("Player %1").arg(i + 1);
        p.rating = 2000 - 10 * i;
        p.rounds.append({rounds[i].opponent, rounds[i].colour, rounds[i].code});
        p.declaredPoints = Fixed::fromRaw(rounds[i].points * Fixed::Scale / 10);
        p.hasDeclaredPoints = true;
        t.players.append(p);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.trf"));
    QString error;
    QVERIFY2(writeFileWhole(path, writeTrf(t), &error), qPrintable(error));

    const CliRun text = runCliCommand({QStringLiteral("check"), path});
    QVERIFY2(text.code == 0, qPrintable(text.out + text.err));
    QVERIFY2(text.out.contains(QStringLiteral("old.trf: TRF-16/TRF-06, 5 players, 1 round")),
        qPrintable(text.out));
    QVERIFY2(text.out.contains(
                 QStringLiteral("adjusted: no tournament type (092 or 192): read as a Swiss")),
        qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("adjusted: no scoring record (162): a "
                                              "pairing-allocated bye is taken as worth 0.5")),
        qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("pairings not checked: the file names no pairing "
                                              "system")),
        qPrintable(text.out));

    const CliRun json = runCliCommand({QStringLiteral("check"), path, QStringLiteral("--system"),
        QStringLiteral("dutch"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(json.code == 0, qPrintable(json.out + json.err));
    const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(report[QStringLiteral("format")].toString(), QStringLiteral("TRF-16/TRF-06"));
    QCOMPARE(report[QStringLiteral("adjustments")].toArray().size(), 2);
    const QJsonObject pairings = report[QStringLiteral("pairings")].toObject();
    QVERIFY(pairings[QStringLiteral("checked")].toBool());
    QCOMPARE(pairings[QStringLiteral("rounds")].toArray().size(), 1);
    QVERIFY(pairings[QStringLiteral("rounds")].toArray()[0][QStringLiteral("agrees")].toBool());

    // Another pairing written in the file is found once the system is given: 1-4, 2-3.
    Tournament other = t;
    other.players[0].rounds[0] = {4, Colour::White, '1'};
    other.players[1].rounds[0] = {3, Colour::Black, '='};
    other.players[2].rounds[0] = {2, Colour::White, '='};
    other.players[3].rounds[0] = {1, Colour::Black, '0'};
    other.players[2].declaredPoints = Fixed::half();
    other.players[3].declaredPoints = Fixed();
    const QString otherPath = dir.filePath(QStringLiteral("other.trf"));
    QVERIFY(writeFileWhole(otherPath, writeTrf(other), &error));
    const CliRun differs = runCliCommand(
        {QStringLiteral("check"), otherPath, QStringLiteral("--system"), QStringLiteral("dutch")});
    QCOMPARE(differs.code, int(ExitDifferences));
    QVERIFY2(differs.out.contains(QStringLiteral("round 1 differs: file 1-4 3-2; engine 1-3 4-2")),
        qPrintable(differs.out));
    // Imported as it is in the app, the round carries its record (C.02 C29), which the checker
    // names; it still differs.
    other.otherRecords.append(
        {QStringLiteral("### Import @ Round 1: file 1-4 3-2; engine 1-3 4-2")});
    QVERIFY(writeFileWhole(otherPath, writeTrf(other), &error));
    const CliRun recorded = runCliCommand(
        {QStringLiteral("check"), otherPath, QStringLiteral("--system"), QStringLiteral("dutch")});
    QCOMPARE(recorded.code, int(ExitDifferences));
    QVERIFY2(recorded.out.contains(QStringLiteral("engine 1-3 4-2 (recorded when it was imported: "
                                                  "### Import @ Round 1: file 1-4 3-2; engine 1-3 "
                                                  "4-2)")),
        qPrintable(recorded.out));
    QCOMPARE(runCliCommand({QStringLiteral("check"), otherPath, QStringLiteral("--format"),
                               QStringLiteral("tsv")})
                 .code,
        int(ExitUsage));
}

QTEST_GUILESS_MAIN(tst_Cli)
void tst_Cli::versionIsMajorMinor()
{
    // FIDE's program checklist A5: a version is major.minor; the CLI gives it, and the rating
    // report names it in its 182 record.
    const CliRun r = runCliCommand({QStringLiteral("--version")});
    QCOMPARE(r.code, 0);
    static const QRegularExpression majorMinor(QStringLiteral("^arbiter-cli (\\d+\\.\\d+)\n$"));
    const auto m = majorMinor.match(r.out);
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    QTemporaryDir dir;
    const QString report = dir.filePath(QStringLiteral("report.trf"));
    const CliRun exported
        = runCliCommand({QStringLiteral("export"), generated("gen_swiss_10p_5r_s201.trf"), report});
    QVERIFY2(exported.code == 0, qPrintable(exported.err));
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY2(QString::fromUtf8(file.readAll())
                 .contains(QStringLiteral("\n182 Arbiter %1\n").arg(m.captured(1))),
        qPrintable(report));
}

#include "tst_cli.moc"
