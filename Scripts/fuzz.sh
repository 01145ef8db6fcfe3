#!/bin/sh
# Fuzzes the readers with libFuzzer and AddressSanitizer, one harness at a time.
#
#   Scripts/fuzz.sh HARNESS [SECONDS]    one harness (default 600 s)
#   Scripts/fuzz.sh "HARNESS..." [SECONDS] several, or all of them, in turn, SECONDS each
#   Scripts/fuzz.sh all [SECONDS]
#
# HARNESS: fit gpx tcx csv fitcsv json gzip zip applehealth applehealth-zip (what each
# covers: Fuzz/Sources/WorkoutKitFuzzer/FuzzHarness.swift). Builds the Fuzz package with
# -sanitize=fuzzer,address, writes seeds (our writers' output of SampleFiles/, the shared
# corpus's files, gzip and zip archives of them) into .build/fuzz/seeds, and runs the
# harness. New inputs go to .build/fuzz/HARNESS/corpus, findings (crash-*, timeout-*,
# oom-*, leak-*) to .build/fuzz/HARNESS/findings, libFuzzer's output to
# .build/fuzz/HARNESS/log. Reproduce a finding with
#   Fuzz/.build/release/WorkoutKitFuzzer --harness=HARNESS FINDING
# and turn it into a regression test next to the reader. Not part of `swift test` or CI.
set -eu
cd "$(dirname "$0")/.."
harnesses="fit gpx tcx csv fitcsv json gzip zip applehealth applehealth-zip"
[ $# -ge 1 ] || { echo "usage: Scripts/fuzz.sh HARNESS|all [SECONDS]  (HARNESS: $harnesses)" >&2; exit 2; }
chosen="$1"
seconds="${2:-600}"
[ "$chosen" = all ] && chosen="$harnesses"
for harness in $chosen; do
    case " $harnesses " in *" $harness "*) ;; *) echo "fuzz.sh: no harness named $harness ($harnesses)" >&2; exit 2;; esac
done

# lld: gold fails on the sanitizer's objects (an internal error in format_file_lineno).
swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
fuzzer="$(swift build --package-path Fuzz -c release --show-bin-path)/WorkoutKitFuzzer"

work=.build/fuzz
seeds="$work/seeds"
rm -rf "$seeds"
"$fuzzer" --seeds="$seeds" --samples=SampleFiles
shared=../shared/corpus
if [ -d "$shared" ]; then
    for format in gpx tcx csv; do
        cp "$shared/$format"/* "$seeds/$format/"
    done
    cp "$shared"/fit/* "$seeds/fit/"
    cp "$shared"/applehealth/*.xml "$seeds/applehealth/"
    for archive in "$shared"/compressed/*.gz; do
        inner="$(basename "$archive" .gz)"
        gzip -dc "$archive" > "$seeds/${inner##*.}/$inner"
    done
    mkdir -p "$seeds/gzip" "$seeds/zip"
    cp "$shared"/compressed/*.gz "$seeds/gzip/"
    cp "$shared"/compressed/*.zip "$shared"/applehealth/*.zip "$seeds/zip/"
else
    echo "fuzz.sh: $shared is absent; the seeds are our writers' output only" >&2
fi
# Compressed seeds made of the small ones: gzip of each, and zips laid out as the
# importer meets them (loose recordings, a zip inside a zip, a Strava bulk export).
python3 - "$seeds" <<'PYTHON'
import gzip, io, os, sys, zipfile
seeds = sys.argv[1]
small = []
for harness in ("gpx", "tcx", "csv", "fit", "json", "fitcsv"):
    folder = os.path.join(seeds, harness)
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as file:
            data = file.read()
        if len(data) <= 16384:
            small.append((name, data))
os.makedirs(os.path.join(seeds, "gzip"), exist_ok=True)
for name, data in small:
    with open(os.path.join(seeds, "gzip", name + ".gz"), "wb") as file:
        file.write(gzip.compress(data, mtime=0))
def archive(entries):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zip:
        for path, data in entries:
            zip.writestr(path, data)
    return buffer.getvalue()
loose = archive(small[:6])
with open(os.path.join(seeds, "zip", "loose.zip"), "wb") as file:
    file.write(loose)
with open(os.path.join(seeds, "zip", "nested.zip"), "wb") as file:
    file.write(archive([("inner.zip", loose), small[0]]))
index = "Activity ID,Activity Date,Activity Name,Activity Type,Filename\n"
activities = []
for number, (name, data) in enumerate(small[:4]):
    path = "activities/%d.%s" % (number + 1, name.rsplit(".", 1)[-1])
    index += '%d,"Mar 1, 2024, 7:00:00 AM",Run %d,Run,%s\n' % (number + 1, number, path)
    activities.append((path, data))
with open(os.path.join(seeds, "zip", "strava-export.zip"), "wb") as file:
    file.write(archive([("activities.csv", index.encode())] + activities))
PYTHON

for harness in $chosen; do
    mkdir -p "$work/$harness/corpus" "$work/$harness/findings"
    echo "fuzz.sh: $harness for $seconds s (log: $work/$harness/log)" >&2
    # -timeout: an input taking over 10 s is a hang; -rss_limit_mb: growth past 2 GB is a
    # finding; -max_len: mutants up to 64 KiB (longer seeds are cut there).
    status=0
    "$fuzzer" --harness="$harness" "$work/$harness/corpus" "$seeds/$harness" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="$work/$harness/findings/" -print_final_stats=1 > "$work/$harness/log" 2>&1 || status=$?
    grep -E "^stat::(number_of_executed_units|peak_rss_mb|new_units_added)|^(==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)" \
        "$work/$harness/log" | sed "s/^/$harness: /" >&2 || true
    [ "$status" -eq 0 ] || echo "fuzz.sh: $harness found something (exit $status): see $work/$harness/findings" >&2
done
