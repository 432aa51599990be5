// SPDX-License-Identifier: GPL-3.0-or-later
// Whole team tournaments in, expected team standings out: every team golden file computed by
// FIDE's reference tie-break checker (../shared/fixtures/golden/*.team.tsv) must match, every
// column, every team.
#include "teams/teamstandings.h"
#include "testpaths.h"
#include "trf/trf.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace arb;

class tst_TeamGolden : public QObject
{
    Q_OBJECT
private slots:
    void team_data();
    void team();
};

void tst_TeamGolden::team_data()
{
    QTest::addColumn<QString>("trfPath");
    QTest::addColumn<QString>("goldenPath");
    const QString root = sharedDir();
    if (root.isEmpty())
        QSKIP("../shared is absent (ARBITER_SHARED_DIR): the team golden files and their TRF files "
              "live there");
    const QDir goldenDir(root + QStringLiteral("/fixtures/golden"));
    const QStringList files
        = goldenDir.entryList({QStringLiteral("*.team.tsv")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        QSKIP("no *.team.tsv golden files in ../shared/fixtures/golden");
    for (const QString &f : files) {
        const QString base = f.section(u'.', 0, 0);
        QTest::newRow(qPrintable(f))
            << root + QStringLiteral("/fixtures/trf/") + base + QStringLiteral(".trf")
            << goldenDir.filePath(f);
    }
    // The team finding in ../shared/fixtures/findings (the reference is right): a
    // zero-point team bye followed only by a forfeited match counts as a draw in the adjusted
    // score whatever /P says (BH:MP/C1/P, EMGSB/C1/P).
    const QDir findings(root + QStringLiteral("/fixtures/findings"));
    for (const QString &f :
        findings.entryList(
            {QStringLiteral("*.team.tsv"), QStringLiteral("*.teamp.tsv")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(QStringLiteral("findings/") + f)) << findings.filePath(
            f.section(u'.', 0, 0) + QStringLiteral(".trf")) << findings.filePath(f);
}

void tst_TeamGolden::team()
{
    QFETCH(QString, trfPath);
    QFETCH(QString, goldenPath);

    QFile golden(goldenPath);
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(goldenPath));
    const QStringList lines = QString::fromUtf8(golden.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 2);
    const int at = int(lines[0].indexOf(QStringLiteral("tiebreaks=")));
    QVERIFY(at > 0);
    const QString list = lines[0].mid(at + 10);
    const QStringList columns = lines[1].mid(2).split(u'\t');

    const TrfReadResult read = readTrfFile(trfPath);
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    QVERIFY(isTeamTournament(read.tournament));
    TeamStandingsOptions options;
    QString error;
    const auto specs = parseTieBreakList(list, &error);
    QVERIFY2(specs, qPrintable(error));
    options.tieBreaks = *specs;
    const Standings st = computeTeamStandings(read.tournament, options);
    QCOMPARE(st.tieBreaks.size() + 2, columns.size());
    QVERIFY2(st.notes.isEmpty(), qPrintable(st.notes.join(u'\n')));

    QHash<int, const StandingRow *> byNumber;
    for (const StandingRow &row : st.rows)
        byNumber.insert(row.startNo, &row);
    QMap<QString, int> wrongPerColumn;
    QStringList examples;
    int rowsChecked = 0;
    for (int l = 2; l < lines.size(); ++l) {
        const QStringList f = lines[l].split(u'\t');
        QCOMPARE(f.size(), columns.size());
        const int number = f[0].toInt();
        const StandingRow *row = byNumber.value(number);
        QVERIFY2(row, qPrintable(QStringLiteral("no row for team %1").arg(number)));
        ++rowsChecked;
        QStringList got = {QString::number(row->startNo), row->points.toString()};
        for (const TieBreakValue &v : row->values)
            got.append(v.toString());
        for (int c = 1; c < columns.size(); ++c) {
            if (got[c] == f[c])
                continue;
            ++wrongPerColumn[columns[c]];
            if (examples.size() < 12)
                examples.append(QStringLiteral("%1 team %2: expected %3, got %4")
                                    .arg(columns[c])
                                    .arg(number)
                                    .arg(f[c], got[c]));
        }
    }
    QCOMPARE(rowsChecked, st.rows.size());
    QStringList summary;
    for (auto it = wrongPerColumn.cbegin(); it != wrongPerColumn.cend(); ++it)
        summary.append(QStringLiteral("%1: %2 wrong").arg(it.key()).arg(it.value()));
    QVERIFY2(wrongPerColumn.isEmpty(),
        qPrintable(summary.join(QStringLiteral("; ")) + QStringLiteral("\n    ")
            + examples.join(QStringLiteral("\n    "))));
}

QTEST_GUILESS_MAIN(tst_TeamGolden)
#include "tst_teamgolden.moc"
