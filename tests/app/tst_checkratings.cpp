// SPDX-License-Identifier: GPL-3.0-or-later
// `arbiter-cli check-ratings` (app/cli/ratingscommand.cpp): the players' ratings against a FIDE
// rating list on the command line (FIDE's program checklist I58-I60).
#include "cli.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_CheckRatings : public QObject
{
    Q_OBJECT

private slots:
    void run();
};

namespace {

bool write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

int cli(const QStringList &args, QString *out, QString *err)
{
    out->clear();
    err->clear();
    QTextStream o(out), e(err);
    const int code = runCli(args, o, e);
    o.flush();
    e.flush();
    return code;
}

} // namespace

void tst_CheckRatings::run()
{
    QTemporaryDir dir;
    const QString trf = dir.filePath(QStringLiteral("open.trf"));
    const QString list = dir.filePath(QStringLiteral("players_list_foa_nov26.txt"));
    QVERIFY(write(trf,
        "012 Open\n042 2026/11/14\n052 2026/11/22\n"
        "001    1 m GM Carlsen, Magnus                   2800 NOR     1503014 1990/00/00\n"
        "001    2 w GM Koneru, Humpy                     2535 IND     5008123 1987/00/00\n"));
    QVERIFY(write(list,
        "ID Number      Name                                                         Fed Sex "
        "Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n"
        "1503014        Carlsen, Magnus                                              NOR M   "
        "GM                           2837  0   10 2830  0   10 2885  0   10 1990\n"
        "5008123        Koneru, Humpy                                                IND F   "
        "GM   WGM                     2535  9   10                            1987 w\n"));
    QString out, err;
    QCOMPARE(cli({"check-ratings", trf, "--list", list}, &out, &err), int(ExitDifferences));
    QVERIFY2(out.contains(u"Rated on the standard list; checked against FIDE standard list "
                          "November 2026."),
        qPrintable(out));
    QVERIFY2(
        out.contains(u"1 Carlsen, Magnus: 2800 in the event, 2837 in the list"), qPrintable(out));
    QVERIFY(!out.contains(u"Warning"));
    // A rapid event: Humpy's standard rating stands for her missing rapid one.
    QCOMPARE(cli({"check-ratings", trf, "--list", list, "--type", "rapid", "--format", "tsv"}, &out,
                 &err),
        int(ExitDifferences));
    QCOMPARE(out,
        QStringLiteral("startno\tname\trating\tk\tlist_rating\tlist_k\tsource\n"
                       "1\tCarlsen, Magnus\t2800\t0\t2830\t10\tFIDE rapid list November 2026\n"
                       "2\tKoneru, Humpy\t2535\t0\t2535\t10\tFIDE standard list November "
                       "2026\n"));
    // The list of another month than the start date's: a warning, exit 1.
    const QString october = dir.filePath(QStringLiteral("players_list_foa_oct26.txt"));
    QVERIFY(QFile::copy(list, october));
    QVERIFY(write(trf,
        "012 Open\n042 2026/11/14\n052 2026/11/22\n"
        "001    1 m GM Carlsen, Magnus                   2837 NOR     1503014 1990/00/00\n"
        "001    2 w GM Koneru, Humpy                     2535 IND     5008123 1987/00/00\n"));
    QCOMPARE(cli({"check-ratings", trf, "--list", list}, &out, &err), int(ExitOk));
    QCOMPARE(cli({"check-ratings", trf, "--list", october}, &out, &err), int(ExitDifferences));
    QVERIFY2(out.contains(u"Warning: the list is of October 2026; the list valid at the start "
                          "date is November 2026"),
        qPrintable(out));
    // Bad input: named, nothing else done.
    QCOMPARE(cli({"check-ratings", trf}, &out, &err), int(ExitUsage));
    QCOMPARE(cli({"check-ratings", trf, "--list", list, "--type", "bullet"}, &out, &err),
        int(ExitUsage));
    QVERIFY(err.contains(u"bullet"));
    QCOMPARE(cli({"check-ratings", trf, "--list", trf}, &out, &err), int(ExitInput));
    QVERIFY2(err.contains(u"is not a FIDE rating list"), qPrintable(err));
}

QTEST_GUILESS_MAIN(tst_CheckRatings)
#include "tst_checkratings.moc"
