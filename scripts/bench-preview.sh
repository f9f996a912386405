#!/usr/bin/env bash
# The preview's speed — a report, not a test: `make bench` runs it after scripts/bench.sh.
#
# For every preset in Presets/ it starts `motionreel preview PRESET --port 0` (release build,
# default scale 1) and measures, with curl on loopback:
#   first    seconds from starting the process until GET /frame/0.png has answered: what the
#            page needs to show something (target ≤ 1 s);
#   draw     GET /frame/N.png for every frame, in order, once: each frame drawn and encoded on
#            demand (median and largest, milliseconds);
#   scrub    the same requests again, now that every frame is drawn: what a scrub costs
#            (largest, milliseconds; target ≤ 100 ms).
# Usage: scripts/bench-preview.sh [PRESET.yaml…]  (default: every preset in Presets/)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/portable.sh
export LC_ALL=C
BIN=.build/release/motionreel
[[ -x "$BIN" ]] || { echo "bench-preview: $BIN is missing; run 'make build' first" >&2; exit 1; }
command -v curl >/dev/null || { echo "bench-preview: curl is not on PATH" >&2; exit 1; }

presets=("$@")
((${#presets[@]})) || presets=(Presets/*.yaml)
work=$(mktemp -d "${TMPDIR:-/tmp}/motionreel-bench-preview.XXXXXX")
pid=""
trap '[[ -n "$pid" ]] && kill -INT "$pid" 2>/dev/null; rm -rf "$work"' EXIT

stats() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) { print "- -"; exit } printf "%.1f %.1f\n", v[int((NR + 1) / 2)], v[NR] }'; }

printf '%-24s %6s %8s %9s %8s %9s\n' preset frames "first s" "draw med" "draw max" "scrub max"
worst_first=0 worst_scrub=0
for preset in "${presets[@]}"; do
  name=$(basename "$preset" .yaml)
  start=$(now)
  "$BIN" preview "$preset" --port 0 >"$work/out" 2>"$work/err" &
  pid=$!
  url=""
  for _ in $(seq 1 1000); do
    url=$(sed -n 's/.* at \(http:[^ ]*\) .*/\1/p' "$work/out")
    [[ -n "$url" ]] && break
    sleep 0.005
  done
  [[ -n "$url" ]] || { echo "bench-preview: $name: no address ($(cat "$work/err"))" >&2; exit 1; }
  until curl -sf -o /dev/null "${url}frame/0.png"; do sleep 0.005; done
  first=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
  frames=$(curl -sf "${url}state.json" | sed -n 's/.*"frameCount":\([0-9]*\).*/\1/p')
  for pass in draw scrub; do
    for ((i = 0; i < frames; i++)); do
      curl -sf -o /dev/null -w '%{time_total}\n' "${url}frame/$i.png"
    done | awk '{ printf "%.1f\n", $1 * 1000 }' >"$work/$pass"
  done
  read -r draw_med draw_max < <(stats <"$work/draw")
  read -r _ scrub_max < <(stats <"$work/scrub")
  kill -INT "$pid"; wait "$pid" || true; pid=""
  printf '%-24s %6s %8s %9s %8s %9s\n' "$name" "$frames" "$first" "$draw_med" "$draw_max" "$scrub_max"
  worst_first=$(awk -v a="$worst_first" -v b="$first" 'BEGIN { print (b > a) ? b : a }')
  worst_scrub=$(awk -v a="$worst_scrub" -v b="$scrub_max" 'BEGIN { print (b > a) ? b : a }')
done
flag() { awk -v v="$1" -v t="$2" 'BEGIN { print (v > t) ? "ABOVE TARGET" : "ok" }'; }
echo "first frame: slowest $worst_first s (target ≤ 1 s: $(flag "$worst_first" 1)); scrub once drawn: slowest $worst_scrub ms (target ≤ 100 ms: $(flag "$worst_scrub" 100))"
echo "(draw and scrub in milliseconds per GET /frame/N.png over loopback, curl's time_total; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
