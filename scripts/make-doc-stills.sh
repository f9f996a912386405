#!/usr/bin/env bash
# Renders the still frames that docs/presets.md shows (one mid-transition frame per feature
# preset, at scale 1, 390 × 844 px) into docs/images/. Run after `make build`. (The README's moving
# version of tab-forward is a render, made by `make demo` into out/, not kept in the repository.)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/motionreel
[[ -x "$bin" ]] || { echo "build first: make build" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# preset  time (s) to show
stills=(
  "tab-forward 0.35" "tab-scale-fade 0.33" "tab-blur 0.32" "tab-mask 0.37" "tab-push 1.33"
  "tab-offset 0.37" "tab-reduce-motion 0.35" "tab-rapid-curves 0.5" "tab-rapid-blend 0.6"
)
for entry in "${stills[@]}"; do
  read -r name time <<<"$entry"
  "$bin" render "Presets/$name.yaml" --format png --scale 1 -o "$work" >/dev/null 2>&1
  fps=$(sed -n 's/^ *fps: *\([0-9]*\).*/\1/p' "Presets/$name.yaml" | head -1)
  frame=$(printf 'frame_%05d.png' "$(python3 -c "print(round($time * ${fps:-60}) + 1)")")
  cp "$work/$name/$frame" "docs/images/$name.png"
  echo "docs/images/$name.png  (t = $time s)"
done
