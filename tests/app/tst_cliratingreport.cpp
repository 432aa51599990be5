// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli rating-report: the rated players' changes and an unrated player's first rating
// (FIDE Rating Regulations 8.2, 8.3) as text, CSV for the rating officer and JSON.
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

class tst_CliRatingReport : public QObject
{
    Q_OBJECT

private slots:
    void report();
};

void tst_CliRatingReport::report()
{
    // Player 1, unrated, scores 3 of 5 against 1600-2000 (Ru 1850); player 2 (2000) also beat
    // player 3 (1900).
    Tournament t = buildTournament({"0: 2w0 3b= 4w= 5b1 6w1", "2000: 1b1 . . 3w1 .",
        "1900: . 1w= . 2b0 .", "1800: . . 1b= . .", "1700: . . . 1w0 .", "1600: . . . . 1b0"});
    t.name = QStringLiteral("Rating Open");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ratings.trf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(writeTrf(t));
    }
    const CliRun text = runCliCommand({QStringLiteral("rating-report"), path});
    QVERIFY2(text.code == 0, qPrintable(text.err));
    QVERIFY2(text.out.contains(QStringLiteral(
                 "   1 Player 1     unrated Ru 1850 = Ra 1800 + dp 50 (games 5, score 3): a first "
                 "rating\n")),
        qPrintable(text.out));
    // 2000 against 1900, a win: expected 0.64, K 20: +7.2.
    QVERIFY2(text.out.contains(QStringLiteral(
                 "   2 Player 2     2000    K 20, games 1, score 1, expected 0.64, change +7.2\n")),
        qPrintable(text.out));
    const CliRun csv = runCliCommand(
        {QStringLiteral("rating-report"), path, QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(csv.code, 0);
    const QStringList lines = csv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 7);
    QCOMPARE(lines[1], QStringLiteral("1,Player 1,,,,,5,3,,,1850,a first rating"));
    QCOMPARE(lines[3], QStringLiteral("3,Player 3,,,1900,20,1,0,0.36,-7.2,,"));
    const CliRun json = runCliCommand({QStringLiteral("rating-report"), path,
        QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonArray players
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"players").toArray();
    QCOMPARE(players.size(), 6);
    QCOMPARE(players[0].toObject().value(u"initialRating").toInt(), 1850);
    QCOMPARE(players[1].toObject().value(u"change").toDouble(), 7.2);
    const CliRun tsv = runCliCommand(
        {QStringLiteral("rating-report"), path, QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(tsv.code, 2);
    QVERIFY(tsv.err.contains(QStringLiteral("rating-report writes text, csv or json")));
}

QTEST_GUILESS_MAIN(tst_CliRatingReport)
#include "tst_cliratingreport.moc"
