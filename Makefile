# Flipbook — the two commands a new machine needs:
#   make demo   installs what is missing, builds, renders the gallery into output/
#   make test   installs what is missing, builds, lints, runs every test
SHELL := /bin/bash
SWIFT ?= swift
# Debian packages the build and the tests need (system libraries through pkg-config, the
# fixed fonts the rasteriser loads, the GIF/APNG/WebP libraries, libdeflate for our PNG
# writer, Chromium for the HTML report's browser test, ImageMagick as an independent PNG decoder
# for the writer's tests).
APT_PACKAGES := pkg-config libcairo2-dev libpng-dev libfreetype-dev fonts-dejavu-core \
  libgif-dev zlib1g-dev libdeflate-dev libwebp-dev chromium ffmpeg imagemagick
# Only `make bench` needs these: the baselines the benchmarks are measured against.
BENCH_PACKAGES := imagemagick ffmpeg
SUDO := $(shell [ "$$(id -u)" = 0 ] || ! command -v sudo >/dev/null || echo sudo)
SCENES := $(wildcard Scenes/*.yaml)

.PHONY: demo docs readme-pictures hero test readme-package install deps bench-deps install-packages build build-release lint format clean bench bench-c goldens fuzz fuzz-png

demo: deps build-release
	.build/release/flipbook render $(SCENES) --out output --gif --contact-sheet --scale-down 0.5
	.build/release/flipbook gallery $(SCENES) --out output
	@echo "Frames written under output/ (one folder per scene, with manifest.json), with"
	@echo "output/<scene>.gif, -sheet.png, -still.png and -plot.png for each scene;"
	@echo "open output/index.html for the gallery page."

# The API documentation: one DocC archive of the library products (symbols and the articles in
# Sources/FlipbookTesting/FlipbookTesting.docc), transformed for static hosting, in output/docs.
# Serve the folder (e.g. `python3 -m http.server -d output/docs`) and open /documentation/;
# DOCS_BASE_PATH=Flipbook for a site served under /Flipbook/.
DOC_TARGETS := FlipbookTesting HeadlessUIKit Animators SceneFormat FlipbookRender ImageDiff FlipbookGoldens \
  FlipbookSnapshotTesting
DOCS_BASE_PATH ?=
docs: deps
	rm -rf output/docs
	$(SWIFT) package --allow-writing-to-directory output/docs generate-documentation \
	  --enable-experimental-combined-documentation $(addprefix --target ,$(DOC_TARGETS)) \
	  --transform-for-static-hosting $(if $(DOCS_BASE_PATH),--hosting-base-path $(DOCS_BASE_PATH)) \
	  --output-path output/docs
	@echo "Documentation in output/docs (serve the folder; open /documentation/flipbooktesting)"

# The README's pictures in docs/, made by the tool itself: half-size frames of 1x renders at
# 15 fps (small files), and a contact sheet at each transition's 0, 25, 50, 75 and 100 %.
readme-pictures: deps build-release
	rm -rf .build/docs-frames
	.build/release/flipbook render nav-push-system nav-push-slide nav-swipe-back --scale 1 --out .build/docs-frames \
	  --gif --contact-sheet --scale-down 0.5 --max-fps 15 \
	  --sheet-progress 0,0.25,0.5,0.75,1 --sheet-columns 5 --sheet-scale 0.4
	mkdir -p docs
	cp .build/docs-frames/nav-push-system.gif .build/docs-frames/nav-push-slide.gif \
	  .build/docs-frames/nav-swipe-back.gif .build/docs-frames/nav-push-system-sheet.png docs/
	.build/release/flipbook still nav-push-slide --onion 6 --paths --scale 1 --out docs/nav-push-slide-onion.png
	.build/release/flipbook plot nav-interruptible --columns 3 --plot-scale 1 --out docs/nav-interruptible-plot.png
	@$(MAKE) --no-print-directory hero

# The README's hero GIF (docs/hero.gif, kept under 1.5 MB): the Magic Move at 1x, 3/4 size,
# 15 fps, in Flipbook's device frame.
hero: deps build-release
	rm -rf .build/hero-frames
	.build/release/flipbook render collection-magic-move --scale 1 --out .build/hero-frames \
	  --gif --scale-down 0.75 --max-fps 15 --device-frame
	mkdir -p docs
	cp .build/hero-frames/collection-magic-move.gif docs/hero.gif
	@size=$$(stat -c %s docs/hero.gif); echo "docs/hero.gif: $$size bytes"; \
	  [ $$size -lt 1572864 ] || { echo "docs/hero.gif is over 1.5 MB"; exit 1; }

# Every test, a test module per process, as many at once as there are cores
# (scripts/test-in-lanes.sh says why: about twice as fast as one `swift test` on 2 cores).
test: deps lint
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/test-in-lanes.sh
	@$(MAKE) --no-print-directory readme-package

# The README's "Use Flipbook in your package", followed literally (.ci/readme-package): a package
# of the README's files depending on this checkout by path builds, records its goldens, passes.
readme-package: deps
	SWIFT="$(SWIFT)" .ci/readme-package

# Installs the release `flipbook` as $(PREFIX)/bin/flipbook (through sudo when that folder is
# not writable), so it is on the PATH.
PREFIX ?= /usr/local
install: build-release
	@bin="$(DESTDIR)$(PREFIX)/bin"; sudo=""; \
	mkdir -p "$$bin" 2>/dev/null || true; \
	[ -w "$$bin" ] || sudo="$(SUDO)"; \
	$$sudo install -d "$$bin" && $$sudo install -m 755 .build/release/flipbook "$$bin/flipbook" && \
	echo "Installed $$bin/flipbook"

# Installs the Debian packages that are missing (apt-get update only when something is).
deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(APT_PACKAGES)"

# kiwisolver (PyPI) is flipbook-solver-bench's baseline; pip comes from Debian's python3-pip
# where python3 has none, and Debian 12's system Python needs --break-system-packages.
bench-deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(BENCH_PACKAGES)"
	@python3 -m pip --version >/dev/null 2>&1 || $(MAKE) --no-print-directory install-packages PACKAGES="python3-pip"
	@python3 -c "import kiwisolver" 2>/dev/null || python3 -m pip install --quiet kiwisolver \
	  || python3 -m pip install --quiet --break-system-packages kiwisolver

install-packages:
	@missing=""; \
	for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

# Release builds link the Swift runtime and Foundation statically (as shared libraries they were
# most of the CLI's resident memory: 23.8 MB for `flipbook --help`, 15 MB now) with lld, dropping
# unused sections, packing relative relocations (DT_RELR, glibc 2.36+) and exporting no dynamic
# symbols. Every `-c release` build here uses the same flags, so they share one build.
# Every function of our modules and the packages' gets its own section (Swift and C), so the link
# order (Benchmarks/flipbook.order) can pack the functions a render runs; without it most of an
# object's functions share one `.text` section, which the order moves whole. Functions with
# private linkage have no symbol to order: Benchmarks/private-functions.ld gathers them (34 KB).
RELEASE := -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker --gc-sections \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
  -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
  -Xlinker --symbol-ordering-file=$(CURDIR)/Benchmarks/flipbook.order -Xlinker --no-warn-symbol-ordering \
  -Xlinker -T -Xlinker $(CURDIR)/Benchmarks/private-functions.ld

build-release: deps
	$(SWIFT) build $(RELEASE) --product flipbook

# Re-records the gallery's goldens (Tests/GalleryGoldensTests/__Goldens__) after an intended
# rendering change or a new scene; review the PNGs in the diff before committing.
goldens: deps
	$(SWIFT) build --build-tests
	-env -u CI FLIPBOOK_RECORD=all $(SWIFT) test --skip-build --filter GalleryGoldens
	env -u CI $(SWIFT) test --skip-build --filter GalleryGoldens

# Performance figures, printed as ratios against a baseline frame measured in the same run.
# (`swift run` does not take the release flags' --static-swift-stdlib: build, then run.)
bench: deps bench-deps
	$(SWIFT) build $(RELEASE) --product flipbook-bench
	$(SWIFT) build $(RELEASE) --product flipbook-gif-bench
	$(SWIFT) build $(RELEASE) --product flipbook-solver-bench
	.build/release/flipbook-bench
	.build/release/flipbook-gif-bench
	.build/release/flipbook-solver-bench
	@$(MAKE) --no-print-directory bench-c

# Whole-animation renders against the C reference in ../shared/perf-reference, in one run: time
# ÷ C, two workers' speed-up, peak RSS ÷ C, bytes ÷ libpng's, `--png fast` frames a second
# and raster only ÷ the C floor (Benchmarks/versus-c.sh, which runs Benchmarks/raster-vs-c.sh;
# FRAMES=1 adds the 100 / 1,000 / 10,000-frame memory rows).
bench-c: build-release
	$(SWIFT) build $(RELEASE) --product flipbook-bench
	Benchmarks/versus-c.sh


# libFuzzer on the scene loader (Sources/flipbook-fuzz): bytes → load → build → render one small
# frame, under AddressSanitizer, in its own build folder (.build/fuzz) so the normal builds stay
# uninstrumented. Seeds: Scenes/; new inputs go to .build/fuzz-corpus, crashes to
# .build/fuzz-crashes/. `make fuzz FUZZ_TIME=3600 FUZZ_ARGS=-runs=1000000`; replay a crash file
# with the normal build: `swift run flipbook-fuzz .build/fuzz-crashes/crash-…`.
FUZZ_TIME ?= 600
FUZZ_ARGS ?=
FUZZ_BUILD := -c release --scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFLIPBOOK_FUZZER
fuzz: deps
	$(SWIFT) build $(FUZZ_BUILD) --product flipbook-fuzz
	mkdir -p .build/fuzz-corpus .build/fuzz-crashes
	ASAN_OPTIONS=detect_leaks=0 "$$($(SWIFT) build $(FUZZ_BUILD) --show-bin-path)/flipbook-fuzz" \
	  .build/fuzz-corpus Scenes -dict=Fuzz/scene.dict -max_total_time=$(FUZZ_TIME) -max_len=16384 \
	  -timeout=30 -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 \
	  -artifact_prefix=.build/fuzz-crashes/ $(FUZZ_ARGS)

# The same fuzzer on the PNG decoder (FLIPBOOK_FUZZ_TARGET=png): goldens and `diff`'s inputs come
# from pull requests. Seeds: the pixelmatch fixtures; new inputs go to .build/fuzz-png-corpus,
# crashes to .build/fuzz-png-crashes/; replay with
# `FLIPBOOK_FUZZ_TARGET=png swift run flipbook-fuzz .build/fuzz-png-crashes/crash-…`.
fuzz-png: deps
	$(SWIFT) build $(FUZZ_BUILD) --product flipbook-fuzz
	mkdir -p .build/fuzz-png-corpus .build/fuzz-png-crashes
	FLIPBOOK_FUZZ_TARGET=png ASAN_OPTIONS=detect_leaks=0 "$$($(SWIFT) build $(FUZZ_BUILD) --show-bin-path)/flipbook-fuzz" \
	  .build/fuzz-png-corpus Tests/ImageDiffTests/Fixtures/pixelmatch -dict=Fuzz/png.dict -max_total_time=$(FUZZ_TIME) \
	  -max_len=65536 -timeout=30 -rss_limit_mb=2048 -malloc_limit_mb=1100 -detect_leaks=0 -print_final_stats=1 \
	  -artifact_prefix=.build/fuzz-png-crashes/ $(FUZZ_ARGS)

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
