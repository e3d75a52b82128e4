#!/usr/bin/env bash
# Issue 18's "raster ≤ 1.3× the C floor": Flipbook's rasterisation of the reference scene's push
# frames against the C reference's frame (../shared/perf-reference/c: scene.c drawn by
# bench_render.c) at the same push progress and pixel size, both timed in one run, the two
# processes interleaved (ROUNDS rounds, the first side alternating), at 1x, 2x and 3x.
#
# What each side times, per frame (both: the median over REPS repetitions of the mean over the
# same 5 push frames, after 2 untimed warm-up repetitions, on one surface reused for every frame):
#   Flipbook  `flipbook-bench raster SCENE`: CairoRasterizer.render(list) { _ in } on display lists
#             made beforehand — the balance check and group bounds, the thread's frame surface
#             cleared to the background, every item drawn (text typeset and shown with cairo,
#             the edge shadow composited from the shadow-mask cache, the photo from the image
#             cache), cairo_surface_flush. No model, no display-list building, no PNG.
#   C         bench_render (a copy of the reference, built here; only its frame loop reads the
#             progress list and its configurations are filtered): cairo_create, draw_frame
#             (background SOURCE paint, both screens, the edge shadow), cairo_destroy,
#             cairo_surface_flush. The "C floor" is the fastest of its three configurations that
#             draw the blurred edge shadow from a mask built once per scale ("gaussian cached
#             mask", "cached mask, pixel-snapped", "cached, snapped, strip-clipped"), per round.
# The frames: `flipbook-bench raster SCENE --picks` — the 5 frames whose push progress (the
# transition record's, as in the render manifest) is nearest 0.1, 0.3, 0.5, 0.7 and 0.9; the C
# side draws draw_frame at exactly those progress values. Both sides draw the same photo.png.
#
# usage (from the project root, after a release build of flipbook-bench with the Makefile's flags):
#   Benchmarks/raster-vs-c.sh [ROW_FILE]   env: BENCH=<flipbook-bench binary> (default
#   .build/release/flipbook-bench), ROUNDS (default 3), REPS (default 11), PERF_REFERENCE
# Prints the per-round figures and the goal row; with ROW_FILE, also writes the row's ratios there
# ("raster <r1> <r2> <r3>") for versus-c.sh's table.
set -euo pipefail
REF=$(realpath "${PERF_REFERENCE:-../shared/perf-reference}")
BENCH=$(realpath "${BENCH:-.build/release/flipbook-bench}")
ROUNDS=${ROUNDS:-3}
REPS=${REPS:-11}
ROW_FILE=${1:-}
SCENE=$REF/nav-push-reference.yaml
[ -x "$BENCH" ] || { echo "no flipbook-bench binary at $BENCH (release build with the Makefile's flags)"; exit 2; }
[ -f "$REF/c/bench_render.c" ] || { echo "no C reference at $REF (set PERF_REFERENCE)"; exit 2; }
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT

# The C reference, copied as side-by-side.sh copies it (paths under $W; the reference's own files
# stay unchanged), bench_render.c patched to draw a list of progress values ($PROGRESS_LIST) and
# only the configurations whose name contains $CONFIGS.
cp -r "$REF/c" "$W/reference"
mkdir -p "$W/assets" "$W/out"
cp "$REF/photo.png" "$W/assets/photo.png"
sed -i "s#@W@/#$W/#g" "$W"/reference/*.c
python3 - "$W/reference/bench_render.c" <<'EOF'
import sys
p = sys.argv[1]; s = open(p).read()
def sub(old, new):
    global s
    assert old in s, old
    s = s.replace(old, new)
sub('    printf("t=%.2f reps=%d\\n", t, reps);', '''    double ts[64]; int nt = 0;   /* $PROGRESS_LIST: the frames' progress values, averaged over */
    const char *pl = getenv("PROGRESS_LIST"), *only = getenv("CONFIGS");
    for (const char *q = pl ? pl : ""; nt < 64;) {
        char *end; double v = strtod(q, &end);
        if (end == q) break;
        ts[nt++] = v; q = end;
    }
    if (!nt) ts[nt++] = t;
    printf("t=%.2f reps=%d frames=%d\\n", t, reps, nt);''')
sub('                const cfg_t *k = &cfgs[c];\n', '                const cfg_t *k = &cfgs[c];\n                if (only && !strstr(k->name, only)) continue;\n')
sub('''                    t0 = now_ms();
                    cairo_t *cr = cairo_create(surf);
                    draw_frame(cr, sc, t, &s);
                    cairo_destroy(cr);
                    cairo_surface_flush(surf);
                    t1 = now_ms();''', '''                    for (int j = 0; j < nt; j++) {
                        double a = now_ms();
                        cairo_t *cr = cairo_create(surf);
                        draw_frame(cr, sc, ts[j], &s);
                        cairo_destroy(cr);
                        cairo_surface_flush(surf);
                        t1 += now_ms() - a;
                    }
                    t1 /= nt;''')
sub('        double base = median(&tm[0], reps);', '        int first = 0;\n        while (only && first < NC - 1 && !strstr(cfgs[first].name, only)) first++;\n        double base = median(&tm[first * reps], reps);')
sub('            double m = median(&tm[c * reps], reps);', '            if (only && !strstr(cfgs[c].name, only)) continue;\n            double m = median(&tm[c * reps], reps);')
open(p, "w").write(s)
EOF
make -s -C "$W/reference" bench_render CFLAGS="-O2 -g -Wall -Werror" >/dev/null

"$BENCH" raster "$SCENE" --picks >"$W/picks.txt"
PROGRESS=$(cut -d' ' -f2 "$W/picks.txt" | paste -sd' ')
echo "raster only vs the C floor: $ROUNDS interleaved rounds, $REPS reps each; frames $(cut -d' ' -f1 "$W/picks.txt" | paste -sd,)" \
  "at push progress $(cut -d' ' -f2 "$W/picks.txt" | xargs printf '%.3f ' )"
echo "loadavg before: $(cut -d' ' -f1-3 /proc/loadavg)"
run_fb() { "$BENCH" raster "$SCENE" --reps "$REPS" >"$W/fb_$1.txt"; }
run_c() { PROGRESS_LIST=$PROGRESS CONFIGS=cached "$W/reference/bench_render" "$REPS" >"$W/c_$1.txt"; }
for round in $(seq "$ROUNDS"); do
  if [ $((round % 2)) = 1 ]; then run_fb "$round"; run_c "$round"; else run_c "$round"; run_fb "$round"; fi
done
echo "loadavg after: $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$W" "$ROUNDS" "$ROW_FILE" <<'PY'
import re, statistics, sys
W, rounds, row_file = sys.argv[1], int(sys.argv[2]), sys.argv[3]
ratios = {1: [], 2: [], 3: []}
print("| round | scale | Flipbook ms/frame | C floor ms/frame (config) | ratio |")
print("| --- | --- | --- | --- | --- |")
for r in range(1, rounds + 1):
    fb = {int(m.group(1)): float(m.group(2)) for m in re.finditer(r"^raster (\d)x ([\d.]+) ms", open("%s/fb_%d.txt" % (W, r)).read(), re.M)}
    c, scale = {}, None
    for line in open("%s/c_%d.txt" % (W, r)):
        m = re.match(r"== (\d)x", line)
        if m: scale = int(m.group(1)); continue
        m = re.match(r"(frame: .*?)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$", line)
        if m and scale: c.setdefault(scale, []).append((float(m.group(2)), m.group(1)[7:]))
    for s in (1, 2, 3):
        floor, name = min(c[s])
        ratios[s].append(fb[s] / floor)
        print("| %d | %dx | %.2f | %.2f (%s) | %.2f |" % (r, s, fb[s], floor, name, fb[s] / floor))
med = [statistics.median(ratios[s]) for s in (1, 2, 3)]
ok = all(v <= 1.3 for v in med)
print("\n| goal (same run) | 1x | 2x | 3x | goal | |")
print("| --- | --- | --- | --- | --- | --- |")
print("| raster ÷ C floor (median of %d rounds) | %s | ≤ 1.3 | %s |" % (rounds, " | ".join("%.2f" % v for v in med), "met" if ok else "NOT met"))
if row_file:
    open(row_file, "w").write("raster %s\n" % " ".join("%.4f" % v for v in med))
PY
