# MotionReel — the two quick-start commands are `make demo` and `make test`.
SWIFT ?= swift
PRESETS := $(wildcard Presets/*.yaml)
OUT ?= out

.PHONY: setup build demo test bench clean

## setup: install the system packages that are missing (idempotent)
setup:
	@bash scripts/setup.sh

## build: release build of the motionreel executable
build: setup
	$(SWIFT) build -c release --product motionreel

## demo: render every preset in Presets/ into out/
demo: build
	$(SWIFT) run -c release --skip-build motionreel render $(PRESETS) -o $(OUT)

## test: the whole test suite (unit, render and end-to-end)
test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## bench: time our MP4 against the ffmpeg CLI floor, and PNG (a report; BENCH_PRESET=FILE to pick a preset)
bench: build
	@bash scripts/bench.sh $(BENCH_PRESET)

clean:
	rm -rf .build $(OUT)/*.mp4
