# What the benchmark scripts measure with, in forms that work on Linux (GNU tools) and macOS (BSD
# tools) alike: GNU's `date +%N`, `time -f`, `stat -c`, `md5sum`, `nproc` and `realpath
# --relative-to` have no BSD spelling, so each is one function here. Sourced; defines functions only.

# Seconds since the epoch, to the microsecond (bash 5's EPOCHREALTIME; GNU date's %N otherwise).
now() {
  if [[ -n ${EPOCHREALTIME:-} ]]; then echo "${EPOCHREALTIME/,/.}"; else date +%s.%N; fi
}

# Runs the command after OUT and writes its peak resident memory, in KiB, to OUT: GNU time's %M
# on Linux; on macOS, BSD time -l's "maximum resident set size", which is in bytes. The command's
# exit status is returned; on macOS its stderr goes to OUT.time with time's report.
peak_kib() {
  local out=$1 status=0; shift
  if [[ $(uname -s) == Darwin ]]; then
    /usr/bin/time -l "$@" 2>"$out.time" || status=$?
    awk '/maximum resident set size/ { print int($1 / 1024) }' "$out.time" >"$out"
    return "$status"
  fi
  /usr/bin/time -f %M -o "$out" "$@"
}

# Whether peak_kib can measure here (GNU time at /usr/bin/time on Linux; macOS's own time).
peak_kib_works() {
  [[ $(uname -s) == Darwin ]] || /usr/bin/time -f %M true >/dev/null 2>&1
}

# Bytes in a file.
file_bytes() { wc -c <"$1" | tr -d ' '; }

# A short digest of stdin, for telling streams apart (cksum is POSIX).
stream_digest() { cksum | cut -d' ' -f1,2; }

# Cores online.
core_count() { getconf _NPROCESSORS_ONLN; }

# PATH relative to the folder ROOT holds it in, when it is inside; else PATH made absolute.
relative_to() {
  local root path
  root=$(cd "$1" && pwd -P)
  path="$(cd "$(dirname "$2")" && pwd -P)/$(basename "$2")"
  echo "${path#"$root/"}"
}
