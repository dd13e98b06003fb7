#!/usr/bin/env bash
# Runs the example suite (Examples/, its own package: Deft, Quick 7.6.2 and,
# for the TestClock example, swift-clocks 1.1.1) and proves that failures
# surface: the suite must pass as written, and fail with readable messages
# from a QuickSpec, an AsyncSpec and an event wait when DEFT_BREAK_EXAMPLE=1
# breaks those examples on purpose. Exits 0 only if both hold.
#
# Usage: scripts/check-examples.sh            (from anywhere)
#   EXAMPLES_SCRATCH_PATH  build directory    (default: <repo>/.build-examples)
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PKG="$ROOT/Examples"
SCRATCH="${EXAMPLES_SCRATCH_PATH:-$ROOT/.build-examples}"
LOGS=$(mktemp -d)
trap 'rm -rf "$LOGS"' EXIT
STATUS=0
# On Apple platforms Deft imports Testing implementation-only (see
# Reporting/SwiftTestingReporter.swift), whose one deprecation warning stays a
# warning; every other warning fails the build.
WARNINGS=(-Xswiftc -warnings-as-errors)
if [[ "$(uname)" == Darwin ]]; then WARNINGS+=(-Xswiftc -Wwarning -Xswiftc ImplementationOnlyDeprecated); fi

if ! swift build --build-tests --package-path "$PKG" --scratch-path "$SCRATCH" \
    "${WARNINGS[@]}" >"$LOGS/build.log" 2>&1; then
    cat "$LOGS/build.log"
    echo "check-examples: FAIL (the examples do not build without warnings)"
    exit 1
fi

echo "== examples, as written"
if swift test --skip-build --package-path "$PKG" --scratch-path "$SCRATCH" >"$LOGS/pass.log" 2>&1; then
    grep -E "^Test Case .*(passed|failed)|Test run with|1,200 failing" "$LOGS/pass.log"
    echo "PASS  the example suite passes"
else
    cat "$LOGS/pass.log"
    echo "FAIL  the example suite fails"
    STATUS=1
fi

echo "== examples, broken on purpose (DEFT_BREAK_EXAMPLE=1)"
DEFT_BREAK_EXAMPLE=1 swift test --skip-build --package-path "$PKG" --scratch-path "$SCRATCH" \
    >"$LOGS/broken.log" 2>&1
BROKEN_RC=$?
grep -E "error: .* : (failed - )?" "$LOGS/broken.log" | sort -u | sed "s|$PKG/||"
# Linux XCTest names a failing test `Class.test`; Apple's XCTest names it
# `-[Module.Class test]`, and Quick there runs each example as its own test.
# On macOS the same line and message must appear under such a name. There
# Deft records an `XCTIssue` whose description is the bare message, so the
# line has no "failed - ", which only `XCTFail` adds (Nimble's lines read the
# same: `File.swift:536: error: -[Module.Class test] : expected to equal …`).
darwin_form() {  # expected text -> file:line, the class, the message, one per line
    local location="${1%%: error: *}" rest="${1#*: error: }"
    local test="${rest%% : failed - *}" message="${rest#* : failed - }"
    printf '%s\n%s\n%s\n' "$location: error: -[" ".${test%%.*} " "] : $message"
}
found() {  # expected text
    grep -qF -- "$1" "$LOGS/broken.log" && return 0
    [[ "$(uname -s)" == Darwin ]] || return 1
    local parts
    parts=$(darwin_form "$1")
    grep -F -- "$(sed -n 1p <<<"$parts")" "$LOGS/broken.log" | grep -F -- "$(sed -n 2p <<<"$parts")" \
        | grep -qF -- "$(sed -n 3p <<<"$parts")"
}
check() {  # description, expected text
    if found "$2"; then
        echo "PASS  $1"
    else
        echo "FAIL  $1: no line containing: $2"
        STATUS=1
    fi
}
if [[ $BROKEN_RC -ne 0 ]]; then echo "PASS  the broken run fails (exit $BROKEN_RC)"; else
    echo "FAIL  the broken run exited 0"
    STATUS=1
fi
check "a QuickSpec failure is reported at its line" \
    'Seed000QuickSpecs.swift:47: error: CartSpec.testAllExamples : failed - expected to equal <["apple"]>, got <["apple", "pear"]>'
check "an AsyncSpec failure is reported at its line" \
    'Seed000QuickSpecs.swift:75: error: CounterSpec.testAllExamples : failed - expected to equal <3>, got <2>'
check "an event wait says which event was missing" \
    'Seed001Events.swift:19: error: EventExamples.testDone : failed - waited 1.0 s for 1 event: "done" was not fulfilled'

if [[ $STATUS -eq 0 ]]; then echo "check-examples: PASS"; else echo "check-examples: FAIL"; fi
exit $STATUS
