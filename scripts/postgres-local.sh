#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's package) on 127.0.0.1:55432 for the API suite and prints its URL.
# Usage: eval "$(scripts/postgres-local.sh start)"; …; scripts/postgres-local.sh stop (restart: a fast restart)
# PostgreSQL refuses to run as root, so the cluster belongs to the postgres user.
set -euo pipefail
DIR=${PG_DIR:-/tmp/morph-pg}
PORT=${PG_PORT:-55432}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$BIN" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "${1:-start}" in
  start)
    if [ ! -f "$DIR/data/PG_VERSION" ]; then
      rm -rf "$DIR"
      install -d -m 700 "$DIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
      as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    if ! as_pg "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
      as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=300 -c fsync=off" -w start >/dev/null
    fi
    echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
    ;;
  restart)
    # What an outage test needs: clients disconnected at once (fast mode), back with the same options.
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast -w restart >/dev/null
    ;;
  *)
    echo "usage: $0 start|stop|restart" >&2
    exit 2
    ;;
esac
