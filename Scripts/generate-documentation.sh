#!/usr/bin/env bash
# Builds the DocC documentation of the WorkoutKit library with the swift-docc-plugin
# (`swift package generate-documentation`), offline.
#
# WorkoutKit re-exports the other modules (`@_exported import`), but DocC documents a
# target's own symbols only. So the modules are documented together, with the plugin's
# combined documentation: each module's archive is built with its dependencies' archives
# at hand, so that WorkoutKit's articles link to their symbols (written as absolute
# links, ``/WorkoutStore/WorkoutStore``), and one archive holds them all. FITProfile (the
# generated profile tables) is left out.
#
# Usage: Scripts/generate-documentation.sh [OUTPUT_DIRECTORY] [DOCC_OPTION...]
#   default output: .build/documentation/workoutkit.doccarchive
#   CI passes --warnings-as-errors, so that a broken link or an undocumented parameter fails it.
#   Browse it with `python3 -m http.server` in the archive and open /documentation/workoutkit.
set -euo pipefail

cd "$(dirname "$0")/.."
output="${1:-.build/documentation/workoutkit.doccarchive}"
shift $(( $# > 0 ? 1 : 0 ))
mkdir -p "$(dirname "$output")"

swift package --disable-sandbox \
    --allow-writing-to-directory "$(dirname "$output")" \
    generate-documentation \
    --target WorkoutKit --target WorkoutModel --target FITCodec --target WorkoutFormats \
    --target WorkoutStore --target RouteProcessing --target TrainingAnalysis \
    --enable-experimental-combined-documentation \
    --disable-indexing \
    --output-path "$output" "$@"
