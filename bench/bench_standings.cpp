// SPDX-License-Identifier: GPL-3.0-or-later
// Standings with the golden `core` list on generated tournaments, and TRF reading.
// Usage: bench_standings DIR [benchmark flags]; DIR holds bench_100.trf, bench_3000.trf and
// bench_9999.trf made by ../shared/tools/gen_trf.py (scripts/bench.sh does this). TRF start
// numbers have four digits, so the 10000-participant case is the 9999-player file plus one
// participant registered but absent from every round.
#include "tiebreaks/standings.h"
#include "trf/trf.h"

#include <QFile>
#include <QString>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>

using namespace arb;

namespace {

QString g_dir;

QByteArray load(int players)
{
    QFile f(QStringLiteral("%1/bench_%2.trf").arg(g_dir).arg(std::min(players, 9999)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

void BM_ReadTrf(benchmark::State &state)
{
    const QByteArray data = load(int(state.range(0)));
    if (data.isEmpty()) {
        state.SkipWithError("tournament file missing");
        return;
    }
    for (auto _ : state) {
        TrfReadResult r = readTrf(data);
        benchmark::DoNotOptimize(r.tournament.players.size());
    }
    state.SetBytesProcessed(qint64(state.iterations()) * data.size());
}

void BM_Standings(benchmark::State &state)
{
    TrfReadResult r = readTrf(load(int(state.range(0))));
    if (!r.ok()) {
        state.SkipWithError("tournament file missing or unreadable");
        return;
    }
    while (r.tournament.players.size() < state.range(0)) {
        Player absent;
        absent.startNo = int(r.tournament.players.size()) + 1;
        absent.name = QStringLiteral("Absent, Participant");
        r.tournament.players.append(absent);
    }
    StandingsOptions options;
    options.tieBreaks
        = *parseTieBreakList(QStringLiteral("PTS BH/C1 BH SB DE PS WIN BPG ARO/U1400 TPR/U1400"));
    for (auto _ : state) {
        Standings st = computeStandings(r.tournament, options);
        benchmark::DoNotOptimize(st.rows.data());
    }
}

} // namespace

BENCHMARK(BM_ReadTrf)->Arg(100)->Arg(3000)->Arg(9999)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Standings)->Arg(100)->Arg(3000)->Arg(10000)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    if (argc < 2 || argv[1][0] == '-') {
        std::fprintf(stderr, "usage: bench_standings DIR [benchmark flags]\n");
        return 2;
    }
    g_dir = QString::fromLocal8Bit(argv[1]);
    argv[1] = argv[0];
    --argc;
    ++argv;
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
