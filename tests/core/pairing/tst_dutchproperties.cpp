// SPDX-License-Identifier: GPL-3.0-or-later
// Properties every Dutch pairing must have, checked on tournaments generated and paired by the
// engine: [C1] no second game, [C3] / C.04.1 Art. 6-7 colour limits, one PAB exactly when the
// field is odd ([C2]: never a second one, nor after a win's points without playing).
#include "pairing/dutch.h"
#include "pairing/generator.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace arb;

class tst_DutchProperties : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void properties_data();
    void properties();
    void largeBracketKeepsItsOptimum();
};

void tst_DutchProperties::init()
{
    // The engine warns when a step that cannot fail did (BracketSolver::unexpected).
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^pairing: ")));
}

void tst_DutchProperties::properties_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<double>("forfeits");
    QTest::addColumn<double>("byes");
    QTest::addColumn<double>("withdrawals");
    QTest::addColumn<double>("late");
    for (quint64 seed = 1; seed <= 16; ++seed) {
        const int players = 9 + int(seed * 7 % 40);
        const int rounds = 5 + int(seed % 5);
        const double rate = seed % 2 ? 0.04 : 0.0;
        QTest::addRow("seed %llu, %d players, %d rounds", seed, players, rounds)
            << players << rounds << rate << rate << rate / 2 << rate * 2;
    }
}

void tst_DutchProperties::properties()
{
    QFETCH(int, players);
    QFETCH(int, rounds);
    QFETCH(double, forfeits);
    QFETCH(double, byes);
    QFETCH(double, withdrawals);
    QFETCH(double, late);
    GeneratorOptions o;
    o.players = players;
    o.rounds = rounds;
    o.seed = quint64(players * 1000 + rounds);
    o.forfeits.everyRound = GeneratorAmount::ofRate(forfeits);
    o.halfByes.everyRound = GeneratorAmount::ofRate(byes);
    o.withdrawRate = withdrawals;
    o.lateRate = late;
    const GeneratedTournament g = generateTournament(o);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    const Tournament &t = g.tournament;

    QSet<quint64> met; // pairs that played a game
    auto key = [](int a, int b) {
        return a < b ? quint64(a) << 32 | quint64(b) : quint64(b) << 32 | quint64(a);
    };
    for (int r = 0; r < rounds; ++r) {
        int paired = 0, pabs = 0;
        for (const Player &p : t.players) {
            const RoundEntry &e = p.rounds[r];
            if (e.opponent > 0) {
                ++paired;
                QVERIFY2(!met.contains(key(p.startNo, e.opponent)),
                    qPrintable(QStringLiteral("[C1] round %1: %2 and %3 meet again")
                                   .arg(r + 1)
                                   .arg(p.startNo)
                                   .arg(e.opponent)));
            } else if (e.code == 'U') {
                ++paired;
                ++pabs;
                for (int k = 0; k < r; ++k) {
                    const RoundKind kind = p.rounds[k].kind();
                    QVERIFY2(kind != RoundKind::PairingBye && kind != RoundKind::ForfeitWin
                            && kind != RoundKind::FullBye,
                        qPrintable(QStringLiteral("[C2] round %1: PAB to %2 again")
                                       .arg(r + 1)
                                       .arg(p.startNo)));
                }
            }
        }
        QCOMPARE(pabs, paired % 2); // C.04.1 Art. 3: one PAB exactly when the field is odd
        for (const Player &p : t.players) {
            const RoundEntry &e = p.rounds[r];
            if (e.isPlayed())
                met.insert(key(p.startNo, e.opponent));
        }
        // C.04.1 Art. 6-7 through [C3]: colour difference within 2, never three in a row, except
        // (for topscorers) in the last round.
        if (r + 1 == rounds)
            continue;
        for (const Player &p : t.players) {
            int diff = 0;
            QList<Colour> seq;
            for (int k = 0; k <= r; ++k) {
                if (!p.rounds[k].isPlayed())
                    continue;
                seq.append(p.rounds[k].colour);
                diff += p.rounds[k].colour == Colour::White ? 1 : -1;
            }
            QVERIFY2(diff >= -2 && diff <= 2,
                qPrintable(QStringLiteral("round %1: player %2 colour difference %3")
                               .arg(r + 1)
                               .arg(p.startNo)
                               .arg(diff)));
            const qsizetype n = seq.size();
            QVERIFY2(n < 3 || !(seq[n - 1] == seq[n - 2] && seq[n - 2] == seq[n - 3]),
                qPrintable(QStringLiteral("round %1: player %2 has one colour three times")
                               .arg(r + 1)
                               .arg(p.startNo)));
        }
    }
}

void tst_DutchProperties::largeBracketKeepsItsOptimum()
{
    // Round 3 of 800 players: a bracket of about 300 whose solves call in many edges. The
    // optimum's weight was once summed over the last solve's listed edges only, while the
    // matching kept an edge listed before and not since (each player's heaviest few are chosen
    // anew among equal weights): the optimum seemed lost under the transposition hint, and the
    // engine warned and searched step by step.
    GeneratorOptions o;
    o.players = 800;
    o.rounds = 11;
    o.pairRounds = 3;
    o.seed = 3;
    o.forfeits.everyRound = GeneratorAmount::ofRate(0.02);
    o.halfByes.everyRound = GeneratorAmount::ofRate(0.02);
    o.withdrawRate = 0.01;
    o.lateRate = 0.01;
    const GeneratedTournament g = generateTournament(o);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    int paired = 0;
    for (const Player &p : g.tournament.players)
        paired += p.rounds.size() >= 3 && (p.rounds[2].opponent > 0 || p.rounds[2].code == 'U');
    QVERIFY2(paired > 700, qPrintable(QString::number(paired)));
}

QTEST_GUILESS_MAIN(tst_DutchProperties)
#include "tst_dutchproperties.moc"
