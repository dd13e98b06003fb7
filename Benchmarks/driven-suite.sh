#!/usr/bin/env bash
# A parallel Swift Testing suite of driven-clock tests (issue #51), before and
# after, in one run: builds Benchmarks/DrivenSuite (80 view-model tests on
# VirtualClock, three XCTest methods, two CPU-bound tests that spin only when
# asked) against each commit named in SIDES, in debug as `swift test` builds
# it, then runs `swift test --skip-build` in three modes, alternating the
# sides: parallel (Swift Testing's default), parallel beside the two
# CPU-bound tests, and `--no-parallel`. It times each whole run, reads each
# test's duration from Swift Testing's xUnit file (nanoseconds; its console
# prints milliseconds) and XCTest's from its console, and prints one Markdown
# table of medians and ratios to the first side. A run that does not end green, with
# exactly the 8 known issues, is counted as failed: the script says so and
# exits 1.
# Usage: Benchmarks/driven-suite.sh
#   env: SIDES (default "3bcc2ca HEAD"; 177b2cc is main before #51), ROUNDS
#   (default 3), CONFIG (debug, the default, or release), SKIP_BUILD=1 (reuse
#   the builds of an earlier run), MODES (default "parallel hogs serial"),
#   SUITE (another copy of the package, such as a variant of its tests).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
read -r -a sides <<<"${SIDES:-3bcc2ca HEAD}"
read -r -a modes <<<"${MODES:-parallel hogs serial}"
config="${CONFIG:-debug}"
work="${TMPDIR:-/tmp}/deft-driven-suite"
suite="${SUITE:-$here/DrivenSuite}"
mkdir -p "$work"
# Each checkout sits in a folder named Deft, as in clock-cost.sh.
for side in "${sides[@]}"; do
    [ "${SKIP_BUILD:-0}" = 1 ] && continue
    # A side whose library (Package.swift and Sources/) is the one already
    # extracted is kept, so that its build is incremental (a fresh
    # extraction rebuilds all of Deft).
    library="$(git -C "$root" rev-parse "$side:Package.swift" "$side:Sources" | tr '\n' ' ')"
    if [ "$(cat "$work/$side.library" 2>/dev/null)" != "$library" ]; then
        rm -rf "${work:?}/$side" "$work/$side.library" && mkdir -p "$work/$side/Deft"
        git -C "$root" archive "$side" | tar -x -C "$work/$side/Deft"
        echo "$library" >"$work/$side.library"
    fi
    echo "== $config build of DrivenSuite against $side ($(git -C "$root" rev-parse --short "$side"))" >&2
    DEFT_PATH="$work/$side/Deft" swift build --build-tests --package-path "$suite" \
        --scratch-path "$work/build-$side" -c "$config" >"$work/build-$side.log" 2>&1 ||
        { tail -40 "$work/build-$side.log" >&2; exit 1; }
done
rm -rf "${work:?}/logs" && mkdir -p "$work/logs"
for round in $(seq 1 "${ROUNDS:-3}"); do
    for mode in "${modes[@]}"; do
        for side in "${sides[@]}"; do
            echo "== round $round, $mode, $side; load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
            flags=()
            hogs=0
            case "$mode" in
            parallel) ;;
            hogs) hogs=1 ;;
            serial) flags=(--no-parallel) ;;
            *) echo "unknown mode $mode" >&2 && exit 2 ;;
            esac
            log="$work/logs/$round.$mode.$side"
            start=$(date +%s%N)
            status=0
            DEFT_PATH="$work/$side/Deft" DRIVEN_SUITE_HOGS=$hogs timeout 600 swift test --skip-build \
                --package-path "$suite" --scratch-path "$work/build-$side" -c "$config" ${flags[@]+"${flags[@]}"} \
                --xunit-output "$log.xml" >"$log.txt" 2>&1 || status=$?
            end=$(date +%s%N)
            echo "$status $(((end - start) / 1000)) $(cut -d' ' -f1 /proc/loadavg)" >"$log.run"
        done
    done
done
labels=()
for side in "${sides[@]}"; do labels+=("$side=$(git -C "$root" rev-parse --short "$side")"); done
python3 - "$work/logs" "$config" "${labels[@]}" <<'PY'
import re, statistics, sys
from pathlib import Path

logs, config, labels = Path(sys.argv[1]), sys.argv[2], [l.split("=", 1) for l in sys.argv[3:]]
sides = [s for s, _ in labels]
modes = {"parallel": "parallel, idle", "hogs": "parallel, beside two CPU-bound tests", "serial": "`--no-parallel`"}
kinds = [
    ("uncappedTicker", "20-wake uncapped ticker"),
    ("cappedTicker", "20-wake ticker on `VirtualClock()`"),
    ("debounce", "300 ms debounce, uncapped"),
    ("failing", "failing 1 s check, uncapped"),
]
test_line = re.compile(r"^. Test (\w+)\(\) passed after [\d.]+ seconds")
case_line = re.compile(r'<testcase classname="[\w.]+" name="([a-zA-Z]+)\d+\(\)" time="([\d.]+)"')
run_line = re.compile(r"^. Test run with 82 tests in 5 suites passed after ([\d.]+) seconds with 8 known issues\.$")
xctest_line = re.compile(r"^Test Case 'DrivenXCTests\.(\w+)' passed \(([\d.]+) seconds\)")
rows, failed, loads = {}, [], []

def add(row, side, value):
    rows.setdefault(row, {}).setdefault(side, []).append(value)

for run in sorted(logs.glob("*.run")):
    round_, mode, side = run.stem.split(".", 2)
    status, micros, load = run.read_text().split()
    loads.append(float(load))
    text = run.with_suffix(".txt").read_text()
    lines = text.splitlines()
    runs = [m for m in map(run_line.match, lines) if m]
    xctests = [m for m in map(xctest_line.match, lines) if m]
    tests = [m for m in map(test_line.match, lines) if m]
    xunit = run.with_name(run.stem + "-swift-testing.xml")
    cases = case_line.findall(xunit.read_text()) if xunit.exists() else []
    if status != "0" or len(runs) != 1 or len(xctests) != 3 or len(tests) != 80 + (2 if mode == "hogs" else 0) \
            or len(cases) != 80:
        failed.append(f"{run.stem}: exit {status}, {len(tests)} tests passed, run line {'found' if runs else 'missing'}, {len(cases)} xUnit durations")
        continue
    add(("whole `swift test` run (s)", modes[mode]), side, int(micros) / 1e6)
    add(("Swift Testing's run (s)", modes[mode]), side, float(runs[0].group(1)))
    for prefix, kind in kinds:
        times = [float(seconds) * 1000 for name, seconds in cases if name == prefix]
        add((f"one test, {kind}: median test (ms)", modes[mode]), side, statistics.median(times))
    # XCTest runs before Swift Testing and one test at a time in every mode,
    # never beside the CPU-bound tests: one row for all runs.
    add(("XCTest's three methods, one at a time (ms)", "every mode (XCTest runs first)"), side, sum(float(m.group(2)) for m in xctests) * 1000)

def fmt(value):
    return f"{value:,.2f}" if value < 100 else f"{value:,.0f}"

print(f"DrivenSuite, {config}; sides: " + ", ".join(s if s == h else f"{s} ({h})" for s, h in labels)
      + f"; load average at the runs {min(loads):.1f}–{max(loads):.1f}" if loads else "")
print()
head = "| row | mode | " + " | ".join([f"{s}: median (each round)" for s in sides] + [f"{s} / {sides[0]}" for s in sides[1:]])
head += " |"
print(head)
print("|---|---|" + "---:|" * (2 * len(sides) - 1))
order = []
for mode in modes.values():
    order += [("whole `swift test` run (s)", mode), ("Swift Testing's run (s)", mode)]
    order += [(f"one test, {kind}: median test (ms)", mode) for _, kind in kinds]
order.append(("XCTest's three methods, one at a time (ms)", "every mode (XCTest runs first)"))
for row in order:
    if row not in rows:
        continue
    values = rows[row]
    medians = {s: statistics.median(values[s]) for s in sides if s in values}
    cells = [f"{fmt(medians[s])} ({', '.join(fmt(v) for v in values[s])})" if s in medians else "—" for s in sides]
    ratios = [f"{medians[s] / medians[sides[0]]:.2f}×" if s in medians and sides[0] in medians and medians[sides[0]] else "—"
              for s in sides[1:]]
    print(f"| {row[0]} | {row[1]} | " + " | ".join(cells + ratios) + " |")
if failed:
    print("\nFAILED RUNS (not in the table):")
    for line in failed:
        print("  " + line)
    sys.exit(1)
PY
