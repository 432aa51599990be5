#!/usr/bin/env bash
# Set-up, build and every test: the command README and CI run.
#   0. the formatting check (clang-format, scripts/check-format.sh);
#   1. the normal build and all tests (CTest);
#   2. the same tests built with -fsanitize=address,undefined;
#   3. each libFuzzer target for FUZZ_SECONDS (default 20) seconds.
# ARBITER_QUICK=1 runs step 1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says when it starts (minutes and seconds since the start).
step() { printf '== %s (at %dm%02ds)\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }
step "set-up"
scripts/setup.sh
step "formatting"
scripts/check-format.sh
step "build"
scripts/build.sh
log=$(mktemp)
trap 'rm -f "$log"' EXIT
step "tests"
ctest --test-dir build --output-on-failure -j"$(nproc)" | tee "$log"
if [[ ${ARBITER_QUICK:-0} != 1 ]]; then
    step "sanitizers (address, undefined)"
    scripts/sanitize.sh | tee -a "$log"
    step "fuzzing"
    scripts/fuzz.sh
fi
step "done"
# One closing line over every CTest run above.
passed=0 failed=0
while read -r p f; do
    passed=$((passed + p)); failed=$((failed + f))
done < <(sed -nE 's/^[0-9]+% tests passed, ([0-9]+) tests failed out of ([0-9]+)$/\2 \1/p' "$log" |
         awk '{print $1 - $2, $2}')
echo "arbiter: $passed passed, $failed failed"
