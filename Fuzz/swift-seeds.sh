#!/usr/bin/env bash
# Writes the Swift fuzzer's seed corpus into FOLDER: the SwiftUI fixtures of the tests
# (Tests/Fixtures/SwiftUI, and its realistic screens in Apps/) and the Swift files the shipped presets link (Presets/swift), made
# afresh each run so new fixtures join the corpus without anyone copying them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Fuzz/swift-seeds.sh FOLDER}
mkdir -p "$out"
rm -f "$out"/seed-*
for file in Tests/Fixtures/SwiftUI/*.swift Tests/Fixtures/SwiftUI/Apps/*.swift Presets/swift/*.swift; do
    cp "$file" "$out/seed-$(basename "$(dirname "$file")")-$(basename "$file")"
done
echo "seeds: $(ls "$out" | grep -c '^seed-') in $out"
