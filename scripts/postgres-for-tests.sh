#!/usr/bin/env bash
# Install (if needed) and start a local PostgreSQL server for the storage tests, create the
# role and database they use, and print the URL to export as TRUMPS_TEST_PG_URL.
# Runs as root on Debian (CI and developer machines of this project).
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends postgresql >&2
fi
version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | grep -q "^$version main"; then
    pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $4}' | grep -q online; then
    pg_ctlcluster "$version" main start >&2
fi
for _ in $(seq 1 30); do
    if su postgres -c "psql -qAt -c 'select 1'" >/dev/null 2>&1; then break; fi
    sleep 1
done
su postgres -c "psql -qAt -c \"select 1 from pg_roles where rolname = 'trumps'\"" | grep -q 1 \
    || su postgres -c "psql -q -c \"create role trumps login password 'trumps' superuser\"" >&2
su postgres -c "psql -qAt -c \"select 1 from pg_database where datname = 'trumps_test'\"" | grep -q 1 \
    || su postgres -c "createdb -O trumps trumps_test" >&2
echo "postgresql://trumps:trumps@localhost/trumps_test"
