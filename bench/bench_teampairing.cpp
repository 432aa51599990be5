// SPDX-License-Identifier: GPL-3.0-or-later
// The Swiss Team Pairing System (C.04.6) pairing one round of a 9-round team Swiss of 4-board
// teams: round 1, round 5 and round 9, the earlier rounds played out by lot with the engine
// (TeamEventSimulation: wins, draws, forfeited matches, teams missing a round). Only the timed
// round's pairing is measured. The goal: under a second for 200 teams.
// Usage: bench_teampairing [benchmark flags].
#include "pairing/teamsimulation.h"

#include <benchmark/benchmark.h>

using namespace arb;

namespace {

void BM_PairTeamRound(benchmark::State &state)
{
    const int teams = int(state.range(0));
    const int round = int(state.range(1));
    TeamEventSimulation event(teams, 9, 4, 2026);
    while (event.played() + 1 < round)
        if (!event.playRound().ok()) {
            state.SkipWithError("an earlier round could not be paired");
            return;
        }
    const TeamPairingInput in = event.nextInput();
    for (auto _ : state) {
        const TeamPairingResult r = pairSwissTeams(in);
        if (!r.ok()) {
            state.SkipWithError(r.error.toStdString().c_str());
            return;
        }
        benchmark::DoNotOptimize(r.matches.size());
    }
}

} // namespace

BENCHMARK(BM_PairTeamRound)
    ->ArgsProduct({{50, 200, 400}, {1, 5, 9}})
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
