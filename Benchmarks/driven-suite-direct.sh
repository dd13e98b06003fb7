#!/usr/bin/env bash
# The Swift Testing part of Benchmarks/DrivenSuite, run straight from its test
# binary (no `swift test` in between, whose own work would dilute a ratio),
# with the sides alternated in each round (A B A B): Swift Testing's own run
# time and the process's CPU time (user + sys). Prints each run, then per side
# the medians and the median of the per-round ratios to the first side.
# Run Benchmarks/driven-suite.sh first: it builds each side into
# ${TMPDIR:-/tmp}/deft-driven-suite/build-<side>.
# Usage: Benchmarks/driven-suite-direct.sh
#   env: SIDES (default "3bcc2ca HEAD"), ROUNDS (default 10), HOGS=1 (the
#   two CPU-bound tests spin), FLAGS (such as --no-parallel)
set -euo pipefail
work="${TMPDIR:-/tmp}/deft-driven-suite"
read -r -a sides <<<"${SIDES:-3bcc2ca HEAD}"
runs="$(mktemp)"
for _ in $(seq 1 "${ROUNDS:-10}"); do
    for side in "${sides[@]}"; do
        binary="$work/build-$side/debug/DrivenSuitePackageTests.xctest"
        # shellcheck disable=SC2086 # FLAGS holds separate words.
        out="$(cd /tmp && DRIVEN_SUITE_HOGS="${HOGS:-0}" /usr/bin/time -f "CPU %U %S" \
            "$binary" --testing-library swift-testing ${FLAGS:-} 2>&1 || true)"
        # The whole run's line, not a suite's (FailingCheckTests has the same 8 known issues).
        run="$(grep 'Test run with' <<<"$out" | grep -o 'passed after [0-9.]* seconds with 8 known issues' |
            grep -o '[0-9.]*' | head -1 || true)"
        cpu="$(grep '^CPU ' <<<"$out" | awk '{print $2 + $3}')"
        echo "$side ${run:-FAIL} $cpu $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$runs"
    done
done
python3 - "$runs" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
sides = list(dict.fromkeys(row[0] for row in rows))
print("| side | run (s) | CPU (s) | run ÷ first | CPU ÷ first | rounds |")
print("|---|---:|---:|---:|---:|---:|")
rounds = [rows[i:i + len(sides)] for i in range(0, len(rows), len(sides))]
for side in sides:
    mine = [row for row in rows if row[0] == side and row[1] != "FAIL"]
    ratios = [(float(s[1]) / float(b[1]), float(s[2]) / float(b[2]))
              for r in rounds for s in r for b in r[:1] if s[0] == side and "FAIL" not in (s[1], b[1])]
    print(f"| {side} | {statistics.median(float(r[1]) for r in mine):.3f} | "
          f"{statistics.median(float(r[2]) for r in mine):.3f} | {statistics.median(x for x, _ in ratios):.2f}× | "
          f"{statistics.median(y for _, y in ratios):.2f}× | {len(ratios)} |")
failed = sum(row[1] == "FAIL" for row in rows)
if failed: print(f"{failed} runs did not end green with exactly 8 known issues"); sys.exit(1)
PY
