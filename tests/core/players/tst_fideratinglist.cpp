// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and searching a FIDE rating list file: the fixed-width players_list file.
#include "fidelistlines.h"
#include "players/fideratinglist.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryFile>
#include <QTest>

#include <sys/resource.h>

using namespace arb;

namespace {

using fidelist::header;
using fidelist::line;

QByteArray smallList()
{
    return header()
        + line({"1503014", "Carlsen, Magnus", "NOR", "M", "GM", "", "", "", "2837", "0", "10",
            "2830", "0", "10", "2885", "0", "10", "1990", ""})
        + line({"5008123", "Koneru, Humpy", "IND", "F", "GM", "WGM", "", "", "2535", "9", "10", "",
            "", "", "", "", "", "1987", "w"})
        + line({"12345678", "Muster, Erika", "GER", "F", "", "WF", "", "", "1850", "", "40", "", "",
            "", "", "", "", "2011", "wi"})
        + line({"4100018", "Carlsen, Henrik", "NOR", "M", "", "", "", "", "", "", "", "", "", "",
            "", "", "", "1964", "i"});
}

} // namespace

class tst_FideRatingList : public QObject
{
    Q_OBJECT

private slots:
    void readsColumns();
    void searchByNameAndId();
    void refusesForeignFile();
    void standardListOfOneMonth();
    void bigListStaysFast();
    void changingFileCannotCrash();
    void longLinesAreBounded();
};

void tst_FideRatingList::readsColumns()
{
    FideRatingList list;
    QString error;
    QVERIFY2(list.openData(smallList(), &error), qPrintable(error));
    QCOMPARE(list.count(), 4);
    const auto humpy = list.find(QStringLiteral("5008123"));
    QVERIFY(humpy);
    QCOMPARE(humpy->name, QStringLiteral("Koneru, Humpy"));
    QCOMPARE(humpy->federation, QStringLiteral("IND"));
    QCOMPARE(humpy->title, QStringLiteral("GM"));
    QCOMPARE(humpy->rating, 2535);
    QCOMPARE(humpy->k, 10);
    QCOMPARE(humpy->birthYear, 1987);
    QCOMPARE(humpy->flag, QStringLiteral("w"));
    const Player p = humpy->toPlayer();
    QCOMPARE(p.sex, QChar(u'w'));
    QCOMPARE(p.birthDate, QStringLiteral("1987"));
    QCOMPARE(p.fideId, QStringLiteral("5008123"));
    QCOMPARE(p.kFactor, 10);
    // A woman title in short is used when there is no other; the K of 40 comes along.
    const auto erika = list.find(QStringLiteral("12345678"));
    QVERIFY(erika);
    QCOMPARE(erika->title, QStringLiteral("WFM"));
    QCOMPARE(erika->toPlayer().kFactor, 40);
    QVERIFY(!list.find(QStringLiteral("999")));
}

void tst_FideRatingList::searchByNameAndId()
{
    FideRatingList list;
    QVERIFY(list.openData(smallList()));
    auto names = [](const QList<FideListEntry> &found) {
        QStringList n;
        for (const FideListEntry &e : found)
            n.append(e.name);
        return n;
    };
    QCOMPARE(names(list.search(QStringLiteral("carlsen"))),
        QStringList({QStringLiteral("Carlsen, Magnus"), QStringLiteral("Carlsen, Henrik")}));
    QCOMPARE(names(list.search(QStringLiteral("magnus CARL"))),
        QStringList({QStringLiteral("Carlsen, Magnus")}));
    QCOMPARE(names(list.search(QStringLiteral("1503"))),
        QStringList({QStringLiteral("Carlsen, Magnus")}));
    QCOMPARE(list.search(QStringLiteral("carlsen"), 1).size(), 1);
    QVERIFY(list.search(QStringLiteral("nobody")).isEmpty());
    QVERIFY(list.search(QStringLiteral("  ")).isEmpty());
}

void tst_FideRatingList::standardListOfOneMonth()
{
    // standard_rating_list.txt: the rating column is named after the month of the list, then
    // Gms and K (the combined list's SRtng, SGm, SK).
    const QByteArray list
        = "ID Number      Name                                                 "
          "        Fed Sex Tit  WTit OTit           FOA OCT26 Gms K  B-day Flag\r\n"
          "1503014        Carlsen, Magnus                                      "
          "        NOR M   GM                           2837  0   10 1990      \r\n";
    FideRatingList l;
    QString error;
    QVERIFY2(l.openData(list, &error), qPrintable(error));
    const auto magnus = l.find(QStringLiteral("1503014"));
    QVERIFY(magnus);
    QCOMPARE(magnus->rating, 2837);
    QCOMPARE(magnus->k, 10);
    QCOMPARE(magnus->birthYear, 1990);
    QCOMPARE(magnus->title, QStringLiteral("GM"));
}

void tst_FideRatingList::refusesForeignFile()
{
    FideRatingList list;
    QString error;
    QVERIFY(!list.openData("012 Some tournament\n001    1 m    Someone\n", &error));
    QVERIFY2(error.contains(QStringLiteral("not a FIDE rating list")), qPrintable(error));
    QVERIFY(!list.isOpen());
    QVERIFY(!list.open(QStringLiteral("/nonexistent/players_list.txt"), &error));
    QVERIFY2(error.contains(QStringLiteral("/nonexistent/players_list.txt")), qPrintable(error));
}

void tst_FideRatingList::bigListStaysFast()
{
    // A list of 500,000 players written to a file, searched by reading the file through.
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(header());
    const int count = 500000;
    // The columns after the name are the same on every line: made once (a man and a woman).
    const QByteArray tail[2] = {line({"x", "x", "GER", "M", "", "", "", "", "1850", "0", "20", "",
                                         "", "", "", "", "", "1980", "i"})
                                    .mid(15 + 61),
        line({"x", "x", "GER", "F", "", "", "", "", "1750", "0", "20", "", "", "", "", "", "",
                 "1985", "wi"})
            .mid(15 + 61)};
    QByteArray chunk;
    for (int i = 0; i < count; ++i) {
        chunk += QByteArray::number(10000000 + i).leftJustified(15);
        chunk += ("Player" + QByteArray::number(i) + ", Test").leftJustified(61);
        chunk += tail[i % 2];
        if (chunk.size() > (1 << 20)) {
            file.write(chunk);
            chunk.clear();
        }
    }
    file.write(chunk);
    file.close();
    FideRatingList list;
    QString error;
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(list.open(file.fileName(), &error), qPrintable(error));
    QCOMPARE(list.count(), count);
    // A name found near the end, an id, and a name nobody has (the whole file is read).
    const auto last = list.search(QStringLiteral("player499999,"));
    QCOMPARE(last.size(), 1);
    QCOMPARE(last[0].fideId, QStringLiteral("10499999"));
    QCOMPARE(list.search(QStringLiteral("10250000")).value(0).name,
        QStringLiteral("Player250000, Test"));
    QVERIFY(list.search(QStringLiteral("nobody")).isEmpty());
    const qint64 ms = timer.elapsed();
    qInfo("open, count and three searches of %d players: %lld ms", count, ms);
    // Generous: the machine running the tests may be busy; a list held in widgets takes minutes.
    QVERIFY2(ms < 20000, qPrintable(QString::number(ms)));
}

void tst_FideRatingList::changingFileCannotCrash()
{
    // The monthly download replaces the list while the dialog has it open: truncated, written
    // over, removed. Searches then find what the file holds (or what the removed file held),
    // never crash the program.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("players_list_foa.txt"));
    QByteArray body;
    for (int i = 0; i < 20000; ++i)
        body += line({QByteArray::number(20000000 + i), "Player" + QByteArray::number(i) + ", Test",
            "GER", "M", "", "", "", "", "1850", "0", "20", "", "", "", "", "", "", "1980", ""});
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(header() + body);
    }
    FideRatingList list;
    QString error;
    QVERIFY2(list.open(path, &error), qPrintable(error));
    QCOMPARE(list.count(), 20000);
    QCOMPARE(list.search(QStringLiteral("player19999,")).size(), 1);

    // Cut in the middle of a line: the players before it are found, the cut line is read as
    // what is left of it, the players after it are gone.
    QVERIFY(QFile::resize(path, header().size() + body.size() / 2 + 7));
    QCOMPARE(list.search(QStringLiteral("player19999,")).size(), 0);
    QCOMPARE(list.search(QStringLiteral("player9000,")).size(), 1);
    QCOMPARE(list.search(QStringLiteral("2000900")).size(), 10); // 20009000 to 20009009
    QVERIFY(list.find(QStringLiteral("20009000")).has_value());
    QVERIFY(list.find(QStringLiteral("20015000")) == std::nullopt);

    // Written over with zeros, then emptied: nothing is found.
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.write(QByteArray(body.size(), '\0'));
    }
    QVERIFY(list.search(QStringLiteral("player")).isEmpty());
    QVERIFY(QFile::resize(path, 0));
    QVERIFY(list.search(QStringLiteral("player")).isEmpty());
    QVERIFY(list.search(QStringLiteral("2000")).isEmpty());

    // Removed and written anew under the same name (a download that renames its file into
    // place): the open list still reads the file it opened.
    QVERIFY(QFile::remove(path));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(header() + body);
    }
    QVERIFY(list.search(QStringLiteral("player")).isEmpty());
    QVERIFY2(list.open(path, &error), qPrintable(error));
    QCOMPARE(list.search(QStringLiteral("player19999,")).size(), 1);
}

void tst_FideRatingList::longLinesAreBounded()
{
    auto peakKb = [] {
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        return qint64(usage.ru_maxrss);
    };
    QTemporaryDir dir;
    const QByteArray megabyte(1 << 20, 'x');

    // A first line of 100 MB is refused at once, without reading it whole.
    const QString longHeader = dir.filePath(QStringLiteral("long-header.txt"));
    {
        QFile f(longHeader);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("ID Number      Name ");
        for (int i = 0; i < 100; ++i)
            f.write(megabyte);
        f.write("\n");
    }
    const qint64 before = peakKb();
    FideRatingList list;
    QString error;
    QVERIFY(!list.open(longHeader, &error));
    QVERIFY2(error.contains(longHeader) && error.contains(QStringLiteral("longer than 4096")),
        qPrintable(error));
    QVERIFY(!list.isOpen());

    // A 100 MB line among the players is skipped; the players around it are found.
    const QString longLine = dir.filePath(QStringLiteral("long-line.txt"));
    {
        QFile f(longLine);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(smallList());
        for (int i = 0; i < 100; ++i)
            f.write(megabyte);
        f.write("\r\n");
        f.write(line({"7654321", "After, Long", "FRA", "M", "", "", "", "", "2001", "", "20", "",
            "", "", "", "", "", "1999", ""}));
        f.write(megabyte.left(5000)); // and a last line, without a line break, too long as well
    }
    QVERIFY2(list.open(longLine, &error), qPrintable(error));
    QCOMPARE(list.count(), 5);
    QCOMPARE(list.search(QStringLiteral("after")).value(0).fideId, QStringLiteral("7654321"));
    QCOMPARE(list.search(QStringLiteral("carlsen")).size(), 2);
    QVERIFY(list.search(QStringLiteral("xxxx")).isEmpty());
    // Neither file was held in memory: the peak grew by far less than the 100 MB line.
    const qint64 grownMb = (peakKb() - before) / 1024;
    QVERIFY2(grownMb < 40, qPrintable(QString::number(grownMb)));

    // A device is not a list (each search reads the file again from its start).
    QVERIFY(!list.open(QStringLiteral("/dev/zero"), &error));
    QVERIFY2(error.contains(QStringLiteral("/dev/zero")), qPrintable(error));
}

QTEST_GUILESS_MAIN(tst_FideRatingList)
#include "tst_fideratinglist.moc"
