# Decknamen: `make run` starts the app, `make test` runs every check.
# Both install the system packages the build needs when they are missing.

GO ?= go
BIN := bin/decknamen

.PHONY: run test deps build vet fuzz bench

deps:
	@./.ci/install-deps.sh

build: deps
	@echo "Building (the first build compiles the graphics libraries and takes several minutes)…"
	$(GO) build -o $(BIN) ./cmd/decknamen

run: build
	./$(BIN) $(ARGS)

vet: deps
	@test -z "$$(gofmt -l cmd ui game assets translations)" || { echo "gofmt needed:"; gofmt -l cmd ui game assets translations; exit 1; }
	$(GO) vet ./...

test: vet build
	$(GO) test -count=1 ./...

# Longer fuzzing runs for the parsers (not part of make test).
fuzz:
	$(GO) test ./game/ -run '^$$' -fuzz '^FuzzLoad$$' -fuzztime 5m
	$(GO) test ./game/ -run '^$$' -fuzz '^FuzzCheckClue$$' -fuzztime 5m

bench:
	$(GO) test ./game/ -run '^$$' -bench . -benchmem
