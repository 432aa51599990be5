#!/usr/bin/env bash
# The mass self-test of FIDE's program checklist (C.02 A16): the generator makes N random
# tournaments and the checker replays each of them.
#
#   scripts/selftest.sh [N] [FIRST_SEED] [ARBITER_CLI]
#
# N (default 300) tournaments with seeds FIRST_SEED (default 1) onwards; ARBITER_CLI defaults to
# build/app/cli/arbiter-cli. The k-th tournament's shape follows from k: 9 to 200 players, 5 to
# 11 rounds (at most half the players), draws, forfeits and double forfeits, full-, half- and
# zero-point byes (as rates, as counts and in single rounds), withdrawals, late entries, Baku
# acceleration for every fifth, Black as the initial colour for every other one, and a 202
# tie-break list for every third. `arbiter-cli check` must report nothing: every round paired
# again gives the same boards, and points and ranks follow the file's tie-break list.
# SELFTEST_KEEP=DIR keeps the tournaments that differ (and their reports) there.
# FIDE's bar is at most 10 discrepancies in 50,000 tournaments; this script prints the count,
# the tournaments per second and exits 1 on any discrepancy, 2 on a setup problem.
set -uo pipefail
cd "$(dirname "$0")/.."

count=${1:-300}
first=${2:-1}
cli=${3:-build/app/cli/arbiter-cli}
[[ -x $cli ]] || { echo "selftest: $cli is not built"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
keep=${SELFTEST_KEEP:-}
[[ -n $keep ]] && mkdir -p "$keep"

discrepancies=0
failed_generate=0
start=$(date +%s.%N)
for ((k = 0; k < count; k++)); do
    seed=$((first + k))
    players=$((9 + (seed * 37) % 192))
    rounds=$((5 + seed % 7))
    ((rounds > players / 2)) && rounds=$((players / 2))
    args=(generate --players "$players" --rounds "$rounds" --seed "$seed"
        --draw-rate "0.$((1 + seed % 5))"
        --half-byes "0.0$((seed % 4))" --forfeits "0.0$((seed % 3))"
        --double-forfeits "0.00$((seed % 2 * 5))" --withdraw-rate "0.00$((seed % 3 * 4))"
        --late-rate "0.0$((seed % 2 * 4))")
    case $((seed % 4)) in
        1) args+=(--full-byes "2:1" --zero-byes "$((rounds - 1)):2") ;;
        2) args+=(--full-byes "0.01" --zero-byes "0.01") ;;
        3) args+=(--zero-byes "1") ;;
    esac
    ((seed % 5 == 0)) && args+=(--baku)
    ((seed % 2 == 1)) && args+=(--initial-colour black)
    ((seed % 3 == 0)) && args+=(--tiebreaks "BH/C1 SB DE WIN")
    file=$work/t.trf
    if ! "$cli" "${args[@]}" --write "$file" 2>"$work/gen.err"; then
        echo "selftest: seed $seed: the generator failed: $(cat "$work/gen.err")"
        failed_generate=$((failed_generate + 1))
        continue
    fi
    if ! "$cli" check "$file" >"$work/check.out" 2>&1; then
        discrepancies=$((discrepancies + 1))
        echo "selftest: seed $seed ($players players, $rounds rounds) differs:"
        grep -v '^\(pairings: all\|.*points and ranks agree\|.*TRF-2026\)' "$work/check.out" \
            | sed 's/^/  /' | head -5
        if [[ -n $keep ]]; then
            cp "$file" "$keep/seed-$seed.trf"
            cp "$work/check.out" "$keep/seed-$seed.check"
        fi
    fi
done
end=$(date +%s.%N)
rate=$(awk -v n="$count" -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", n / (b - a) }')
echo "selftest: $count tournaments (seeds $first-$((first + count - 1))), $discrepancies" \
    "discrepancies, $failed_generate not generated; $rate tournaments per second"
((discrepancies == 0 && failed_generate == 0))
