#!/usr/bin/env bash
# Fuzz/run.sh [SECONDS]: builds the preset fuzzer apart from the ordinary build (.build-fuzz),
# makes the seed corpus, fuzzes for SECONDS (default $FUZZ_SECONDS, else 1800), and copies every
# new finding into Fuzz/Findings/, where the test suite replays it. Exits 1 when it found anything.
#
# FUZZ_SANITIZERS=fuzzer,address adds AddressSanitizer (its own build folder, about 3 minutes more
# to build and several times fewer runs per second; the only unsafe code on the way is libyaml's).
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-${FUZZ_SECONDS:-1800}}
sanitizers=${FUZZ_SANITIZERS:-fuzzer}
scratch=.build-fuzz
[ "$sanitizers" = fuzzer ] || scratch=.build-fuzz-${sanitizers//,/-}
swift=${SWIFT:-swift}

flags=()
for sanitizer in ${sanitizers//,/ }; do flags+=(--sanitize="$sanitizer"); done
echo "fuzz: building PresetFuzzer in $scratch (${sanitizers})"
start=$(date +%s)
"$swift" build -c release --product PresetFuzzer --scratch-path "$scratch" "${flags[@]}" -Xswiftc -DFUZZING || exit 2
echo "fuzz: built in $(( $(date +%s) - start )) s"

Fuzz/seeds.sh "$scratch/seeds" || exit 2
mkdir -p "$scratch/corpus" "$scratch/artifacts" Fuzz/Findings
marker="$scratch/artifacts/.started"
touch "$marker"

# -fork=1 with -ignore_*: keep fuzzing after a finding, so one run collects all it can find.
# A preset is a few KB (the largest shipped one under 5); an input that takes 10 s or 2 GB is a
# runaway, which is a finding too. stdin is /dev/null so `image: /dev/stdin` cannot block a run.
SWIFT_BACKTRACE=enable=no PRESET_FUZZ_BASE="$PWD/Presets" "$scratch/release/PresetFuzzer" \
    -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -dict=Fuzz/preset.dict -artifact_prefix="$scratch/artifacts/" \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -print_final_stats=1 \
    "$scratch/corpus" "$scratch/seeds" < /dev/null
status=$?

found=0
for artifact in $(find "$scratch/artifacts" -maxdepth 1 -type f -newer "$marker" \
                   \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort); do
    name=$(basename "$artifact")
    kind=${name%%-*}
    hash=${name##*-}
    fixture="Fuzz/Findings/$kind-${hash:0:12}.yaml"
    cp "$artifact" "$fixture"
    echo "fuzz: FINDING ($kind) saved as $fixture — reproduce with: swift run PresetFuzzer $fixture"
    found=1
done
rm -f "$marker"
if [ "$found" = 1 ]; then
    echo "fuzz: findings above; each is now a fixture the test suite replays (see docs/fuzzing.md)"
    exit 1
fi
if [ "$status" != 0 ]; then
    echo "fuzz: libFuzzer exited with $status"
    exit "$status"
fi
echo "fuzz: ran ${seconds} s clean"
