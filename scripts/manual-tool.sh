#!/usr/bin/env bash
# Builds swift-argument-parser's man page generator, `generate-manual`, for make install and
# make dist. It is an executable *target* of that package, not a product: `swift build --target`
# compiles it but does not link it, and its GenerateManual plugin first builds every product of the
# package in release. So it is compiled with SwiftPM and linked here from the objects SwiftPM built
# (SwiftPM renames an executable's `main` to `<module>_main`, which the link points `main` at).
# Usage: scripts/manual-tool.sh [release|debug] [SCRATCH]   → prints the tool's path
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
config=${1:-release}
scratch=${2:-.build}
"$SWIFT" build -c "$config" --scratch-path "$scratch" --target generate-manual >&2
objects="$scratch/$config"
tool="$objects/motionreel-generate-manual"
swiftc=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/swiftc
"$swiftc" -o "$tool" "$objects"/generate_manual.build/*.o "$objects"/ArgumentParser.build/*.o \
  "$objects"/ArgumentParserToolInfo.build/*.o -Xlinker --defsym -Xlinker main=generate_manual_main >&2
echo "$tool"
