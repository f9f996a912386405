#!/usr/bin/env bash
# MotionReel benchmark — a report, not a test: it never fails on a slow machine.
#
# What it measures, per preset (wall clock, best of $BENCH_RUNS runs, default 3, the three kinds
# interleaved so a busy moment on a shared machine does not favour one of them):
#   mp4     `motionreel render PRESET --format mp4`: the whole job — parse, draw, convert to YUV,
#           encode with x264, mux.
#   ffmpeg  the ffmpeg command line encoding the *same frames* (our PNG frames, decoded once to one
#           raw BGRA file) with the *same settings* as VideoProfile.mp4: libx264, crf 15.5,
#           preset veryfast with ref 2, me dia, weightp 0, b-adapt 0 and scenecut 0, one thread,
#           rc-lookahead 12, yuv420p, BT.709 (swscale, bilinear,
#           accurate rounding), +faststart, bitexact, and on a CPU with AVX-512 the same kernel pin
#           (asm=AVX2,FMA3; without it x264's output varies from run to run there). That is the
#           floor: x264 dominates the cost, so our MP4 should take at most 5 % longer (ratio ≤ 1.05).
#   png     `motionreel render PRESET --format png`: PNG frames, compressed in parallel.
#   x264    P2's side: the ffmpeg command line with the same x264 settings on the same frames already
#           converted to yuv420p (once, untimed), so the CPU is x264's alone: the conversion is not a
#           setting of the encoder, and it would cost both sides of P2 the same.
#   medium  P2's baseline: the same yuv420p frames with x264's medium at crf 18.
#   peak    peak resident memory, as printed by `--verbose` (the MP4 run and the PNG run).
#   memory  P3, once per preset of $BENCH_MEMORY_PRESETS (default tab-forward and the two largest
#           shipped presets by frames × pixels, tab-roundtrip and calendar-interactions): the peak
#           resident memory (GNU time's maximum RSS) of `motionreel render PRESET --format mp4`
#           and of the ffmpeg command line encoding the same frames, piped to it as raw BGRA, at
#           the same quality: as it is usually run (`-c:v libx264 -crf C`, its own preset, threads
#           and lookahead), with C the largest of $CLI_CRF_LADDER whose SSIM is at least our
#           MP4's; their ratio, budget ≤ 0.50. For comparison it also measures the command line
#           with our settings (the floor's above), which holds the same x264 frames as we do.
#   batch   `motionreel batch Presets` (every shipped preset, MP4, -j as many as the cores), from an
#           empty folder, against
#   spec    `motionreel batch Presets --spec`: the same batch plus every preset's motion spec (JSON,
#           CSV, curves, contact sheet, page reusing the batch's MP4). Target: spec ≤ 1.3 × batch.
#           Each is a few minutes on 2 cores, so they run $BENCH_BATCH_RUNS times (default 1),
#           interleaved; BENCH_BATCH_RUNS=0 leaves them out.
#
# It also checks that both MP4s carry the same H.264 stream: if they do, the comparison is fair
# (same frames, same conversion, same encoder settings) and any time difference is ours.
#
# It ends with one verdict line per target and preset: P1 (mp4 ≤ 1.05 × ffmpeg, wall), P2 (the
# default's x264 CPU ≤ 0.5 × medium/18's, bytes ≤ 1.2 ×, SSIM ≥, both measured on the ffmpeg
# command line from the same yuv420p frames), P3 (peak memory of the MP4 render ≤ 0.50 × the ffmpeg
# command line's on the same frames at the same quality). scripts/bench-formats.sh prints P4, P5 and APNG.
#
# Usage: scripts/bench.sh [PRESET.yaml]   (default Presets/tab-forward.yaml; Presets/tab-roundtrip.yaml,
#        a longer clip, always runs too). Build first (`make bench` does). Exits 0 even above target
#        or budget: the verdict lines say which hold.
#        BENCH_RUNS=N changes the run count; BENCH_MEMORY_PRESETS="A.yaml B.yaml" the memory presets
#        ("" leaves P3 out). Needs GNU time on Linux (/usr/bin/time, scripts/setup.sh installs it; macOS's own will do) and room in $TMPDIR for the raw frames (11.9 MB per
#        1170×2532 frame, and 4.4 MB converted: about 4.3 GB for tab-roundtrip), deleted as it goes
#        and on exit.
set -euo pipefail

first_preset=${1:-Presets/tab-forward.yaml}
[[ -f "$first_preset" ]] || { echo "bench: no preset at $first_preset" >&2; exit 1; }
source "$(dirname "$0")/portable.sh"
first_preset=$(relative_to "$(dirname "$0")/.." "$first_preset")
cd "$(dirname "$0")/.."
export LC_ALL=C  # "1.234", not "1,234", from `time` and awk

BIN=.build/release/motionreel
RUNS=${BENCH_RUNS:-3}
BATCH_RUNS=${BENCH_BATCH_RUNS:-1}
TARGET=1.05
SPEC_TARGET=1.3
# P2: the default MP4 against x264's medium at crf 18 (the standard before the sweep in
# docs/encoding.md) on the same frames: at most this share of its CPU and this many times its
# bytes, for at least its SSIM. P3: peak memory of the MP4 render at full size.
P2_CPU_TARGET=0.5
P2_SIZE_TARGET=1.2
# P3: the MP4 render's peak memory at most this share of the ffmpeg command line's on the same
# frames at the same quality (issue 28): the command line as it is usually run, x264 with
# ffmpeg's defaults and only a crf, taken from this ladder — the largest whose SSIM is at least
# our MP4's.
P3_RATIO_BUDGET=0.50
CLI_CRF_LADDER=(18 17.5 17 16.5 16 15.5 15 14.5 14)
MEMORY_PRESETS=(${BENCH_MEMORY_PRESETS-Presets/tab-forward.yaml Presets/tab-roundtrip.yaml Presets/calendar-interactions.yaml})

source scripts/reference-frames.sh
# The x264 settings of Sources/Encode/Formats/FormatTable.swift and VideoEncoder.swift, for the ffmpeg CLI.
# On a CPU with AVX-512 the sink keeps x264 off those kernels (`VideoProfile.x264CPUPin`): so does the floor.
X264_PARAMS=ref=2:me=dia:weightp=0:b-adapt=0:scenecut=0
if grep -qw avx512f /proc/cpuinfo 2>/dev/null; then X264_PARAMS+=:asm=AVX2,FMA3; fi
X264_ARGS=(
  -c:v libx264 -preset veryfast -crf 15.5 -threads 1 -rc-lookahead 12 -x264-params "$X264_PARAMS"
  "${BT709_TAGS[@]}" -flags:v +bitexact -fflags +bitexact -movflags +faststart
)
# P2's baseline: x264's medium at crf 18, with the lookahead and frame threads it ran with then.
MEDIUM_ARGS=(
  -c:v libx264 -preset medium -crf 18 -threads 4 -rc-lookahead 20
  "${BT709_TAGS[@]}" -flags:v +bitexact -fflags +bitexact -movflags +faststart
)

presets=("$first_preset")
[[ "${presets[0]}" == Presets/tab-roundtrip.yaml ]] || presets+=(Presets/tab-roundtrip.yaml)

[[ -x "$BIN" ]] || { echo "bench: $BIN is missing; run 'make build' first" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "bench: ffmpeg is not on PATH (scripts/setup.sh installs it)" >&2; exit 1; }
if ((${#MEMORY_PRESETS[@]})) && ! peak_kib_works; then
  echo "bench: P3 needs GNU time at /usr/bin/time (scripts/setup.sh installs it); BENCH_MEMORY_PRESETS= leaves P3 out" >&2; exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/motionreel-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

say() { printf 'bench: %s\n' "$*" >&2; }

# Runs a command under bash's own `time` (no extra packages); its output goes to $work/log.
# Prints "WALL CPU": wall-clock seconds, and user + system CPU seconds of all its threads.
timed() {
  local TIMEFORMAT='%3R %3U %3S' timing wall user sys
  if ! timing=$( { time "$@" >"$work/log" 2>&1; } 2>&1 ); then cat "$work/log" >&2; return 1; fi
  read -r wall user sys <<<"$timing"
  awk -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f %.3f", w, u + s }'
}

min() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a + 0 < b + 0) ? a : b }'; }

# Times one run of a command, after removing its output ($2, untimed). $1 names the measurement:
# best_s/best_cpu[$1] keep the smallest wall and CPU times, peak_kib[$1] the largest
# "peak memory" that --verbose printed.
declare -A best_s best_cpu peak_kib
time_run() {
  local key=$1 output=$2; shift 2
  local timing wall cpu kib
  rm -rf "$output"
  timing=$(timed "$@")
  read -r wall cpu <<<"$timing"
  kib=$(sed -n 's/^peak memory: \([0-9]*\) KiB$/\1/p' "$work/log")
  if ((${kib:-0} > ${peak_kib[$key]:-0})); then peak_kib[$key]=$kib; fi
  best_s[$key]=$(min "$wall" "${best_s[$key]:-}")
  best_cpu[$key]=$(min "$cpu" "${best_cpu[$key]:-}")
  printf '  %s %ss (cpu %ss)' "$key" "$wall" "$cpu" >&2
}

h264_digest() { ffmpeg -v error -i "$1" -map 0:v -c copy -bsf:v h264_mp4toannexb -f h264 - | stream_digest; }

# Peak resident memory (GNU time's maximum RSS, KiB) of the ffmpeg command line encoding
# $work/frames.bgra, piped to it as raw BGRA and converted as MotionReel converts it, into $1
# with the x264 arguments that follow.
ffmpeg_peak() {
  local output=$1; shift
  cat "$work/frames.bgra" | peak_kib "$work/memory.ffmpeg" ffmpeg -nostdin -v error -y -f rawvideo \
    -pix_fmt bgra -video_size "$size" -framerate "$fps" -i pipe:0 -vf "$SCALE_FILTER" "$@" "$output" || return 1
  tail -n1 "$work/memory.ffmpeg"
}

# P3 for PRESET, whose frames reference_frames has put in $work/frames.bgra: the peak resident
# memory of our MP4 render, and of the ffmpeg command line encoding the same frames (1) at the
# same quality, as it is usually run: `-c:v libx264 -crf C` and ffmpeg's defaults otherwise (preset
# medium, its lookahead of 40, frame threads by the core count), C the largest of CLI_CRF_LADDER
# whose SSIM is at least our MP4's; (2) for comparison, with our settings (the same H.264 stream,
# so the same x264 frames held). One run of each, in one bench run. Adds a verdict line to
# memory_verdicts.
memory_verdicts=()
declare -A memory_done
measure_memory() {
  local preset=$1 name ours ours_ssim cli cli_ssim cli_crf same_settings same=no reached=no crf
  name=$(basename "$preset" .yaml)
  say "$name: peak memory, mp4 and the ffmpeg command line (P3)"
  rm -rf "$work/memory" "$work/memory.mp4"
  peak_kib "$work/memory.ours" "$BIN" render "$preset" -o "$work/memory" --format mp4 >"$work/log" 2>&1 \
    || { cat "$work/log" >&2; return 1; }
  ours=$(tail -n1 "$work/memory.ours") ours_ssim=$(video_ssim "$work/memory/$name.mp4" "$work")
  for crf in "${CLI_CRF_LADDER[@]}"; do
    cli=$(ffmpeg_peak "$work/memory.mp4" -c:v libx264 -crf "$crf" "${BT709_TAGS[@]}" -movflags +faststart) || return 1
    cli_ssim=$(video_ssim "$work/memory.mp4" "$work") cli_crf=$crf
    say "  ffmpeg -crf $crf: $((cli / 1024)) MiB, SSIM $cli_ssim (ours $ours_ssim)"
    if awk -v a="$cli_ssim" -v b="$ours_ssim" 'BEGIN { exit !(a >= b) }'; then reached=yes; break; fi
  done
  same_settings=$(ffmpeg_peak "$work/memory.mp4" "${X264_ARGS[@]}") || return 1
  if [[ "$(h264_digest "$work/memory/$name.mp4")" == "$(h264_digest "$work/memory.mp4")" ]]; then same=yes; fi
  rm -rf "$work/memory" "$work/memory.mp4"
  memory_done[$preset]=1
  memory_verdicts+=("$(awk -v n="$name" -v a="$ours" -v b="$cli" -v c="$cli_crf" -v s="$ours_ssim" -v sc="$cli_ssim" \
    -v r="$reached" -v d="$same_settings" -v t="$P3_RATIO_BUDGET" -v same="$same" 'BEGIN {
    ok = r == "yes" && a / b <= t
    printf "P3 memory   %-21s mp4 %d MiB (SSIM %s) / ffmpeg -crf %s %d MiB (SSIM %s) = %.2f (budget ≤ %s): %s; with our settings %d MiB = %.2f (same stream: %s)",
      n, a / 1024, s, c, b / 1024, sc, a / b, t, (ok ? "ok" : (r == "yes" ? "ABOVE BUDGET" : "QUALITY NOT REACHED")), d / 1024, a / d, same }')")
}

load_start=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
rows=() verdicts=()
for preset in "${presets[@]}"; do
  name=$(basename "$preset" .yaml)
  say "$name: reference frames"
  # 1. The exact frames our encoder sees, decoded once into one raw BGRA file for ffmpeg.
  reference_frames "$BIN" "$preset" "$work" || exit 1
  reference_yuv "$work"

  # 2. The three measurements, interleaved (mp4, ffmpeg, png, mp4, …) so that a busy moment on a
  #    shared machine hits them alike rather than one whole block.
  #    a. our MP4, end to end; b. the floor: ffmpeg, same frames, same x264 settings; c. PNG frames.
  say "$name: $frames frames, $size, $RUNS runs of each"
  best_s=() best_cpu=() peak_kib=()
  for ((run = 1; run <= RUNS; run++)); do
    printf 'bench:   run %d:' "$run" >&2
    time_run mp4 "$work/mp4" "$BIN" render "$preset" -o "$work/mp4" --format mp4 --verbose
    time_run ffmpeg "$work/ffmpeg.mp4" ffmpeg -v error -y -f rawvideo -pix_fmt bgra -video_size "$size" \
      -framerate "$fps" -i "$work/frames.bgra" -vf "$SCALE_FILTER" "${X264_ARGS[@]}" "$work/ffmpeg.mp4"
    time_run png "$work/png" "$BIN" render "$preset" -o "$work/png" --format png --verbose
    time_run x264 "$work/x264.mp4" ffmpeg -nostdin -v error -y -f rawvideo -pix_fmt yuv420p -video_size "$size" \
      -framerate "$fps" -i "$work/frames.yuv" "${X264_ARGS[@]}" "$work/x264.mp4"
    time_run medium "$work/medium.mp4" ffmpeg -nostdin -v error -y -f rawvideo -pix_fmt yuv420p -video_size "$size" \
      -framerate "$fps" -i "$work/frames.yuv" "${MEDIUM_ARGS[@]}" "$work/medium.mp4"
    printf '\n' >&2
  done
  for memory_preset in "${MEMORY_PRESETS[@]}"; do
    if [[ "$memory_preset" == "$preset" ]]; then measure_memory "$preset" || exit 1; fi
  done
  # P2: SSIM and bytes of the default (x264's file from the yuv420p frames) against medium's.
  ours_ssim=$(video_ssim "$work/x264.mp4" "$work") medium_ssim=$(video_ssim "$work/medium.mp4" "$work")
  ours_bytes=$(file_bytes "$work/x264.mp4") medium_bytes=$(file_bytes "$work/medium.mp4")
  mp4_s=${best_s[mp4]} ff_s=${best_s[ffmpeg]} png_s=${best_s[png]}
  mp4_kib=${peak_kib[mp4]:-0} png_kib=${peak_kib[png]:-0}
  same=no
  if [[ "$(h264_digest "$(find "$work/mp4" -name '*.mp4' | head -n1)")" == "$(h264_digest "$work/ffmpeg.mp4")" ]]; then same=yes; fi
  rm -rf "$work/frames.bgra" "$work/frames.yuv" "$work/mp4" "$work/png" "$work/ffmpeg.mp4" "$work/x264.mp4" "$work/medium.mp4"

  ratio=$(awk -v a="$mp4_s" -v b="$ff_s" 'BEGIN { printf "%.2f", a / b }')
  png_ms=$(awk -v s="$png_s" -v n="$frames" 'BEGIN { printf "%.1f", 1000 * s / n }')
  flag=""
  if awk -v r="$mp4_s" -v f="$ff_s" -v t="$TARGET" 'BEGIN { exit !(r / f > t) }'; then flag="ABOVE TARGET"; fi
  verdicts+=("$(awk -v n="$name" -v r="$ratio" -v t="$TARGET" \
    'BEGIN { printf "P1 overhead %-14s mp4 / ffmpeg %s (target ≤ %s): %s", n, r, t, (r <= t ? "ok" : "ABOVE TARGET") }')")
  verdicts+=("$(awk -v n="$name" -v c="${best_cpu[x264]}" -v cm="${best_cpu[medium]}" -v z="$ours_bytes" -v zm="$medium_bytes" \
    -v s="$ours_ssim" -v sm="$medium_ssim" -v ct="$P2_CPU_TARGET" -v zt="$P2_SIZE_TARGET" 'BEGIN {
      ok = c / cm <= ct && z / zm <= zt && s >= sm
      printf "P2 default  %-14s cpu %.2f× medium/18 (target ≤ %s), bytes %.2f× (≤ %s), ssim %s vs %s (≥): %s",
        n, c / cm, ct, z / zm, zt, s, sm, (ok ? "ok" : "BELOW TARGET") }')")
  rows+=("$(printf '%-14s %6s %7s %8s %6s %7s %7s %7s %8s %7s %7s %4s  %s' "$name" "$frames" "$mp4_s" "$ff_s" \
    "$ratio" "${best_cpu[mp4]}" "${best_cpu[ffmpeg]}" "$png_s" "$png_ms" "$((mp4_kib / 1024))" "$((png_kib / 1024))" \
    "$same" "$flag")")
done

# The memory presets the loop above did not render: their frames, then P3.
for preset in "${MEMORY_PRESETS[@]}"; do
  [[ -z "${memory_done[$preset]:-}" ]] || continue
  say "$(basename "$preset" .yaml): reference frames"
  reference_frames "$BIN" "$preset" "$work" || exit 1
  measure_memory "$preset" || exit 1
  rm -f "$work/frames.bgra"
done

# 3. A whole batch of the shipped presets, plain and with --spec, each from an empty folder (no
#    up-to-date skipping).
batch_row=""
if ((BATCH_RUNS > 0)); then
  preset_count=$(find Presets -maxdepth 1 -name '*.yaml' | wc -l)
  say "batch: Presets/ ($preset_count presets), plain and --spec, $BATCH_RUNS run(s) of each"
  best_s=() best_cpu=() peak_kib=()
  for ((run = 1; run <= BATCH_RUNS; run++)); do
    printf 'bench:   run %d:' "$run" >&2
    time_run batch "$work/batch" "$BIN" batch Presets -o "$work/batch" --verbose
    time_run spec "$work/batch" "$BIN" batch Presets -o "$work/batch" --spec --verbose
    printf '\n' >&2
  done
  [[ $(find "$work/batch" -name '*.spec.json' | wc -l) == "$preset_count" ]] \
    || { echo "bench: batch --spec did not write a spec per preset" >&2; exit 1; }
  rm -rf "$work/batch"
  spec_ratio=$(awk -v a="${best_s[spec]}" -v b="${best_s[batch]}" 'BEGIN { printf "%.2f", a / b }')
  spec_flag=""
  if awk -v r="$spec_ratio" -v t="$SPEC_TARGET" 'BEGIN { exit !(r > t) }'; then spec_flag="  ABOVE TARGET"; fi
  batch_row=$(printf 'batch Presets/ (%d presets, best of %d): plain %ss (cpu %ss, %d MiB), --spec %ss (cpu %ss, %d MiB): ratio %s, target ≤ %s%s' \
    "$preset_count" "$BATCH_RUNS" "${best_s[batch]}" "${best_cpu[batch]}" "$((${peak_kib[batch]:-0} / 1024))" \
    "${best_s[spec]}" "${best_cpu[spec]}" "$((${peak_kib[spec]:-0} / 1024))" "$spec_ratio" "$SPEC_TARGET" "$spec_flag")
fi

echo
echo "MotionReel bench — $(core_count) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//'), best of $RUNS, wall seconds; target ratio ≤ $TARGET"
printf '%-14s %6s %7s %8s %6s %7s %7s %7s %8s %7s %7s %4s\n' preset frames "mp4 s" "ffmpeg s" ratio "mp4 cpu" "ff cpu" \
  "png s" "png ms/f" "mp4 MiB" "png MiB" same
printf '%s\n' "${rows[@]}"
[[ -z "$batch_row" ]] || echo "$batch_row"
printf '%s\n' "${verdicts[@]}"
((${#memory_verdicts[@]} == 0)) || printf '%s\n' "${memory_verdicts[@]}"
echo "load average at start: $load_start, at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') — on a busy machine, rerun"
echo "(ratio = mp4 s / ffmpeg s; cpu = user + system seconds, all threads; same = both MP4s carry an identical"
echo " H.264 stream; MiB = peak resident memory from --verbose; P3's peaks are GNU time's maximum RSS, one run each)"
exit 0
