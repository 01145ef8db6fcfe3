#!/usr/bin/env bash
# Makes the golden images of `workoutkit plot` that Tests/PlotRenderingTests/GoldenImageTests
# compares with (Tests/PlotRenderingTests/Golden/NAME.png): each corpus file imported into a
# new store, then drawn by `plot ID -o NAME.png` with the default options (1000x1200, light,
# route coloured by speed, time axis). Run it after a deliberate change to the pictures, look
# at the new PNGs, and commit them with the change.
#
# Usage: Scripts/generate-golden-plots.sh [WORKOUTKIT]   (default: .build/debug/workoutkit)
# Needs the shared corpus (../shared/corpus beside the repository).
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
workoutkit="$(realpath "${1:-$here/.build/debug/workoutkit}")"
corpus="$here/../shared/corpus"
golden="$here/Tests/PlotRenderingTests/Golden"
[ -x "$workoutkit" ] || { echo "$workoutkit is not an executable (swift build first)" >&2; exit 2; }
[ -f "$corpus/SOURCES.md" ] || { echo "the shared corpus ($corpus) is absent" >&2; exit 2; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$golden"
# Corpus file, then the golden image's name.
while read -r file name; do
    store="$scratch/$name.sqlite"
    uuid="$("$workoutkit" import "$corpus/$file" --json --store "$store" |
        python3 -c 'import json, sys; print(json.loads(sys.stdin.readline())["uuid"])')"
    "$workoutkit" plot "$uuid" -o "$golden/$name.png" --store "$store"
    echo "$golden/$name.png: $file"
done <<'LIST'
fit/garmin-edge500-ride.fit garmin-edge500-ride
gpx/strava-ride-power.gpx strava-ride-power
LIST
