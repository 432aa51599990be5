// SPDX-License-Identifier: GPL-3.0-or-later
// `arbiter-cli playoff` (app/cli/playoffcommand.cpp) on gen_drr_6p_10r_s208, where players 2
// and 1 share first place on 8 points: plan, results by id and in order, JSON, bad input.
#include "cli.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_PlayoffCommand : public QObject
{
    Q_OBJECT

private slots:
    void run_data();
    void run();
    void json();
    void resultsFile();
    void configFile();
    void writeAndResume();
    void decidedPlayoffInStandingsAndSite();
};

namespace {

const QString trf
    = projectDataDir() + QStringLiteral("/fixtures/trf/generated/gen_drr_6p_10r_s208.trf");

int cli(const QStringList &args, QString *out, QString *err)
{
    QTextStream o(out);
    QTextStream e(err);
    const int code = runCli(QStringList {QStringLiteral("playoff"), trf} + args, o, e);
    o.flush();
    e.flush();
    return code;
}

} // namespace

void tst_PlayoffCommand::run_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exit");
    QTest::addColumn<QStringList>("outContains");
    QTest::addColumn<QString>("errContains");

    QTest::newRow("C.1 plan for the tie for first")
        << QStringList {"--lots-seed", "7"} << 0
        << QStringList {"play-off for place 1", "S1.G1", "S1.G2", "next: S1.G1, S1.G2", "3+2"}
        << "";
    QTest::newRow("C.2 sudden death after 1-1, in order")
        << QStringList {"--lots-seed", "7", "--results", "1-0 1-0 1/2"} << 0
        << QStringList {"C.2 sudden death 1", "2.5+2/3+2", "next: S1.SD2"} << "";
    QTest::newRow("decided by id")
        << QStringList {"--lots-seed", "7", "--result", "S1.G1=1-0", "--result", "S1.G2=0-1"} << 0
        << QStringList {"final order:", "1  2 Player0002", "2  1 Player0001",
               "final standings:", "play-off"}
        << "";
    QTest::newRow("knockout template")
        << QStringList {"--lots-seed", "7", "--template", "knockout", "--results", "1/2 1/2 1/2"}
        << 0 << QStringList {"Armageddon", "final order:"} << "";
    QTest::newRow("no seed") << QStringList() << 2 << QStringList() << "--lots-seed";
    QTest::newRow("bad result text") << QStringList {"--lots-seed", "7", "--results", "1-0 2-2"}
                                     << 2 << QStringList() << "result 2 \"2-2\"";
    QTest::newRow("result for a game not in the plan") << QStringList {"--lots-seed", "7",
        "--result", "S1.G3=1-0"} << 3 << QStringList() << "\"S1.G3\"";
    QTest::newRow("more results than games") << QStringList {"--lots-seed", "7", "--results",
        "1-0 0-1 1-0"} << 3 << QStringList() << "already decided after 2";
    QTest::newRow("3.1.2 qualification: WIN separates, no tie")
        << QStringList {"--lots-seed", "7", "--tiebreaks", "DE SB KS WIN", "--config", "-"} << 0
        << QStringList {"place 1 is not tied"} << "";
    QTest::newRow("place not tied") << QStringList {"--lots-seed", "7", "--place", "3"} << 0
                                    << QStringList {"place 3 is not tied"} << "";
    QTest::newRow("unknown template") << QStringList {"--lots-seed", "7", "--template", "swiss"}
                                      << 2 << QStringList() << "--template";
}

void tst_PlayoffCommand::run()
{
    QFETCH(QStringList, args);
    QFETCH(int, exit);
    QFETCH(QStringList, outContains);
    QFETCH(QString, errContains);
    QTemporaryDir dir;
    // "--config -" stands for a configuration qualifying after every tie-break (Art. 3.1.2).
    const qsizetype c = args.indexOf(QStringLiteral("-"));
    if (c > 0) {
        QFile f(dir.filePath(QStringLiteral("all.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"tata-steel","qualifyingTieBreaks":-1})");
        args[c] = f.fileName();
    }
    QString out, err;
    QCOMPARE(cli(args, &out, &err), exit);
    for (const QString &s : outContains)
        QVERIFY2(out.contains(s), qPrintable(QStringLiteral("no \"%1\" in:\n%2").arg(s, out)));
    if (!errContains.isEmpty())
        QVERIFY2(err.contains(errContains), qPrintable(err));
}

void tst_PlayoffCommand::json()
{
    QString out, err;
    QCOMPARE(cli({QStringLiteral("--lots-seed"), QStringLiteral("11"), QStringLiteral("--format"),
                     QStringLiteral("json"), QStringLiteral("--results"),
                     QStringLiteral("1/2 1/2 1/2 1/2 1/2 1/2 1/2 1/2 1/2 1/2")},
                 &out, &err),
        0);
    const QJsonObject root = QJsonDocument::fromJson(out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("finished")).toBool(), false);
    QCOMPARE(root.value(QStringLiteral("config"))
                 .toObject()
                 .value(QStringLiteral("lotsSeed"))
                 .toString(),
        QStringLiteral("11"));
    const QJsonArray games = root.value(QStringLiteral("games")).toArray();
    QCOMPARE(games.size(), 11);
    // C.2 over eight sudden-death games and more: A B B A A B B A A.
    const int a = games[2]
                      .toObject()
                      .value(QStringLiteral("white"))
                      .toObject()
                      .value(QStringLiteral("startno"))
                      .toInt();
    const QString pattern = QStringLiteral("ABBAABBAA");
    for (int k = 0; k < 9; ++k) {
        const QJsonObject g = games[2 + k].toObject();
        QCOMPARE(g.value(QStringLiteral("id")).toString(), QStringLiteral("S1.SD%1").arg(k + 1));
        QCOMPARE(g.value(QStringLiteral("kind")).toString(), QStringLiteral("sudden-death"));
        QCOMPARE(g.value(QStringLiteral("timeControl")).toString(), QStringLiteral("2.5+2/3+2"));
        const int white
            = g.value(QStringLiteral("white")).toObject().value(QStringLiteral("startno")).toInt();
        QCOMPARE(white == a, pattern[k] == u'A');
    }
    QVERIFY(games[10].toObject().value(QStringLiteral("result")).isNull());
}

void tst_PlayoffCommand::resultsFile()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("results.txt")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# play-off results\nS1.G2 1/2\n1-0 # game 1\n");
    f.close();
    QString out, err;
    QCOMPARE(cli({QStringLiteral("--lots-seed"), QStringLiteral("7"),
                     QStringLiteral("--results-file"), f.fileName()},
                 &out, &err),
        0);
    QVERIFY2(out.contains(QStringLiteral("final order:")), qPrintable(out));

    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("1-0\nS1.G2 win\n");
    f.close();
    out.clear();
    QCOMPARE(cli({QStringLiteral("--lots-seed"), QStringLiteral("7"),
                     QStringLiteral("--results-file"), f.fileName()},
                 &out, &err),
        3);
    QVERIFY2(err.contains(QStringLiteral("results.txt:2:")), qPrintable(err));
}

void tst_PlayoffCommand::configFile()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("playoff.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"tata-steel","suddenDeathTime":"2+2/2.5+2","lotsSeed":"7"})");
    f.close();
    QString out, err;
    QCOMPARE(cli({QStringLiteral("--config"), f.fileName(), QStringLiteral("--results"),
                     QStringLiteral("1-0 1-0")},
                 &out, &err),
        0);
    QVERIFY2(out.contains(QStringLiteral("2+2/2.5+2")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("lots seed 7")));

    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(R"({"format":"tata-steel","matchGames":"two"})");
    f.close();
    QCOMPARE(cli({QStringLiteral("--config"), f.fileName(), QStringLiteral("--lots-seed"),
                     QStringLiteral("1")},
                 &out, &err),
        3);
    QVERIFY2(err.contains(QStringLiteral("playoff.json: "))
            && err.contains(QStringLiteral("\"matchGames\"")),
        qPrintable(err));
}

void tst_PlayoffCommand::writeAndResume()
{
    // --write records the configuration (with the seed) and the results in the TRF file; the
    // next run reads them back without options and goes on from there.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("event.trf"));
    QString out, err;
    QTextStream o(&out), e(&err);
    QCOMPARE(runCli({QStringLiteral("playoff"), trf, QStringLiteral("--lots-seed"),
                        QStringLiteral("7"), QStringLiteral("--results"), QStringLiteral("1-0 1-0"),
                        QStringLiteral("--write"), copy},
                 o, e),
        0);
    o.flush();
    QVERIFY2(out.contains(QStringLiteral("next: S1.SD1")), qPrintable(out));
    out.clear();
    QCOMPARE(runCli({QStringLiteral("playoff"), copy, QStringLiteral("--results"),
                        QStringLiteral("0-1")},
                 o, e),
        0);
    o.flush();
    QVERIFY2(out.contains(QStringLiteral("lots seed 7")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("final order:")), qPrintable(out));
    // The main event reads as before: the same standings from the copy and the original.
    out.clear();
    QCOMPARE(runCli({QStringLiteral("standings"), copy}, o, e), 0);
    o.flush();
    const QString fromCopy = out;
    out.clear();
    QCOMPARE(runCli({QStringLiteral("standings"), trf}, o, e), 0);
    o.flush();
    QCOMPARE(fromCopy, out);
}

void tst_PlayoffCommand::decidedPlayoffInStandingsAndSite()
{
    // A finished play-off written into the event decides first place wherever the event is
    // read: `standings` and the published site say "play-off", as the window does, where the
    // tie-breaks alone would name the one that separated the two.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("event.trf"));
    QString out, err;
    QTextStream o(&out), e(&err);
    QCOMPARE(runCli({QStringLiteral("standings"), trf}, o, e), 0);
    o.flush();
    QVERIFY2(!out.contains(QStringLiteral("play-off")), qPrintable(out));
    out.clear();
    QCOMPARE(runCli({QStringLiteral("playoff"), trf, QStringLiteral("--lots-seed"),
                        QStringLiteral("7"), QStringLiteral("--results"), QStringLiteral("1-0 0-1"),
                        QStringLiteral("--write"), copy},
                 o, e),
        0);
    o.flush();
    QVERIFY2(out.contains(QStringLiteral("final order:")), qPrintable(out));
    out.clear();
    QCOMPARE(runCli({QStringLiteral("standings"), copy}, o, e), 0);
    o.flush();
    QVERIFY2(out.contains(QStringLiteral("places 1-2 decided by play-off")), qPrintable(out));
    const QString site = dir.filePath(QStringLiteral("site"));
    QCOMPARE(runCli({QStringLiteral("publish"), copy, QStringLiteral("--out"), site}, o, e), 0);
    QFile page(site + QStringLiteral("/standings.html"));
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(page.readAll());
    QVERIFY2(html.contains(QStringLiteral(">play-off<")), qPrintable(html.left(4000)));
}

QTEST_GUILESS_MAIN(tst_PlayoffCommand)
#include "tst_playoffcommand.moc"
