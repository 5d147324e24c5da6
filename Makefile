# Locus: make run (install what is missing, build, open the app), make test, make bench.
SWIFT   ?= swift
ARGS    ?=
# Debian packages the build, the app and the window tests need (the libdecor plugin draws the
# window's title bar under Wayland; without it libdecor complains on stderr).
DEBS    := libsdl2-dev libcairo2-dev libchipmunk-dev pkg-config xvfb xdotool imagemagick fonts-dejavu-core weston libdecor-0-plugin-1-cairo
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build release run test unit-test window-test bench clean

## deps: install the Debian packages that are missing (quick when all are there)
deps:
	@missing=""; for p in $(DEBS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null || exit 1; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product locus

## run: open the app (pass options with ARGS="--scene figure8 --size 1024x768")
run: release
	.build/release/locus $(ARGS)

## test: every public name of Geometry and Motion documented, unit and scene tests, then the real
## app under Xvfb driven by xdotool
test: deps
	$(SWIFT) build
	bash Tests/doc-coverage.sh .build/debug
	$(SWIFT) test
	bash Tests/window/run-all.sh .build/debug/locus

unit-test: deps
	$(SWIFT) test

window-test: build
	bash Tests/window/run-all.sh .build/debug/locus

## bench: figures side by side with baselines (release build); never a pass/fail test
bench: deps
	$(SWIFT) build -c release --product locus-bench
	@# The computations first, alone on the machine (a private X server starting up beside them
	@# skewed their figures); then the frame times, which need a display: the user's, or a
	@# private Xvfb when there is none.
	.build/release/locus-bench solver measure memory
	@if [ -n "$${DISPLAY:-}" ]; then .build/release/locus-bench --no-title frame arc physics; \
	else xvfb-run -a -s "-screen 0 2000x1200x24" .build/release/locus-bench --no-title frame arc physics; fi

clean:
	rm -rf .build
