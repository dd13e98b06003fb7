#!/usr/bin/env bash
# Builds the benchmarks and prints ONE table: Deft, Nimble 14, XCTest, Swift Testing
# and a bare `if`, side by side. Usage: Benchmarks/run.sh   (env: BENCH_REPS=5, SKIP_DEBUG=1, SKIP_SUITE=1,
# SKIP_LARGE=1)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
scratch="${BENCH_SCRATCH_PATH:-$here/.build}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
export BENCH_REPS="${BENCH_REPS:-5}"

build() { swift build --package-path "$here" --scratch-path "$scratch" -c "$1" >&2; }
maxrss() { sed -n 's/.*Maximum resident set size (kbytes): //p' "$1"; }

echo "== release build" >&2
build release
bin="$scratch/release/deft-bench"

echo "== 1. runtime (release) and 4. peak memory, one process per implementation" >&2
for impl in deft nimble xctest testing floor; do
    /usr/bin/time -v -o "$log.time" env BENCH_CONFIG=release "$bin" runtime "$impl" | grep -E '^(RESULT|NOTE)\|' | tee -a "$log" >&2
    case "$impl" in
        deft) label="Deft" ;; nimble) label="Nimble 14" ;; xctest) label="XCTest" ;;
        testing) label="Swift Testing #expect" ;; floor) label="floor (bare if)" ;;
    esac
    kb=$(maxrss "$log.time")
    echo "RESULT|4 peak RSS of the release runtime process|$label|$kb|$kb|KiB" | tee -a "$log" >&2
done
rm -f "$log.time"

echo "== 3. polling" >&2
for impl in deft nimble; do
    "$bin" polling "$impl" | grep -E '^(RESULT|NOTE)\|' | tee -a "$log" >&2
done

if [ -z "${SKIP_SUITE:-}" ]; then
    echo "== 5. a whole suite" >&2
    for impl in deft-virtual deft nimble; do
        "$bin" suite "$impl" | grep -E '^(RESULT|NOTE)\|' | tee -a "$log" >&2
    done
fi

echo "== 2. compile cost (against the release modules)" >&2
"$here/compile-cost.sh" "$scratch/release/Modules" 3 | tee -a "$log" >&2

if [ -z "${SKIP_DEBUG:-}" ]; then
    echo "== debug build and 1. runtime (debug)" >&2
    build debug
    for impl in deft nimble xctest testing floor; do
        BENCH_CONFIG=debug BENCH_REPS=3 "$scratch/debug/deft-bench" runtime "$impl" | grep -E '^(RESULT|NOTE)\|' | tee -a "$log" >&2
    done
    if [ -z "${SKIP_LARGE:-}" ]; then
        echo "== 6. one failure on a large value (debug)" >&2
        for impl in deft nimble; do
            BENCH_CONFIG=debug "$scratch/debug/deft-bench" large "$impl" | grep -E '^(RESULT|NOTE)\|' | tee -a "$log" >&2
        done
    fi
fi

python3 "$here/table.py" <"$log"
