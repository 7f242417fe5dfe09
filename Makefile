# Entry points. `make test` and `make demo` install what they need themselves.
SWIFT ?= swift

.PHONY: deps build test demo clean

deps:
	@Tools/scripts/install-deps.sh

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test --parallel

demo: deps
	@$(SWIFT) build --product uikit >/dev/null
	@$$($(SWIFT) build --show-bin-path)/uikit demo

clean:
	rm -rf .build
