#!/usr/bin/env bash
# The kill -9 trial (not run in CI): enters results into a 100-player tournament, one
# change at a time, kills the writer with SIGKILL at a random moment, reopens the file and
# checks that every change the writer reported committed is there (and none is half there).
# Done KILLS times (default 100) through the storage layer (storage_crash_writer,
# TournamentDatabase::setGame) and KILLS times through the app's document
# (document_crash_writer, TournamentDocument::setResult, as the Rounds tab enters a result).
# Usage: scripts/killtrial.sh [KILLS]   (BUILD_DIR, default build; MAX_DELAY_MS, default 1500)
# The same trial on a PostgreSQL server: scripts/pg-killtrial.sh (the shared part:
# scripts/killtrial-common.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/killtrial-common.sh
trial=killtrial
killtrial_setup "${1:-100}" document_crash_writer
document_writer="$build/tests/ui/document_crash_writer"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

killtrial_template
for layer in storage document; do
    killtrial_begin
    for ((i = 1; i <= kills; i++)); do
        rm -f "$work"/trial.arbiter*
        cp "$work/template.arbiter" "$work/trial.arbiter"
        if [[ $layer == storage ]]; then
            "$writer" --trial "$work/trial.arbiter" >"$work/log" 2>"$work/err" &
        else
            "$document_writer" "$work/trial.arbiter" >"$work/log" 2>"$work/err" &
        fi
        pid=$!
        killtrial_wait
        killtrial_kill "$pid" "$layer writer"
        killtrial_check "$layer trial $i" "$work/trial.arbiter"
    done
    killtrial_end "$layer" "in the files"
done
exit $status
