#!/usr/bin/env bash
# The kill -9 trial (issue 13; not run in CI): enters results into a 100-player tournament, one
# change at a time, kills the writer with SIGKILL at a random moment, reopens the file and
# checks that every change the writer reported committed is there (and none is half there).
# Done KILLS times (default 100) through the storage layer (storage_crash_writer,
# TournamentDatabase::setGame) and KILLS times through the app's document
# (document_crash_writer, TournamentDocument::setResult, as the Rounds tab enters a result).
# Usage: scripts/killtrial.sh [KILLS]   (BUILD_DIR, default build; MAX_DELAY_MS, default 1500)
set -euo pipefail
cd "$(dirname "$0")/.."
kills="${1:-100}"
build="${BUILD_DIR:-build}"
max_delay="${MAX_DELAY_MS:-1500}"
cmake --build "$build" -j2 --target storage_crash_writer document_crash_writer >/dev/null
storage_writer="$build/tests/storage/storage_crash_writer"
document_writer="$build/tests/ui/document_crash_writer"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen

base_rows="$("$storage_writer" --create "$work/template.arbiter" 100 | awk '/^audit-rows/ {print $2}')"
status=0
for layer in storage document; do
    total_committed=0 total_in_file=0 total_lost=0 failed=0
    for ((i = 1; i <= kills; i++)); do
        rm -f "$work"/trial.arbiter*
        cp "$work/template.arbiter" "$work/trial.arbiter"
        if [[ $layer == storage ]]; then
            "$storage_writer" --trial "$work/trial.arbiter" >"$work/log" 2>"$work/err" &
        else
            "$document_writer" "$work/trial.arbiter" >"$work/log" 2>"$work/err" &
        fi
        pid=$!
        delay=$((20 + RANDOM % max_delay))
        sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
        if ! kill -9 "$pid" 2>/dev/null; then
            echo "killtrial: $layer writer ended before the kill: $(cat "$work/err")"
            failed=$((failed + 1))
        fi
        wait "$pid" 2>/dev/null || true
        if ! line="$("$storage_writer" --check "$work/trial.arbiter" "$work/log" "$base_rows")"; then
            echo "killtrial: $layer trial $i (killed after ${delay} ms): $line"
            failed=$((failed + 1))
        fi
        read -r _ committed _ in_file _ lost <<<"$line"
        total_committed=$((total_committed + ${committed:-0}))
        total_in_file=$((total_in_file + ${in_file:-0}))
        total_lost=$((total_lost + ${lost:-0}))
    done
    echo "killtrial $layer: $kills kills, $total_committed commits reported, $total_in_file changes in the files, $total_lost lost, $failed failed trials"
    if ((total_lost > 0 || failed > 0)); then status=1; fi
done
exit $status
