// SPDX-License-Identifier: GPL-3.0-or-later
// The Dutch engine pairing round 10 of an 11-round Swiss, in two kinds of tournament:
// BM_PairRound10, whose rounds 1-9 are made quickly (players sorted by score, each paired with
// the next one not met yet, random results), not by the engine; and BM_PairRound10Generated,
// whose rounds 1-9 the generator pairs with the engine (random results, draws, a few forfeits
// and byes: harder brackets). Only round 10 is timed.
// Usage: bench_pairing [benchmark flags]; ARBITER_BENCH_PLAYERS="100 200 2000" picks the sizes
// (default 100 200 400), ARBITER_BENCH_SEEDS="1 2 3" the generated tournaments (default 1).
// The goal is under 1 s for 2,000 players on one core: the fold takes about 0.46 s,
// the generated ones 0.4-0.9 s CPU (README, "Speed"); ARBITER_PAIRING_REFERENCE=1 times the
// engine as it paired before the lazy graph (1,000 players: about a minute).
#include "pairing/dutch.h"
#include "pairing/generator.h"

#include <benchmark/benchmark.h>

#include <QSet>

#include <algorithm>
#include <cstdlib>
#include <random>

using namespace arb;

namespace {

Tournament quickTournament(int players, int playedRounds, int plannedRounds)
{
    Tournament t;
    t.name = QStringLiteral("bench");
    t.type = TournamentType::Swiss;
    t.declaredRounds = plannedRounds;
    std::mt19937 rng(players);
    for (int i = 0; i < players; ++i) {
        Player p;
        p.startNo = i + 1;
        p.rating = 2800 - i;
        t.players.append(p);
    }
    QList<QSet<int>> met(players);
    for (int r = 0; r < playedRounds; ++r) {
        QList<int> order(players);
        QList<Fixed> score(players);
        for (int i = 0; i < players; ++i) {
            order[i] = i;
            for (const RoundEntry &e : t.players[i].rounds)
                score[i] += t.scoring.points(e);
        }
        std::stable_sort(
            order.begin(), order.end(), [&](int a, int b) { return score[a] > score[b]; });
        QList<bool> done(players, false);
        for (int k = 0; k < players; ++k) {
            const int a = order[k];
            if (done[a])
                continue;
            int b = -1;
            for (int j = k + 1; j < players && b < 0; ++j)
                if (!done[order[j]] && !met[a].contains(order[j]))
                    b = order[j];
            done[a] = true;
            RoundEntry ea, eb;
            if (b < 0) { // left over: a bye
                ea.code = 'Z';
                t.players[a].rounds.append(ea);
                continue;
            }
            done[b] = true;
            met[a].insert(b);
            met[b].insert(a);
            // Alternate colours by the balance so far so that [C3] stays satisfiable.
            int balance = 0;
            for (const RoundEntry &e : t.players[a].rounds)
                balance += e.colour == Colour::White ? 1 : e.colour == Colour::Black ? -1 : 0;
            ea.colour = balance > 0 ? Colour::Black : Colour::White;
            eb.colour = ea.colour == Colour::White ? Colour::Black : Colour::White;
            const int x = int(rng() % 3);
            ea.code = x == 0 ? '1' : x == 1 ? '=' : '0';
            eb.code = x == 0 ? '0' : x == 1 ? '=' : '1';
            ea.opponent = b + 1;
            eb.opponent = a + 1;
            t.players[a].rounds.append(ea);
            t.players[b].rounds.append(eb);
        }
    }
    return t;
}

//! Times the pairing of round 10 of \a t.
void timeRound10(benchmark::State &state, const Tournament &t)
{
    int boards = 0;
    for (auto _ : state) {
        const PairingResult r = pairDutch(t, 10);
        if (!r.ok()) {
            state.SkipWithError(qPrintable(r.error));
            return;
        }
        boards = int(r.boards.size());
        benchmark::DoNotOptimize(boards);
    }
    state.counters["boards"] = boards;
}

void BM_PairRound10(benchmark::State &state)
{
    timeRound10(state, quickTournament(int(state.range(0)), 9, 11));
}

void BM_PairRound10Generated(benchmark::State &state)
{
    // A tournament as the engine itself pairs it (generateTournament: random results with
    // draws, a few forfeits and byes), rounds 1-9 played: harder brackets than the fold's,
    // with exchanges (Art. 4.3) and colour conflicts. Making it costs nine engine pairings,
    // outside the timing.
    GeneratorOptions o;
    o.players = int(state.range(0));
    o.rounds = 11;
    o.pairRounds = 9;
    o.seed = quint64(state.range(1));
    o.forfeits.everyRound = GeneratorAmount::ofRate(0.02);
    o.halfByes.everyRound = GeneratorAmount::ofRate(0.02);
    const GeneratedTournament g = generateTournament(o);
    if (!g.error.isEmpty()) {
        state.SkipWithError(qPrintable(g.error));
        return;
    }
    timeRound10(state, g.tournament);
}

} // namespace

int main(int argc, char **argv)
{
    QList<int> sizes = {100, 200, 400};
    if (const char *env = std::getenv("ARBITER_BENCH_PLAYERS")) {
        sizes.clear();
        for (const QString &s : QString::fromLatin1(env).split(u' ', Qt::SkipEmptyParts))
            sizes.append(s.toInt());
    }
    for (int n : sizes)
        benchmark::RegisterBenchmark("BM_PairRound10", BM_PairRound10)
            ->Arg(n)
            ->Unit(benchmark::kMillisecond)
            ->Iterations(1);
    // ARBITER_BENCH_SEEDS="1 2 3" picks the generated tournaments (default: seed 1).
    QList<int> seeds = {1};
    if (const char *env = std::getenv("ARBITER_BENCH_SEEDS")) {
        seeds.clear();
        for (const QString &s : QString::fromLatin1(env).split(u' ', Qt::SkipEmptyParts))
            seeds.append(s.toInt());
    }
    for (int n : sizes)
        for (int seed : seeds)
            benchmark::RegisterBenchmark("BM_PairRound10Generated", BM_PairRound10Generated)
                ->Args({n, seed})
                ->Unit(benchmark::kMillisecond)
                ->Iterations(1);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
