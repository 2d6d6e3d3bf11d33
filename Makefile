# Decknamen: `make run` starts the app, `make test` runs every check.
# Both install the system packages the build needs when they are missing.

GO ?= go
BIN := bin/decknamen

.PHONY: run test deps deps-web web test-web bench-web build vet smoke real monkey fuzz bench package-linux package-windows package-deb package-macos test-packages bench-startup icon

deps:
	@./.ci/install-deps.sh

# What make web and make test-web need instead (Chromium for the test).
deps-web:
	@./.ci/install-deps.sh web-test

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
	@./.ci/package.sh check
	@$(MAKE) --no-print-directory smoke
	@$(MAKE) --no-print-directory real

# The real binary under Xvfb: it must start, draw and write its screenshot.
# A private config folder keeps the player's own saved game out of it.
smoke: build
	@tmp=$$(mktemp -d) && \
	for args in "--lang de --board words" "--lang nl --board pictures" "--lang en --board mixed-5x4"; do \
		XDG_CONFIG_HOME=$$tmp HOME=$$tmp timeout 120 xvfb-run -a -s "-screen 0 1280x860x24" ./$(BIN) --seed 4711 $$args --screenshot $$tmp/smoke.png 2>$$tmp/log || { cat $$tmp/log; exit 1; }; \
		size=$$(stat -c %s $$tmp/smoke.png); \
		[ $$size -gt 20000 ] || { echo "smoke ($$args): screenshot of $$size bytes looks empty"; exit 1; }; \
		echo "smoke ($$args): started, drew and wrote a $$size-byte screenshot"; \
	done; rm -rf $$tmp

# What only the real program shows, on the real binary under Xvfb with
# xdotool: every shortcut that F1 lists (German keyboard layout for the zoom
# keys), the dialogs and second windows (.ci/keys-test.py), and the class-set
# PDF made from its menu entry and dialog (.ci/classprint-test.py).
real: build
	python3 .ci/keys-test.py
	python3 .ci/classprint-test.py
	@$(MAKE) --no-print-directory monkey EVENTS=300 SEED=$${SEED:-1}

# The key-leak hunt on the real binary (cmd/monkey): EVENTS random but
# seeded inputs under a private Xvfb, each followed by a check of every
# window's pixels against the rules of when the key may show. Ends with
# "monkey: N events, K leaks, seed S"; a leak's screenshot and the event
# log are kept in dist/monkey/. `EVENTS=10000 SEED=7 make monkey`.
EVENTS ?= 1000
monkey: build
	$(GO) build -o bin/monkey ./cmd/monkey
	./bin/monkey -events $(EVENTS) $(if $(SEED),-seed $(SEED)) -out dist/monkey

# Longer fuzzing runs for the parsers (not part of make test).
fuzz:
	$(GO) test ./game/ -run '^$$' -fuzz '^FuzzLoad$$' -fuzztime 5m
	$(GO) test ./game/clue/ -run '^$$' -fuzz '^FuzzCheck$$' -fuzztime 5m
	$(GO) test ./game/wordlist/ -run '^$$' -fuzz '^FuzzParse$$' -fuzztime 5m
	$(GO) test ./game/kodeknacker/ -run '^$$' -fuzz '^FuzzLoad$$' -fuzztime 5m

bench:
	$(GO) test ./game/... -run '^$$' -bench . -benchmem

# Packages for release, in dist/ (see README, Install). Each is made by the
# fyne CLI v1.7.0, pinned in .ci/fyne and built into bin/fyne, with release
# flags (-trimpath, -ldflags "-s -w", -tags release); see .ci/package.sh.
bin/fyne: .ci/fyne/go.mod .ci/fyne/go.sum
	$(GO) build -C .ci/fyne -o $(CURDIR)/bin/fyne fyne.io/tools/cmd/fyne

# Linux: a tar.xz with usr/local/{bin,share/applications,share/pixmaps} and a
# Makefile: `sudo make install`, or `make user-install` into ~/.local.
package-linux: deps bin/fyne
	@./.ci/install-package-deps.sh linux
	./.ci/package.sh linux

# Debian and Ubuntu: a .deb with the Linux package's binary, a menu entry,
# icons, AppStream metadata and the licences (.ci/package-deb.sh).
package-deb: package-linux
	@./.ci/install-package-deps.sh deb
	./.ci/package-deb.sh

# Windows, cross-compiled with mingw-w64: a zip with the GUI .exe (icon and
# version information embedded) and the licences, and an installer (NSIS)
# with the same files.
package-windows: deps bin/fyne
	@./.ci/install-package-deps.sh windows
	./.ci/package.sh windows

# Starts every package as its users will (not part of make test; .ci/run
# runs both): the Windows zip and installer under Wine, the .deb installed
# (CI=true: apt-get; else unpacked). See .ci/test-packages.py.
test-packages: package-windows package-deb
	@./.ci/install-package-deps.sh test
	python3 .ci/test-packages.py

# macOS (on a Mac only): a disk image (.dmg) with Decknamen.app for this
# Mac's architecture and a link to Applications.
package-macos: deps bin/fyne
	@./.ci/install-package-deps.sh darwin
	./.ci/package.sh darwin

# The web version in dist/web/: a folder for any static host (or
# `python3 -m http.server` in it), and dist/decknamen-<version>-web.zip.
# Built by the fyne CLI (-os wasm, release flags) and finished by
# .ci/web/post-process.sh: our index.html, the app gzipped (and brotli),
# a service worker for offline play. Rebuilt only when a source changed.
WEB_SRC := $(shell find cmd/decknamen ui game assets translations .ci/web -type f -not -name '*_test.go' 2>/dev/null) go.mod go.sum FyneApp.toml .ci/package.sh
web: dist/web/sw.js

dist/web/sw.js: $(WEB_SRC) | bin/fyne
	@./.ci/install-deps.sh web
	./.ci/package.sh web

# The web bundle in Chromium under Xvfb (.ci/web-test.py): served by
# python3 -m http.server on 127.0.0.1, played by xdotool (a clue, two
# guesses, reload, offline reload, a word list through the file picker, the
# class-set PDF download). Ends with "web: first frame N ms, wasm M MB
# (gzip G MB)".
test-web: deps-web web
	python3 .ci/web-test.py

# First frame in Chromium of the web app against a bare Fyne web window,
# both built alike (cmd/bench web).
bench-web: deps-web bin/fyne
	$(GO) run ./cmd/bench web

# Renders assets/icon/icon.png from assets/icon/icon.svg (needs rsvg-convert).
icon:
	./.ci/render-icon.sh

# Start-up time and memory of the app against a bare Fyne window, under Xvfb.
bench-startup: deps
	$(GO) run ./cmd/bench startup
