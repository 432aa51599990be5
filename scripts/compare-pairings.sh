#!/usr/bin/env bash
# Checks that the Dutch engine pairs exactly as the reference matching does: the
# sparse, warm-started solve must give the same boards as one solve over every edge of each
# bracket's graph. It generates tournaments with the engine (several sizes and seeds, with
# forfeits, byes, withdrawals and late entries) and replays every round of each with
# `check-pairings` under ARBITER_PAIRING_REFERENCE=1 (the matching as it was before).
# With BASE_CLI=/path/to/an/older/arbiter-cli, that binary replays the files too.
# Usage: scripts/compare-pairings.sh [build dir]   (COMPARE_SIZES="20 41 80" picks the sizes)
set -euo pipefail
cd "$(dirname "$0")/.."
cli="${1:-build}/app/cli/arbiter-cli"
[[ -x $cli ]] || { echo "compare-pairings: $cli not built"; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
sizes="${COMPARE_SIZES:-9 20 33 60 101 150}"
failed=0
files=0
for n in $sizes; do
    for seed in 1 2 3 4 5; do
        rounds=$((n < 12 ? 5 : 9))
        f="$out/g_${n}_${seed}.trf"
        extra=()
        if ((seed % 2 == 0)); then
            extra=(--forfeit-rate 0.05 --bye-rate 0.04 --withdraw-rate 0.02 --late-rate 0.03)
        fi
        "$cli" generate --players "$n" --rounds "$rounds" --seed "$seed" "${extra[@]}" \
            --write "$f" >/dev/null
        files=$((files + 1))
        for checker in reference base; do
            if [[ $checker == reference ]]; then
                run=(env ARBITER_PAIRING_REFERENCE=1 "$cli")
            elif [[ -n ${BASE_CLI:-} ]]; then
                run=("$BASE_CLI")
            else
                continue
            fi
            if ! "${run[@]}" check-pairings "$f" >"$out/log" 2>&1; then
                echo "DIFFERENT ($checker): $n players, seed $seed"
                cat "$out/log"
                failed=1
            fi
        done
    done
done
((failed == 0)) && echo "compare-pairings: $files tournaments, every round paired the same"
exit $failed
