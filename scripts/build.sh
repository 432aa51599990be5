#!/usr/bin/env bash
# Configures and builds Arbiter in ./build (optimised, with line tables; Ninja).
set -euo pipefail
cd "$(dirname "$0")/.."
# Line tables (-g1) give backtraces and build much faster than full debug information.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" "$@" >/dev/null
cmake --build build -j"$(nproc)"
