# shellcheck shell=bash disable=SC2034,SC2154
# The part scripts/killtrial.sh (a file) and scripts/pg-killtrial.sh (a PostgreSQL server) share,
# sourced by both: the settings, the template event, the random kill moment, and the check of
# each trial with storage_crash_writer --check and the totals of each kind of kill.
# The sourcing script sets trial (its name, for messages) and work (its temporary folder) and
# passes the targets it needs besides storage_crash_writer to killtrial_setup.

# killtrial_setup KILLS TARGET...: kills per kind, the build folder (BUILD_DIR, default build) and
# the longest wait before a kill (MAX_DELAY_MS, default 1500); builds storage_crash_writer and
# the TARGETs.
killtrial_setup() {
    kills="$1"
    shift
    build="${BUILD_DIR:-build}"
    max_delay="${MAX_DELAY_MS:-1500}"
    cmake --build "$build" -j2 --target storage_crash_writer "$@" >/dev/null
    writer="$build/tests/storage/storage_crash_writer"
    export QT_QPA_PLATFORM=offscreen
    status=0
}

# The 100-player event every trial starts from ($work/template.arbiter) and its audit rows.
killtrial_template() {
    base_rows="$("$writer" --create "$work/template.arbiter" 100 | awk '/^audit-rows/ {print $2}')"
}

# Starts the totals of one kind of kill.
killtrial_begin() {
    total_committed=0 total_in_file=0 total_lost=0 failed=0
}

# Waits 20 ms plus up to MAX_DELAY_MS (the time is in $delay).
killtrial_wait() {
    delay=$((20 + RANDOM % max_delay))
    sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
}

# Kills the writer PID (named WHO in the message) with SIGKILL; a writer that ended before is a
# failed trial.
killtrial_kill() {
    local pid=$1 who=$2
    if ! kill -9 "$pid" 2>/dev/null; then
        echo "$trial: $who ended before the kill: $(cat "$work/err")"
        failed=$((failed + 1))
    fi
    wait "$pid" 2>/dev/null || true
}

# Checks the event at TARGET against the writer's log ($work/log): every change reported
# committed is there, none half; adds to the totals. LABEL names the trial in the message.
killtrial_check() {
    local label=$1 target=$2 line committed in_file lost
    if ! line="$("$writer" --check "$target" "$work/log" "$base_rows")"; then
        echo "$trial: $label (killed after ${delay} ms): $line"
        failed=$((failed + 1))
    fi
    read -r _ committed _ in_file _ lost <<<"$line"
    total_committed=$((total_committed + ${committed:-0}))
    total_in_file=$((total_in_file + ${in_file:-0}))
    total_lost=$((total_lost + ${lost:-0}))
}

# Prints the totals of the kind KIND (the changes counted WHERE: "in the files", "on the
# server"); status 1 when anything was lost or a trial failed.
killtrial_end() {
    local kind=$1 where=$2
    echo "$trial $kind: $kills kills, $total_committed commits reported," \
        "$total_in_file changes $where, $total_lost lost, $failed failed trials"
    if ((total_lost > 0 || failed > 0)); then status=1; fi
}
