// SPDX-License-Identifier: GPL-3.0-or-later
// pointsAfter() (core/scores.h): the one score of a player after a round that the Rounds tab, the
// printed pairings, the published site, arbiter-cli pair and the Dutch board order show.
#include "scores.h"
#include "testpaths.h"
#include "tournament.h"
#include "trf/trf.h"

#include <QTest>

using namespace arb;

class tst_Scores : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void afterRound_data();
    void afterRound();
    void everyRoundAddsUpToTheFile();
    void followsTheScoring();
    void outOfRange();

private:
    Tournament m_t;
};

void tst_Scores::init()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is not beside the project");
    // A real lichess Swiss: half-point byes of late entries (H), absences written '-' without an
    // opponent, pairing-allocated byes (U), a player absent from round 4 on.
    const TrfReadResult read = readTrfFile(sharedDir()
        + QStringLiteral("/fixtures/trf/lichess-2020-05-29_swiss_13p_10r_byes_real.trf"));
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    m_t = read.tournament;
    QCOMPARE(m_t.players.size(), 13);
}

void tst_Scores::afterRound_data()
{
    QTest::addColumn<int>("startNo");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("points");
    // Read off the 001 records of the fixture.
    QTest::newRow("before round 1") << 1 << 0 << "0";
    QTest::newRow("1 after 3: 1 1 0") << 1 << 3 << "2";
    QTest::newRow("5 after 3: H, absent, 1") << 5 << 3 << "1.5";
    QTest::newRow("6 after 2: 0, U") << 6 << 2 << "1";
    QTest::newRow("7 after 4: 0 0 0 U") << 7 << 4 << "1";
    QTest::newRow("8 after 6: H, four absences, 1") << 8 << 6 << "1.5";
    QTest::newRow("9 after 5: 0 1 1 0 =") << 9 << 5 << "2.5";
    QTest::newRow("12 after 1: U") << 12 << 1 << "1";
    QTest::newRow("13 after 10: absent from 4 on") << 13 << 10 << "1";
    QTest::newRow("past the last round") << 2 << 25 << "7.5";
}

void tst_Scores::afterRound()
{
    QFETCH(int, startNo);
    QFETCH(int, round);
    QFETCH(QString, points);
    const int i = m_t.indexOf(startNo);
    QCOMPARE(pointsAfter(m_t, i, round).toString(), points);
    QCOMPARE(pointsAfter(m_t, round).value(i).toString(), points);
}

void tst_Scores::everyRoundAddsUpToTheFile()
{
    // The totals written in the file (001 columns 81-84) are the scores after the last round;
    // every round adds at most a win.
    const QList<Fixed> total = pointsAfter(m_t, 10);
    QCOMPARE(total.size(), m_t.players.size());
    for (int i = 0; i < m_t.players.size(); ++i) {
        const Player &p = m_t.players[i];
        QVERIFY(p.hasDeclaredPoints);
        QCOMPARE(total[i], p.declaredPoints);
        for (int r = 1; r <= 10; ++r) {
            const Fixed step = pointsAfter(m_t, i, r) - pointsAfter(m_t, i, r - 1);
            QVERIFY2(step >= Fixed() && step <= Fixed::fromInt(1),
                qPrintable(QStringLiteral("player %1 round %2").arg(p.startNo).arg(r)));
        }
    }
}

void tst_Scores::followsTheScoring()
{
    // Byes and absences count with the event's scoring system, as everywhere in core.
    m_t.scoring.win = Fixed::fromInt(3);
    m_t.scoring.draw = Fixed::fromInt(1);
    m_t.scoring.pairingBye = Fixed::fromInt(2);
    m_t.scoring.halfBye = Fixed::fromInt(1);
    m_t.scoring.absent = Fixed::half();
    const int five = m_t.indexOf(5); // H, absent, 1, 1, 1
    QCOMPARE(pointsAfter(m_t, five, 5).toString(), QStringLiteral("10.5"));
    const int six = m_t.indexOf(6); // 0, U, 1, =
    QCOMPARE(pointsAfter(m_t, six, 4).toString(), QStringLiteral("6"));
}

void tst_Scores::outOfRange()
{
    QCOMPARE(pointsAfter(m_t, -1, 5), Fixed());
    QCOMPARE(pointsAfter(m_t, int(m_t.players.size()), 5), Fixed());
    QCOMPARE(pointsAfter(m_t, 0, -3), Fixed());
    QCOMPARE(pointsAfter(Tournament(), 3), QList<Fixed>());
}

QTEST_GUILESS_MAIN(tst_Scores)
#include "tst_scores.moc"
