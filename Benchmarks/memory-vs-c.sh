#!/usr/bin/env bash
# Peak resident memory of a whole-animation render, Flipbook against the C reference (cairo +
# libpng, 2 worker threads) on the same frames, measured in one run: runs
# ../shared/perf-reference/side-by-side.sh (measurement 2: 1x, 2x, 3x; with FRAMES=1 also
# measurement 7: 100 / 1,000 / 10,000 frames) with the release `flipbook` and prints, per row,
# Flipbook's peak RSS (`flipbook render`, default workers), the C pipeline's, and the ratio
# against the goal (≤ 1.5×; flat within 5 MB from 100 to 10,000 frames).
#
# usage (from the project root, after `make build-release`): Benchmarks/memory-vs-c.sh
#   env: FLIPBOOK=<binary> (default .build/release/flipbook), REPS (default 1), FRAMES=1,
#        PERF_REFERENCE=<folder> (default ../shared/perf-reference)
set -euo pipefail
REF=${PERF_REFERENCE:-../shared/perf-reference}
BIN=$(realpath "${FLIPBOOK:-.build/release/flipbook}")
[ -x "$BIN" ] || { echo "no flipbook binary at $BIN (make build-release)"; exit 2; }
[ -f "$REF/side-by-side.sh" ] || { echo "no C reference at $REF (set PERF_REFERENCE)"; exit 2; }
ONLY="2"
[ "${FRAMES:-0}" = 1 ] && ONLY="2 7"
log=$(mktemp)
echo "memory vs the C reference: side-by-side.sh ONLY=\"$ONLY\" REPS=${REPS:-1} (log: $log)"
FLIPBOOK=$BIN ONLY=$ONLY REPS=${REPS:-1} REPS_SCALE=${REPS:-1} bash "$REF/side-by-side.sh" >"$log" 2>&1 \
  || { tail -30 "$log"; exit 1; }
python3 - "$log" <<'PY'
import re, sys
title, rows, out = None, {}, []
for line in open(sys.argv[1]):
    if line.startswith("### "):
        title = line[4:].strip(); rows[title] = {}
    elif title and line.startswith("| ") and not line.startswith("| id ") and "peak" not in line:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 10:
            rows[title][cells[0]] = float(cells[8])
print("| peak RSS (MiB) | Flipbook | C reference | ratio | goal |")
print("| --- | --- | --- | --- | --- |")
for title, r in rows.items():
    m = re.search(r"at (\dx)", title)
    if m and "fb_default" in r and "c_png2up_2w" in r:
        fb, c = r["fb_default"], r["c_png2up_2w"]
        print("| whole animation %s, default workers vs C 2 workers | %.1f | %.1f | %.2f | ≤ 1.5 %s |" % (
            m.group(1), fb, c, fb / c, "met" if fb / c <= 1.5 else "NOT met"))
    if "fb_100" in r:
        for n in (100, 1000, 10000):
            fb, c = r["fb_%d" % n], r["c_%d" % n]
            print("| %d frames at 1x | %.1f | %.1f | %.2f | ≤ 1.5 %s |" % (
                n, fb, c, fb / c, "met" if fb / c <= 1.5 else "NOT met"))
        growth = r["fb_10000"] - r["fb_100"]
        print("| growth 100 → 10,000 frames | %+.1f | %+.1f | | ≤ 5 MB %s |" % (
            growth, r["c_10000"] - r["c_100"], "met" if growth <= 5 else "NOT met"))
PY
grep -m1 "loadavg" "$log" || true
