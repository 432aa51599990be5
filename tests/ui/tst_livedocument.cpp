// SPDX-License-Identifier: GPL-3.0-or-later
// The app's document follows another program's changes of an event on a PostgreSQL server:
// LISTEN/NOTIFY reaches the document, which recomputes the standings and tells the
// views (changed()) within a second. Runs with ARBITER_TEST_PG_URL (ctest
// tst_livedocument_postgresql); skipped without.
#include "../storage/storagetestutil.h"
#include "tournamentdocument.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace arb;
using namespace arb::storagetest;

class tst_LiveDocument : public QObject
{
    Q_OBJECT

private slots:
    void standingsFollowOtherProgram();
};

namespace {

Fixed pointsOf(const Standings &st, int startNo)
{
    for (const StandingRow &r : st.rows)
        if (r.startNo == startNo)
            return r.points;
    return Fixed::fromInt(-1);
}

} // namespace

void tst_LiveDocument::standingsFollowOtherProgram()
{
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    Tournament t;
    t.name = QStringLiteral("Live");
    t.type = TournamentType::Swiss;
    t.declaredRounds = 2;
    for (int i = 1; i <= 4; ++i)
        t.players.append(newPlayer(i, QStringLiteral("Player %1").arg(i), 0));
    QString error;
    TournamentDatabase other;
    QVERIFY2(other.createFrom(url, t, &error), qPrintable(error));
    QVERIFY2(
        other.setRoundPairing(1, {Board {1, 3}, Board {4, 2}}, QStringLiteral("test"), {}, &error),
        qPrintable(error));
    TournamentDocument doc;
    QVERIFY2(doc.open(url, &error), qPrintable(error));
    QSignalSpy changed(&doc, &TournamentDocument::changed);
    QCOMPARE(pointsOf(doc.standings(), 3), Fixed::fromInt(0));
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(other.setResult(1, 3, '1', {}, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(pointsOf(doc.standings(), 3), Fixed::fromInt(1), 1000);
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(changed.count() > 0);
    // The document's own entry on the board the other program just changed is refused, and
    // the views are told of what is stored now.
    QVERIFY2(other.setResult(1, 4, '=', {}, &error), qPrintable(error));
    QSignalSpy refused(&doc, &TournamentDocument::errorOccurred);
    if (doc.setResult(1, 2, '1')) {
        // The notification came first: an ordinary correction from an up-to-date copy.
        QCOMPARE(pointsOf(doc.standings(), 2), Fixed::fromInt(1));
    } else {
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused.first().first().toString().contains(QStringLiteral("changed meanwhile")),
            qPrintable(refused.first().first().toString()));
        QCOMPARE(pointsOf(doc.standings(), 2), Fixed::half());
    }
}

QTEST_MAIN(tst_LiveDocument)
#include "tst_livedocument.moc"
