# Sourced by the benchmark scripts (bench.sh, bench-formats.sh, x264-sweep.sh): the one place
# that knows how to get the exact frames MotionReel's encoders see, and how MotionReel converts
# them, so every comparison with the ffmpeg command line starts from the same bytes.

# ColorConversion.swift: BGRA (full range) → limited-range BT.709 4:2:0, bilinear + accurate rounding.
SCALE_FILTER="scale=out_color_matrix=bt709:out_range=tv:flags=bilinear+accurate_rnd,format=yuv420p"
# The tags VideoEncoder.swift writes beside that conversion.
BT709_TAGS=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)

# reference_frames BIN PRESET WORK: renders PRESET's PNG frames (opaque, so straight = premultiplied
# alpha), decodes them once into WORK/frames.bgra and sets `frames`, `fps` and `size` (WxH) from the
# --verbose line "NAME: 84 frames at 60 fps, 1170×2532 px, …". The PNGs are removed.
reference_frames() {
  local bin=$1 preset=$2 work=$3 folder
  "$bin" render "$preset" -o "$work/ref" --format png --verbose >"$work/log" 2>&1 || { cat "$work/log" >&2; return 1; }
  read -r frames fps size < <(sed -n 's/.*: \([0-9]*\) frames at \([0-9]*\) fps, \([0-9]*\)×\([0-9]*\) px.*/\1 \2 \3x\4/p' "$work/log" | head -n1)
  folder=$(find "$work/ref" -mindepth 1 -maxdepth 1 -type d | head -n1)
  ffmpeg -v error -y -framerate "$fps" -i "$folder/frame_%05d.png" -f rawvideo -pix_fmt bgra "$work/frames.bgra"
  rm -rf "$work/ref"
}

# reference_yuv WORK: WORK/frames.bgra (from reference_frames) converted once, as MotionReel converts
# it, into WORK/frames.yuv (raw yuv420p), so x264 can be timed on its own.
reference_yuv() {
  ffmpeg -nostdin -v error -y -f rawvideo -pix_fmt bgra -video_size "$size" -i "$1/frames.bgra" \
    -vf "$SCALE_FILTER" -f rawvideo -pix_fmt yuv420p "$1/frames.yuv"
}

# video_ssim VIDEO WORK: the mean SSIM (all planes) of VIDEO against WORK/frames.bgra (set up by
# reference_frames) converted to yuv420p by MotionReel's scaler, so the chroma subsampling costs
# every encoding alike.
video_ssim() {
  ffmpeg -v info -i "$1" -f rawvideo -pix_fmt bgra -video_size "$size" -framerate "$fps" -i "$2/frames.bgra" \
    -lavfi "[1:v]$SCALE_FILTER[ref];[0:v][ref]ssim" -f null - 2>&1 | sed -n 's/.* All:\([0-9.]*\).*/\1/p' | tail -n1
}
