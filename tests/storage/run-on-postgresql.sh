#!/bin/sh
# Runs each test program given against one throwaway PostgreSQL server:
# scripts/pg-test-server.sh sets ARBITER_TEST_PG_URL; the first failing program stops the run.
here=$(dirname "$0")
exec "$here/../../scripts/pg-test-server.sh" run sh -c 'for t; do "$t" || exit 1; done' sh "$@"
