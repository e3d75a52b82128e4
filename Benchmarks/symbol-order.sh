#!/usr/bin/env bash
# Regenerates Benchmarks/flipbook.order, the link order of the functions a render runs, which
# `make build-release` passes to lld (--symbol-ordering-file). The kernel maps an executable's
# code 64 KB around each page that faults ("fault-around"), so functions a render runs, spread
# over 18 MB of code, made 12 MB of it resident; placed together they take about 2 MB.
#
# It renders the C reference's scene (../shared/perf-reference) at 1x and 3x and a gallery scene
# under valgrind's callgrind, keeps the functions that ran and that the binary defines, in their
# current address order, and writes one mangled name a line. Names the binary no longer has are
# ignored by the linker (a stale file only makes the layout less compact, never wrong).
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
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.cg" \
    "$work/flipbook" render "$@" --out "$work/out-$name" >/dev/null 2>&1
  echo "  $name: $(grep -c '^fn=' "$work/$name.cg") functions"
}
echo "callgrind runs (a minute or two each):"
run ref1 "$REF/nav-push-reference.yaml" --scale 1 --fps 60
run ref3 "$REF/nav-push-reference.yaml" --scale 3 --fps 20
run gallery Scenes/nav-push-system.yaml --scale 2 --fps 30
nm -S --defined-only "$work/flipbook" >"$work/symbols.txt"
python3 - "$work" Benchmarks/flipbook.order <<'PY'
import glob, re, sys
work, out = sys.argv[1], sys.argv[2]
ran = set()
for path in glob.glob(work + "/*.cg"):
    for line in open(path, errors="replace"):
        m = re.match(r"^c?fn=\(\d+\) (.+)$", line.rstrip("\n"))
        if m:
            ran.add(re.sub(r"'\d+$", "", m.group(1)))  # callgrind marks recursion levels as 'N
address, size = {}, 0
for line in open(work + "/symbols.txt"):
    f = line.split()
    if len(f) == 4 and f[2] in "tTwW" and f[3] in ran and f[3] not in address:
        address[f[3]] = int(f[0], 16)
        size += int(f[1], 16)
names = sorted(address, key=address.get)
open(out, "w").write("".join(n + "\n" for n in names))
print("%s: %d functions, %.0f KB of code" % (out, len(names), size / 1024))
PY
