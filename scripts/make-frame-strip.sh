#!/usr/bin/env bash
# Renders PRESET at scale 1 and puts the frames at the given times side by side in OUT.png —
# the frame strips the docs show. Run after `make build`.
#   scripts/make-frame-strip.sh Presets/calendar-appear.yaml docs/images/calendar-appear.png 0 0.1 0.2 0.4 0.8
set -euo pipefail
(($# >= 3)) || { echo "usage: $0 PRESET OUT.png TIME…" >&2; exit 2; }
cd "$(dirname "$0")/.."
bin=${MOTIONREEL:-.build/release/motionreel}
[[ -x "$bin" ]] || { echo "build first: make build" >&2; exit 1; }
preset=$1 out=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" render "$preset" --format png --scale 1 -o "$work" >/dev/null
name=$(basename "$(ls -d "$work"/*/ | head -1)")
fps=$(sed -n 's/^ *fps: *\([0-9]*\).*/\1/p' "$preset" | head -1)
inputs=()
for t in "$@"; do
  frame=$(python3 -c "print(round($t * ${fps:-60}) + 1)")
  inputs+=(-i "$(printf '%s/%s/frame_%05d.png' "$work" "$name" "$frame")")
done
if (($# == 1)); then cp "${inputs[1]}" "$out"; else ffmpeg -v error -y "${inputs[@]}" -filter_complex "hstack=inputs=$#" "$out"; fi
echo "$out"
