#!/usr/bin/env bash
# Regenerates Benchmarks/flipbook.order, the link order of the functions a render runs, which
# `make build-release` passes to lld (--symbol-ordering-file). The kernel maps an executable's
# code 64 KB around each page that faults ("fault-around"), so functions a render runs, spread
# over 18 MB of code, made 12 MB of it resident; placed together they take about 2 MB.
#
# It renders the C reference's scene (../shared/perf-reference) at 1x and 3x and a gallery scene
# under valgrind's callgrind, keeps the functions that ran and that the binary defines, and
# writes one mangled name a line: first the functions that ran after `StartupCodeRelease`
# released the start-up code (the render loop: timeline ticks, display lists, raster, PNG,
# writing; callgrind dumps its counts there), then those that ran only before it (arguments,
# YAML, the scene's set-up), each group in its current address order. After the release only
# the render loop's code faults back in, so it is packed into as few 64 KB windows as it
# fills. Names the binary no longer has are ignored by the linker (a stale file only makes the
# layout less compact, never wrong).
#
# Our modules and the packages are compiled with a section per function (the Makefile's
# RELEASE flags), but the prebuilt static Swift runtime, standard library and Foundation keep
# most of each object's functions in one `.text` section, which the linker can only move whole:
# naming one function of `_RegexParser.o` pulls its 476 KB into the hot region. So a function
# of such a shared section is listed only when the functions that ran cover at least 3/4 of the
# section's 64 KB windows (the standard library's does); otherwise the section stays where it
# was and only the windows a render touches become resident.
#
# usage (from the project root, after `make build-release`; needs valgrind):
#   Benchmarks/symbol-order.sh        env: FLIPBOOK=<binary>, PERF_REFERENCE=<folder>
set -euo pipefail
REF=${PERF_REFERENCE:-../shared/perf-reference}
BIN=$(realpath "${FLIPBOOK:-.build/release/flipbook}")
[ -x "$BIN" ] || { echo "no flipbook binary at $BIN (make build-release)"; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind is missing (apt-get install valgrind)"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind cannot read lld's DWARF; the symbol table is enough to name functions.
objcopy --strip-debug "$BIN" "$work/flipbook"
run() {
  local name=$1
  shift
  # The counts up to the release are dumped to $name.cg.1; the render loop's stay in $name.cg.
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.cg" \
    --dump-after='*StartupCodeReleaseO7release*' \
    "$work/flipbook" render "$@" --out "$work/out-$name" >/dev/null 2>&1
  [ -e "$work/$name.cg.1" ] || { echo "no dump at StartupCodeRelease.release in the $name run"; exit 1; }
  echo "  $name: $(grep -c '^fn=' "$work/$name.cg.1") functions at start-up, $(grep -c '^fn=' "$work/$name.cg") rendering"
}
echo "callgrind runs (a minute or two each):"
run ref1 "$REF/nav-push-reference.yaml" --scale 1 --fps 60
run ref3 "$REF/nav-push-reference.yaml" --scale 3 --fps 20
run gallery Scenes/nav-push-system.yaml --scale 2 --fps 30
nm -S --defined-only "$work/flipbook" >"$work/symbols.txt"
runtime=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")/lib/swift_static/linux
python3 - "$work" Benchmarks/flipbook.order "$runtime" <<'PY'
import glob, os, re, subprocess, sys
work, out, runtime = sys.argv[1], sys.argv[2], sys.argv[3]
ran, rendering = set(), set()  # every function that ran; those that ran after the release
for path in glob.glob(work + "/*.cg*"):
    for line in open(path, errors="replace"):
        m = re.match(r"^c?fn=\(\d+\) (.+)$", line.rstrip("\n"))
        if m:
            name = re.sub(r"'\d+$", "", m.group(1))  # callgrind marks recursion levels as 'N
            ran.add(name)
            if path.endswith(".cg"):
                rendering.add(name)
address, sizes = {}, {}
for line in open(work + "/symbols.txt"):
    f = line.split()
    if len(f) == 4 and f[2] in "tTwW" and f[3] in ran and f[3] not in address:
        address[f[3]] = int(f[0], 16)
        sizes[f[3]] = int(f[1], 16)
# Functions of the prebuilt static libraries that share their object's `.text` section.
# Names defined more than once (local functions of different objects) are left out of the
# measure: their address may be another object's.
shared, seen = {}, set()  # name -> (archive, object)
for archive in glob.glob(runtime + "/*.a"):
    obj = None
    dump = subprocess.run(["objdump", "-t", archive], capture_output=True, text=True).stdout
    for line in dump.splitlines():
        if line.endswith(":     file format elf64-x86-64"):
            obj = line.split(":")[0]
        else:
            f = line.split()
            if len(f) >= 6 and "F" in f[1:-3]:
                name = f[-1]
                if name in seen:
                    shared.pop(name, None)
                elif f[-3] == ".text":
                    shared[name] = (archive, obj)
                seen.add(name)
all_address, repeated = {}, set()
for line in open(work + "/symbols.txt"):
    f = line.split()
    if len(f) == 4 and f[2] in "tTwW":
        if f[3] in all_address:
            repeated.add(f[3])
        all_address[f[3]] = int(f[0], 16)
for name in repeated:
    del all_address[name]
blocks = {}  # (archive, object) -> [addresses of its shared-section functions, of those that ran]
for name, key in shared.items():
    if name in all_address:
        entry = blocks.setdefault(key, [[], []])
        entry[0].append(all_address[name])
        if name in address:
            entry[1].append(all_address[name])
dropped, kept, left_out = 0, 0, []
for key, (every, ran_here) in blocks.items():
    if not ran_here:
        continue
    extent = max(every) - min(every) + 1
    windows = len({a >> 16 for a in ran_here})
    if os.environ.get("ORDER_DEBUG"):
        print("  %s %s: %.0f KB, %d of its functions ran, %d windows" % (key[0].split("/")[-1], key[1], extent / 1024, len(ran_here), windows))
    if windows * 65536 >= extent * 3 / 4:
        kept += extent
        continue
    dropped += extent
    left_out.append((min(every), max(every)))
# A name local to many objects (value witnesses such as `$sSqwxx`) stays listed: the linker
# then also places the shared sections of other objects defining it (left out, those names'
# hot copies in our own modules scattered and cost more).
for name in [n for n, a in address.items() if any(lo <= a <= hi for lo, hi in left_out)]:
    del address[name]
# The render loop's functions first, then start-up's: the linker places each section by its
# first name in the file.
names = sorted(address, key=lambda n: (n not in rendering, address[n]))
size = sum(sizes[n] for n in names)
hot = sum(sizes[n] for n in names if n in rendering)
open(out, "w").write("".join(n + "\n" for n in names))
print("%s: %d functions, %.0f KB of code (%.0f KB run while rendering); shared runtime sections kept whole %.0f KB, left out %.0f KB"
      % (out, len(names), size / 1024, hot / 1024, kept / 1024, dropped / 1024))
PY
