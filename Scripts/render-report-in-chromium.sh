#!/usr/bin/env bash
# Renders a `workoutkit report` page in headless Chromium (Debian's `chromium`) to a PNG, as a
# reader's browser would show it, and fails when the page is not what the report promises:
#   - it names something outside itself (any http: or https: in the HTML: a script, a font,
#     a picture or a link to fetch; the pictures are data URIs, whose base64 cannot hold ':');
#   - Chromium logs a console message (the page has no script, so any message is a fault:
#     a refused or broken resource);
#   - no screenshot comes out.
# Whether the screenshot is blank is checked by the caller (the PlotRendering tests decode it).
# Network is cut off: every host name resolves to nothing.
#
# Usage: Scripts/render-report-in-chromium.sh REPORT.html SCREENSHOT.png [WIDTHxHEIGHT]
# Exit status: 0 rendered cleanly, 1 a check failed, 2 usage, 3 chromium is not installed.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 REPORT.html SCREENSHOT.png [WIDTHxHEIGHT]" >&2
    exit 2
fi
report="$(realpath "$1")"
screenshot="$2"
size="${3:-1200x2400}"
command -v chromium >/dev/null 2>&1 || { echo "chromium is not installed (Scripts/setup.sh installs it)" >&2; exit 3; }

if grep -Eiq 'https?:' "$report"; then
    echo "$1 names something outside the page:" >&2
    grep -Eio '.{0,40}https?:[^"]{0,40}' "$report" | head -5 >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rm -f "$screenshot"
# --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
timeout 180 chromium --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --host-resolver-rules="MAP * ~NOTFOUND" --user-data-dir="$work/profile" \
    --window-size="${size/x/,}" --virtual-time-budget=5000 --hide-scrollbars \
    --enable-logging=stderr --v=0 --screenshot="$screenshot" "file://$report" \
    >"$work/stdout" 2>"$work/stderr" || { cat "$work/stderr" >&2; echo "chromium failed on $1" >&2; exit 1; }

if grep -q ':CONSOLE' "$work/stderr"; then
    echo "$1 logged console messages in Chromium:" >&2
    grep ':CONSOLE' "$work/stderr" | head -10 >&2
    exit 1
fi
[ -s "$screenshot" ] || { echo "chromium wrote no screenshot of $1" >&2; exit 1; }
