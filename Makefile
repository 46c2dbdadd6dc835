# Bitext — set-up, build, run and test. `make run` and `make test` work on a fresh Debian machine
# with Swift installed: missing system packages are installed when root, else the exact command is printed.

SWIFT ?= swift
CONFIG ?= release
# SwiftPM's build folder (--scratch-path); another one keeps a second build apart from .build/.
SCRATCH ?= .build
BIN_DIR = $(SCRATCH)/$(CONFIG)
BITEXT = $(BIN_DIR)/bitext
INPUT ?= Input
OUTPUT ?= Output
APT_PACKAGES = pkg-config python3-pip libxml2-dev libjemalloc-dev zlib1g-dev libsqlite3-dev libjs-highlight.js

# cmark-gfm is not Debian's (0.29.0.gfm.6, quadratic on some inputs) but 0.29.0.gfm.13, built as
# static libraries by scripts/build-cmark-gfm into $(SCRATCH)/deps/cmark-gfm. Its pkg-config
# folder comes first on PKG_CONFIG_PATH, where SwiftPM looks up the CCmarkGFM target's
# `libcmark-gfm`; exported, so every swift build and test below, and scripts/fuzz, link it.
export CMARK_GFM_DEPS := $(SCRATCH)/deps
export PKG_CONFIG_PATH := $(abspath $(CMARK_GFM_DEPS))/cmark-gfm/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

.PHONY: run test build deps clean eval bench fuzz layout

deps:
	@scripts/ensure-deps $(APT_PACKAGES)
	@scripts/build-cmark-gfm
	@scripts/fetch-lexicon

# Release builds link the Swift runtime and Foundation statically: a process then starts in about
# two thirds of the time (no dynamic symbol binding of Foundation), which is most of a rerun with
# nothing to do. lld links it without the warnings gold prints for Foundation's archive. The
# executable is not position-independent: a static PIE applied 80,000 relocations at every start,
# writing to (and so copying) the pages they touch, about 2 ms of each run.
# SQLite (the build database) is linked from its static archive too: binding libsqlite3.so's
# symbols at start-up was a twentieth of a rerun with nothing to do. The archive is found through
# a folder holding only it, as GRDB asks the linker for -lsqlite3 and a folder that also has the
# shared library would give that. Evaluated in the recipe, after deps installed libsqlite3-dev.
LLD := $(shell command -v ld.lld 2>/dev/null)
SQLITE_ARCHIVE = $(wildcard $(shell pkg-config --variable=libdir sqlite3 2>/dev/null)/libsqlite3.a)
STATIC_LIBS = $(SCRATCH)/deps/static-libs
STATIC_FLAGS = $(if $(and $(filter release,$(CONFIG)),$(LLD)),--static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -no-pie $(if $(SQLITE_ARCHIVE),-Xlinker -L$(abspath $(STATIC_LIBS))),)

build: deps
	@$(if $(SQLITE_ARCHIVE),mkdir -p $(STATIC_LIBS) && ln -sf $(SQLITE_ARCHIVE) $(STATIC_LIBS)/libsqlite3.a)
	$(SWIFT) build -c $(CONFIG) --scratch-path $(SCRATCH) --product bitext $(STATIC_FLAGS)

run: build
	$(BITEXT) convert "$(INPUT)" -o "$(OUTPUT)"

test: deps
	$(SWIFT) build --scratch-path $(SCRATCH) --build-tests
	$(SWIFT) test --scratch-path $(SCRATCH) --skip-build

bench: build
	@scripts/ensure-deps cmark-gfm po4a time
	@BITEXT=$(BITEXT) scripts/bench
	@BITEXT=$(BITEXT) scripts/bench-plaintext
	@BITEXT=$(BITEXT) scripts/bench-align
	@BITEXT=$(BITEXT) scripts/bench-scale
	@BITEXT=$(BITEXT) scripts/bench-site

# libFuzzer targets (Fuzz/): FUZZ_TIME seconds each, optionally FUZZ_RUNS executions, FUZZ_TARGETS to pick.
FUZZ_TIME ?= 60
fuzz: deps
	@FUZZ_TIME="$(FUZZ_TIME)" FUZZ_RUNS="$(FUZZ_RUNS)" scripts/fuzz $(FUZZ_TARGETS)

eval: build
	@BITEXT=$(BITEXT) scripts/eval

# Every reader page of the whole Kubernetes website in headless Chromium at 1400 and 420 px
# (scripts/check-layout; about 8 minutes). CI checks the k8s-site slice the same way.
LAYOUT_SITE ?= ../shared/corpora/k8s-website/content
layout: build
	@scripts/ensure-deps chromium chromium-driver
	@rm -rf $(SCRATCH)/layout-site && $(BITEXT) convert $(LAYOUT_SITE) -o $(SCRATCH)/layout-site -q
	@scripts/check-layout $(SCRATCH)/layout-site

clean:
	rm -rf $(SCRATCH)
