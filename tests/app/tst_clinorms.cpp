// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli norms on a TRF file: the worked example A of the title-norms summary (a GM and an
// IM norm in nine rounds) in text, TSV and JSON; the same file after eight rounds makes none.
#include "clirun.h"
#include "tournamentbuilder.h"
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
    const char *results[] = {"1", "=", "=", "1", "=", "1", "1", "=", "="};
    QStringList specs;
    QString first = QStringLiteral("2300:");
    for (int r = 0; r < 9; ++r)
        first += QStringLiteral(" %1%2%3")
                     .arg(r + 2)
                     .arg(QChar(r % 2 ? u'b' : u'w'))
                     .arg(QLatin1String(results[r]));
    specs << first;
    const int ratings[] = {2650, 2580, 2540, 2495, 2460, 2410, 2380, 2310, 2150};
    for (int k = 0; k < 9; ++k) {
        QString s = QStringLiteral("%1:").arg(ratings[k]);
        for (int r = 0; r < 9; ++r) {
            if (r != k) {
                s += QStringLiteral(" .");
                continue;
            }
            const QString res = QLatin1String(results[r]);
            s += QStringLiteral(" 1%1%2")
                     .arg(QChar(r % 2 ? u'w' : u'b'))
                     .arg(res == u"1" ? QStringLiteral("0") : res);
        }
        specs << s;
    }
    Tournament t = buildTournament(specs);
    t.name = QStringLiteral("Norm Open");
    t.declaredRounds = 9;
    const char *titles[] = {"GM", "GM", "GM", "IM", "IM", "FM", "IM", "FM", ""};
    const char *feds[] = {"GER", "NED", "ESP", "FRA", "ENG", "FRA", "USA", "FRA", "FRA"};
    t.players[0].federation = QStringLiteral("FRA");
    t.players[0].sex = u'm';
    for (int k = 0; k < 9; ++k) {
        t.players[k + 1].title = QLatin1String(titles[k]);
        t.players[k + 1].federation = QLatin1String(feds[k]);
    }
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
    QCOMPARE(lines[0], QStringLiteral("startno\tname\tnorms\tdetails"));
    QVERIFY2(lines[1].startsWith(QStringLiteral("1\tPlayer 1\tGM,IM\tGM: 9 games (credited 9), "
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
    // After eight rounds: eight games, no norm.
    const CliRun eight = runCliCommand({QStringLiteral("norms"), path, QStringLiteral("--rounds"),
        QStringLiteral("8"), QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(eight.out.split(u'\n', Qt::SkipEmptyParts).value(1).section(u'\t', 2, 2), QString());
}

QTEST_GUILESS_MAIN(tst_CliNorms)
#include "tst_clinorms.moc"
