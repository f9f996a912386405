#!/usr/bin/env bash
# How long `motionreel import` takes on an app folder — a report, not a test: `make bench` runs it.
#
# It makes a 50-file app folder from the realistic screens in Tests/Fixtures/SwiftUI/Apps (each
# copied under several names, so the folder has the sites of 50 real screens), then times, best
# of 3 with the release build:
#   list     `motionreel import APP` — every site read, evaluated where it can be, and listed;
#   json     the same with --json;
#   screen   `motionreel import ONE.swift -o screen.yaml` — one screen analysed, its preset
#            written and validated as `validate` would.
# and prints seconds per run and milliseconds per site. Target: an app folder in seconds, not
# minutes, on 2 cores, so it can run on every push.
# Usage: scripts/bench-import.sh [FILES]  (default 50)
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C
BIN=.build/release/motionreel
[[ -x "$BIN" ]] || { echo "bench-import: $BIN is missing; run 'make build' first" >&2; exit 1; }
files=${1:-50}
work=$(mktemp -d "${TMPDIR:-/tmp}/motionreel-bench-import.XXXXXX")
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/App"
sources=(Tests/Fixtures/SwiftUI/Apps/*.swift)
for ((i = 0; i < files; i++)); do
  source=${sources[i % ${#sources[@]}]}
  cp "$source" "$work/App/$(basename "$source" .swift)-$i.swift"
done
sites=$("$BIN" import "$work/App" 2>/dev/null | tail -n 1 | awk '{ print $1 }')

best() {   # best wall seconds of 3 runs of "$@"
  local best=""
  for _ in 1 2 3; do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    best=$(awk -v b="$best" -v s="$start" -v e="$end" 'BEGIN { t = e - s; if (b == "" || t < b) b = t; printf "%.3f", b }')
  done
  echo "$best"
}

list=$(best "$BIN" import "$work/App")
json=$(best "$BIN" import "$work/App" --json)
screen=$(best "$BIN" import "$work/App/SpringTabs-0.swift" -o "$work/screen.yaml" --force)
printf 'import of %d files, %s sites (release build, best of 3)\n' "$files" "$sites"
printf '  %-8s %7s s  %6s ms/site\n' list "$list" "$(awk -v t="$list" -v n="$sites" 'BEGIN { printf "%.1f", 1000 * t / n }')"
printf '  %-8s %7s s  %6s ms/site\n' json "$json" "$(awk -v t="$json" -v n="$sites" 'BEGIN { printf "%.1f", 1000 * t / n }')"
printf '  %-8s %7s s  (one screen: analysed, written, validated)\n' screen "$screen"
