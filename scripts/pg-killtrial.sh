#!/usr/bin/env bash
# The kill trial on a PostgreSQL server (not run in CI). A throwaway
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
# MAX_DELAY_MS, default 1500). Exits 77 when PostgreSQL 15 is not installed. The part shared
# with scripts/killtrial.sh: scripts/killtrial-common.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/killtrial-common.sh
trial=pg-killtrial
killtrial_setup "${1:-20}" arbiter-cli
psql=${PG_BINDIR:-/usr/lib/postgresql/15/bin}/psql
cli="$build/app/cli/arbiter-cli"

work="$(mktemp -d /tmp/arbiter-pgkill.XXXXXX)"
chmod 755 "$work"
server="$work/server"
trap 'scripts/pg-test-server.sh stop "$server" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
url="$(scripts/pg-test-server.sh start "$server")" || exit $?
password=${url#postgresql://*:}
password=${password%%@*}
export PGPASSWORD=$password
base_url=${url%/*}

killtrial_template
for kind in client server; do
    killtrial_begin
    said=""
    for ((i = 1; i <= kills; i++)); do
        database="trial_${kind}_$i"
        "$psql" -q "$url" -c "CREATE DATABASE $database" >/dev/null
        target="$base_url/$database"
        "$cli" copy "$work/template.arbiter" "$target" >/dev/null
        "$writer" --trial "$target" >"$work/log" 2>"$work/err" &
        pid=$!
        killtrial_wait
        if [[ $kind == client ]]; then
            killtrial_kill "$pid" "the writer"
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
        killtrial_check "$kind trial $i" "$target"
        "$psql" -q "$url" -c "DROP DATABASE $database" >/dev/null
    done
    killtrial_end "$kind" "on the server"
    [[ -z $said ]] || echo "pg-killtrial $kind: the writer said: $said"
done
exit $status
