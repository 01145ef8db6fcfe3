#!/usr/bin/env bash
# Installs what workoutkit needs on a fresh Debian machine (run as root, or with sudo
# available): the C libraries it links (libxml2, zlib, SQLite), xmllint for schema
# checks, GPSBabel (it reads the TCX courses we write), PostgreSQL 15's server (the
# PostgreSQL store's tests start a throwaway cluster: Scripts/postgresql-test-cluster.sh),
# cairo (`workoutkit plot` and `report` draw with it), Chromium (the report's test renders
# the page headless: Scripts/render-report-in-chromium.sh), and the Python packages the
# reference tests use. Safe to run again.
set -euo pipefail

packages=(libxml2-dev zlib1g-dev libsqlite3-dev sqlite3 libxml2-utils gpsbabel postgresql-15 libcairo2-dev chromium)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Garmin's FIT SDK (the FIT profile generator reads its profile; tests compare against it).
python3 -m pip install -q --disable-pip-version-check garmin-fit-sdk 2>/dev/null \
    || echo "setup: pip could not install garmin-fit-sdk; the profile regeneration test will be skipped" >&2
# gpxpy (tests compare GPX courses and waypoints with its reading).
python3 -m pip install -q --disable-pip-version-check gpxpy 2>/dev/null \
    || echo "setup: pip could not install gpxpy; the GPX course peer checks will be skipped" >&2
# healthkit-to-sqlite (a test reads our Apple Health export's routes with it).
python3 -m pip install -q --disable-pip-version-check healthkit-to-sqlite 2>/dev/null \
    || echo "setup: pip could not install healthkit-to-sqlite; the Apple Health route peer check will be skipped" >&2
