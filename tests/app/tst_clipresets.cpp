// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli with presets and US Chess tie-breaks (app/cli/cli.cpp): `presets`, `standings
// --preset`.
#include "cli.h"
#include "tournamentbuilder.h"
#include "trf/trf.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace arb;

namespace {

// The Rule 34 example of tst_ustiebreaks: player 3 withdraws after round 3, 4 takes a half-point
// bye, 6 a pairing bye.
const QStringList ruleExample = {
    QStringLiteral("4w1 2b0 3w1 5b= 6w0"),
    QStringLiteral("5w1 1w1 6b= 4w0 5b0"),
    QStringLiteral("6w1 4b1 1b0 . ."),
    QStringLiteral("1b0 3w0 5w1 2b1 H"),
    QStringLiteral("2b0 6w= 4b0 1w= 2w1"),
    QStringLiteral("3b0 5b= 2w= U 1b1"),
};

// A four-player round robin in which 1 and 2 share the top score (2 points each).
const QStringList sharedTop = {
    QStringLiteral("2w= 3b1 4w="),
    QStringLiteral("1b= 4w1 3b="),
    QStringLiteral("4b1 1w0 2w="),
    QStringLiteral("3w0 2b0 1b="),
};

} // namespace

class tst_CliPresets : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void listPresets();
    void showPreset();
    void standingsWithPreset();
    void usDefaultWithoutList();
    void playoffNote();
    void presetErrors_data();
    void presetErrors();
    void exportImport();
    void importNewerFormat();
    void saveUserPreset();

private:
    int run(const QStringList &args);
    QString writeTournament(const QStringList &rows, const QString &federation = QString());

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_out;
    QString m_err;
};

void tst_CliPresets::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_out.clear();
    m_err.clear();
}

void tst_CliPresets::cleanup()
{
    m_dir.reset();
}

int tst_CliPresets::run(const QStringList &args)
{
    m_out.clear();
    m_err.clear();
    QTextStream out(&m_out), err(&m_err);
    QStringList all = args;
    all.insert(1, QStringLiteral("--preset-dir")); // after the command, before a trailing option
    all.insert(2, m_dir->filePath(QStringLiteral("user")));
    const int code = runCli(all, out, err);
    out.flush();
    err.flush();
    return code;
}

QString tst_CliPresets::writeTournament(const QStringList &rows, const QString &federation)
{
    Tournament t;
    const QString error = buildTournament(rows, &t);
    if (!error.isEmpty())
        qFatal("bad test tournament: %s", qPrintable(error));
    t.name = QStringLiteral("Test");
    t.federation = federation;
    const QString path = m_dir->filePath(QStringLiteral("t.trf"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(writeTrf(t)) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void tst_CliPresets::listPresets()
{
    QCOMPARE(run({QStringLiteral("presets")}), int(ExitOk));
    const QStringList lines = m_out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 14); // ten presets and the 2026 twins of the four FIDE ones
    QVERIFY2(m_out.contains(QStringLiteral("national-b6-swiss")), qPrintable(m_out));
    QVERIFY2(m_out.contains(QStringLiteral("US Chess default")), qPrintable(m_out));
}

void tst_CliPresets::showPreset()
{
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("show"), QStringLiteral("us-chess")}),
        int(ExitOk));
    QVERIFY2(
        m_out.contains(QStringLiteral("tie-break 1: MM  [US Chess Rule 34E1]")), qPrintable(m_out));
    QVERIFY2(m_out.contains(QStringLiteral("tie-break 4: OCUM  [US Chess Rule 34E9]")),
        qPrintable(m_out));
    QVERIFY2(m_out.contains(QStringLiteral("unplayed rounds: us-chess-34e1")), qPrintable(m_out));
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("show"),
                 QStringLiteral("tata-steel-masters")}),
        int(ExitOk));
    QVERIFY2(m_out.contains(QStringLiteral(
                 "play-off: tata-steel-masters  [Tata Steel tiebreak regulations A-F]")),
        qPrintable(m_out));
}

void tst_CliPresets::standingsWithPreset()
{
    const QString file = writeTournament(ruleExample);
    QCOMPARE(run({QStringLiteral("standings"), file, QStringLiteral("--preset"),
                 QStringLiteral("us-chess"), QStringLiteral("--format"), QStringLiteral("tsv")}),
        int(ExitOk));
    const QStringList lines = m_out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 7);
    QCOMPARE(lines[0], QStringLiteral("rank\tstartno\tname\tpoints\tMM\tSOLK\tCUM\tOCUM"));
    // Values worked by hand from Rule 34 (see tst_ustiebreaks).
    QCOMPARE(lines[1], QStringLiteral("1\t6\tPlayer 6\t3\t10\t10\t5.5\t32.5"));
    QCOMPARE(lines[2], QStringLiteral("2\t1\tPlayer 1\t2.5\t7.5\t12.5\t9\t34"));
    QCOMPARE(lines[3], QStringLiteral("3\t2\tPlayer 2\t2.5\t7\t11.5\t10.5\t27.5"));
    QCOMPARE(lines[6], QStringLiteral("6\t3\tPlayer 3\t2\t5\t7.5\t9\t19.5"));
    // The preset is named by its display name just as well.
    QCOMPARE(
        run({QStringLiteral("standings"), file, QStringLiteral("--preset"),
            QStringLiteral("US Chess default"), QStringLiteral("--format"), QStringLiteral("tsv")}),
        int(ExitOk));
    QCOMPARE(m_out.split(u'\n', Qt::SkipEmptyParts), lines);
}

void tst_CliPresets::usDefaultWithoutList()
{
    const QString file = writeTournament(ruleExample, QStringLiteral("USA"));
    QCOMPARE(
        run({QStringLiteral("standings"), file, QStringLiteral("--format"), QStringLiteral("csv")}),
        int(ExitOk));
    QVERIFY2(m_out.startsWith(QStringLiteral("rank,startno,name,points,MM,SOLK,CUM,OCUM\n")),
        qPrintable(m_out));
    const QString fide = writeTournament(ruleExample, QStringLiteral("FID"));
    QCOMPARE(
        run({QStringLiteral("standings"), fide, QStringLiteral("--format"), QStringLiteral("csv")}),
        int(ExitOk));
    QVERIFY2(
        m_out.startsWith(QStringLiteral("rank,startno,name,points,BH/C1,")), qPrintable(m_out));
}

void tst_CliPresets::playoffNote()
{
    const QString file = writeTournament(sharedTop);
    QCOMPARE(run({QStringLiteral("standings"), file, QStringLiteral("--preset"),
                 QStringLiteral("tata-steel-masters")}),
        int(ExitOk));
    QVERIFY2(m_out.contains(QStringLiteral(
                 "play-off tata-steel-masters (Tata Steel tiebreak regulations A-F) for "
                 "first place between start numbers 1, 2")),
        qPrintable(m_out));
}

void tst_CliPresets::presetErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown preset")
        << QStringList {"--preset", "nothing"} << int(ExitPreset) << "unknown preset \"nothing\"";
    QTest::newRow("team preset on individual standings") << QStringList {
        "--preset", "fide-team-swiss"} << int(ExitPreset) << "is for team competitions";
    QTest::newRow("preset and tie-breaks together") << QStringList {"--preset", "us-chess",
        "--tiebreaks", "BH"} << int(ExitUsage) << "exclude each other";
    QTest::newRow("preset without a name")
        << QStringList {"--preset"} << int(ExitUsage) << "--preset needs a value";
    QTest::newRow("round robin preset on a Swiss warns")
        << QStringList {"--preset", "national-b6-round-robin"} << int(ExitOk)
        << "warning: preset \"national-b6-round-robin\" is meant for round-robin tournaments";
}

void tst_CliPresets::presetErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const QString file = writeTournament(ruleExample);
    QCOMPARE(run(QStringList {QStringLiteral("standings"), file} + args), code);
    QVERIFY2(m_err.contains(message), qPrintable(m_err));
}

void tst_CliPresets::exportImport()
{
    const QString file = m_dir->filePath(QStringLiteral("b6.json"));
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("export"),
                 QStringLiteral("national-b6-swiss"), file}),
        int(ExitOk));
    // The exported file, renamed, becomes a user preset.
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray json = f.readAll();
    f.close();
    json.replace("\"id\": \"national-b6-swiss\"", "\"id\": \"club-b6\"");
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(json);
    f.close();
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("import"), file}), int(ExitOk));
    QVERIFY2(m_out.contains(QStringLiteral("preset \"club-b6\" (version 1) imported")),
        qPrintable(m_out));
    QCOMPARE(run({QStringLiteral("presets")}), int(ExitOk));
    QVERIFY2(m_out.contains(
                 QRegularExpression(QStringLiteral("club-b6 +v1 +\\(user\\) National B.6 Swiss"))),
        qPrintable(m_out));
    const QString trf = writeTournament(ruleExample);
    QCOMPARE(run({QStringLiteral("standings"), trf, QStringLiteral("--preset"),
                 QStringLiteral("club-b6"), QStringLiteral("--format"), QStringLiteral("tsv")}),
        int(ExitOk));
    QVERIFY2(
        m_out.startsWith(QStringLiteral("rank\tstartno\tname\tpoints\tDEA\tBH/C1\tBH\tBPG\tWIN\n")),
        qPrintable(m_out));
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("remove"), QStringLiteral("club-b6")}),
        int(ExitOk));
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("show"), QStringLiteral("club-b6")}),
        int(ExitPreset));
}

void tst_CliPresets::importNewerFormat()
{
    const QString file = m_dir->filePath(QStringLiteral("us.json"));
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("export"), QStringLiteral("us-chess"),
                 file}),
        int(ExitOk));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray json = f.readAll();
    f.close();
    json.replace("\"formatVersion\": 1", "\"formatVersion\": 2");
    json.replace("\"id\": \"us-chess\"", "\"id\": \"us-chess-2030\"");
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(json);
    f.close();
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("import"), file}), int(ExitPreset));
    QVERIFY2(
        m_err.contains(QStringLiteral("written by a newer version of Arbiter")), qPrintable(m_err));
}

void tst_CliPresets::saveUserPreset()
{
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("save"), QStringLiteral("club-quick"),
                 QStringLiteral("--preset"), QStringLiteral("us-chess"), QStringLiteral("--name"),
                 QStringLiteral("Club quick"), QStringLiteral("--tiebreaks"),
                 QStringLiteral("cum kash bh/c1")}),
        int(ExitOk));
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("show"), QStringLiteral("Club quick")}),
        int(ExitOk));
    QVERIFY2(m_out.startsWith(QStringLiteral("club-quick (version 1, user): Club quick\n")),
        qPrintable(m_out));
    QVERIFY2(m_out.contains(QStringLiteral("tie-break 1: CUM  [US Chess Rule 34E3]")),
        qPrintable(m_out));
    QVERIFY2(m_out.contains(QStringLiteral("tie-break 2: KASH  [US Chess Rule 34E7]")),
        qPrintable(m_out));
    QVERIFY2(
        m_out.contains(QStringLiteral("tie-break 3: BH/C1  [C.07 Art. 8.1]")), qPrintable(m_out));
    QVERIFY2(m_out.contains(QStringLiteral("unplayed rounds: us-chess-34e1")),
        qPrintable(m_out)); // from the base
    const QString trf = writeTournament(ruleExample);
    QCOMPARE(run({QStringLiteral("standings"), trf, QStringLiteral("--preset"),
                 QStringLiteral("club-quick"), QStringLiteral("--format"), QStringLiteral("tsv")}),
        int(ExitOk));
    QVERIFY2(m_out.startsWith(QStringLiteral("rank\tstartno\tname\tpoints\tCUM\tKASH\tBH/C1\n")),
        qPrintable(m_out));
    // Refused: a shipped id, a bad spec, no base.
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("save"), QStringLiteral("us-chess"),
                 QStringLiteral("--preset"), QStringLiteral("club-quick")}),
        int(ExitPreset));
    QVERIFY2(m_err.contains(QStringLiteral("shipped with Arbiter")), qPrintable(m_err));
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("save"), QStringLiteral("club-x"),
                 QStringLiteral("--preset"), QStringLiteral("us-chess"),
                 QStringLiteral("--tiebreaks"), QStringLiteral("MM/C1")}),
        int(ExitTieBreak));
    QCOMPARE(run({QStringLiteral("presets"), QStringLiteral("save"), QStringLiteral("club-x")}),
        int(ExitUsage));
}

QTEST_GUILESS_MAIN(tst_CliPresets)
#include "tst_clipresets.moc"
