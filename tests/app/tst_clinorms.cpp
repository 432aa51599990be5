// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli norms on a TRF file: the worked example A of the title-norms summary (a GM and an
// IM norm in nine rounds) in text, TSV and JSON; the same file after eight rounds makes none.
#include "clirun.h"
#include "normexample.h"
#include "trf/trf.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_CliNorms : public QObject
{
    Q_OBJECT

private slots:
    void exampleA();
};

void tst_CliNorms::exampleA()
{
    // Player 1 (FRA) meets players 2-10 in rounds 1-9: 1 ½ ½ 1 ½ 1 1 ½ ½.
    Tournament t = normExampleA();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("norm.trf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(writeTrf(t));
    }
    const CliRun tsv = runCliCommand(
        {QStringLiteral("norms"), path, QStringLiteral("--format"), QStringLiteral("tsv")});
    QVERIFY2(tsv.code == 0, qPrintable(tsv.err));
    const QStringList lines = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 11);
    QCOMPARE(lines[0], QStringLiteral("startno\tname\tnorms\tpossible\tdetails"));
    QVERIFY2(lines[1].startsWith(
                 QStringLiteral("1\tPlayer 1\tGM,IM\t\tGM norm made: 9 games (credited 9), "
                                "score 6.5, Ra 2447, 72 %, Rp 2613")),
        qPrintable(lines[1]));
    for (int i = 2; i < lines.size(); ++i)
        QCOMPARE(lines[i].section(u'\t', 2, 2), QString());
    const CliRun text = runCliCommand({QStringLiteral("norms"), path});
    QCOMPARE(text.code, 0);
    QVERIFY2(
        text.out.contains(QStringLiteral("1.4.8: performance 2613 = 2447 + 166 (at least 2600)")),
        qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("1 player(s) with a norm")));
    const CliRun json = runCliCommand(
        {QStringLiteral("norms"), path, QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(u"players").toArray().first().toObject().value(u"norms").toArray().size(), 2);
    // After eight rounds: eight games, no norm; both still possible, the GM norm with a draw
    // against player 10 in round 9.
    const CliRun eight = runCliCommand({QStringLiteral("norms"), path, QStringLiteral("--rounds"),
        QStringLiteral("8"), QStringLiteral("--format"), QStringLiteral("tsv")});
    const QString first = eight.out.split(u'\n', Qt::SkipEmptyParts).value(1);
    QCOMPARE(first.section(u'\t', 2, 2), QString());
    QCOMPARE(first.section(u'\t', 3, 3), QStringLiteral("GM,IM"));
    QVERIFY2(first.section(u'\t', 4).startsWith(
                 QStringLiteral("GM norm possible: a score of 0.5 needed from round 9 (Ra 2447)")),
        qPrintable(first));
    const CliRun eightText = runCliCommand(
        {QStringLiteral("norms"), path, QStringLiteral("--rounds"), QStringLiteral("8")});
    QVERIFY2(eightText.out.contains(QStringLiteral("1 Player 1: GM?, IM?\n")),
        qPrintable(eightText.out));
    QVERIFY(eightText.out.contains(QStringLiteral("is a forecast")));
    // A national championship's final waives the federation requirements (1.4.3a): the text
    // says so.
    Tournament exempt = t;
    exempt.federation = QStringLiteral("FRA");
    exempt.otherRecords.append({QStringLiteral("### Norm exemption: 1.4.3a")});
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(writeTrf(exempt));
    }
    const CliRun waived = runCliCommand({QStringLiteral("norms"), path});
    QVERIFY2(waived.out.contains(QStringLiteral(
                 "Federation requirements: final of a national championship (1.4.3a)")),
        qPrintable(waived.out));
    QVERIFY(waived.out.contains(QStringLiteral("are waived (1.4.3a)")));
    // Players 2-10 play one round each: none is counted by 1.4.3d.
    QVERIFY2(waived.out.contains(QStringLiteral("1.4.3d not met: at least 0 rated players not of "
                                                "the host federation (round 1, at least 20)")),
        qPrintable(waived.out));
}

QTEST_GUILESS_MAIN(tst_CliNorms)
#include "tst_clinorms.moc"
