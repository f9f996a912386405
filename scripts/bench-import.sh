#!/usr/bin/env bash
# How long `motionreel import` takes on an app folder — a report, not a test: `make bench` runs it.
#
# It makes a 400-file app folder (the size of a real app such as a Mastodon client) from the realistic screens in Tests/Fixtures/SwiftUI/Apps (each
# copied under several names, so the folder has the sites of 400 real screens), then times, best
# of 3 with the release build:
#   list     `motionreel import APP` — every site read, evaluated where it can be, and listed;
#   json     the same with --json;
#   screen   `motionreel import ONE.swift -o screen.yaml` — one screen analysed, its preset
#            written and validated as `validate` would;
#   catalog  `motionreel import APP -o motion` — every motion of the folder filmed: a preset per
#            view state, each validated, written (a first run: every file new);
#   again    the same on unchanged code (what CI pays on a push that touched no Swift);
#   specs    `motionreel batch motion --spec --format none` — every film's spec, none skipped;
# and prints seconds per run and milliseconds per site. Target: the whole catalogue of a 400-file
# app (`catalog`) in at most 3 s on 2 cores, so it can run on every push; the verdict line says
# whether it holds.
# Usage: scripts/bench-import.sh [FILES]  (default 400)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/portable.sh
export LC_ALL=C
BIN=.build/release/motionreel
[[ -x "$BIN" ]] || { echo "bench-import: $BIN is missing; run 'make build' first" >&2; exit 1; }
files=${1:-400}
TARGET_SECONDS=3
work=$(mktemp -d "${TMPDIR:-/tmp}/motionreel-bench-import.XXXXXX")
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/App"
# The realistic screens, tabs and catalogue alike; each copy's types renamed (Name → Name_i), so
# the folder is FILES different screens as an app's would be, not one screen declared 50 times.
sources=(Tests/Fixtures/SwiftUI/Apps/*.swift Tests/Fixtures/SwiftUI/Catalog/*.swift)
for ((i = 0; i < files; i++)); do
  source=${sources[i % ${#sources[@]}]}
  # perl, not sed or grep: BSD sed (macOS) has no \b.
  names=$(perl -ne 'print "$1\n" while /\b(?:struct|enum|class|extension) ([A-Z][A-Za-z0-9_]*)/g' "$source" \
    | { grep -vxE 'View|AnyTransition|Animation|Transition|Color|ViewModifier' || true; } | sort -u | paste -sd '|' -)
  if [[ -n $names ]]; then
    perl -pe "s/\\b($names)\\b/\${1}_$i/g" "$source" > "$work/App/$(basename "$source" .swift)-$i.swift"
  else
    cp "$source" "$work/App/$(basename "$source" .swift)-$i.swift"
  fi
done
sites=$("$BIN" import "$work/App" 2>/dev/null | tail -n 1 | awk '{ print $1 }')

best() {   # best wall seconds of 3 runs of "$@"
  local best=""
  for _ in 1 2 3; do
    local start end
    start=$(now)
    "$@" >/dev/null 2>&1 || true
    end=$(now)
    best=$(awk -v b="$best" -v s="$start" -v e="$end" 'BEGIN { t = e - s; if (b == "" || t < b) b = t; printf "%.3f", b }')
  done
  echo "$best"
}

list=$(best "$BIN" import "$work/App")
json=$(best "$BIN" import "$work/App" --json)
screen=$(best "$BIN" import "$work/App/SpringTabs-0.swift" -o "$work/screen.yaml" --force)
rm -rf "$work/motion"
catalog_run() { rm -rf "$work/motion-first"; "$BIN" import "$work/App" -o "$work/motion-first"; }
catalog=$(best catalog_run)
"$BIN" import "$work/App" -o "$work/motion" >/dev/null 2>&1 || true
again=$(best "$BIN" import "$work/App" -o "$work/motion")
presets=$(find "$work/motion" -name '*.yaml' | wc -l | tr -d ' ')
filmed=$("$BIN" import "$work/App" -o "$work/motion" 2>/dev/null | grep -oE '^filmed [0-9]+' | awk '{ print $2 }')
specs_run() { rm -rf "$work/specs"; "$BIN" batch "$work/motion" --spec --format none -o "$work/specs"; }
specs=$(best specs_run)
printf 'import of %d files, %s sites (release build, best of 3)\n' "$files" "$sites"
printf '  %-8s %7s s  %6s ms/site\n' list "$list" "$(awk -v t="$list" -v n="$sites" 'BEGIN { printf "%.1f", 1000 * t / n }')"
printf '  %-8s %7s s  %6s ms/site\n' json "$json" "$(awk -v t="$json" -v n="$sites" 'BEGIN { printf "%.1f", 1000 * t / n }')"
printf '  %-8s %7s s  (one screen: analysed, written, validated)\n' screen "$screen"
printf '  %-8s %7s s  %6s ms/site  (%s presets filming %s sites; a first run, every file written)\n' catalog "$catalog" \
  "$(awk -v t="$catalog" -v n="$filmed" 'BEGIN { printf "%.1f", 1000 * t / n }')" "$presets" "$filmed"
printf '  %-8s %7s s  (the same on unchanged code: nothing written)\n' again "$again"
printf '  %-8s %7s s  %6s ms/site  (batch --spec --format none of the catalogue)\n' specs "$specs" \
  "$(awk -v t="$specs" -v n="$filmed" 'BEGIN { printf "%.1f", 1000 * t / n }')"
verdict="met"
awk -v t="$catalog" -v l="$TARGET_SECONDS" 'BEGIN { exit !(t > l) }' && verdict="ABOVE TARGET"
printf 'verdict: the catalogue of %d files in %s s, target ≤ %s s: %s\n' "$files" "$catalog" "$TARGET_SECONDS" "$verdict"
