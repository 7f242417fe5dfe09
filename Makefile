# Entry points. `make test` and `make demo` install what they need themselves.
SWIFT ?= swift

.PHONY: deps build test demo bench clean

deps:
	@Tools/scripts/install-deps.sh

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test --parallel

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
