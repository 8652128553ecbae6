#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 (ARCHITECTURE §5, §7):
#   scripts/with-postgres.sh pnpm test
# Starts a server in a temp dir on a random free port (listening on 127.0.0.1 and a private socket dir),
# creates a role and database, exports TEST_DATABASE_URL for the command, then stops the server and deletes the dir.
# PG_BIN selects the binaries (default /usr/lib/postgresql/15/bin). As root, the server runs as user postgres.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [[ ! -x "$PG_BIN/initdb" ]]; then
  echo "with-postgres: no PostgreSQL at $PG_BIN (set PG_BIN)" >&2
  exit 127
fi
if [[ $# -eq 0 ]]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

as_pg=()
if [[ "$(id -u)" == "0" ]]; then
  # runuser lives in /usr/sbin, which a minimal PATH may lack.
  runuser_bin="$(command -v runuser || echo /usr/sbin/runuser)"
  as_pg=("$runuser_bin" -u postgres --)
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/portal-pg.XXXXXX")"
chmod 755 "$WORK"
mkdir -p "$WORK/data" "$WORK/sock"
if [[ ${#as_pg[@]} -gt 0 ]]; then chown -R postgres "$WORK"; fi

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

cleanup() {
  "${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

"${as_pg[@]}" "$PG_BIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1 ||
  { cat "$WORK/initdb.log" >&2; exit 1; }
"${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK/sock -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null ||
  { cat "$WORK/server.log" >&2; exit 1; }

"$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
  -c "CREATE ROLE portal LOGIN PASSWORD 'portal' CREATEDB" -c "CREATE DATABASE portal OWNER portal" >/dev/null

export TEST_DATABASE_URL="postgres://portal:portal@127.0.0.1:$PORT/portal"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
