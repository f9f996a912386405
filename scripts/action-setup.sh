#!/usr/bin/env bash
# The GitHub Action's set-up (action.yml): the system packages, then a motionreel executable at
# $MOTIONREEL_CACHE/bin/motionreel without a build when an earlier run or a release left one.
# In this order:
#   1. the cache: $MOTIONREEL_CACHE/bin/motionreel, when $MOTIONREEL_CACHE/KEY holds the current
#      key (the action restores and saves the folder with actions/cache under that key);
#   2. a release archive: MOTIONREEL_RELEASE_ARCHIVE, a motionreel-*.tar.gz the action downloaded
#      from the tagged release it runs at; what its motionreel-VERSION-linux-ARCH/ holds (bin/motionreel,
#      libexec/, share/…) is unpacked into the cache folder;
#   3. a release build from source (swift build -c release --product motionreel), copied into the
#      cache folder.
# A cached or unpacked executable that does not run here (`motionreel --version` fails: a library
# of the image changed, another glibc) is passed over for the next source.
#
# Variables:
#   MOTIONREEL_CACHE          the cache folder (required; created when missing)
#   MOTIONREEL_CACHE_KEY      the cache's key (required): what the executable was made for — the
#                             runner's system and architecture, the action's version, the toolchain
#   MOTIONREEL_RELEASE_ARCHIVE  a release archive to use when the cache has nothing (optional)
#   MOTIONREEL_SKIP_PACKAGES  1: do not run scripts/setup.sh (the tests; a machine already set up)
#   PACKAGE                   the MotionReel package to build (default: this script's repository)
#   SWIFT                     the swift executable (default: swift on PATH)
#   GITHUB_OUTPUT             when set, `motionreel=PATH` is appended to it
# Test hooks (Tests/EndToEndTests/ActionSetupTests.swift), so the tests need no real build:
#   MOTIONREEL_BUILD_COMMAND  run with `bash -c`, in PACKAGE, instead of `swift build …`
#   MOTIONREEL_BUILT_BINARY   where the build leaves the executable (default
#                             PACKAGE/.build/release/motionreel)
#
# Prints what it did on stderr (`setup: …`) and the executable's path as stdout's last line.
# Exit codes: 0 done; 1 the packages could not be installed, or the build failed or left no
# executable; 2 MOTIONREEL_CACHE or MOTIONREEL_CACHE_KEY missing.
set -euo pipefail

say() { printf 'setup: %s\n' "$*" >&2; }

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
package="${PACKAGE:-$root}"
key="${MOTIONREEL_CACHE_KEY:-}"
if [[ -z "${MOTIONREEL_CACHE:-}" || -z "$key" ]]; then
  say "MOTIONREEL_CACHE (the cache folder) and MOTIONREEL_CACHE_KEY (its key) must both be set"
  exit 2
fi
mkdir -p "$MOTIONREEL_CACHE"
cache="$(cd "$MOTIONREEL_CACHE" && pwd)"
bin="$cache/bin/motionreel"

if [[ "${MOTIONREEL_SKIP_PACKAGES:-}" != 1 ]]; then
  bash "$root/scripts/setup.sh" || { say "the system packages could not be installed (scripts/setup.sh, above)"; exit 1; }
fi

# Whether the executable at $1 runs on this machine.
runs() { [[ -x "$1" ]] && "$1" --version >/dev/null 2>&1; }

# Marks the cache as holding an executable for this key: KEY is written last, so a folder left
# half-filled by a failed run is never taken for a good one.
commit() { printf '%s\n' "$key" >"$cache/KEY.tmp" && mv -f "$cache/KEY.tmp" "$cache/KEY"; }

# 1. The cache.
from=""
if [[ -f "$cache/KEY" && -x "$bin" && "$(cat "$cache/KEY")" == "$key" ]]; then
  if runs "$bin"; then
    from="cache"
    say "motionreel from the cache ($key)"
  else
    say "the cached motionreel does not run here ($bin --version failed): passed over"
  fi
elif [[ -f "$cache/KEY" ]]; then
  say "the cache holds motionreel for another key ($(cat "$cache/KEY")): passed over"
fi

# 2. A release archive.
archive="${MOTIONREEL_RELEASE_ARCHIVE:-}"
if [[ -z "$from" && -n "$archive" ]]; then
  name="$(basename "$archive")"
  if [[ "$name" != motionreel-*.tar.gz ]]; then
    say "MOTIONREEL_RELEASE_ARCHIVE is not a motionreel-*.tar.gz ($archive): passed over"
  elif [[ ! -f "$archive" || ! -r "$archive" ]]; then
    say "the release archive cannot be read ($archive): passed over"
  else
    staging="$(mktemp -d "${TMPDIR:-/tmp}/motionreel-archive.XXXXXX")"
    tops=()
    if tar -xzf "$archive" -C "$staging"; then
      shopt -s nullglob
      tops=("$staging"/motionreel-*/)
      shopt -u nullglob
    fi
    if ((${#tops[@]} != 1)) || ! runs "${tops[0]}bin/motionreel"; then
      say "the release archive holds no motionreel-VERSION-linux-ARCH/bin/motionreel that runs here ($archive): passed over"
    else
      rm -f "$cache/KEY"
      cp -R "${tops[0]}." "$cache/"
      commit
      from="archive"
      say "motionreel from the release archive ($name)"
    fi
    rm -rf "$staging"
  fi
fi

# 3. A release build from source.
if [[ -z "$from" ]]; then
  built="${MOTIONREEL_BUILT_BINARY:-$package/.build/release/motionreel}"
  started=$SECONDS
  say "building motionreel from $package (swift build -c release): a few minutes"
  status=0
  # The build's own output goes to stderr: stdout's last line is the executable's path.
  if [[ -n "${MOTIONREEL_BUILD_COMMAND:-}" ]]; then
    (cd "$package" && bash -c "$MOTIONREEL_BUILD_COMMAND") >&2 || status=$?
  else
    "${SWIFT:-swift}" build -c release --product motionreel --package-path "$package" >&2 || status=$?
  fi
  if ((status != 0)); then
    say "the release build of motionreel failed (exit $status): its errors are above; nothing was cached"
    exit 1
  fi
  if [[ ! -x "$built" ]]; then
    say "the build succeeded but left no executable at $built; nothing was cached"
    exit 1
  fi
  rm -f "$cache/KEY"
  mkdir -p "$cache/bin"
  # Copied beside, then renamed over: a motionreel still running from the cache is not rewritten.
  cp "$built" "$bin.tmp"
  chmod +x "$bin.tmp"
  mv -f "$bin.tmp" "$bin"
  commit
  say "built motionreel ($((SECONDS - started)) s)"
fi

if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  printf 'motionreel=%s\n' "$bin" >>"$GITHUB_OUTPUT"
fi
printf '%s\n' "$bin"
