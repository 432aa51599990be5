#!/usr/bin/env bash
# Fails when a tracked C++ file is not formatted with clang-format 14 and .clang-format.
# `scripts/check-format.sh --fix` formats them in place.
set -euo pipefail
cd "$(dirname "$0")/.."
formatter=$(command -v clang-format-14 || command -v clang-format)
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find . -path ./build\* -prune -o \( -name '*.cpp' -o -name '*.h' \) -print)
if [[ ${1:-} == --fix ]]; then
    "$formatter" -i "${files[@]}"
    exit 0
fi
if ! "$formatter" --dry-run -Werror "${files[@]}" 2>/tmp/arbiter-format.$$; then
    grep -E '^[^ ].*: (error|warning):' /tmp/arbiter-format.$$ | cut -d: -f1 | sort -u |
        sed 's/^/format: not formatted: /'
    rm -f /tmp/arbiter-format.$$
    echo "format: run scripts/check-format.sh --fix"
    exit 1
fi
rm -f /tmp/arbiter-format.$$
echo "format: ${#files[@]} files formatted"
