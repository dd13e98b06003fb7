#!/usr/bin/env bash
# Metric 2: type-check and object-file cost of 400 generated expectations per form.
#   compile-cost.sh MODULES_DIR [RUNS]
# Prints RESULT lines: per-expectation cost is (time of the file - time of the same
# file without expectations) / 400; the slowest expression comes from
# -warn-long-expression-type-checking=1.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
modules="$1"
runs="${2:-3}"
count=400
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Deft's C target (DeftCShims) is found through the module map SwiftPM writes
# beside the modules.
cmodule=()
for map in "$modules/../DeftCShims.build/module.modulemap"; do
    [ -f "$map" ] && cmodule=(-Xcc "-fmodule-map-file=$(cd "$(dirname "$map")" && pwd)/module.modulemap")
done

# seconds (float) of one command
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || { echo "FAILED: $*" >&2; "$@" 2>&1 | head -20 >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

median_min() { sort -g | awk '{a[NR]=$1} END {m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2; print m, a[1]}'; }

for variant in deft-matcher deft-operator nimble-matcher nimble-operator xctest testing; do
    case "$variant" in
        deft-matcher) label="Deft (matcher)"; flags=(-swift-version 6) ;;
        deft-operator) label="Deft (operator)"; flags=(-swift-version 6) ;;
        nimble-matcher) label="Nimble 14 (matcher)"; flags=(-swift-version 5) ;;
        nimble-operator) label="Nimble 14 (operator)"; flags=(-swift-version 5) ;;
        xctest) label="XCTest (XCTAssert*)"; flags=(-swift-version 6) ;;
        testing) label="Swift Testing (#expect)"; flags=(-swift-version 6) ;;
    esac
    python3 "$here/gen-expectations.py" "$variant" "$count" >"$work/$variant.swift"
    python3 "$here/gen-expectations.py" "baseline-$variant" "$count" >"$work/base-$variant.swift"
    for mode in typecheck object; do
        samples=()
        for _ in $(seq "$runs"); do
            if [ "$mode" = typecheck ]; then
                full=$(seconds swiftc -typecheck -I "$modules" "${cmodule[@]}" "${flags[@]}" "$work/$variant.swift")
                base=$(seconds swiftc -typecheck -I "$modules" "${cmodule[@]}" "${flags[@]}" "$work/base-$variant.swift")
            else
                full=$(seconds swiftc -c -Onone -parse-as-library -I "$modules" "${cmodule[@]}" "${flags[@]}" "$work/$variant.swift" -o "$work/o.o")
                base=$(seconds swiftc -c -Onone -parse-as-library -I "$modules" "${cmodule[@]}" "${flags[@]}" "$work/base-$variant.swift" -o "$work/o.o")
            fi
            samples+=("$(echo "($full - $base) * 1000 / $count" | bc -l)")
        done
        read -r med min < <(printf '%s\n' "${samples[@]}" | median_min)
        if [ "$mode" = typecheck ]; then metric="2a type-check -typecheck, net"; else metric="2b compile -c -Onone, net"; fi
        printf 'RESULT|%s|%s|%.3f|%.3f|ms/expectation\n' "$metric" "$label" "$med" "$min"
    done
    slowest=$(swiftc -typecheck -I "$modules" "${cmodule[@]}" "${flags[@]}" -Xfrontend -warn-long-expression-type-checking=1 \
        "$work/$variant.swift" 2>&1 | sed -n 's/.*expression took \([0-9]*\)ms to type-check.*/\1/p' | sort -n | tail -1)
    printf 'RESULT|2c slowest expression to type-check|%s|%s|%s|ms\n' "$label" "${slowest:-<1}" "${slowest:-<1}"
done
