#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for ${FUZZ_SECONDS:-20} seconds, seeded
# with the project's TRF files (and ../shared's when present), tie-break specs and the shipped
# presets (resources/presets/); fuzz_database damages a small valid tournament file (its inputs
# say which pages and bytes to overwrite) and opens it. A crash leaves its input in
# build-fuzz/crashes/; copy it into tests/data/fuzz-regressions/<target>/ so that
# tst_fuzzregressions (tst_databasefuzzregressions for database/) replays it in every test run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-20}"
CXX="${FUZZ_CXX:-clang++-14}" cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DARBITER_FUZZ=ON \
    -DARBITER_BUILD_GUI=OFF -DARBITER_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target fuzz_trf fuzz_tiebreakspec fuzz_preset fuzz_database
mkdir -p build-fuzz/corpus/trf build-fuzz/corpus/spec build-fuzz/corpus/preset build-fuzz/corpus/database \
    build-fuzz/crashes
find tests/data resources ../shared/fixtures -name '*.trf' -size -40k -exec cp {} build-fuzz/corpus/trf/ \; 2>/dev/null || true
cp tests/data/fuzz-regressions/trf/* build-fuzz/corpus/trf/ 2>/dev/null || true
i=0
for s in "BH/C1" "SB/P" "KS/L-1" "ARO/M1 TPR/U1400" "PTS BH/C1 BH SB DE PS WIN BPG ARO TPR" "bh-c2,fb;aob"; do
    printf '%s' "$s" > build-fuzz/corpus/spec/seed$((i++))
done
cp tests/data/fuzz-regressions/spec/* build-fuzz/corpus/spec/ 2>/dev/null || true
cp resources/presets/*.json build-fuzz/corpus/preset/
cp tests/data/fuzz-regressions/preset/* build-fuzz/corpus/preset/ 2>/dev/null || true
cp tests/data/fuzz-regressions/database/* build-fuzz/corpus/database/ 2>/dev/null || true
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
for target in trf spec preset database; do
    case $target in
        spec) bin=build-fuzz/fuzz/fuzz_tiebreakspec ;;
        *) bin=build-fuzz/fuzz/fuzz_$target ;;
    esac
    echo "fuzz: $bin for ${seconds}s"
    "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix=build-fuzz/crashes/"$target"- -print_final_stats=1 \
        build-fuzz/corpus/$target 2>build-fuzz/fuzz-$target.log || {
        tail -40 build-fuzz/fuzz-$target.log
        echo "fuzz: $target found a problem; the input is in build-fuzz/crashes/"
        exit 1
    }
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" build-fuzz/fuzz-$target.log | sed "s/^/fuzz $target: /"
done
