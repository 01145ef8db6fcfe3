#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the PostgreSQL store's tests (issue #15).
#
#   eval "$(bash Scripts/postgresql-test-cluster.sh start)"   # sets the two variables below
#   swift test --filter PostgreSQLStoreTests
#   bash Scripts/postgresql-test-cluster.sh stop               # stops it and deletes its folder
#
# `start` runs initdb in a new temporary folder and pg_ctl on a free loopback port (no
# systemd, no service of the system's), with SCRAM password authentication for one
# superuser whose random password is in the URL, and TLS with a certificate for `localhost`
# signed by a throwaway root certificate. It prints three `export` lines:
# WORKOUTKIT_TEST_POSTGRESQL_URL (what the tests connect to, without TLS),
# WORKOUTKIT_TEST_POSTGRESQL_ROOT_CERT (the root certificate, for sslmode=verify-*) and
# WORKOUTKIT_TEST_POSTGRESQL_CLUSTER (the folder, which `stop` reads when given no argument).
# initdb refuses to run as root: as root, the cluster runs as the `postgres` user (made by
# Debian's postgresql-15 package), else `nobody`.
# The server binaries come from $POSTGRESQL_BIN, else Debian's /usr/lib/postgresql/15/bin.
set -euo pipefail

bin="${POSTGRESQL_BIN:-/usr/lib/postgresql/15/bin}"

# Runs a command as the cluster's owner.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        local owner=postgres
        id -u "$owner" >/dev/null 2>&1 || owner=nobody
        setpriv --reuid="$owner" --regid="$(id -g "$owner")" --clear-groups -- "$@"
    else
        "$@"
    fi
}

start() {
    if [ ! -x "$bin/initdb" ]; then
        echo "postgresql-test-cluster: no PostgreSQL server in $bin (install postgresql-15, or set POSTGRESQL_BIN)" >&2
        exit 1
    fi
    local folder password port
    folder="$(mktemp -d "${TMPDIR:-/tmp}/workoutkit-postgresql.XXXXXX")"
    chmod 711 "$folder"
    password="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
    (umask 077 && printf '%s\n' "$password" > "$folder/password")
    mkdir "$folder/data"
    if [ "$(id -u)" -eq 0 ]; then
        local owner=postgres
        id -u "$owner" >/dev/null 2>&1 || owner=nobody
        chown -R "$owner" "$folder"
    fi
    as_owner "$bin/initdb" --pgdata="$folder/data" --username=workoutkit --pwfile="$folder/password" \
        --auth=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >"$folder/initdb.log" 2>&1 || {
        cat "$folder/initdb.log" >&2
        exit 1
    }
    rm "$folder/password"
    # A root certificate and the server's, for `localhost` only (not 127.0.0.1), so that
    # verify-full can be seen to pass by name and to fail by address.
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=workoutkit test root" \
        -keyout "$folder/root.key" -out "$folder/root.crt" >/dev/null 2>&1
    openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" \
        -keyout "$folder/data/server.key" -out "$folder/server.csr" >/dev/null 2>&1
    printf 'subjectAltName=DNS:localhost\n' > "$folder/server.ext"
    openssl x509 -req -in "$folder/server.csr" -CA "$folder/root.crt" -CAkey "$folder/root.key" -CAcreateserial \
        -days 2 -extfile "$folder/server.ext" -out "$folder/data/server.crt" >/dev/null 2>&1
    rm "$folder/root.key" "$folder/root.srl" "$folder/server.csr" "$folder/server.ext"
    chmod 600 "$folder/data/server.key"
    chmod 644 "$folder/root.crt"
    if [ "$(id -u)" -eq 0 ]; then
        chown "$(stat -c %U "$folder")" "$folder/data/server.key" "$folder/data/server.crt"
    fi
    # A free loopback port: the kernel picks it, the server takes it a moment later.
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    as_owner "$bin/pg_ctl" --pgdata="$folder/data" --log="$folder/server.log" --wait --silent \
        -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$folder -c ssl=on" start >&2 || {
        cat "$folder/server.log" >&2
        exit 1
    }
    echo "export WORKOUTKIT_TEST_POSTGRESQL_URL='postgresql://workoutkit:$password@127.0.0.1:$port/postgres?sslmode=disable'"
    echo "export WORKOUTKIT_TEST_POSTGRESQL_ROOT_CERT='$folder/root.crt'"
    echo "export WORKOUTKIT_TEST_POSTGRESQL_CLUSTER='$folder'"
}

stop() {
    local folder="${1:-${WORKOUTKIT_TEST_POSTGRESQL_CLUSTER:-}}"
    if [ -z "$folder" ] || [ ! -d "$folder/data" ]; then
        echo "postgresql-test-cluster: no cluster to stop (give its folder, or set WORKOUTKIT_TEST_POSTGRESQL_CLUSTER)" >&2
        exit 1
    fi
    as_owner "$bin/pg_ctl" --pgdata="$folder/data" --wait --silent --mode=fast stop || true
    rm -rf "$folder"
}

case "${1:-}" in
    start) start ;;
    stop) stop "${2:-}" ;;
    *)
        echo "usage: $0 start | stop [FOLDER]" >&2
        exit 2
        ;;
esac
