# Entry points. `make test` and `make demo` install what they need themselves.
SWIFT ?= swift

.PHONY: deps build test demo bench bench-peers clean test-plain fuzz soak soak-live docs

deps:
	@Tools/scripts/install-deps.sh

build: deps
	$(SWIFT) build

# The libinput tests drive umockdev, which plays its scripts in real time: they run on their own after
# the parallel run, and one at a time (28 s), so neither the rest of the suite nor a dozen playbacks at
# once starve a script of its 10 ms frames (run in parallel, a protocol-A move once reached the probe after
# the 100 ms watchdog had already cancelled the contact).
# The build comes first, on its own, so its log can be checked: any compiler warning in the project's own
# code (Sources/, Tests/, Tools/, Examples/) fails `make test` with the list (build-without-warnings.sh).
# Each step prints the time it starts, so a CI log shows where the 15-minute budget goes.
# One build serves every test: the package and its tests are compiled once, with AddressSanitizer, in
# .build/asan (a second, plain debug build cost CI about six minutes). The libinput end-to-end tests run
# their probes under umockdev's LD_PRELOAD, which puts umockdev before the sanitizer's runtime in the
# library list: verify_asan_link_order=0 lets them run (the sanitizer's interceptors then call umockdev's,
# which call libc's). LeakSanitizer is off: it misreads Swift's weak-reference side tables (and XCTest's
# own objects) as leaks; DeallocationTests check for leaks with weak references instead
# (docs/reliability.md). Tools/scripts/asan.supp excuses one known over-read in Foundation's Process.run.
# The index store stays on here although writing it costs about 14 % of the compiler's CPU: SwiftPM finds
# the XCTest cases on Linux through it (without it the build stops: "index store path does not exist").
# The fuzz build (executables only) goes without it (Fuzz/run.sh).
TEST_BUILD = --sanitize=address --scratch-path .build/asan
TEST_ENV = ASAN_OPTIONS=detect_leaks=0:verify_asan_link_order=0:suppressions=$(CURDIR)/Tools/scripts/asan.supp
test: deps
	@echo "make test: build (AddressSanitizer) at $$(date +%T)"
	@SWIFT=$(SWIFT) Tools/scripts/build-without-warnings.sh $(TEST_BUILD)
	@echo "make test: parallel suite at $$(date +%T)"
	$(TEST_ENV) $(SWIFT) test $(TEST_BUILD) --skip-build --parallel --skip LibinputBackendTests
	@echo "make test: libinput tests at $$(date +%T)"
	$(TEST_ENV) $(SWIFT) test $(TEST_BUILD) --skip-build --no-parallel --filter LibinputBackendTests
	@echo "make test: fuzzing at $$(date +%T)"
	@Fuzz/run.sh $(CI_FUZZ_SECONDS)
	@echo "make test: done at $$(date +%T)"

demo: deps
	@$(SWIFT) build --product uikit >/dev/null
	@$$($(SWIFT) build --show-bin-path)/uikit demo

# Release-mode benchmarks (Benchmarks/, a separate package): prints a table, writes
# Benchmarks/results/latest.json. BENCH_FLAGS passes options, e.g. BENCH_FLAGS=--quick. docs/benchmarks.md.
# No build-plan caching: the cached plan of this nested package misses source files added to the root one.
bench: deps
	@cd Benchmarks && $(SWIFT) build -c release --disable-build-manifest-caching --product uikit-bench
	@cd Benchmarks && $$($(SWIFT) build -c release --show-bin-path)/uikit-bench --root .. --output results/latest.json $(BENCH_FLAGS)

# Side-by-side comparisons with peers (Qt Quick, Kiwi), each part in Benchmarks/peers/<part>/run.sh;
# writes Benchmarks/results/peers.json. Out of `make test`: the peers take minutes to build.
bench-peers: deps
	@Benchmarks/peers/run.sh

clean:
	rm -rf .build

# Reliability (docs/reliability.md). `make test` runs the tests below under AddressSanitizer (a build of
# its own in .build/asan) and every fuzz target for CI_FUZZ_SECONDS on its corpus; `make fuzz` runs each
# for FUZZ_SECONDS (FUZZ_TARGETS picks some); `make soak` runs the randomized soak for SOAK_FRAMES frames
# from SOAK_SEED (in the debug build `make test` uses, so nothing is rebuilt), and the view-system soak for
# VIEW_SOAK_FRAMES; `make soak-live` runs one live session under Xvfb for LIVE_SOAK_EVENTS events and prints
# its memory, descriptors, threads and cost per event (docs/reliability.md, "24 hours in one process").
CI_FUZZ_SECONDS ?= 4
FUZZ_SECONDS ?= 600
SOAK_FRAMES ?= 10000000
VIEW_SOAK_FRAMES ?= 1000000
SOAK_SEED ?= 2026
LIVE_SOAK_EVENTS ?= 1000000

# The suites alone, in a plain debug build (no sanitizer): quicker to rebuild while working.
test-plain: deps
	$(SWIFT) test --parallel --skip LibinputBackendTests
	$(SWIFT) test --no-parallel --filter LibinputBackendTests

fuzz: deps
	@Fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

soak: deps
	UIKIT_SOAK_FRAMES=$(SOAK_FRAMES) UIKIT_VIEW_SOAK_FRAMES=$(VIEW_SOAK_FRAMES) UIKIT_SOAK_SEED=$(SOAK_SEED) $(SWIFT) test --filter SoakTests

soak-live: deps
	UIKIT_LIVE_SOAK_EVENTS=$(LIVE_SOAK_EVENTS) UIKIT_LIVE_SOAK_XDOTOOL=all $(SWIFT) test --filter LiveEnduranceTests

# The UIKit module's documentation (DocC, swift-docc-plugin): symbols and the articles of
# Sources/UIKit/UIKit.docc, as a static site in .build/docs/UIKit (open index.html through a web server).
docs:
	@mkdir -p .build/docs && rm -rf .build/docs/UIKit
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target UIKit \
		--disable-indexing --transform-for-static-hosting --output-path .build/docs/UIKit
