#!/usr/bin/env bash
# GPX and TCX conversion speed (issue 3, "Speed"; issue 12, "XML conversions at libxml2's
# floor"), side by side with the peers in one run.
#
#   Benchmarks/xml-speed.sh [POINTS [TCX_POINTS]]
#
# Generates a Garmin-style GPX of POINTS track points with heart rate and cadence
# (default 1,000,000, about 330 MB) and a TCX of TCX_POINTS trackpoints (default a fifth
# as many), then times, on each: libxml2's own streaming pass (xmllint --stream),
# `workoutkit convert --to csv` (and, for the TCX, `--to gpx`), GPSBabel (reading only,
# and converting to CSV) and, for GPX, gpxpy. It prints, per tool,
# wall time and CPU time (user + system: the figure to compare on a shared machine), MB/s and
# points/s by CPU time, peak memory (maximum resident set, as `/usr/bin/time -v` reports it),
# and each tool's CPU time against workoutkit's; then the issue's goals for workoutkit, each
# marked met or MISSED: at least 100 MB/s, within 2x of libxml2's bare pass, at least 10x
# faster than GPSBabel's conversion to unicsv (its CSV written, not only its read), under
# 100 MB peak. CPU time (user + system) is the figure to compare on a shared machine.
#
# Last, issue 12's floor: GPX -> CSV and TCX -> GPX within 1.25x of `xmllint --stream --noout`
# over the same file, in CPU time and in wall time, each the median of REPEATS runs (default
# 5) taken in turns with xmllint's, so that both see the same machine.
#
# Run from anywhere (it builds the release binary first; about 330 MB of inputs go to a
# temporary directory removed at the end; a full run takes a few minutes, mostly the peers):
#
#   Benchmarks/xml-speed.sh                # 1,000,000 GPX points, 200,000 TCX trackpoints
#   Benchmarks/xml-speed.sh 150000 200000  # issue 12's sizes
#   Benchmarks/xml-speed.sh 100000         # a quicker run
#
# Peers that are not installed are skipped (apt-get install gpsbabel libxml2-utils;
# pip install gpxpy).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
points=${1:-1000000}
tcx_points=${2:-$((points / 5))}
repeats=${REPEATS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "building workoutkit (release)..." >&2
swift build -c release --product workoutkit --package-path "$root" >&2
workoutkit="$root/.build/release/workoutkit"

echo "generating $points GPX points and $tcx_points TCX trackpoints in $work..." >&2
python3 - "$points" "$tcx_points" "$work" <<'PYTHON'
import math, sys, time
points, tcx_points, work = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
start = 1_600_000_000

def stamp(second):
    return time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(start + second))

def position(i):
    return 45.0 + i * 1e-6, 5.0 + math.sin(i / 1000) * 0.01, 200 + math.sin(i / 500) * 50

with open(f"{work}/big.gpx", "w") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<gpx creator="Garmin Connect" version="1.1" xmlns="http://www.topografix.com/GPX/1/1"'
              ' xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n'
              ' <trk>\n  <name>Benchmark ride</name>\n  <type>cycling</type>\n  <trkseg>\n')
    for i in range(points):
        lat, lon, ele = position(i)
        out.write(f'      <trkpt lat="{lat:.15f}" lon="{lon:.15f}">\n'
                  f'        <ele>{ele:.13f}</ele>\n        <time>{stamp(i)}</time>\n'
                  '        <extensions>\n          <ns3:TrackPointExtension>\n'
                  f'            <ns3:hr>{100 + i % 80}</ns3:hr>\n            <ns3:cad>{60 + i % 40}</ns3:cad>\n'
                  '          </ns3:TrackPointExtension>\n        </extensions>\n      </trkpt>\n')
    out.write('  </trkseg>\n </trk>\n</gpx>\n')

with open(f"{work}/big.tcx", "w") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"'
              ' xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">\n'
              ' <Activities>\n  <Activity Sport="Biking">\n'
              f'   <Id>{stamp(0)}</Id>\n   <Lap StartTime="{stamp(0)}">\n'
              f'    <TotalTimeSeconds>{tcx_points}</TotalTimeSeconds>\n'
              f'    <DistanceMeters>{tcx_points * 5}</DistanceMeters>\n    <Calories>{tcx_points // 10}</Calories>\n'
              '    <Intensity>Active</Intensity>\n    <TriggerMethod>Manual</TriggerMethod>\n    <Track>\n')
    for i in range(tcx_points):
        lat, lon, ele = position(i)
        out.write(f'     <Trackpoint>\n      <Time>{stamp(i)}</Time>\n'
                  f'      <Position>\n       <LatitudeDegrees>{lat:.15f}</LatitudeDegrees>\n'
                  f'       <LongitudeDegrees>{lon:.15f}</LongitudeDegrees>\n      </Position>\n'
                  f'      <AltitudeMeters>{ele:.13f}</AltitudeMeters>\n      <DistanceMeters>{i * 5}</DistanceMeters>\n'
                  f'      <HeartRateBpm>\n       <Value>{100 + i % 80}</Value>\n      </HeartRateBpm>\n'
                  f'      <Cadence>{60 + i % 40}</Cadence>\n'
                  f'      <Extensions>\n       <ns3:TPX>\n        <ns3:Speed>5.0</ns3:Speed>\n'
                  f'        <ns3:Watts>{150 + i % 100}</ns3:Watts>\n       </ns3:TPX>\n      </Extensions>\n'
                  '     </Trackpoint>\n')
    out.write('    </Track>\n   </Lap>\n  </Activity>\n </Activities>\n</TrainingCenterDatabase>\n')
PYTHON

# run LABEL FILE POINTS COMMAND...: times COMMAND (its output discarded) and prints a row;
# leaves "CPU-SECONDS PEAK-KB" in $work/last.
reference_cpu=""
run() {
    local label=$1 file=$2 count=$3
    shift 3
    if ! /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/errors"; then
        printf '%-34s failed: %s\n' "$label" "$(head -c 200 "$work/errors" | tr '\n' ' ')"
        return 1
    fi
    awk -v label="$label" -v bytes="$(stat -c %s "$file")" -v n="$count" -v ref="$reference_cpu" \
        -v last="$work/last" '{
            wall = $1; cpu = $2 + $3; kb = $4
            if (cpu <= 0) cpu = 0.01
            ratio = (ref == "") ? "" : sprintf("%.1fx workoutkit", cpu / ref)
            printf "%-34s %7.2f s wall %7.2f s CPU %7.1f MB/s %10.0f points/s %6.0f MB peak  %s\n",
                   label, wall, cpu, bytes / cpu / 1e6, n / cpu, kb / 1024, ratio
            printf "%s %s\n", cpu, kb > last
        }' "$work/time"
}

have() { command -v "$1" >/dev/null 2>&1; }

for format in gpx tcx; do
    file="$work/big.$format"
    count=$points
    [ "$format" = tcx ] && count=$tcx_points
    echo
    echo "$format: $(stat -c %s "$file" | awk '{ printf "%.0f MB", $1 / 1e6 }'), $count points"
    reference_cpu="" ours="" ours_kb="" libxml2="" babel=""
    if run "workoutkit convert --to csv" "$file" "$count" "$workoutkit" convert "$file" --to csv; then
        read -r ours ours_kb < "$work/last"
        reference_cpu=$ours
    fi
    if [ "$format" = tcx ]; then
        run "workoutkit convert --to gpx" "$file" "$count" "$workoutkit" convert "$file" --to gpx || true
    fi
    if have xmllint && run "xmllint --stream (libxml2 alone)" "$file" "$count" xmllint --stream --noout "$file"; then
        read -r libxml2 _ < "$work/last"
    fi
    if have gpsbabel; then
        input=gpx
        [ "$format" = tcx ] && input=gtrnctr
        run "gpsbabel read" "$file" "$count" gpsbabel -i "$input" -f "$file" || true
        if run "gpsbabel convert to unicsv" "$file" "$count" gpsbabel -i "$input" -f "$file" -o unicsv -F "$work/babel.csv"; then
            read -r babel _ < "$work/last"
        fi
    fi
    if [ "$format" = gpx ] && python3 -c "import gpxpy" 2>/dev/null; then
        run "gpxpy parse" "$file" "$count" python3 -c \
            "import gpxpy, sys; gpxpy.parse(open(sys.argv[1], encoding='utf-8'))" "$file" || true
    fi
    if [ -n "$ours" ]; then
        awk -v cpu="$ours" -v kb="$ours_kb" -v bytes="$(stat -c %s "$file")" -v libxml2="$libxml2" -v babel="$babel" '
            function verdict(ok) { return ok ? "met" : "MISSED" }
            BEGIN {
                rate = bytes / cpu / 1e6; mb = kb / 1024
                printf "goal: >= 100 MB/s of CPU               %8.0f MB/s   %s\n", rate, verdict(rate >= 100)
                printf "goal: < 100 MB peak memory             %8.0f MB     %s\n", mb, verdict(mb < 100)
                if (libxml2 != "")
                    printf "goal: within 2x of libxml2 bare pass   %8.2fx       %s\n", cpu / libxml2, verdict(cpu / libxml2 <= 2)
                if (babel != "")
                    printf "goal: >= 10x faster than GPSBabel (CSV) %7.1fx       %s\n", babel / cpu, verdict(babel / cpu >= 10)
            }'
    fi
done

# Issue 12's floor: each conversion and xmllint's bare pass over the same file, in turns,
# REPEATS times; the medians of CPU time (user + system of the process, in microseconds)
# and of wall time, and their ratios.
if have xmllint; then
    echo
    echo "libxml2's floor: medians of $repeats runs, taken in turns with xmllint --stream --noout"
    python3 - "$repeats" "$workoutkit" "$work/big.gpx" "$work/big.tcx" <<'PYTHON'
import os, statistics, sys, time
repeats, workoutkit, gpx, tcx = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
null = os.open(os.devnull, os.O_WRONLY)

def timed(argv):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.execvp(argv[0], argv)
    _, status, usage = os.wait4(pid, 0)
    if status != 0:
        sys.exit(f"{' '.join(argv)} failed")
    return usage.ru_utime + usage.ru_stime, time.perf_counter() - start

for label, path, target in (("GPX -> CSV", gpx, "csv"), ("TCX -> GPX", tcx, "gpx")):
    ours, bare = [], []
    for _ in range(repeats):
        bare.append(timed(["xmllint", "--stream", "--noout", path]))
        ours.append(timed([workoutkit, "convert", path, "--to", target]))
    for index, kind in ((0, "CPU"), (1, "wall")):
        mine = statistics.median(run[index] for run in ours)
        floor = statistics.median(run[index] for run in bare)
        ratio = mine / floor
        print(f"goal: {label} within 1.25x of libxml2, {kind + ' time:':10s} {mine:6.3f} s / {floor:6.3f} s = "
              f"{ratio:.3f}x   {'met' if ratio <= 1.25 else 'MISSED'}")
PYTHON
fi
