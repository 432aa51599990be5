#!/usr/bin/env bash
# Builds everything with -fsanitize=address,undefined in ./build-asan and runs every test there.
# Line tables (-g1) are all the sanitizers need for their reports, and build much faster than -g.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-g1 -DARBITER_SANITIZE=ON \
    -DARBITER_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build-asan -j"$(nproc)"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
[[ -f tests/lsan.supp ]] && export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/tests/lsan.supp}"
ctest --test-dir build-asan --output-on-failure -j"$(nproc)"
