#!/usr/bin/env bash
# Regenerates the manual page (man/workoutkit.1) and the shell completion scripts
# (completions/) from the command tree, so that they never drift from the code.
#   bash Scripts/generate-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift package plugin generate-manual --authors "the workoutkit developers" >/dev/null
mkdir -p man completions
cp .build/plugins/GenerateManual/outputs/WorkoutKitCLI/workoutkit.1 man/workoutkit.1

swift build -c release --product workoutkit >/dev/null
tool=.build/release/workoutkit
"$tool" --generate-completion-script bash > completions/workoutkit.bash
"$tool" --generate-completion-script zsh > completions/_workoutkit
"$tool" --generate-completion-script fish > completions/workoutkit.fish
echo "wrote man/workoutkit.1 and completions/"
