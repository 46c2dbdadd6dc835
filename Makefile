# Bitext — set-up, build, run and test. `make run` and `make test` work on a fresh Debian machine
# with Swift installed: missing system packages are installed when root, else the exact command is printed.

SWIFT ?= swift
CONFIG ?= release
BIN_DIR = .build/$(CONFIG)
BITEXT = $(BIN_DIR)/bitext
INPUT ?= Input
OUTPUT ?= Output
APT_PACKAGES = pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libxml2-dev

.PHONY: run test build deps clean eval bench fuzz

deps:
	@scripts/ensure-deps $(APT_PACKAGES)

build: deps
	$(SWIFT) build -c $(CONFIG) --product bitext

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
