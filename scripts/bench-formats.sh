#!/usr/bin/env bash
# PNG, APNG and GIF against the ffmpeg command line — a report, not a test: `make bench` runs it.
#
#   P4 png   `motionreel render PRESET --format png` (drawing included) against ffmpeg's PNG
#            encoder writing the same frames from one raw BGRA file: wall seconds and bytes.
#            Target: ours ≥ 3× faster at ≤ 1.5× the bytes.
#   apng     `--format apng` against `ffmpeg -c:v apng -plays 0` on the same frames: bytes.
#            Target: ours ≤ 0.85× ffmpeg's.
#   P5 gif   for every preset in Presets/ at --scale 1, `--format gif` (30 fps) against ffmpeg's
#            two-pass GIF (palettegen stats_mode=full, paletteuse dither=sierra2_4a) on the same
#            frames: bytes, and SSIM against the frames the GIF shows. Target: ours ≥ ffmpeg's
#            SSIM at ≤ its bytes, on every preset.
# Usage: scripts/bench-formats.sh [PRESET.yaml]  (P4 and APNG on it, default Presets/tab-forward.yaml)
#        BENCH_FORMATS="png apng gif" (the default) chooses the parts to run.
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C
NAME=bench-formats
source scripts/bench-common.sh
preset=${1:-Presets/tab-forward.yaml}
bytes() { du -sb "$1" | cut -f1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v ok="$1" 'BEGIN { print ok ? "ok" : "BELOW TARGET" }'; }

parts=" ${BENCH_FORMATS:-png apng gif} "
wants() { [[ "$parts" == *" $1 "* ]]; }
source scripts/reference-frames.sh
name=$(basename "$preset" .yaml)
if wants png || wants apng; then
  reference_frames "$BIN" "$preset" "$work" || exit 1
  raw=(-f rawvideo -pix_fmt bgra -video_size "$size" -framerate "$fps" -i "$work/frames.bgra")
fi

best() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a < b) ? a : b }'; }
if wants png; then
  ours_s="" ff_s=""
  for run in 1 2 3; do
    rm -rf "$work/png" "$work/ffpng"; mkdir -p "$work/ffpng"
    ours_s=$(best "$(wall "$BIN" render "$preset" -o "$work/png" --format png)" "$ours_s")
    ff_s=$(best "$(wall ffmpeg -v error -y "${raw[@]}" -c:v png -pix_fmt rgb24 "$work/ffpng/frame_%05d.png")" "$ff_s")
  done
  ours_b=$(bytes "$work/png") ff_b=$(bytes "$work/ffpng")
  speed=$(ratio "$ff_s" "$ours_s") size_r=$(ratio "$ours_b" "$ff_b")
  echo "P4 png   $name ($frames frames, $size): ours ${ours_s}s ${ours_b} B, ffmpeg ${ff_s}s ${ff_b} B: ${speed}× faster (target ≥ 3), ${size_r}× the bytes (target ≤ 1.5): $(verdict "$(awk -v s="$speed" -v z="$size_r" 'BEGIN { print (s >= 3 && z <= 1.5) }')")"
  rm -rf "$work/png" "$work/ffpng"
fi

if wants apng; then
  "$BIN" render "$preset" -o "$work/apng" --format apng >/dev/null 2>&1
  ffmpeg -v error -y "${raw[@]}" -c:v apng -pix_fmt rgb24 -plays 0 -f apng "$work/ff.png"
  ours_b=$(bytes "$work/apng/$name.png") ff_b=$(bytes "$work/ff.png")
  size_r=$(ratio "$ours_b" "$ff_b")
  echo "apng     $name: ours ${ours_b} B, ffmpeg ${ff_b} B: ${size_r}× (target ≤ 0.85): $(verdict "$(awk -v z="$size_r" 'BEGIN { print (z <= 0.85) }')")"
  rm -rf "$work/apng" "$work/ff.png"
fi
rm -f "$work/frames.bgra"
wants gif || exit 0

# P5: every preset at scale 1. Both GIFs are judged against the frames MotionReel's GIF shows
# (GIFTiming: output frame k shows source frame round(k · fps / 30)), and ffmpeg's GIF is made
# from those same frames. ffmpeg's fps=30 filter picks other source frames at 120 fps, which
# would pair each of our frames with a neighbour of the one it shows.
thin() {   # the filter keeping the frames a 30 fps GIF shows of a source at $1 fps
  # Source frame n is shown when g(n) > g(n − 1), g(n) = ceil((60n + 30) / 2s) counting the output
  # frames k with round(k·s/30) ≤ n (ties to the later, as GIFTiming rounds).
  if (($1 <= 30)); then echo null; return; fi
  echo "select='gt(floor((60*n+30+2*$1-1)/(2*$1))\,floor((60*(n-1)+30+2*$1-1)/(2*$1)))',setpts=N/(30*TB)"
}
printf 'P5 gif   %-24s %9s %9s %8s %8s\n' preset "ours B" "ffmpeg B" "ours ssim" "ff ssim" >&1
worse=0 total=0
ssim_of() {   # $1 GIF, $2 PNG folder at $3 fps: mean SSIM against the frames the GIF shows
  ffmpeg -v info -nostats -i "$1" -framerate "$3" -i "$2/frame_%05d.png" -lavfi \
    "[0:v]settb=1/100,setpts=N,format=rgb24[a];[1:v]$(thin "$3"),settb=1/100,setpts=N,format=rgb24[b];[a][b]ssim" -f null - 2>&1 \
    | sed -n 's/.* All:\([0-9.]*\).*/\1/p' | tail -n1
}
for p in Presets/*.yaml; do
  n=$(basename "$p" .yaml)
  "$BIN" render "$p" --scale 1 -o "$work/g" --format gif,png --verbose >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
  pfps=$(sed -n 's/.*: [0-9]* frames at \([0-9]*\) fps.*/\1/p' "$work/log" | head -n1)
  ffmpeg -v error -y -framerate "$pfps" -i "$work/g/$n/frame_%05d.png" -lavfi \
    "$(thin "$pfps"),split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a" -loop 0 "$work/ff.gif"
  ob=$(bytes "$work/g/$n.gif") fb=$(bytes "$work/ff.gif")
  os=$(ssim_of "$work/g/$n.gif" "$work/g/$n" "$pfps") fs=$(ssim_of "$work/ff.gif" "$work/g/$n" "$pfps")
  flag=""
  if awk -v os="$os" -v fs="$fs" -v ob="$ob" -v fb="$fb" 'BEGIN { exit !(os < fs || ob > fb) }'; then flag="  below target"; worse=$((worse + 1)); fi
  total=$((total + 1))
  printf 'P5 gif   %-24s %9d %9d %8s %8s%s\n' "$n" "$ob" "$fb" "$os" "$fs" "$flag"
  rm -rf "$work/g" "$work/ff.gif"
done
echo "P5 gif: $((total - worse)) of $total presets at ffmpeg's SSIM or better and its bytes or fewer (target: all): $(verdict "$((worse == 0))")"
