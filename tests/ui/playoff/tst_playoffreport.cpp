// SPDX-License-Identifier: GPL-3.0-or-later
// The printed play-off: what an arbiter pins on the wall must name the event, the players with
// their colours, the time controls (asymmetric sudden death and Armageddon included), show a
// bracket for knockout stages, a grid for round robins and the final standings.
#include "playoff/playoffconfig.h"
#include "playofftournament.h"
#include "reports/playoffreport.h"
#include "tournamentdocument.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace arb;

namespace {

// Enters \a results ("1", "=", "0") in order of play, each on the first game still pending.
bool enterResults(TournamentDocument &doc, const QString &results)
{
    for (const QString &r : results.split(u' ', Qt::SkipEmptyParts)) {
        const QList<PlayoffGame> next = doc.playoffStates().first().nextGames();
        if (next.isEmpty()
            || !doc.setPlayoffResult(doc.playoffs().first().place, next.first().id,
                r == u"1"       ? GameResult::WhiteWin
                    : r == u"0" ? GameResult::BlackWin
                                : GameResult::Draw))
            return false;
    }
    return true;
}

} // namespace

class tst_PlayoffReport : public QObject
{
    Q_OBJECT

private slots:
    void timeControlText_data();
    void timeControlText();
    void content_data();
    void content();
    void pdfWritten();
    void noPlayoff();
};

void tst_PlayoffReport::timeControlText_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("text");
    QTest::newRow("Tata Steel C.1 games") << "3+2"
                                          << "3 min + 2 s";
    QTest::newRow("Tata Steel C.2 sudden death") << "2.5+2/3+2"
                                                 << "White 2½ min + 2 s, Black 3 min + 2 s";
    QTest::newRow("Armageddon 5/4 + 2") << "5+2/4+2"
                                        << "White 5 min + 2 s, Black 4 min + 2 s";
    QTest::newRow("no increment") << "10"
                                  << "10 min";
}

void tst_PlayoffReport::timeControlText()
{
    QFETCH(QString, spec);
    QFETCH(QString, text);
    const auto tc = TimeControl::parse(spec);
    QVERIFY(tc);
    QCOMPARE(PlayoffReport::timeControlText(*tc), text);
}

void tst_PlayoffReport::content_data()
{
    QTest::addColumn<QString>("tie");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("results");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("Tata Steel C.2 sudden-death sequence")
        << "two"
        << "tata-steel"
        << "1 1 = ="
        << QStringList {"Play-off for place 1", "Tata Steel Masters tiebreak regulations",
               "Sudden death: White 2½ min + 2 s, Black 3 min + 2 s", "S1.SD1", "S1.SD2", "S1.SD3",
               "Lots seed: 5", "Drawing of lots", "Match",
               "Standings (the play-off is not finished)"}
        << QStringList {"Final order of the play-off"};
    QTest::newRow("Tata Steel finished: final order and standings")
        << "two"
        << "tata-steel"
        << "1 0"
        << QStringList {"Final order of the play-off", "Final standings with the play-off result",
               "places 1-2 decided by play-off", "play-off", "Giri, Anish", "Nakamura, Hikaru"}
        << QStringList {"S1.SD1", "The play-off goes on"};
    QTest::newRow("knockout bracket with Armageddon")
        << "four"
        << "knockout"
        << "1 1 1 1"
        << QStringList {"Knockout bracket", "Semi-finals", "Final",
               "Armageddon (a draw counts as a win for Black): White 5 min + 2 s, Black 4 min + 2 "
               "s",
               "Anand, Viswanathan", "Carlsen, Magnus", "Giri, Anish", "Nakamura, Hikaru"}
        << QStringList {};
    QTest::newRow("round-robin grid")
        << "four"
        << "round-robin"
        << "1 = 0"
        << QStringList {"Round robin S1", "Points", "Anand, Viswanathan", "Nakamura, Hikaru"}
        << QStringList {"Knockout bracket"};
}

void tst_PlayoffReport::content()
{
    QFETCH(QString, tie);
    QFETCH(QString, format);
    QFETCH(QString, results);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, absent);
    QTemporaryDir dir;
    TournamentDocument doc;
    QVERIFY(doc.create(dir.filePath(QStringLiteral("e.arbiter"))));
    QVERIFY(fillTiedRoundRobin(doc, tie));
    auto config = PlayoffConfig::fromTemplate(format);
    QVERIFY(config);
    config->lotsSeed = 5;
    QVERIFY(doc.startPlayoff(*config));
    QVERIFY(enterResults(doc, results));
    if (const QByteArray out = qgetenv("ARBITER_PLAYOFF_PDF_DIR"); !out.isEmpty())
        PlayoffReport::writePdf(doc,
            QStringLiteral("%1/%2.pdf")
                .arg(QString::fromLocal8Bit(out), QString::fromLatin1(QTest::currentDataTag())));
    QTextDocument text;
    text.setHtml(PlayoffReport::html(doc));
    const QString plain = text.toPlainText();
    QVERIFY2(plain.contains(QStringLiteral("Tata Steel Masters 2026")), "event name");
    QVERIFY2(plain.contains(QStringLiteral("Wijk aan Zee")), "place");
    for (const QString &e : expected)
        QVERIFY2(
            plain.contains(e), qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(e, plain)));
    for (const QString &a : absent)
        QVERIFY2(!plain.contains(a), qPrintable(QStringLiteral("unexpected \"%1\"").arg(a)));
    // Every game of the plan is listed with its White and Black player in that order.
    const Tournament &t = doc.tournament();
    for (const PlayoffGame &g : doc.playoffStates().first().games) {
        const QString line = QStringLiteral("%1\n%2\n%3")
                                 .arg(g.id, t.players[t.indexOf(g.white)].name,
                                     t.players[t.indexOf(g.black)].name);
        QVERIFY2(plain.contains(line), qPrintable(line));
    }
}

void tst_PlayoffReport::pdfWritten()
{
    QTemporaryDir dir;
    TournamentDocument doc;
    QVERIFY(doc.create(dir.filePath(QStringLiteral("e.arbiter"))));
    QVERIFY(fillTiedRoundRobin(doc, QStringLiteral("four")));
    auto config = PlayoffConfig::tataSteel();
    config.lotsSeed = 3;
    QVERIFY(doc.startPlayoff(config));
    // E: semi-finals; the first is won 2-0, the second goes to sudden death.
    QVERIFY(enterResults(doc, QStringLiteral("1 1 0 1 = =")));
    const QString path = dir.filePath(QStringLiteral("playoff.pdf"));
    QString error;
    QVERIFY2(PlayoffReport::writePdf(doc, path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(5) == "%PDF-");
    QVERIFY(f.size() > 2000);
    if (const QByteArray out = qgetenv("ARBITER_PLAYOFF_PDF"); !out.isEmpty()) {
        QFile::remove(QString::fromLocal8Bit(out));
        QFile::copy(path, QString::fromLocal8Bit(out));
    }
    QVERIFY(!PlayoffReport::writePdf(doc, dir.filePath(QStringLiteral("missing/x.pdf")), &error));
    QVERIFY2(error.contains(QStringLiteral("missing/x.pdf")), qPrintable(error));
}

void tst_PlayoffReport::noPlayoff()
{
    QTemporaryDir dir;
    TournamentDocument doc;
    QVERIFY(doc.create(dir.filePath(QStringLiteral("e.arbiter"))));
    QVERIFY(fillTiedRoundRobin(doc, QStringLiteral("two")));
    QTextDocument text;
    text.setHtml(PlayoffReport::html(doc));
    QVERIFY(text.toPlainText().contains(QStringLiteral("No play-off was started.")));
}

QTEST_MAIN(tst_PlayoffReport)
#include "tst_playoffreport.moc"
