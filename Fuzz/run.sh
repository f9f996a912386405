#!/usr/bin/env bash
# Fuzz/run.sh [SECONDS] [TARGET]: builds the fuzzers apart from the ordinary build (.build-fuzz),
# makes their seed corpora, fuzzes each TARGET for SECONDS (default $FUZZ_SECONDS, else 1800), and
# copies every new finding into Fuzz/Findings/, where the test suite replays it. TARGET is
# `preset` (presets through the loader and the timelines), `swift` (Swift files through the reader,
# the evaluator and import) or `both` (the default). Exits 1 when it found anything.
#
# FUZZ_SANITIZERS=fuzzer,address adds AddressSanitizer (its own build folder, about 3 minutes more
# to build and several times fewer runs per second; the only unsafe code on the way is libyaml's).
#
# FUZZ_CONFIG=debug builds the fuzzers unoptimized: swift-syntax builds in under 2 minutes instead
# of 9 on 2 cores, for about a fifth of the runs per second (80 against 400 Swift files a second).
# `make test` fuzzes that way for a minute; `make fuzz` builds for release, to fuzz for long.
#
# libFuzzer comes with swift.org's toolchains, not with Xcode's. Without it `make fuzz` stops with
# one line saying so (exit 2); FUZZ_IF_AVAILABLE=1 (`make test`) says the same line and exits 0,
# so the suite still runs on a Mac with Xcode alone.
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-${FUZZ_SECONDS:-1800}}
targets=${2:-both}
[ "$targets" = both ] && targets="preset swift"
sanitizers=${FUZZ_SANITIZERS:-fuzzer}
config=${FUZZ_CONFIG:-release}
scratch=.build-fuzz
[ "$sanitizers" = fuzzer ] || scratch=.build-fuzz-${sanitizers//,/-}
[ "$config" = release ] || scratch=$scratch-$config
swift=${SWIFT:-swift}

# Whether this toolchain links -sanitize=fuzzer: a fuzz entry point built once, in a moment.
has_libfuzzer() {
    local probe status
    probe=$(mktemp -d "${TMPDIR:-/tmp}/motionreel-fuzz-probe.XXXXXX")
    printf '@_cdecl("LLVMFuzzerTestOneInput")\npublic func probe(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }\n' \
        > "$probe/probe.swift"
    "$(dirname "$(command -v "$swift")")/swiftc" -sanitize=fuzzer -parse-as-library "$probe/probe.swift" -o "$probe/probe" \
        >/dev/null 2>&1
    status=$?
    rm -rf "$probe"
    return "$status"
}
if ! has_libfuzzer; then
    echo "fuzz: skipped: this Swift toolchain has no libFuzzer (Xcode's has none); install a swift.org toolchain to fuzz"
    [ "${FUZZ_IF_AVAILABLE:-}" = 1 ] && exit 0
    exit 2
fi

flags=()
for sanitizer in ${sanitizers//,/ }; do flags+=(--sanitize="$sanitizer"); done

# fuzz NAME PRODUCT MAX_LEN DICT SEEDS_COMMAND SUFFIX: one target, its findings saved as KIND-HASH.SUFFIX.
fuzz() {
    local name=$1 product=$2 max_len=$3 dict=$4 seeds=$5 suffix=$6
    echo "fuzz: building $product in $scratch (${sanitizers})"
    local start
    start=$(date +%s)
    "$swift" build -c "$config" --product "$product" --scratch-path "$scratch" "${flags[@]}" -Xswiftc -DFUZZING || return 2
    echo "fuzz: built in $(( $(date +%s) - start )) s"

    local work="$scratch/$name"
    $seeds "$work/seeds" || return 2
    mkdir -p "$work/corpus" "$work/artifacts" Fuzz/Findings
    local marker="$work/artifacts/.started"
    touch "$marker"

    # -fork=1 with -ignore_*: keep fuzzing after a finding, so one run collects all it can find.
    # An input that takes 10 s or 2 GB is a runaway, which is a finding too. stdin is /dev/null so
    # a path like /dev/stdin cannot block a run.
    SWIFT_BACKTRACE=enable=no PRESET_FUZZ_BASE="$PWD/Presets" "$scratch/$config/$product" \
        -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
        -dict="$dict" -artifact_prefix="$work/artifacts/" \
        -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -print_final_stats=1 \
        "$work/corpus" "$work/seeds" < /dev/null
    local status=$?

    local found=0 artifact kind hash fixture
    for artifact in $(find "$work/artifacts" -maxdepth 1 -type f -newer "$marker" \
                       \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort); do
        name=$(basename "$artifact")
        kind=${name%%-*}
        hash=${name##*-}
        fixture="Fuzz/Findings/$kind-${hash:0:12}.$suffix"
        cp "$artifact" "$fixture"
        echo "fuzz: FINDING ($kind) saved as $fixture — reproduce with: swift run $product $fixture"
        found=1
    done
    rm -f "$marker"
    if [ "$found" = 1 ]; then
        echo "fuzz: findings above; each is now a fixture the test suite replays (see docs/fuzzing.md)"
        return 1
    fi
    if [ "$status" != 0 ]; then
        echo "fuzz: libFuzzer exited with $status"
        return "$status"
    fi
    echo "fuzz: $product ran ${seconds} s clean"
}

result=0
for target in $targets; do
    case "$target" in
        preset) fuzz preset PresetFuzzer 8192 Fuzz/preset.dict Fuzz/seeds.sh yaml || result=$? ;;
        swift) fuzz swift SwiftFuzzer 16384 Fuzz/swift.dict Fuzz/swift-seeds.sh swift || result=$? ;;
        *) echo "fuzz: unknown target '$target' (preset, swift or both)"; exit 2 ;;
    esac
done
exit "$result"
