#!/usr/bin/env bash
# Runs every test of the package, several test modules at a time (`make test`).
#
# One swift-testing process runs all its main-actor tests on its one main thread, so a single
# `swift test` keeps about one core busy however many there are, and everything running at once
# in one process costs much more CPU than the same tests module by module (measured on 2 cores:
# 829 against 464 CPU-seconds, 20.4 against 12.6 minutes beside other builds; 3.2 minutes on a
# quiet machine, where CI's single `swift test` took 12.2). Here each test
# module runs in its own process (the test binary with `--testing-library swift-testing
# --filter '^Module\.'`; XCTest cases: the binary without arguments), `TEST_LANES` processes at
# a time (default: the number of cores), the heaviest modules first so the lanes end together.
# All are children of this shell, so the goldens report (whose run id is the parent process)
# merges them into one. A last process runs whatever no module filter matched (normally
# nothing), so no test is ever left out. Each process's output goes to
# .build/test-logs/<Module>.log; its summary line is printed when it ends, and its whole log if
# it failed. Exit status 0 only if every process passed.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
lanes=${TEST_LANES:-$(nproc)}
[[ "$lanes" =~ ^[1-9][0-9]*$ ]] || { echo "TEST_LANES must be a positive whole number, not '$lanes'" >&2; exit 64; }

bin="$($SWIFT build --show-bin-path)/FlipbookPackageTests.xctest"
[ -x "$bin" ] || { echo "no test binary at $bin: run \`swift build --build-tests\` first" >&2; exit 1; }
logs=.build/test-logs
rm -rf "$logs" && mkdir -p "$logs"

# Seconds the heavy modules take (debug build, quiet machine); the rest count as 5. Only the
# order depends on these.
declare -A weight=([FlipbookRenderTests]=128 [CodecsTests]=80 [FlipbookCLITests]=59
  [GalleryGoldensTests]=57 [SceneFormatTests]=42 [HeadlessUIKitTests]=4)
modules=()
for dir in Tests/*Tests; do modules+=("$(basename "$dir")"); done
sorted=$(for m in "${modules[@]}"; do echo "${weight[$m]:-5} $m"; done | sort -k1,1nr -k2 | cut -d' ' -f2)

# Runs one test process in the background; `names[pid]` remembers which.
declare -A names
launch() { # name, then the test binary's arguments
  local name=$1
  shift
  "$bin" "$@" >"$logs/$name.log" 2>&1 &
  names[$!]=$name
}

# Prints a finished process's summary line, or its whole log if it failed.
report() { # name, exit status
  local name=$1 status=$2 log="$logs/$1.log" summary
  summary=$(grep -aE "Test run with|Executed [0-9]+ tests" "$log" | tail -n 1 | sed 's/\x1b\[[0-9;]*m//g; s/^[[:space:]]*//')
  if ((status == 0)); then
    echo "[$name] ${summary:-passed (no summary line)}"
  else
    echo "[$name] FAILED (exit $status): full log follows"
    sed 's/\x1b\[[0-9;]*m//g' "$log"
    echo "[$name] FAILED (exit $status): ${summary:-no summary line}"
  fi
}

start=$(date +%s)
failed=0
# Every process is a child of this shell, so the goldens report sees one run (its run id is the
# parent process) and merges all of them. XCTest cases: the binary without arguments.
queue=(XCTest $sorted)
running=0
while ((${#queue[@]} > 0 || running > 0)); do
  while ((${#queue[@]} > 0 && running < lanes)); do
    m=${queue[0]}
    queue=("${queue[@]:1}")
    if [ "$m" = XCTest ]; then launch XCTest; else launch "$m" --testing-library swift-testing --filter "^$m\\."; fi
    running=$((running + 1))
  done
  wait -n -p done_pid
  status=$?
  running=$((running - 1))
  report "${names[$done_pid]}" "$status"
  ((status == 0)) || failed=1
done

# Anything outside the module folders (there should be nothing: swift-testing then exits 69,
# "no tests matched").
pattern=$(IFS='|'; echo "${modules[*]}")
"$bin" --testing-library swift-testing --skip "^($pattern)\\." >"$logs/unmatched.log" 2>&1
case $? in
  69) ;;
  0) echo "[unmatched] tests outside Tests/*Tests ran: $(grep -a 'Test run with' "$logs/unmatched.log")" ;;
  *) echo "[unmatched] FAILED:"; cat "$logs/unmatched.log"; failed=1 ;;
esac

echo "All test modules ran, ${lanes} at a time, in $(($(date +%s) - start)) s."
((failed == 0)) || { echo "Some tests failed (logs in $logs)." >&2; exit 1; }
