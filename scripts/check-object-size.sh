#!/usr/bin/env bash
# The code each expectation adds to a test file, compiled as `swift test` compiles it
# (-Onone, against Deft's debug modules), must stay within a budget: inlining Deft's
# entry points into every call site makes unoptimized checks faster but multiplies the
# object code, and users pay for that in build time on every expectation (BENCHMARKS.md,
# "Tried, measured and dropped"). Deterministic: it measures bytes, not time.
#   scripts/check-object-size.sh [MODULES_DIR]   (default: .build/debug/Modules)
set -euo pipefail
cd "$(dirname "$0")/.."
modules="${1:-.build/debug/Modules}"
budget=574 # bytes of code per expectation: 1.8x XCTest (319); 516 with the lazy matcher model, 557 before it
count=400
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Deft's C target (DeftCShims) is found through the module map SwiftPM writes
# beside the modules.
cmodule=()
for map in "$modules/../DeftCShims.build/module.modulemap"; do
    [ -f "$map" ] && cmodule=(-Xcc "-fmodule-map-file=$(cd "$(dirname "$map")" && pwd)/module.modulemap")
done

python3 Benchmarks/gen-expectations.py deft-matcher "$count" >"$work/full.swift"
python3 Benchmarks/gen-expectations.py baseline-deft-matcher "$count" >"$work/base.swift"
text_bytes() {
    swiftc -c -Onone -parse-as-library -swift-version 6 -I "$modules" "${cmodule[@]}" "$1" -o "$work/o.o"
    size -A "$work/o.o" | awk '/^\.text/ { total += $2 } END { print total }'
}
full=$(text_bytes "$work/full.swift")
base=$(text_bytes "$work/base.swift")
per=$(((full - base) / count))
echo "check-object-size: $per bytes of code per expectation (budget $budget)"
if [ "$per" -gt "$budget" ]; then
    echo "check-object-size: over budget; see CONTRIBUTING.md, 'The check path'" >&2
    exit 1
fi
