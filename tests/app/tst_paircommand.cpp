// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli pair, check-pairings and generate: formats, round trips and exit codes.
#include "cli.h"
#include "clirun.h"
#include "trf/trf.h"

#include "testpaths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

namespace {

QStringList generateArgs(const QString &seed)
{
    return {QStringLiteral("generate"), QStringLiteral("--players"), QStringLiteral("15"),
        QStringLiteral("--rounds"), QStringLiteral("5"), QStringLiteral("--seed"), seed,
        QStringLiteral("--forfeit-rate"), QStringLiteral("0.05"), QStringLiteral("--bye-rate"),
        QStringLiteral("0.05")};
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

//! Returns \a trf as it stood before round \a round was paired: later rounds dropped, the
//! byes of that round kept, and the points written again.
QString beforeLastRound(const QString &trf, int round)
{
    Tournament t = readTrf(trf.toUtf8()).tournament;
    for (Player &p : t.players) {
        p.rounds.resize(round);
        RoundEntry &e = p.rounds[round - 1];
        if (e.opponent > 0 || e.code == 'U')
            e = RoundEntry();
        Fixed sum;
        for (const RoundEntry &x : p.rounds)
            sum += t.scoring.points(x);
        p.declaredPoints = sum;
    }
    return QString::fromUtf8(writeTrf(t));
}

} // namespace

class tst_PairCommand : public QObject
{
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void generateIsReproducible();
    void tsvAndText();
    void trfRoundTrip();
    void goldenCase();
    void checkPairings();
    void refusals_data();
    void refusals();

private:
    QTemporaryDir m_dir;
};

void tst_PairCommand::generateIsReproducible()
{
    const CliRun a = runCliCommand(generateArgs(QStringLiteral("7")));
    const CliRun b = runCliCommand(generateArgs(QStringLiteral("7")));
    const CliRun c = runCliCommand(generateArgs(QStringLiteral("8")));
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out != c.out);
    const TrfReadResult read = readTrf(a.out.toUtf8());
    QVERIFY(read.ok());
    QCOMPARE(read.tournament.players.size(), 15);
    QCOMPARE(read.tournament.roundCount(), 5);
}

void tst_PairCommand::tsvAndText()
{
    // Four rounds played: pair round 5 of the generated event.
    const CliRun g = runCliCommand(generateArgs(QStringLiteral("11")));
    const QString path = m_dir.filePath(QStringLiteral("r5.trf"));
    QVERIFY(writeFile(path, beforeLastRound(g.out, 5).toUtf8()));
    const CliRun tsv = runCliCommand(
        {QStringLiteral("pair"), path, QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(tsv.code, 0);
    const QStringList lines = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("board\twhite\tblack"));
    QSet<QString> seen;
    int byes = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList f = lines[i].split(u'\t');
        QCOMPARE(f.size(), 3);
        QCOMPARE(f[0].toInt(), i);
        for (const QString &s : {f[1], f[2]}) {
            if (s == u"0") {
                ++byes;
                continue;
            }
            QVERIFY2(!seen.contains(s), qPrintable(s + QStringLiteral(" paired twice")));
            seen.insert(s);
        }
    }
    QVERIFY(byes <= 1);
    // The same pairing as the engine made when the file was generated.
    const CliRun same = runCliCommand({QStringLiteral("pair"), path, QStringLiteral("--round"),
        QStringLiteral("5"), QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(same.out, tsv.out);
    const CliRun text = runCliCommand({QStringLiteral("pair"), path});
    QCOMPARE(text.code, 0);
    QVERIFY(text.out.contains(QStringLiteral("round 5")));
    QVERIFY(text.out.contains(QStringLiteral("Player 0001")));
}

void tst_PairCommand::trfRoundTrip()
{
    const CliRun g = runCliCommand(generateArgs(QStringLiteral("12")));
    const QString path = m_dir.filePath(QStringLiteral("in.trf"));
    const QString outPath = m_dir.filePath(QStringLiteral("out.trf"));
    QVERIFY(writeFile(path, beforeLastRound(g.out, 5).toUtf8()));
    const CliRun trf = runCliCommand({QStringLiteral("pair"), path, QStringLiteral("--format"),
        QStringLiteral("trf"), QStringLiteral("--write"), outPath});
    QCOMPARE(trf.code, 0);
    const TrfReadResult read = readTrfFile(outPath);
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    QCOMPARE(readTrf(trf.out.toUtf8()).tournament, read.tournament);
    // Every paired player has an opponent and a colour in round 5, and no result yet.
    int paired = 0;
    for (const Player &p : read.tournament.players) {
        const RoundEntry e = p.rounds.value(4);
        if (e.opponent > 0) {
            ++paired;
            QVERIFY(e.colour != Colour::None);
            QCOMPARE(e.code, ' ');
        }
    }
    QVERIFY(paired >= 12);
}

void tst_PairCommand::goldenCase()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the golden pairing case is not run");
    const QString base = sharedDir() + QStringLiteral("/fixtures/pairing/case_01_r03");
    const CliRun r = runCliCommand({QStringLiteral("pair"), base + QStringLiteral(".trf"),
        QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(r.code, 0);
    QStringList got;
    for (const QString &l : r.out.split(u'\n', Qt::SkipEmptyParts).mid(1))
        got << l.section(u'\t', 1);
    got.sort();
    QFile f(base + QStringLiteral(".pairs"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QStringList want = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    want.sort();
    QCOMPARE(got, want);
}

void tst_PairCommand::checkPairings()
{
    const CliRun g = runCliCommand(generateArgs(QStringLiteral("13")));
    const QString path = m_dir.filePath(QStringLiteral("full.trf"));
    QVERIFY(writeFile(path, g.out.toUtf8()));
    const CliRun ok = runCliCommand({QStringLiteral("check-pairings"), path});
    QCOMPARE(ok.code, 0);
    // Swap the colours of one round-2 game: the round then differs from the engine's pairing.
    Tournament t = readTrf(g.out.toUtf8()).tournament;
    for (Player &p : t.players) {
        RoundEntry &e = p.rounds[1];
        if (e.opponent > 0) {
            RoundEntry &o = t.players[t.indexOf(e.opponent)].rounds[1];
            std::swap(e.colour, o.colour);
            break;
        }
    }
    const QString changed = m_dir.filePath(QStringLiteral("changed.trf"));
    QVERIFY(writeFile(changed, writeTrf(t)));
    const CliRun diff = runCliCommand({QStringLiteral("check-pairings"), changed});
    QCOMPARE(diff.code, 1);
    QVERIFY2(diff.out.contains(QStringLiteral("round 2 differs")), qPrintable(diff.out));
}

void tst_PairCommand::refusals_data()
{
    QTest::addColumn<QString>("mutation");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("points do not add up") << "points" << QStringList() << 3 << "line ";
    QTest::newRow("player paired twice") << "twice" << QStringList() << 3 << "round 1";
    QTest::newRow("round beyond the next")
        << "" << QStringList {"--round", "7"} << 3 << "cannot be paired";
    QTest::newRow("round zero") << "" << QStringList {"--round", "0"} << 3 << "cannot be paired";
    QTest::newRow("bad format") << "" << QStringList {"--format", "xml"} << 2 << "--format";
    QTest::newRow("unknown option") << "" << QStringList {"--colour"} << 2 << "unexpected";
}

void tst_PairCommand::refusals()
{
    QFETCH(QString, mutation);
    QFETCH(QStringList, extra);
    QFETCH(int, code);
    QFETCH(QString, message);
    const CliRun g = runCliCommand(generateArgs(QStringLiteral("14")));
    QStringList lines = beforeLastRound(g.out, 5).split(u'\n');
    if (mutation == u"points") {
        for (QString &l : lines)
            if (l.startsWith(QLatin1String("001    2")))
                l.replace(80, 4, QStringLiteral("44.0"));
    } else if (mutation == u"twice") {
        // Player 1's round-1 opponent becomes player 2's.
        QString two;
        for (const QString &l : std::as_const(lines))
            if (l.startsWith(QLatin1String("001    2")))
                two = l.mid(91, 4);
        for (QString &l : lines)
            if (l.startsWith(QLatin1String("001    1 ")))
                l.replace(91, 4, two);
    }
    const QString path = m_dir.filePath(QStringLiteral("bad.trf"));
    const QString outPath
        = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".trf"));
    QVERIFY(writeFile(path, lines.join(u'\n').toUtf8()));
    const CliRun r = runCliCommand(
        QStringList {QStringLiteral("pair"), path, QStringLiteral("--write"), outPath} + extra);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(!QFile::exists(outPath), "nothing is written on a refusal");
}

QTEST_GUILESS_MAIN(tst_PairCommand)
#include "tst_paircommand.moc"
