#!/usr/bin/env bash
# The four figures that guard the check path (expectation -> matcher -> verdict),
# as ratios from one run: type-check per expectation against XCTest (matcher and
# operator forms), object code per expectation against XCTest, a passing `equal` in
# a debug build, and a failing captured `equal` in a release build against XCTest.
#   Benchmarks/check-path.sh        (env: BENCH_REPS=5, RUNS=5 compile samples)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
scratch="${BENCH_SCRATCH_PATH:-$here/.build}"
runs="${RUNS:-5}"
export BENCH_REPS="${BENCH_REPS:-5}"
count=400
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --package-path "$here" --scratch-path "$scratch" -c release >&2
swift build --package-path "$here" --scratch-path "$scratch" -c debug >&2
release="$scratch/release/Modules"
debug="$scratch/debug/Modules"
# Deft's C target (DeftCShims) is found through the module map SwiftPM writes.
module_map() { [ -f "$1/DeftCShims.build/module.modulemap" ] && echo "-Xcc" "-fmodule-map-file=$1/DeftCShims.build/module.modulemap"; }
read -r -a release_c <<<"$(module_map "$scratch/release" || true)"
read -r -a debug_c <<<"$(module_map "$scratch/debug" || true)"

seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# Type-check, ms per expectation: (file - same file without expectations) / 400, median.
for variant in deft-matcher deft-operator xctest; do
    python3 "$here/gen-expectations.py" "$variant" "$count" >"$work/$variant.swift"
    python3 "$here/gen-expectations.py" "baseline-$variant" "$count" >"$work/base-$variant.swift"
done
declare -A typecheck
for variant in deft-matcher deft-operator xctest; do
    samples=()
    for _ in $(seq "$runs"); do
        full=$(seconds swiftc -typecheck -swift-version 6 -I "$release" "${release_c[@]}" "$work/$variant.swift")
        base=$(seconds swiftc -typecheck -swift-version 6 -I "$release" "${release_c[@]}" "$work/base-$variant.swift")
        samples+=("$(echo "($full - $base) * 1000 / $count" | bc -l)")
    done
    typecheck[$variant]=$(printf '%s\n' "${samples[@]}" | median)
done

# Object code, bytes of .text per expectation, -Onone against the debug modules.
text_bytes() {
    swiftc -c -Onone -parse-as-library -swift-version 6 -I "$debug" "${debug_c[@]}" "$1" -o "$work/o.o"
    size -A "$work/o.o" | awk '/^\.text/ { total += $2 } END { print total }'
}
declare -A objects
for variant in deft-matcher xctest; do
    objects[$variant]=$((($(text_bytes "$work/$variant.swift") - $(text_bytes "$work/base-$variant.swift")) / count))
done

# Runtime, ns per expectation (median of BENCH_REPS).
row() { grep -F "RESULT|$1|" | head -1 | cut -d'|' -f4; }
deft_release=$(BENCH_CONFIG=release "$scratch/release/deft-bench" runtime deft)
xctest_release=$(BENCH_CONFIG=release "$scratch/release/deft-bench" runtime xctest)
deft_debug=$(BENCH_CONFIG=debug "$scratch/debug/deft-bench" runtime deft)
failing_label=$(echo "$deft_release" | grep -F 'RESULT|1c' | head -1 | cut -d'|' -f2)
passing_label=$(echo "$deft_debug" | grep -F 'RESULT|1a' | head -1 | cut -d'|' -f2)
deft_failing=$(echo "$deft_release" | row "$failing_label")
xctest_failing=$(echo "$xctest_release" | row "$failing_label")
deft_passing_debug=$(echo "$deft_debug" | row "$passing_label")

ratio() { echo "scale=2; $1 / $2" | bc -l; }
echo "| figure | Deft | XCTest | ratio | goal |"
echo "|---|---:|---:|---:|---|"
printf '| type-check per expectation, matcher form (ms) | %.3f | %.3f | %s× | ≤ 1.5× |\n' \
    "${typecheck[deft-matcher]}" "${typecheck[xctest]}" "$(ratio "${typecheck[deft-matcher]}" "${typecheck[xctest]}")"
printf '| type-check per expectation, operator form (ms) | %.3f | %.3f | %s× | ≤ 2.5× |\n' \
    "${typecheck[deft-operator]}" "${typecheck[xctest]}" "$(ratio "${typecheck[deft-operator]}" "${typecheck[xctest]}")"
printf '| object code per expectation (bytes) | %s | %s | %s× | ≤ 1.8× |\n' \
    "${objects[deft-matcher]}" "${objects[xctest]}" "$(ratio "${objects[deft-matcher]}" "${objects[xctest]}")"
printf '| debug passing `equal` (ns) | %s | | | ≤ 2,000 ns |\n' "$deft_passing_debug"
printf '| release failing captured `equal` (ns) | %s | %s | %s× | ≤ 1× |\n' \
    "$deft_failing" "$xctest_failing" "$(ratio "$deft_failing" "$xctest_failing")"
