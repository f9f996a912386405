#!/usr/bin/env bash
# Writes the fuzzer's seed corpus into FOLDER: every shipped preset (Presets/*.yaml) and every
# multi-line YAML string in the tests that looks like a preset (a """ … """ literal with a
# `canvas:` or `scene:` key), dedented as Swift dedents it. Seeds are made afresh each run, so
# new presets and new test YAML join the corpus without anyone copying them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Fuzz/seeds.sh FOLDER}
mkdir -p "$out"
rm -f "$out"/seed-*
for preset in Presets/*.yaml; do
    cp "$preset" "$out/seed-preset-$(basename "$preset")"
done
find Tests -name '*.swift' -print0 | sort -z | xargs -0 awk -v out="$out" '
    function flush(   i, n, pad, text) {
        # Swift strips the closing delimiter'"'"'s indentation from every line.
        pad = length(closing)
        text = ""
        for (i = 1; i <= count; i++) text = text substr(lines[i], pad + 1) "\n"
        if (text ~ /(^|\n)[ \t]*(canvas|scene):/) {
            seeds++
            file = sprintf("%s/seed-test-%04d.yaml", out, seeds)
            printf "%s", text > file
            close(file)
        }
    }
    {
        if (!inside && $0 ~ /"""[ \t]*$/ && $0 !~ /^[ \t]*"""[ \t]*$/) { inside = 1; count = 0; next }
        if (inside && $0 ~ /^[ \t]*"""/) {
            closing = $0; sub(/""".*/, "", closing)
            flush(); inside = 0; next
        }
        if (inside) lines[++count] = $0
    }
'
echo "seeds: $(ls "$out" | grep -c '^seed-') in $out"
