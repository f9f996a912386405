#!/usr/bin/env bash
# `make dist`: a relocatable archive of MotionReel for Linux that needs no Swift toolchain —
#   dist/motionreel-VERSION-linux-ARCH.tar.gz (and .sha256), unpacking to motionreel-VERSION-linux-ARCH/:
#     bin/motionreel              checks the system libraries, then runs the program (below)
#     libexec/motionreel/motionreel  the program, the Swift standard library and Foundation linked in
#     share/…                     completions for bash, zsh and fish, the man page (as make install lays them)
#     share/motionreel/libraries  each system library it loads and the Debian package that has it
#     DEPENDS                     those Debian packages, one per line: apt-get install $(cat DEPENDS)
#     share/doc/motionreel/LICENSES/  the licences of what it carries (MotionReel, Swift, its packages)
#     Presets/                    the example presets: what `motionreel presets` lists (from anywhere),
#                                 and what the README's `motionreel … Presets/…` commands run, from here
# The system libraries (Cairo, Pango, FFmpeg, libpng, librsvg…) are not carried: distributions keep
# them patched. Without one, bin/motionreel says which package to install, in one line, exit 2.
#
# Usage: scripts/dist.sh [--build-only] [release|debug]   (debug: for the tests; --build-only: make test
#        builds the program once before the suite, so the suite's `make dist` only packs)
#
# The program is linked with --static-swift-stdlib in its own build folder, .build/static: the
# flag changes how modules are compiled (their autolinked libraries), so the same folder cannot
# hold both links, and the tests' own binary stays the toolchain-linked one.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
build_only=false
[[ ${1:-} == --build-only ]] && { build_only=true; shift; }
config=${1:-release}
say() { printf 'dist: %s\n' "$*" >&2; }
if [[ $(uname -s) != Linux ]]; then
  # make test asks for the build only; on a Mac there is no Linux archive to test, so nothing to build.
  $build_only && { say "no Linux archive to build on $(uname -s): skipped"; exit 0; }
  say "make dist builds the Linux archive; on macOS use make install"; exit 2
fi

version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/MotionReelCLI/MotionReel.swift)
arch=$(uname -m)
name="motionreel-$version-linux-$arch"
start=$(date +%s)
"$SWIFT" build -c "$config" --static-swift-stdlib --scratch-path .build/static --product motionreel >&2
# The man page generator runs the program to read its commands; it is built in the usual folder
# (make test builds it before the suite, whose `swift test` holds that folder's lock).
GENERATE_MANUAL=.build/$config/motionreel-generate-manual
[[ -x $GENERATE_MANUAL ]] || GENERATE_MANUAL=$(SWIFT=$SWIFT bash scripts/manual-tool.sh "$config")
export GENERATE_MANUAL
binary=".build/static/$config/motionreel"
say "built in $(($(date +%s) - start)) s"
$build_only && exit 0

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/$name"
mkdir -p "$root/libexec/motionreel" "$root/share/motionreel" "$root/share/doc/motionreel/LICENSES"
SWIFT=$SWIFT bash scripts/install.sh stage "$root" "$config" "$binary"
# bin/motionreel is the launcher; the program goes beside it, in libexec.
mv "$root/bin/motionreel" "$root/libexec/motionreel/motionreel"
# A release archive's program is stripped: its symbols and debug information were 68 of its
# 149 MB (measured on x86_64). A crash's backtrace then shows addresses, not names; the debug
# archive the tests make keeps them.
[[ $config == release ]] && strip "$root/libexec/motionreel/motionreel"
install -m 0755 scripts/dist-launcher.sh "$root/bin/motionreel"

# Each library the program loads directly (DT_NEEDED), found where the loader finds it, and the
# Debian package that owns it: what a machine needs installed.
: > "$root/share/motionreel/libraries"
for soname in $(readelf -d "$binary" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p'); do
  # `libz.so.1 => /lib/…/libz.so.1 (…)`; the loader itself is listed by its path alone.
  # awk reads to the end: stopping early would kill ldd with SIGPIPE, which pipefail makes an error.
  path=$(ldd "$binary" | awk -v lib="$soname" '!found && $1 == lib { print $3; found = 1 } !found && index($1, "/" lib) { print $1; found = 1 }')
  [[ -n $path && -e $path ]] || { say "cannot find $soname, which the program loads"; exit 1; }
  # dpkg knows a file by the path its package installed (/lib or /usr/lib, whichever).
  package=""
  for candidate in "$path" "$(readlink -f "$path")" "${path/#\/usr\/lib\//\/lib\/}" "${path/#\/lib\//\/usr\/lib\/}"; do
    package=$(dpkg -S "$candidate" 2>/dev/null | head -n 1 | cut -d: -f1 || true)
    [[ -n $package ]] && break
  done
  [[ -n $package ]] || { say "no Debian package owns $path ($soname): is it from the Swift toolchain?"; exit 1; }
  echo "$soname $package" >> "$root/share/motionreel/libraries"
done
cut -d' ' -f2 "$root/share/motionreel/libraries" | sort -u > "$root/DEPENDS"

cp LICENSE "$root/share/doc/motionreel/LICENSES/MotionReel.txt"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")")
cp "$toolchain/share/swift/LICENSE.txt" "$root/share/doc/motionreel/LICENSES/Swift.txt"
for package in .build/checkouts/*; do
  for licence in "$package"/LICENSE "$package"/LICENSE.txt; do
    [[ -f $licence ]] && cp "$licence" "$root/share/doc/motionreel/LICENSES/$(basename "$package").txt"
  done
done

# The examples, with the screens, icons and Swift files they name (paths relative to each preset).
cp -R Presets "$root/Presets"

mkdir -p dist
# Sorted, with fixed owners and times, so one build gives one archive.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$(git log -1 --format=%ct 2>/dev/null || echo 0)" \
  -C "$work" -czf "dist/$name.tar.gz.tmp" "$name"
mv "dist/$name.tar.gz.tmp" "dist/$name.tar.gz"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
say "wrote dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1); needs: $(tr '\n' ' ' < "$root/DEPENDS"))"
echo "dist/$name.tar.gz"
