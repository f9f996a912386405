# MotionReel — the two quick-start commands are `make demo` and `make test`.
SWIFT ?= swift
PRESETS := $(wildcard Presets/*.yaml) $(wildcard Presets/catalog/*/*.yaml)
OUT ?= out
# Seconds `make fuzz` runs each fuzzer for, the preset one and the Swift one (docs/fuzzing.md).
FUZZ_SECONDS ?= 1800
# Where `make install` puts motionreel, and which build it installs or archives (the tests use debug).
PREFIX ?= /usr/local
CONFIG ?= release

.PHONY: setup build demo test fuzz bench clean catalog install uninstall dist

## setup: install the system packages that are missing (idempotent)
setup:
	@bash scripts/setup.sh

## build: release build of the motionreel executable
build: setup
	$(SWIFT) build -c release --product motionreel

## demo: render every preset in Presets/ into out/, and the README's transition as a GIF
demo: build
	$(SWIFT) run -c release --skip-build motionreel render $(PRESETS) -o $(OUT)
	$(SWIFT) run -c release --skip-build motionreel render Presets/tab-forward.yaml --format gif --gif-width 300 -o $(OUT)

## test: the whole test suite (unit, render and end-to-end), then both fuzzers over a fixed number of inputs from a fixed seed, the same on every machine (unoptimized build), and six batches stopped by the stop fuzzer
test: setup
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) bash scripts/manual-tool.sh debug >/dev/null
	SWIFT=$(SWIFT) bash scripts/dist.sh --build-only debug
	SWIFT=$(SWIFT) bash scripts/test.sh
	SWIFT=$(SWIFT) FUZZ_CONFIG=debug FUZZ_IF_AVAILABLE=1 bash Fuzz/run.sh --runs
	python3 Fuzz/stop.py --runs

## install: put motionreel on PATH — PREFIX/bin (default /usr/local), its bash, zsh and fish completions and its man page
install: setup
	SWIFT=$(SWIFT) bash scripts/install.sh install "$(PREFIX)" $(CONFIG)

## uninstall: remove what make install put under PREFIX, and nothing else
uninstall:
	bash scripts/install.sh uninstall "$(PREFIX)"

## dist: dist/motionreel-VERSION-linux-ARCH.tar.gz (and .sha256), an archive that runs without Swift
dist: setup
	SWIFT=$(SWIFT) bash scripts/dist.sh $(CONFIG)

## catalog: film every motion of the example app again (Presets/swift/App → Presets/catalog), after changing its Swift
catalog: build
	$(SWIFT) run -c release --skip-build motionreel import Presets/swift/App -o Presets/catalog

## fuzz: explore: fuzz the preset loader and timelines, then the Swift reader and evaluator, then stop batches at random moments, for FUZZ_SECONDS each; findings go to Fuzz/Findings
fuzz: build
	SWIFT=$(SWIFT) bash Fuzz/run.sh $(FUZZ_SECONDS)
	MOTIONREEL=.build/release/motionreel python3 Fuzz/stop.py $(FUZZ_SECONDS)

## bench: our MP4 against the ffmpeg CLI floor, PNG/APNG/GIF against ffmpeg's, batch --spec against a plain batch, and the preview's first frame and scrub, and shards split by hash and by cost, and import of a 400-file app folder (target: its catalogue in 3 s) (a report; BENCH_PRESET=FILE to pick a preset)
bench: build
	@bash scripts/bench.sh $(BENCH_PRESET)
	@bash scripts/bench-formats.sh $(BENCH_PRESET)
	@bash scripts/bench-preview.sh
	@bash scripts/bench-shards.sh
	@bash scripts/bench-import.sh

clean:
	rm -rf .build .build-fuzz .build-fuzz-* $(OUT)/*.mp4
