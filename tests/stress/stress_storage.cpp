// SPDX-License-Identifier: GPL-3.0-or-later
// The storage stress test (run by scripts/stress.sh, not by CTest): generates a
// Swiss tournament in memory (10,000 participants and 15 rounds by default; TRF start numbers
// have four digits, so it is built in memory rather than read from a TRF file), imports its
// players and pairings into a new tournament database, then enters every result through the
// storage layer (one audited transaction each, synchronous=FULL) and recomputes the standings
// after each. Prints the time of each phase and checks the result at the end.
#include "serverevent.h"
#include "tiebreaks/standings.h"
#include "tournamentdatabase.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <random>

using namespace arb;

namespace {

struct Game
{
    int round;
    int white;
    int black;
    char code; //!< White's result
};

// A Swiss-like event: each round pairs neighbours in score order (a rough Dutch system without
// colour or rematch rules, enough to give the engine realistic score groups); an odd player out
// gets the pairing-allocated bye. Results: 40 % White wins, 30 % draws, 28 % Black wins, 2 %
// forfeits.
Tournament generate(int players, int rounds, quint32 seed, QList<Game> *games)
{
    std::mt19937 rng(seed);
    Tournament t;
    t.name = QStringLiteral("Stress Open");
    t.type = TournamentType::Swiss;
    t.declaredRounds = rounds;
    for (int i = 1; i <= players; ++i)
        t.players.append(storagetest::newPlayer(
            i, QStringLiteral("Player, %1").arg(i), i % 17 == 0 ? 0 : 2700 - (i * 1500) / players));
    QList<Fixed> score(players, Fixed());
    QList<int> order(players);
    for (int r = 1; r <= rounds; ++r) {
        for (int i = 0; i < players; ++i)
            order[i] = i;
        std::stable_sort(
            order.begin(), order.end(), [&](int a, int b) { return score[b] < score[a]; });
        if (players % 2) {
            const int bye = order.takeLast();
            t.players[bye].rounds.append(RoundEntry {0, Colour::None, 'U', true});
            score[bye] += t.scoring.pairingBye;
        }
        for (int k = 0; k + 1 < order.size(); k += 2) {
            const bool swap = (k / 2 + r) % 2;
            const int w = swap ? order[k + 1] : order[k];
            const int b = swap ? order[k] : order[k + 1];
            const int roll = int(rng() % 100);
            const char code = roll < 40 ? '1'
                : roll < 70             ? '='
                : roll < 98             ? '0'
                : roll < 99             ? '+'
                                        : '-';
            // Imported unplayed; the results are entered later through the storage layer.
            t.players[w].rounds.append(RoundEntry {b + 1, Colour::White, ' ', true});
            t.players[b].rounds.append(RoundEntry {w + 1, Colour::Black, ' ', true});
            games->append(Game {r, w + 1, b + 1, code});
            score[w] += code == '1' || code == '+' ? Fixed::fromInt(1)
                : code == '='                      ? Fixed::half()
                                                   : Fixed();
            score[b] += code == '0' || code == '-' ? Fixed::fromInt(1)
                : code == '='                      ? Fixed::half()
                                                   : Fixed();
        }
        if (players % 2)
            order.append(0); // keep the size; refilled next round
    }
    return t;
}

long peakRssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

long rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Storage stress test"));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("players"), QStringLiteral("participants"),
        QStringLiteral("N"), QStringLiteral("10000")});
    parser.addOption({QStringLiteral("rounds"), QStringLiteral("rounds"), QStringLiteral("N"),
        QStringLiteral("15")});
    parser.addOption({QStringLiteral("results"),
        QStringLiteral("results to enter (0 = all); the rest are not entered"), QStringLiteral("N"),
        QStringLiteral("0")});
    parser.addOption({QStringLiteral("from-round"),
        QStringLiteral("import the results of the rounds before N, enter the rest"),
        QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("database"), QStringLiteral("the database file to create"),
        QStringLiteral("FILE"), QStringLiteral("stress.arbiter")});
    parser.process(app);
    const int players = parser.value(QStringLiteral("players")).toInt();
    const int rounds = parser.value(QStringLiteral("rounds")).toInt();
    const int fromRound = std::max(1, parser.value(QStringLiteral("from-round")).toInt());
    qint64 limit = parser.value(QStringLiteral("results")).toLongLong();
    const QString path = parser.value(QStringLiteral("database"));
    if (players < 2 || rounds < 1 || limit < 0) {
        std::fprintf(stderr, "stress: --players must be at least 2, --rounds at least 1\n");
        return 2;
    }
    if (QFile::exists(path) && !QFile::remove(path)) {
        std::fprintf(stderr, "stress: cannot remove the old %s\n", qPrintable(path));
        return 2;
    }
    QFile::remove(path + QStringLiteral("-wal"));
    QFile::remove(path + QStringLiteral("-shm"));

    QElapsedTimer timer;
    timer.start();
    QList<Game> games;
    Tournament t = generate(players, rounds, 7, &games);
    // Rounds before --from-round are imported with their results.
    QList<Game> toEnter;
    for (const Game &g : std::as_const(games)) {
        if (g.round < fromRound) {
            t.players[g.white - 1].rounds[g.round - 1].code = g.code;
            const char mirror = g.code == '1' ? '0'
                : g.code == '0'               ? '1'
                : g.code == '+'               ? '-'
                : g.code == '-'               ? '+'
                                              : '=';
            t.players[g.black - 1].rounds[g.round - 1].code = mirror;
        } else {
            toEnter.append(g);
        }
    }
    if (limit == 0 || limit > toEnter.size())
        limit = toEnter.size();
    std::printf("generate: %d participants, %d rounds, %lld games in %lld ms\n", players, rounds,
        qlonglong(games.size()), timer.elapsed());

    TournamentDatabase db;
    QString error;
    timer.restart();
    if (!db.create(path, &error) || !db.importTournament(t, &error)) {
        std::fprintf(stderr, "stress: %s\n", qPrintable(error));
        return 3;
    }
    std::printf("import: %lld ms (rss %ld kB)\n", timer.elapsed(), rssKb());

    StandingsOptions options;
    options.tieBreaks = defaultTieBreaks(db.tournament());
    timer.restart();
    QElapsedTimer part;
    qint64 storeNs = 0, standingsNs = 0;
    int lastRound = 0;
    long rssAtStart = rssKb();
    for (qint64 i = 0; i < limit; ++i) {
        const Game &g = toEnter[i];
        part.start();
        if (!db.setResult(g.round, g.white, g.code, {}, &error)) {
            std::fprintf(stderr, "stress: result %lld: %s\n", i + 1, qPrintable(error));
            return 4;
        }
        storeNs += part.nsecsElapsed();
        part.start();
        options.rounds = g.round;
        const Standings st = computeStandings(db.tournament(), options);
        standingsNs += part.nsecsElapsed();
        if (st.rows.size() != players) {
            std::fprintf(stderr, "stress: %lld rows of standings for %d participants\n",
                qlonglong(st.rows.size()), players);
            return 5;
        }
        if (g.round != lastRound || (i + 1) % 500 == 0 || i + 1 == limit) {
            lastRound = g.round;
            std::printf("  %lld results: store %.2f ms, standings %.2f ms per result; rss %ld kB\n",
                i + 1, storeNs / 1e6 / double(i + 1), standingsNs / 1e6 / double(i + 1), rssKb());
            std::fflush(stdout);
        }
    }
    const qint64 enterMs = timer.elapsed();
    std::printf("enter: %lld results in %lld ms (store %.2f ms, standings %.2f ms each); "
                "rss %ld kB before, %ld kB after\n",
        limit, enterMs, limit ? storeNs / 1e6 / double(limit) : 0.0,
        limit ? standingsNs / 1e6 / double(limit) : 0.0, rssAtStart, rssKb());

    // The file holds exactly what was entered.
    timer.restart();
    db.close();
    if (!db.open(path, &error)) {
        std::fprintf(stderr, "stress: reopening: %s\n", qPrintable(error));
        return 6;
    }
    for (qint64 i = 0; i < limit; ++i) {
        const Game &g = toEnter[i];
        if (db.tournament().players[g.white - 1].rounds[g.round - 1].code != g.code) {
            std::fprintf(stderr, "stress: round %d, %d: result lost\n", g.round, g.white);
            return 7;
        }
    }
    if (db.auditLog().size() < limit + 1) {
        std::fprintf(stderr, "stress: audit log too short\n");
        return 7;
    }
    std::printf("reopen and check: %lld ms\n", timer.elapsed());
    std::printf("peak rss: %ld kB\n", peakRssKb());
    return 0;
}
