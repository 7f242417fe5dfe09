# Entry points. `make test` and `make demo` install what they need themselves.
SWIFT ?= swift
DEMO_RECORDING ?= Recordings/double-tap-vs-single-tap/recording.jsonl
DEMO_SCENE ?= Recordings/double-tap-vs-single-tap/scene.json

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

bench: deps
	$(SWIFT) run -c release uikit-bench

clean:
	rm -rf .build
