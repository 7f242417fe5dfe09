# Entry points. `make test` and `make demo` install what they need themselves.
SWIFT ?= swift

.PHONY: deps build test demo bench clean test-asan fuzz soak

deps:
	@Tools/scripts/install-deps.sh

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test --parallel
	@$(MAKE) --no-print-directory test-asan
	@Fuzz/run.sh $(CI_FUZZ_SECONDS)

demo: deps
	@$(SWIFT) build --product uikit >/dev/null
	@$$($(SWIFT) build --show-bin-path)/uikit demo

# Release-mode benchmarks (Benchmarks/, a separate package): prints a table, writes
# Benchmarks/results/latest.json. BENCH_FLAGS passes options, e.g. BENCH_FLAGS=--quick. docs/benchmarks.md.
bench: deps
	@cd Benchmarks && $(SWIFT) build -c release --product uikit-bench
	@cd Benchmarks && $$($(SWIFT) build -c release --show-bin-path)/uikit-bench --root .. --output results/latest.json $(BENCH_FLAGS)

clean:
	rm -rf .build

# Reliability (docs/reliability.md). `make test` runs the tests below under AddressSanitizer (a build of
# its own in .build/asan) and every fuzz target for CI_FUZZ_SECONDS on its corpus; `make fuzz` runs each
# for FUZZ_SECONDS (FUZZ_TARGETS picks some); `make soak` runs the randomized soak for SOAK_FRAMES frames
# from SOAK_SEED (default: seeds 1, 2, 3).
CI_FUZZ_SECONDS ?= 15
FUZZ_SECONDS ?= 600
SOAK_FRAMES ?= 10000000
ASAN_TESTS = UIKitTests|SoakTests|InputCoreTests|InputRecordingTests|ReplayTests

test-asan: deps
	$(SWIFT) test --sanitize=address --scratch-path .build/asan --filter '$(ASAN_TESTS)'

fuzz: deps
	@Fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

soak: deps
	UIKIT_SOAK_FRAMES=$(SOAK_FRAMES) UIKIT_SOAK_SEED=$(SOAK_SEED) $(SWIFT) test -c release --filter SoakTests
