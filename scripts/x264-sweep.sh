#!/usr/bin/env bash
# The measured sweep behind the default MP4 settings (docs/encoding.md): x264 presets, crf and
# tuning on MotionReel's own frames, each judged by CPU time, size and SSIM against the frames.
#
# For each preset it renders the PNG frames once (release build), decodes them to one raw BGRA
# file and converts that once to yuv420p the way MotionReel does (BT.709, bilinear + accurate
# rounding), so the conversion, which costs every setting the same, is not in the figures. Then for
# each setting it runs the ffmpeg command line on the yuv420p frames with that setting's x264
# options and threads, and measures:
#   cpu   user + system seconds of the encode (all threads), best of $SWEEP_RUNS (default 1);
#   size  bytes of the MP4;
#   ssim  the mean SSIM (all planes) of the decoded video against the frames converted to
#         yuv420p by the same scaler, so chroma subsampling costs every setting the same.
# It prints, per setting, the sums over the presets and the ratios to the first setting (the
# baseline, crf 18 medium): CPU and size ratios, and the SSIM difference.
#
# Usage: scripts/x264-sweep.sh [PRESET.yaml…]   (default: tab-forward, stack-push-pop,
#        calendar-appear, layers-custom). Settings: SETTINGS below, or SWEEP_SETTINGS=FILE. Needs the raw frames'
#        room in $TMPDIR (11.9 MB per 1170×2532 frame).
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C
BIN=.build/release/motionreel
RUNS=${SWEEP_RUNS:-1}
[[ -x "$BIN" ]] || { echo "x264-sweep: $BIN is missing; run 'make build' first" >&2; exit 1; }

presets=("$@")
((${#presets[@]})) || presets=(Presets/tab-forward.yaml Presets/stack-push-pop.yaml Presets/calendar-appear.yaml Presets/layers-custom.yaml)

# name | x264 preset | crf | tune (or -) | more x264 options, ":"-separated (or -) | threads:
# N frame threads, Ns N slice threads (default 4, the baseline's). This is the second round; the
# first is below it.
SETTINGS=(
  "medium-18|medium|18|-|-|4"
  "veryfast-16.5-ref2-trellis-2s|veryfast|16.5|-|ref=2:trellis=1|2s"
  "veryfast-16.5-ref2-trellis-1|veryfast|16.5|-|ref=2:trellis=1|1"
  "veryfast-17-ref2-trellis-1|veryfast|17|-|ref=2:trellis=1|1"
  "veryfast-16.5-trellis-1|veryfast|16.5|-|trellis=1|1"
  "veryfast-17-trellis-1|veryfast|17|-|trellis=1|1"
  "veryfast-17-1|veryfast|17|-|-|1"
  "veryfast-17-trellis-2|veryfast|17|-|trellis=1|2"
)
# The first round (4 frame threads each; docs/encoding.md has its table, measured then with the
# conversion inside each timed run). SWEEP_ROUND=1 runs it again, now without the conversion.
FIRST_ROUND=(
  "medium-18|medium|18|-|-"
  "veryfast-16|veryfast|16|-|-"
  "veryfast-16-psy0|veryfast|16|-|psy-rd=0,0"
  "veryfast-17-psy0|veryfast|17|-|psy-rd=0,0"
  "veryfast-17-ssim|veryfast|17|ssim|-"
  "veryfast-18-ssim|veryfast|18|ssim|-"
  "veryfast-16-animation|veryfast|16|animation|-"
  "veryfast-17-aq0-psy0|veryfast|17|-|aq-mode=0:psy-rd=0,0"
  "superfast-16-psy0|superfast|16|-|psy-rd=0,0"
  "superfast-17-ssim|superfast|17|ssim|-"
  "faster-17-ssim|faster|17|ssim|-"
  "veryfast-17-ssim-ref2|veryfast|17|ssim|ref=2"
  "veryfast-17-ssim-subme4|veryfast|17|ssim|subme=4"
  "veryfast-17-ssim-la10|veryfast|17|ssim|rc-lookahead=10"
  "veryfast-17-ssim-mbtree0|veryfast|17|ssim|mbtree=0"
)
if [[ "${SWEEP_ROUND:-2}" == 1 ]]; then SETTINGS=("${FIRST_ROUND[@]}"); fi
# SWEEP_SETTINGS=FILE replaces the list: one setting per line, in the same form, baseline first.
if [[ -n "${SWEEP_SETTINGS:-}" ]]; then mapfile -t SETTINGS < <(grep -v '^#' "$SWEEP_SETTINGS"); fi
source scripts/reference-frames.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/motionreel-sweep.XXXXXX")
trap 'rm -rf "$work"' EXIT
declare -A cpu size ssim_sum frames_sum

cpu_of() {   # runs a command, prints user + system seconds
  local TIMEFORMAT='%3U %3S' t
  t=$( { time "$@" >/dev/null 2>"$work/err"; } 2>&1 ) || { cat "$work/err" >&2; return 1; }
  awk -v a="${t% *}" -v b="${t#* }" 'BEGIN { printf "%.3f", a + b }'
}

for preset in "${presets[@]}"; do
  name=$(basename "$preset" .yaml)
  reference_frames "$BIN" "$preset" "$work" || exit 1
  n=$frames size_px=$size
  reference_yuv "$work"
  echo "x264-sweep: $name: $n frames, $size_px" >&2
  for setting in "${SETTINGS[@]}"; do
    IFS='|' read -r label xpreset crf tune extra threads <<<"$setting"
    threads=${threads:-4}
    xparams="rc-lookahead=20"
    [[ "$extra" == "-" ]] || xparams="$xparams:$extra"
    [[ "$threads" != *s ]] || xparams="$xparams:sliced-threads=1"
    params=(-c:v libx264 -preset "$xpreset" -crf "$crf" -threads "${threads%s}" -x264-params "$xparams"
            "${BT709_TAGS[@]}" -movflags +faststart)
    [[ "$tune" == "-" ]] || params+=(-tune "$tune")
    best=""
    for ((r = 0; r < RUNS; r++)); do
      c=$(cpu_of ffmpeg -nostdin -v error -y -f rawvideo -pix_fmt yuv420p -video_size "$size_px" -framerate "$fps" \
            -i "$work/frames.yuv" "${params[@]}" "$work/out.mp4")
      best=$(awk -v a="$c" -v b="$best" 'BEGIN { print (b == "" || a < b) ? a : b }')
    done
    bytes=$(stat -c %s "$work/out.mp4")
    s=$(video_ssim "$work/out.mp4" "$work")
    printf 'x264-sweep:   %-24s cpu %7.3f s  size %9d  ssim %s\n' "$label" "$best" "$bytes" "$s" >&2
    cpu[$label]=$(awk -v a="${cpu[$label]:-0}" -v b="$best" 'BEGIN { print a + b }')
    size[$label]=$(( ${size[$label]:-0} + bytes ))
    # SSIM weighted by frame count, so a long preset counts as its frames.
    ssim_sum[$label]=$(awk -v a="${ssim_sum[$label]:-0}" -v s="$s" -v n="$n" 'BEGIN { printf "%.9f", a + s * n }')
    frames_sum[$label]=$(( ${frames_sum[$label]:-0} + n ))
  done
  rm -f "$work/frames.bgra" "$work/frames.yuv" "$work/out.mp4"
done

base=${SETTINGS[0]%%|*}
printf '\n%-24s %9s %6s %11s %6s %9s %9s\n' setting "cpu s" "cpu×" "bytes" "size×" ssim "Δssim"
for setting in "${SETTINGS[@]}"; do
  label=${setting%%|*}
  awk -v l="$label" -v c="${cpu[$label]}" -v cb="${cpu[$base]}" -v z="${size[$label]}" -v zb="${size[$base]}" \
      -v s="${ssim_sum[$label]}" -v sb="${ssim_sum[$base]}" -v n="${frames_sum[$label]}" \
      'BEGIN { printf "%-24s %9.2f %6.2f %11d %6.2f %9.6f %+9.6f\n", l, c, c / cb, z, z / zb, s / n, (s - sb) / n }'
done
echo "presets: ${presets[*]}; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
