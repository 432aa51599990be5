// SPDX-License-Identifier: GPL-3.0-or-later
// Arbiter's load program (not a test): several clients, each with its own connection and
// its own TournamentDatabase, enter results into one big event on a PostgreSQL server at the
// same time, some of them deliberately on the same boards; then it checks that no result was
// lost or written twice and reports the latency of one result and the time from a commit until
// another program's standings show it (LISTEN/NOTIFY).
//
//   arbiter_pgload postgresql://user:password@host:port/database [--players 2000]
//       [--clients 10] [--results 1000] [--collisions 50] [--keep]
//
// The URL names a database to connect to; the event is created in a new database beside it
// (arbiter_load_PID), dropped at the end unless --keep. Exit 0 when nothing was lost,
// duplicated or refused for another reason, 1 otherwise.
#include "postgres.h"
#include "result.h"
#include "serverevent.h"
#include "tiebreaks/standings.h"
#include "tournamentdatabase.h"

#include <QAtomicInt>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutex>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <memory>
#include <vector>

using namespace arb;
using storagetest::codeIn;

namespace {

struct Game
{
    int round = 0;
    int white = 0;
    int black = 0;
};

// What one client did.
struct ClientReport
{
    QList<qint64> latenciesUs; // one per result stored
    QList<int> stored; // board indexes whose result this client stored
    QList<char> codes; // the code (White's view) of each of stored
    int conflicts = 0; // refused: another client had entered the board meanwhile
    int conflictsNamed = 0; // ... with a message naming the board
    int alreadyShown = 0; // contested board already showing the other's result: not entered
    QStringList errors; // any other refusal
};

QElapsedTimer clock0;

qint64 nowUs()
{
    return clock0.nsecsElapsed() / 1000;
}

qint64 percentile(QList<qint64> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size())))];
}

QString ms(qint64 us)
{
    return QString::number(double(us) / 1000.0, 'f', 1);
}

char codeOf(const Tournament &t, const Game &g)
{
    return codeIn(t, g.white, g.round);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Arbiter's load program for an event on a "
                                                    "PostgreSQL server."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("url"), QStringLiteral("postgresql://…/database"));
    const QCommandLineOption playersOpt(QStringLiteral("players"), QStringLiteral("players"),
        QStringLiteral("n"), QStringLiteral("2000"));
    const QCommandLineOption clientsOpt(QStringLiteral("clients"), QStringLiteral("clients"),
        QStringLiteral("n"), QStringLiteral("10"));
    const QCommandLineOption resultsOpt(QStringLiteral("results"),
        QStringLiteral("results per client"), QStringLiteral("n"), QStringLiteral("1000"));
    const QCommandLineOption collisionsOpt(QStringLiteral("collisions"),
        QStringLiteral("boards per client also entered by its neighbour"), QStringLiteral("n"),
        QStringLiteral("50"));
    const QCommandLineOption keepOpt(QStringLiteral("keep"), QStringLiteral("keep the database"));
    parser.addOptions({playersOpt, clientsOpt, resultsOpt, collisionsOpt, keepOpt});
    parser.process(app);
    if (parser.positionalArguments().size() != 1)
        parser.showHelp(2);
    const QString baseUrl = parser.positionalArguments().first();
    const int players = std::max(4, parser.value(playersOpt).toInt() / 2 * 2);
    const int clients = std::max(1, parser.value(clientsOpt).toInt());
    const int perClient = std::max(1, parser.value(resultsOpt).toInt());
    const int collisions = std::clamp(parser.value(collisionsOpt).toInt(), 0, perClient);
    const int boardsPerRound = players / 2;
    const int games = clients * perClient;
    const int rounds = (games + boardsPerRound - 1) / boardsPerRound;
    if (rounds > boardsPerRound) {
        std::fprintf(stderr, "too many results for %d players\n", players);
        return 2;
    }
    clock0.start();

    // The event: a new database beside the one the URL names.
    QString error;
    const QString dbName
        = QStringLiteral("arbiter_load_%1").arg(QCoreApplication::applicationPid());
    const QString url = storagetest::createDatabaseBeside(baseUrl, dbName, &error);
    if (url.isEmpty()) {
        std::fprintf(
            stderr, "cannot create the database %s: %s\n", qPrintable(dbName), qPrintable(error));
        return 2;
    }
    auto dropDatabase = [&] {
        if (!parser.isSet(keepOpt))
            storagetest::dropDatabaseBeside(baseUrl, dbName);
    };

    // Round r, board b: b+1 against boardsPerRound+1+(b+r-1) mod boardsPerRound (never twice),
    // colours alternating by round. Board g of the work list is round g % rounds + 1, board
    // g / rounds: each client's results are spread over every round.
    std::vector<Game> work;
    work.resize(size_t(games));
    QList<QList<Board>> pairings(rounds);
    for (int r = 1; r <= rounds; ++r)
        for (int b = 0; b < boardsPerRound; ++b) {
            int white = b + 1;
            int black = boardsPerRound + 1 + (b + r - 1) % boardsPerRound;
            if (r % 2 == 0)
                std::swap(white, black);
            pairings[r - 1].append(Board {white, black});
        }
    for (int g = 0; g < games; ++g) {
        const int r = g % rounds + 1;
        const Board &b = pairings[r - 1][g / rounds];
        work[size_t(g)] = Game {r, b.white, b.black};
    }
    qint64 setupUs = 0;
    {
        const qint64 t0 = nowUs();
        Tournament t;
        t.name = QStringLiteral("Load test");
        t.type = TournamentType::Swiss;
        t.declaredRounds = rounds;
        for (int i = 1; i <= players; ++i)
            t.players.append(storagetest::newPlayer(
                i, QStringLiteral("Player %1").arg(i, 4, 10, QLatin1Char('0')), 2800 - i / 2));
        TournamentDatabase db;
        bool ok = db.createFrom(url, t, &error);
        for (int r = 1; ok && r <= rounds; ++r)
            ok = db.setRoundPairing(r, pairings[r - 1], QStringLiteral("load"), {}, &error);
        if (!ok) {
            std::fprintf(stderr, "cannot set up the event: %s\n", qPrintable(error));
            dropDatabase();
            return 2;
        }
        setupUs = nowUs() - t0;
    }
    const int entriesBefore = [&] {
        TournamentDatabase db;
        return db.open(url, nullptr) ? int(db.auditLog().size()) : -1;
    }();

    // When each board's result was stored (µs since start; 0: not yet), for the viewer.
    std::unique_ptr<std::atomic<qint64>[]> committedAt(new std::atomic<qint64>[size_t(games)]);
    for (int g = 0; g < games; ++g)
        committedAt[size_t(g)] = 0;
    std::atomic<int> running {clients};
    std::atomic<bool> viewerReady {false};

    // The viewer: one more program on the event, recomputing the standings whenever other
    // programs' changes arrive, as the app's document does.
    QList<qint64> refreshUs;
    qint64 standingsUs = 0;
    int standingsRuns = 0;
    bool viewerInSync = false;
    QThread *viewer = QThread::create([&] {
        TournamentDatabase db;
        if (!db.open(url, &error)) {
            viewerReady = true;
            return;
        }
        bool dirty = false;
        db.setRefreshed([&dirty] { dirty = true; });
        viewerReady = true;
        // Every 10th board is timed.
        QList<int> pending;
        for (int g = 0; g < games; g += 10)
            pending.append(g);
        StandingsOptions options;
        options.tieBreaks = defaultTieBreaks(db.tournament());
        options.rounds = rounds;
        QElapsedTimer idle;
        idle.start();
        while (true) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            if (dirty) {
                dirty = false;
                idle.restart();
                const qint64 t0 = nowUs();
                const Standings st = computeStandings(db.tournament(), options);
                const qint64 now = nowUs();
                standingsUs += now - t0;
                ++standingsRuns;
                Q_UNUSED(st);
                pending.erase(
                    std::remove_if(pending.begin(), pending.end(),
                        [&](int g) {
                            const qint64 at = committedAt[size_t(g)];
                            if (at == 0 || codeOf(db.tournament(), work[size_t(g)]) == ' ')
                                return false;
                            refreshUs.append(now - at);
                            return true;
                        }),
                    pending.end());
            }
            if (running == 0 && idle.elapsed() > 2000)
                break;
            QThread::usleep(200);
        }
        const auto stored = db.load();
        viewerInSync = stored && *stored == db.tournament();
    });
    viewer->start();
    while (!viewerReady)
        QThread::msleep(10);

    // The clients: client c enters boards [c*perClient, (c+1)*perClient) in order, and before
    // each of its first `collisions` boards the same board of its neighbour c+1 (which enters
    // it at about the same moment) with another result.
    std::vector<ClientReport> reports;
    reports.resize(size_t(clients));
    QList<QThread *> threads;
    const qint64 runStart = nowUs();
    for (int c = 0; c < clients; ++c) {
        threads.append(QThread::create([&, c] {
            ClientReport &rep = reports[size_t(c)];
            TournamentDatabase db;
            QString e;
            if (!db.open(url, &e)) {
                rep.errors.append(e);
                --running;
                return;
            }
            const int next = (c + 1) % clients;
            static const char codes[] = {'1', '=', '0'};
            auto enter = [&](int g, bool contested) {
                const Game &game = work[size_t(g)];
                // Another client's result already shown: the arbiter sees it and leaves it (a
                // correction would be a deliberate change, not a collision).
                if (codeOf(db.tournament(), game) != ' ') {
                    ++rep.alreadyShown;
                    return;
                }
                const char code = codes[(g + (contested ? 1 : 0)) % 3];
                QString err;
                const qint64 t0 = nowUs();
                const bool ok = db.setResult(game.round, game.white, code, {}, &err);
                const qint64 t1 = nowUs();
                if (ok) {
                    committedAt[size_t(g)] = t1;
                    rep.latenciesUs.append(t1 - t0);
                    rep.stored.append(g);
                    rep.codes.append(code);
                } else if (err.contains(QLatin1String("changed meanwhile"))) {
                    ++rep.conflicts;
                    if (err.contains(QStringLiteral("of round %1").arg(game.round)))
                        ++rep.conflictsNamed;
                } else {
                    rep.errors.append(err);
                }
            };
            for (int j = 0; j < perClient; ++j) {
                // The notifications of the other clients' changes.
                QCoreApplication::processEvents();
                if (j < collisions && next != c)
                    enter(next * perClient + j, true);
                enter(c * perClient + j, false);
            }
            --running;
        }));
    }
    for (QThread *t : threads)
        t->start();
    bool deadlock = false;
    for (QThread *t : threads)
        if (!t->wait(QDeadlineTimer(15 * 60 * 1000)))
            deadlock = true;
    const qint64 runUs = nowUs() - runStart;
    if (deadlock) {
        std::fprintf(stderr, "DEADLOCK: a client did not finish in 15 minutes\n");
        return 1;
    }
    viewer->wait();
    qDeleteAll(threads);
    delete viewer;

    // Checks: every stored result is in the event as stored, none twice, nothing else written.
    TournamentDatabase check;
    if (!check.open(url, &error)) {
        std::fprintf(stderr, "cannot reopen: %s\n", qPrintable(error));
        return 1;
    }
    const Tournament &t = check.tournament();
    QList<qint64> latencies;
    std::vector<int> storedBy(size_t(games), 0);
    std::vector<char> storedCode(size_t(games), ' ');
    int conflicts = 0, named = 0, shown = 0, stored = 0;
    QStringList errors;
    for (const ClientReport &r : reports) {
        latencies += r.latenciesUs;
        conflicts += r.conflicts;
        named += r.conflictsNamed;
        shown += r.alreadyShown;
        errors += r.errors;
        stored += int(r.stored.size());
        for (int i = 0; i < r.stored.size(); ++i) {
            ++storedBy[size_t(r.stored[i])];
            storedCode[size_t(r.stored[i])] = r.codes[i];
        }
    }
    int lost = 0, twice = 0, missingBoards = 0;
    for (int g = 0; g < games; ++g) {
        const Game &game = work[size_t(g)];
        if (storedBy[size_t(g)] > 1)
            ++twice; // two clients both stored the same board: one overwrote the other
        if (storedBy[size_t(g)] == 0) {
            ++missingBoards;
            continue;
        }
        const int b = t.indexOf(game.black);
        const char white = codeOf(t, game);
        const char black = b >= 0 && t.players[b].rounds.size() >= game.round
            ? t.players[b].rounds[game.round - 1].code
            : 0;
        if (white != storedCode[size_t(g)] || black != result::mirrored(white))
            ++lost;
    }
    const int results = check.resultCount();
    const int entries = int(check.auditLog().size()) - entriesBefore;
    const int duplicated = std::max(0, entries - stored) + twice + std::max(0, results - stored);
    dropDatabase();

    std::printf("event: %d players, %d rounds paired (%d boards), set up in %.1f s\n", players,
        rounds, rounds * boardsPerRound, double(setupUs) / 1e6);
    std::printf("clients: %d, each %d results (%d of them also entered by its neighbour)\n",
        clients, perClient, collisions);
    std::printf("results stored: %d of %d boards (%d results in the event, %d audit entries)\n",
        stored, games, results, entries);
    std::printf("colliding entries refused: %d (%d naming the board), not entered because the "
                "other result was already shown: %d\n",
        conflicts, named, shown);
    std::printf("lost: %d, duplicated: %d, boards without a result: %d, other errors: %d, "
                "deadlock: no\n",
        lost, duplicated, missingBoards, int(errors.size()));
    for (int i = 0; i < std::min<int>(5, int(errors.size())); ++i)
        std::printf("  error: %s\n", qPrintable(errors[i]));
    std::printf(
        "latency per result (ms): p50 %s, p95 %s, p99 %s, max %s; %.0f results/s in %.1f s\n",
        qPrintable(ms(percentile(latencies, 0.5))), qPrintable(ms(percentile(latencies, 0.95))),
        qPrintable(ms(percentile(latencies, 0.99))), qPrintable(ms(percentile(latencies, 1.0))),
        double(stored) / (double(runUs) / 1e6), double(runUs) / 1e6);
    std::printf("commit -> viewer's standings refreshed (ms, %d timed): p50 %s, p95 %s, max %s; "
                "standings computed %d times, %s ms each; viewer in sync at the end: %s\n",
        int(refreshUs.size()), qPrintable(ms(percentile(refreshUs, 0.5))),
        qPrintable(ms(percentile(refreshUs, 0.95))), qPrintable(ms(percentile(refreshUs, 1.0))),
        standingsRuns, qPrintable(ms(standingsRuns ? standingsUs / standingsRuns : 0)),
        viewerInSync ? "yes" : "NO");
    const bool ok = lost == 0 && duplicated == 0 && missingBoards == 0 && errors.isEmpty()
        && named == conflicts && viewerInSync;
    std::printf("%s\n", ok ? "OK" : "FAILED");
    return ok ? 0 : 1;
}
