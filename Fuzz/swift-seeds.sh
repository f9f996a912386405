#!/usr/bin/env bash
# Writes the Swift fuzzer's seed corpus into FOLDER: the SwiftUI fixtures of the tests
# (Tests/Fixtures/SwiftUI, its realistic screens in Apps/ and its catalogue app in Catalog/), the Swift files the shipped presets link (Presets/swift)
# and the fuzzer's own seeds of calls no fixture has (Fuzz/SwiftSeeds: phase and keyframe animators, the modifiers a state drives), made
# afresh each run so new fixtures join the corpus without anyone copying them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Fuzz/swift-seeds.sh FOLDER}
mkdir -p "$out"
rm -f "$out"/seed-*
for file in Tests/Fixtures/SwiftUI/*.swift Tests/Fixtures/SwiftUI/Apps/*.swift Tests/Fixtures/SwiftUI/Catalog/*.swift Presets/swift/*.swift \
    Fuzz/SwiftSeeds/*.swift; do
    cp "$file" "$out/seed-$(basename "$(dirname "$file")")-$(basename "$file")"
done
# The catalogue app's files that belong together, each group one folder input (SwiftProbe.fileMarker,
# within the fuzzer's 16 KB): a view with its model, a parent with the child it hands a binding, a
# design system with a view that uses it — read together, as `import DIR -o FOLDER` reads them.
catalog=Tests/Fixtures/SwiftUI/Catalog
for group in "InboxView InboxStore" "TagsPanel TagList" "OrderBoxView DesignSystem"; do
    folder="$out/seed-folder-${group// /-}.swift"
    : > "$folder"
    for name in $group; do
        [ -s "$folder" ] && printf '// file: %s.swift\n' "$name" >> "$folder"
        cat "$catalog/$name.swift" >> "$folder"
    done
done
echo "seeds: $(ls "$out" | grep -c '^seed-') in $out"
