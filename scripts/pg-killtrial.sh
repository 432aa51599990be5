#!/usr/bin/env bash
# The kill trial on a PostgreSQL server (issue #15, "Done means"; not run in CI). A throwaway
# server (scripts/pg-test-server.sh); each trial copies a 100-player event with every round
# paired into a new database on it (arbiter-cli copy), lets storage_crash_writer enter results
# there one change at a time (TournamentDatabase::setGame, as scripts/killtrial.sh does for files),
# and at a random moment kills
#   client: the writer, with SIGKILL;
#   server: the server, as a crash would (pg_ctl stop -m immediate, no checkpoint; started again
#           on the same port afterwards, recovering from its WAL), while the writer is writing.
# Then every change the writer reported committed must be on the server, both players' entries
# together, one audit row per change (storage_crash_writer --check). For the server kill the
# writer's own message is printed once: the arbiter's program says what happened.
# Usage: scripts/pg-killtrial.sh [KILLS]   (KILLS per kind, default 20; BUILD_DIR, default build;
# MAX_DELAY_MS, default 1500). Exits 77 when PostgreSQL 15 is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
kills="${1:-20}"
build="${BUILD_DIR:-build}"
max_delay="${MAX_DELAY_MS:-1500}"
psql=${PG_BINDIR:-/usr/lib/postgresql/15/bin}/psql
cmake --build "$build" -j2 --target storage_crash_writer arbiter-cli >/dev/null
writer="$build/tests/storage/storage_crash_writer"
cli="$build/app/cli/arbiter-cli"
export QT_QPA_PLATFORM=offscreen

work="$(mktemp -d /tmp/arbiter-pgkill.XXXXXX)"
chmod 755 "$work"
server="$work/server"
trap 'scripts/pg-test-server.sh stop "$server" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
url="$(scripts/pg-test-server.sh start "$server")" || exit $?
password=${url#postgresql://*:}
password=${password%%@*}
export PGPASSWORD=$password
base_url=${url%/*}

base_rows="$("$writer" --create "$work/template.arbiter" 100 | awk '/^audit-rows/ {print $2}')"
status=0
for kind in client server; do
    total_committed=0 total_in_file=0 total_lost=0 failed=0 said=""
    for ((i = 1; i <= kills; i++)); do
        database="trial_${kind}_$i"
        "$psql" -q "$url" -c "CREATE DATABASE $database" >/dev/null
        target="$base_url/$database"
        "$cli" copy "$work/template.arbiter" "$target" >/dev/null
        "$writer" --trial "$target" >"$work/log" 2>"$work/err" &
        pid=$!
        delay=$((20 + RANDOM % max_delay))
        sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
        if [[ $kind == client ]]; then
            if ! kill -9 "$pid" 2>/dev/null; then
                echo "pg-killtrial: the writer ended before the kill: $(cat "$work/err")"
                failed=$((failed + 1))
            fi
            wait "$pid" 2>/dev/null || true
        else
            scripts/pg-test-server.sh crash "$server"
            # The writer notices the lost connection at its next statement and stops.
            writer_status=0
            wait "$pid" 2>/dev/null || writer_status=$?
            if ((writer_status == 0)); then
                echo "pg-killtrial: the writer went on without its server"
                failed=$((failed + 1))
            fi
            [[ -n $said ]] || said="$(tail -1 "$work/err")"
            scripts/pg-test-server.sh restart "$server"
        fi
        if ! line="$("$writer" --check "$target" "$work/log" "$base_rows")"; then
            echo "pg-killtrial: $kind trial $i (killed after ${delay} ms): $line"
            failed=$((failed + 1))
        fi
        read -r _ committed _ in_file _ lost <<<"$line"
        total_committed=$((total_committed + ${committed:-0}))
        total_in_file=$((total_in_file + ${in_file:-0}))
        total_lost=$((total_lost + ${lost:-0}))
        "$psql" -q "$url" -c "DROP DATABASE $database" >/dev/null
    done
    echo "pg-killtrial $kind: $kills kills, $total_committed commits reported," \
        "$total_in_file changes on the server, $total_lost lost, $failed failed trials"
    [[ -z $said ]] || echo "pg-killtrial $kind: the writer said: $said"
    if ((total_lost > 0 || failed > 0)); then status=1; fi
done
exit $status
