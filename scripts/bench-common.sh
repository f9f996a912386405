# What the benchmark scripts share; sourced after `cd` to the repository, with NAME set to the
# script's short name (for messages and its work folder).
#
#   BIN     the motionreel to measure: .build/release/motionreel, or MOTIONREEL_BIN
#   work    a temporary folder, removed on exit
#   wall    runs a command quietly and prints its wall seconds (its stderr on failure)
BIN=${MOTIONREEL_BIN:-.build/release/motionreel}   # MOTIONREEL_BIN: another build to measure
[[ -x "$BIN" ]] || { echo "$NAME: $BIN is missing; run 'make build' first" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/motionreel-$NAME.XXXXXX")
trap 'rm -rf "$work"' EXIT

wall() {
  local TIMEFORMAT='%3R' t
  t=$( { time "$@" >/dev/null 2>"$work/err"; } 2>&1 ) || { cat "$work/err" >&2; return 1; }
  echo "$t"
}
