// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli standings --category: the standings of one of the organiser's
// categories of a tournament database, ranked within it, with the overall rank.
#include "clirun.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_CliCategory : public QObject
{
    Q_OBJECT

private slots:
    void categoryStandings();
};

void tst_CliCategory::categoryStandings()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.arbiter"));
    const TrfReadResult read = readTrfFile(QStringLiteral(ARBITER_DEMO_TRF));
    QVERIFY(read.ok());
    Tournament t = read.tournament;
    // Start numbers 3 and 7 are women.
    for (Player &p : t.players)
        p.sex = p.startNo == 3 || p.startNo == 7 ? QChar(u'w') : QChar(u'm');
    {
        TournamentDatabase db;
        QString error;
        QVERIFY2(db.createFrom(path, t, &error), qPrintable(error));
        PlayerCategory women;
        women.name = QStringLiteral("Women");
        women.kind = PlayerCategory::Kind::Women;
        QVERIFY2(db.setCategories({women}, {}, &error), qPrintable(error));
    }
    const CliRun all = runCliCommand(
        {QStringLiteral("standings"), path, QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(all.code, 0);
    QHash<QString, QString> overall; // start number -> rank
    const QStringList allLines = all.out.split(u'\n', Qt::SkipEmptyParts);
    for (const QString &line : allLines.mid(1))
        overall[line.section(u'\t', 1, 1)] = line.section(u'\t', 0, 0);

    const CliRun women
        = runCliCommand({QStringLiteral("standings"), path, QStringLiteral("--category"),
            QStringLiteral("women"), QStringLiteral("--format"), QStringLiteral("tsv")});
    QVERIFY2(women.code == 0, qPrintable(women.err));
    const QStringList lines = women.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].startsWith(QStringLiteral("rank\toverall\tstartno\tname")));
    QStringList startNos;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList f = lines[i].split(u'\t');
        // Ranked within the category (a rank shared overall stays shared).
        QVERIFY(f[0] == QString::number(i) || (i == 2 && f[0] == u"1"));
        QCOMPARE(QString(f[1]).remove(u'='), overall.value(f[2]));
        startNos.append(f[2]);
    }
    std::sort(startNos.begin(), startNos.end());
    QCOMPARE(startNos, QStringList({QStringLiteral("3"), QStringLiteral("7")}));
    // The text table names the category.
    const CliRun text = runCliCommand(
        {QStringLiteral("standings"), path, QStringLiteral("--category"), QStringLiteral("Women")});
    QCOMPARE(text.code, 0);
    QVERIFY2(
        text.out.contains(QStringLiteral("category Women: women and girls")), qPrintable(text.out));

    const CliRun unknown = runCliCommand(
        {QStringLiteral("standings"), path, QStringLiteral("--category"), QStringLiteral("U18")});
    QCOMPARE(unknown.code, 3);
    QVERIFY2(
        unknown.err.contains(QStringLiteral("no category \"U18\"; the event's categories: Women")),
        qPrintable(unknown.err));
    const CliRun missing
        = runCliCommand({QStringLiteral("standings"), path, QStringLiteral("--category")});
    QCOMPARE(missing.code, 2);
}

QTEST_GUILESS_MAIN(tst_CliCategory)
#include "tst_clicategory.moc"
