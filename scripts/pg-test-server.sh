#!/usr/bin/env bash
# A throwaway PostgreSQL 15 server for the storage tests: initdb in a temporary
# folder as an unprivileged user (as root: the user "arbitertest", made with useradd when
# missing, and runuser), pg_ctl on a free TCP port of 127.0.0.1 with its Unix socket in the same
# folder, one database "arbiter_test"; the folder is removed when the server stops.
#
#   scripts/pg-test-server.sh                start, print the URL, stop on Ctrl-C
#   scripts/pg-test-server.sh run CMD ARGS   start, run CMD with ARBITER_TEST_PG_URL (and
#                                            PGPASSWORD) set, stop;
#                                            exits with CMD's status
#   scripts/pg-test-server.sh start DIR      start in DIR (made, must not exist), print the URL
#   scripts/pg-test-server.sh stop DIR       stop the server started in DIR and remove DIR
#   scripts/pg-test-server.sh crash DIR      kill it as a crash would (immediate stop), keep DIR
#   scripts/pg-test-server.sh restart DIR    start it again on the same port (after crash)
# Exits with 77 when PostgreSQL 15 is not installed.
set -euo pipefail

bindir=${PG_BINDIR:-/usr/lib/postgresql/15/bin}
testuser=arbitertest
database=arbiter_test

die() { echo "pg-test-server: $*" >&2; exit 1; }

# Exit code 77 (CTest's SKIP_RETURN_CODE for the PostgreSQL tests): nothing to start.
if [[ ! -x $bindir/initdb || ! -x $bindir/pg_ctl ]]; then
    echo "pg-test-server: PostgreSQL 15 is not installed in $bindir (run scripts/setup.sh:" \
        "postgresql-15); skipped" >&2
    exit 77
fi

# Runs a command as the server's user: arbitertest when we are root, else ourselves.
as_owner() {
    if [[ $(id -u) -eq 0 ]]; then
        runuser -u "$testuser" -- "$@"
    else
        "$@"
    fi
}

owner_name() {
    if [[ $(id -u) -eq 0 ]]; then echo "$testuser"; else id -un; fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Starts the server of DIR on PORT (its data folder made by start).
run_server() {
    as_owner "$bindir/pg_ctl" -D "$1/data" -l "$1/server.log" -w -t 30 \
        -o "-p $2 -k $1 -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" \
        start >/dev/null 2>&1
}

start() {
    local dir=$1
    [[ -e $dir ]] && die "$dir exists already"
    if [[ $(id -u) -eq 0 ]] && ! id -u "$testuser" >/dev/null 2>&1; then
        useradd --system --no-create-home --shell /usr/sbin/nologin "$testuser" \
            || die "cannot create the user $testuser"
    fi
    mkdir -p "$dir"
    chmod 700 "$dir"
    if [[ $(id -u) -eq 0 ]]; then
        chown "$testuser" "$dir"
        if ! runuser -u "$testuser" -- test -w "$dir"; then
            rmdir "$dir"
            die "the user $testuser cannot reach $dir (a parent folder is closed to it; chmod 755 it)"
        fi
    fi
    local user password port
    user=$(owner_name)
    password=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
    as_owner sh -c "umask 077; printf '%s\n' '$password' > '$dir/pwfile'"
    # Local (socket) connections are trusted (the setup below); TCP needs the password.
    as_owner "$bindir/initdb" -D "$dir/data" -U "$user" --pwfile="$dir/pwfile" \
        --auth-local=trust --auth-host=scram-sha-256 --no-sync -E UTF8 --locale=C.UTF-8 \
        >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; die "initdb failed"; }
    local tries
    for tries in 1 2 3 4 5; do
        port=$(free_port)
        if run_server "$dir" "$port"; then
            break
        fi
        port=
    done
    [[ -n $port ]] || { cat "$dir/server.log" >&2 || true; die "the server did not start"; }
    echo "$port" >"$dir/port"
    as_owner "$bindir/createdb" -h "$dir" -p "$port" -U "$user" "$database" \
        || die "cannot create the database $database"
    echo "postgresql://$user:$password@127.0.0.1:$port/$database"
}

stop() {
    local dir=$1
    [[ -d $dir/data ]] || return 0
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}

case ${1:-} in
start)
    [[ $# -eq 2 ]] || die "usage: $0 start DIR"
    start "$2"
    ;;
stop)
    [[ $# -eq 2 ]] || die "usage: $0 stop DIR"
    stop "$2"
    ;;
crash)
    # As a killed server: an immediate stop (no checkpoint, recovery at the next start); the
    # data folder stays for restart.
    [[ $# -eq 2 && -d $2/data ]] || die "usage: $0 crash DIR (a server started in DIR)"
    as_owner "$bindir/pg_ctl" -D "$2/data" -m immediate -w stop >/dev/null 2>&1 \
        || die "cannot stop the server in $2"
    ;;
restart)
    [[ $# -eq 2 && -f $2/port ]] || die "usage: $0 restart DIR (a server started in DIR)"
    run_server "$2" "$(cat "$2/port")" || { tail -5 "$2/server.log" >&2; die "the server did not start again"; }
    ;;
run)
    shift
    [[ $# -ge 1 ]] || die "usage: $0 run COMMAND [ARGS...]"
    base=$(mktemp -d /tmp/arbiter-pg.XXXXXX)
    chmod 755 "$base"
    dir=$base/server
    trap 'stop "$dir"; rm -rf "$base"' EXIT
    trap 'exit 130' INT TERM
    url=$(start "$dir") || exit 1
    status=0
    # The password also in PGPASSWORD, as an arbiter would keep it: an event reopened by the
    # URL it shows (without the password) connects too.
    password=${url#postgresql://*:}
    password=${password%%@*}
    ARBITER_TEST_PG_URL=$url PGPASSWORD=$password "$@" || status=$?
    exit $status
    ;;
"")
    base=$(mktemp -d /tmp/arbiter-pg.XXXXXX)
    chmod 755 "$base"
    dir=$base/server
    trap 'stop "$dir"; rm -rf "$base"' EXIT
    trap 'exit 130' INT TERM
    start "$dir"
    echo "pg-test-server: running; Ctrl-C stops it and removes $dir" >&2
    while true; do sleep 3600; done
    ;;
*)
    die "unknown command $1 (start DIR, stop DIR, crash DIR, restart DIR, run COMMAND, or nothing)"
    ;;
esac
