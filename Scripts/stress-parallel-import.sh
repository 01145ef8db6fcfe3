#!/usr/bin/env bash
# Several `workoutkit import` processes on ONE new store, as the README's
# `find ... | xargs -P4 workoutkit import` pipeline runs them, again and again.
#
#   Scripts/stress-parallel-import.sh [--files N] [--rounds N] [--parallel P] [--per N]
#                                     [--no-readers] [--kill] [--binary PATH]
#
# Makes N small GPX recordings (default 400) with our own writer: SampleFiles/morning-run.json
# converted to GPX, cut to its first 60 points and re-timed by one hour per file. Then, each
# round (default 20), imports them all into a new store with `xargs -P P -n PER` (default 4 and
# 25) while readers (`list`, `stats`, `export`, `changes`) run in a loop on the same store, and
# checks: every importer exited 0, every file is a workout in the store, every workout is whole
# (all its points and samples), `PRAGMA integrity_check` says ok, no reader failed.
#
# With --kill, each round instead starts P importers on P equal shares of the files, kills one
# with SIGKILL once it has imported some, and checks that the others' files are all there and
# whole, that the killed one's imported files are a whole prefix of its share (its interrupted
# file absent), and that importing its share again completes the store.
#
# Prints one line per round and a summary; exits 1 if any round failed a check.
# Needs python3 (its sqlite3 module). Not part of `swift test` (a smaller version is:
# Tests/WorkoutKitCLITests/ParallelImportTests.swift).
set -u
cd "$(dirname "$0")/.."

files=400 rounds=20 parallel=4 per=25 readers=1 kill=0
binary=.build/debug/workoutkit
while [ $# -gt 0 ]; do
    case "$1" in
        --files) files=$2; shift ;;
        --rounds) rounds=$2; shift ;;
        --parallel) parallel=$2; shift ;;
        --per) per=$2; shift ;;
        --no-readers) readers=0 ;;
        --kill) kill=1 ;;
        --binary) binary=$2; shift ;;
        *) echo "usage: $0 [--files N] [--rounds N] [--parallel P] [--per N] [--no-readers] [--kill] [--binary PATH]" >&2; exit 2 ;;
    esac
    shift
done
[ -x "$binary" ] || { echo "$0: no workoutkit at $binary (swift build first, or --binary PATH)" >&2; exit 2; }
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

work=$(mktemp -d "${TMPDIR:-/tmp}/workoutkit-stress.XXXXXX")
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$work"' EXIT
points=60

# The recordings: one written by our GPX writer, cut and re-timed.
"$binary" convert SampleFiles/morning-run.json --to gpx -o "$work/base.gpx" 2>/dev/null || exit 1
mkdir "$work/files"
python3 - "$work/base.gpx" "$work/files" "$files" "$points" <<'EOF'
import re, sys
from datetime import datetime, timedelta, timezone
base, folder, count, points = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
text = open(base, encoding="utf-8").read()
head, rest = text.split("<trkpt", 1)
tail = rest[rest.rindex("</trkpt>") + len("</trkpt>"):]
kept = "<trkpt" + "<trkpt".join(rest.split("<trkpt")[:points])
kept = kept[:kept.rindex("</trkpt>") + len("</trkpt>")]
def shifted(match, hours):
    stamp = match.group(1)
    fraction = "." in stamp
    moment = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S.%fZ" if fraction else "%Y-%m-%dT%H:%M:%SZ")
    moment += timedelta(hours=hours)
    out = moment.strftime("%Y-%m-%dT%H:%M:%S")
    if fraction:
        out += "." + moment.strftime("%f")[:len(stamp.split(".")[1]) - 1]
    return "<time>" + out + "Z</time>"
for index in range(count):
    body = re.sub(r"<time>([^<]+)</time>", lambda m: shifted(m, index), head + kept + tail)
    with open(f"{folder}/ride-{index:05d}.gpx", "w", encoding="utf-8") as out:
        out.write(body)
EOF

# check STORE EXPECTED: prints "workouts W, whole Y, integrity R" and exits 1 unless all is well.
check() {
    python3 - "$1" "$2" "$points" <<'EOF'
import sqlite3, sys
store, expected, points = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
db = sqlite3.connect(store)
integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
workouts = db.execute("SELECT count(*) FROM workouts").fetchone()[0]
# Whole: the route holds every point, and the samples are those of the first workout.
whole = db.execute(
    "SELECT count(*) FROM workouts w JOIN routes r ON r.workout_id = w.id "
    "WHERE r.location_count = ? AND w.sample_count = (SELECT sample_count FROM workouts ORDER BY id LIMIT 1)",
    (points,)).fetchone()[0]
print(f"workouts {workouts}/{expected}, whole {whole}, integrity {integrity}")
sys.exit(0 if workouts == expected and whole == expected and integrity == "ok" else 1)
EOF
}

# killed_check STORE LIST: after one importer (of the files in LIST) was killed: every other
# file is in the store, the killed one's imported files are a prefix of LIST, all are whole.
killed_check() {
    python3 - "$1" "$2" "$work/files" "$points" <<'EOF'
import os, sqlite3, sys
store, listing, folder, points = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
index = lambda name: int(os.path.basename(name).split("-")[1].split(".")[0])
killed = [index(line.strip()) for line in open(listing)]
everything = sorted(index(name) for name in os.listdir(folder))
db = sqlite3.connect(store)
integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
# File i starts i hours after file 0: its first point's time.
import re
from datetime import datetime, timezone
stamp = re.search(r"<trkpt.*?<time>([^<.Z]+)", open(f"{folder}/ride-00000.gpx").read(), re.S).group(1)
first = (datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
         - datetime(2001, 1, 1, tzinfo=timezone.utc)).total_seconds()
stored = {round((row[0] - first) / 3600) for row in db.execute("SELECT start FROM workouts")}
others_missing = [i for i in everything if i not in killed and i not in stored]
saved = [i for i in killed if i in stored]
prefix = saved == killed[:len(saved)]
whole = db.execute(
    "SELECT count(*) FROM workouts w JOIN routes r ON r.workout_id = w.id "
    "WHERE r.location_count = ? AND w.sample_count = (SELECT sample_count FROM workouts ORDER BY id LIMIT 1)",
    (points,)).fetchone()[0]
total = len(stored)
print(f"killed importer saved {len(saved)}/{len(killed)} ({'a prefix' if prefix else 'NOT a prefix'}), "
      f"others missing {len(others_missing)}, whole {whole}/{total}, integrity {integrity}")
sys.exit(0 if prefix and not others_missing and whole == total and integrity == "ok" else 1)
EOF
}

# readers STORE LOG: runs the reading commands in a loop until killed, one line per failure in LOG.
readers() {
    local store=$1 log=$2 runs=0
    while :; do
        for command in "list" "stats HeartRate" "export --format json -o $work/export.json" "changes"; do
            # shellcheck disable=SC2086
            if ! out=$("$binary" $command --store "$store" 2>&1 >/dev/null); then
                echo "$command: $(echo "$out" | head -1)" >> "$log"
            fi
            runs=$((runs + 1))
            echo "$runs" > "$log.runs"
        done
    done
}

failures=0 importer_failures=0 reader_runs=0 reader_failures=0
for round in $(seq 1 "$rounds"); do
    store="$work/round-$round/store.sqlite"
    mkdir -p "$work/round-$round"
    : > "$work/readers.log"; echo 0 > "$work/readers.log.runs"
    status=0
    if [ "$kill" = 0 ]; then
        if [ "$readers" = 1 ]; then readers "$store" "$work/readers.log" & reader=$!; fi
        find "$work/files" -name '*.gpx' | sort | xargs -P "$parallel" -n "$per" \
            "$binary" import --quiet --store "$store" 2> "$work/import.err" || status=$?
        if [ "$readers" = 1 ]; then kill "$reader"; wait "$reader" 2>/dev/null; fi
        verdict=$(check "$store" "$files") || status=${status/#0/1}
        [ -s "$work/import.err" ] && importer_failures=$((importer_failures + $(wc -l < "$work/import.err")))
    else
        share=$(( (files + parallel - 1) / parallel ))
        find "$work/files" -name '*.gpx' | sort | split -l "$share" - "$work/round-$round/share-"
        pids=()
        for list in "$work/round-$round"/share-*; do
            # shellcheck disable=SC2046
            "$binary" import --quiet --store "$store" $(cat "$list") 2>> "$work/import.err" &
            pids+=($!)
        done
        # Kill the first importer once the store holds a few workouts.
        for _ in $(seq 1 600); do
            count=$(python3 -c "import sqlite3,sys;print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM workouts').fetchone()[0])" "$store" 2>/dev/null || echo 0)
            [ "${count:-0}" -ge $((parallel * 3)) ] && break
            sleep 0.05
        done
        kill -9 "${pids[0]}" 2>/dev/null
        wait "${pids[0]}" 2>/dev/null
        for pid in "${pids[@]:1}"; do wait "$pid" || status=$?; done
        verdict=$(killed_check "$store" "$work/round-$round/share-aa") || status=1
        # Importing the killed share again completes the store.
        # shellcheck disable=SC2046
        "$binary" import --quiet --store "$store" $(cat "$work/round-$round/share-aa") 2>> "$work/import.err" || status=$?
        verdict="$verdict; after importing its share again: $(check "$store" "$files")" || status=1
        [ -s "$work/import.err" ] && importer_failures=$((importer_failures + $(wc -l < "$work/import.err")))
    fi
    runs=$(cat "$work/readers.log.runs"); failed=$(wc -l < "$work/readers.log")
    reader_runs=$((reader_runs + runs)); reader_failures=$((reader_failures + failed))
    [ "$failed" -gt 0 ] && status=${status/#0/1}
    echo "round $round: exit $status, $verdict, readers $runs runs $failed failed"
    [ -s "$work/import.err" ] && sed 's/^/    /' "$work/import.err" | sort | uniq -c | head -5
    [ -s "$work/readers.log" ] && sed 's/^/    reader: /' "$work/readers.log" | head -5
    : > "$work/import.err"
    [ "$status" = 0 ] || failures=$((failures + 1))
    rm -rf "$work/round-$round"
done
echo "$rounds rounds of $files files ($([ "$kill" = 1 ] && echo "$parallel importers, one killed" || echo "xargs -P$parallel -n$per")):" \
    "$((rounds - failures)) complete, $failures failed; importer error lines $importer_failures;" \
    "reader runs $reader_runs, failed $reader_failures"
[ "$failures" = 0 ]
