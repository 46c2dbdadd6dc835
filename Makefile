# Bitext — set-up, build, run and test. `make run` and `make test` work on a fresh Debian machine
# with Swift installed: missing system packages are installed when root, else the exact command is printed.

SWIFT ?= swift
CONFIG ?= release
BIN_DIR = .build/$(CONFIG)
BITEXT = $(BIN_DIR)/bitext
INPUT ?= Input
OUTPUT ?= Output
APT_PACKAGES = pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libxml2-dev libjemalloc-dev

.PHONY: run test build deps clean eval bench fuzz

deps:
	@scripts/ensure-deps $(APT_PACKAGES)

# Release builds link the Swift runtime and Foundation statically: a process then starts in about
# two thirds of the time (no dynamic symbol binding of Foundation), which is most of a rerun with
# nothing to do. lld links it without the warnings gold prints for Foundation's archive. The
# executable is not position-independent: a static PIE applied 80,000 relocations at every start,
# writing to (and so copying) the pages they touch, about 2 ms of each run.
LLD := $(shell command -v ld.lld 2>/dev/null)
STATIC_FLAGS = $(if $(and $(filter release,$(CONFIG)),$(LLD)),--static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -no-pie,)

build: deps
	$(SWIFT) build -c $(CONFIG) --product bitext $(STATIC_FLAGS)

run: build
	$(BITEXT) convert "$(INPUT)" -o "$(OUTPUT)"

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: build
	@scripts/ensure-deps cmark-gfm po4a time
	@BITEXT=$(BITEXT) scripts/bench
	@BITEXT=$(BITEXT) scripts/bench-plaintext
	@BITEXT=$(BITEXT) scripts/bench-align

# libFuzzer targets (Fuzz/): FUZZ_TIME seconds each, optionally FUZZ_RUNS executions, FUZZ_TARGETS to pick.
FUZZ_TIME ?= 60
fuzz: deps
	@FUZZ_TIME="$(FUZZ_TIME)" FUZZ_RUNS="$(FUZZ_RUNS)" scripts/fuzz $(FUZZ_TARGETS)

eval: build
	@BITEXT=$(BITEXT) scripts/eval

clean:
	rm -rf .build
