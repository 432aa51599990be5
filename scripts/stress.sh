#!/usr/bin/env bash
# The storage stress test: a generated 10,000-participant, 15-round Swiss imported into
# a tournament database, results entered one audited transaction at a time through the storage
# layer, the standings recomputed after each. Prints times and the peak memory (GNU time).
#   scripts/stress.sh                         # rounds 1-14 imported, 1000 results of round 15
#   scripts/stress.sh --from-round 1          # every result of all 15 rounds (hours: see README)
#   STRESS_HEAPTRACK=1 scripts/stress.sh ...  # also record a heaptrack profile
# Extra arguments go to build/tests/stress/stress_storage (--players, --rounds, --results,
# --from-round, --database).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -d build ]] || cmake -S . -B build -G Ninja >/dev/null
cmake --build build --target stress_storage
db="${STRESS_DB:-build/stress.arbiter}"
args=(--database "$db" --from-round 15 --results 1000 "$@")
if [[ ${STRESS_HEAPTRACK:-0} == 1 ]] && command -v heaptrack >/dev/null; then
    rm -f build/stress.heaptrack.zst
    heaptrack -o build/stress.heaptrack build/tests/stress/stress_storage "${args[@]}"
    heaptrack_print build/stress.heaptrack.zst 2>/dev/null |
        grep -E "^(peak heap memory|peak RSS|total memory leaked)" || true
else
    /usr/bin/time -v build/tests/stress/stress_storage "${args[@]}" 2> >(grep -E "Maximum resident|Elapsed|User time|System time" >&2)
fi
ls -l "$db"
