#!/usr/bin/env bash
# Set-up, build, and run Arbiter on the bundled demo tournament (or on the file given).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
file="${1:-resources/demo/demo.trf}"
if [[ -x build/app/gui/arbiter && ( -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" || -n "${QT_QPA_PLATFORM:-}" ) ]]; then
    exec build/app/gui/arbiter "$file"
fi
exec build/app/cli/arbiter-cli standings "$file"
