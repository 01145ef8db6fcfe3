#!/bin/sh
# Fuzzes the FIT decoder and reader with libFuzzer and AddressSanitizer.
#
#   Scripts/fuzz-fit.sh [SECONDS]      (default 600)
#
# Builds Fuzz/FITFuzzer (a package of its own whose module folders link to Sources/)
# with -sanitize=fuzzer,address, then runs it for SECONDS with the corpus FIT files
# (../shared/corpus/fit and compressed/*.fit.gz, unpacked) as seeds. New inputs go to
# .build/fuzz-fit/corpus, findings (crash-*, timeout-*, oom-*) to .build/fuzz-fit/findings.
# Turn each finding into a regression test in Tests/FITCodecTests/FuzzFindingTests.swift.
# Not part of `swift test` or CI.
set -eu
cd "$(dirname "$0")/.."
seconds="${1:-600}"
work=.build/fuzz-fit
mkdir -p "$work/corpus" "$work/seeds" "$work/findings"

# lld: gold fails on the sanitizer's objects (an internal error in format_file_lineno).
swift build --package-path Fuzz/FITFuzzer -c release \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
fuzzer="$(swift build --package-path Fuzz/FITFuzzer -c release --show-bin-path)/FITFuzzer"

shared=../shared/corpus
if [ -d "$shared/fit" ]; then
    cp "$shared"/fit/*.fit "$shared"/fit/*.FIT "$work/seeds/" 2>/dev/null || true
    for archive in "$shared"/compressed/*.fit.gz; do
        [ -e "$archive" ] && gzip -dc "$archive" > "$work/seeds/$(basename "$archive" .gz)"
    done
fi

# -timeout: an input taking over 10 s is a hang; -rss_limit_mb: growth past 2 GB is a finding;
# -max_len: mutants up to 64 KiB (whole files run hundreds of times slower; seeds are cut there).
"$fuzzer" "$work/corpus" "$work/seeds" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$work/findings/" -print_final_stats=1
