#!/usr/bin/env bash
# Generates 100-, 3000- and 9999-player tournaments (TRF start numbers have four digits) with ../shared/tools/gen_trf.py and runs
# the benchmark programs on them. Needs ../shared (or GEN_TRF=/path/to/gen_trf.py).
set -euo pipefail
cd "$(dirname "$0")/.."
gen="${GEN_TRF:-../shared/tools/gen_trf.py}"
[[ -f $gen ]] || { echo "bench: $gen not found (set GEN_TRF)"; exit 2; }
scripts/build.sh
mkdir -p build/bench-data
for n in 100 3000 9999; do
    f=build/bench-data/bench_$n.trf
    [[ -f $f ]] || python3 "$gen" --players $n --rounds 13 --seed 212 --out "$f"
done
build/bench/bench_standings build/bench-data "$@"
# The desktop app's budgets: open a 2000-player, 11-round tournament, enter a result.
if [[ -x build/bench/bench_gui ]]; then
    f=build/bench-data/bench_2000_11.trf
    [[ -f $f ]] || python3 "$gen" --players 2000 --rounds 11 --seed 212 --out "$f"
    build/bench/bench_gui build/bench-data
fi
# Swiss pairing: round 10 of 11, fold-paired and engine-generated tournaments.
ARBITER_BENCH_PLAYERS="${ARBITER_BENCH_PLAYERS:-100 400 1000 2000}" \
    ARBITER_BENCH_SEEDS="${ARBITER_BENCH_SEEDS:-1 2 3}" build/bench/bench_pairing
