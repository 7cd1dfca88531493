#!/usr/bin/env bash
# Install the Debian packages the test suite needs beyond Python: Chromium and a font with the
# suit symbols for the browser tests (Playwright drives /usr/bin/chromium; `playwright install`
# is never run). PostgreSQL is handled by scripts/postgres-for-tests.sh. Needs root for apt.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
    echo "the browser tests need: ${missing[*]} (apt-get install -y ${missing[*]}, as root)" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
