#!/usr/bin/env bash
# Checks Deft's failure routing for real: builds Fixtures/Routing, whose tests
# fail ON PURPOSE, runs them under XCTest and Swift Testing (`swift test` runs
# both), runs its executable, and checks that every deliberate failure was
# reported once, at the line (and column) of its `// ROUTE: <tag>` marker,
# charged to the right test. Prints a PASS/FAIL table; exits 0 only if every
# row passes.
#
# Usage: scripts/check-routing.sh            (from anywhere)
#   ROUTING_SCRATCH_PATH  build directory    (default: <repo>/.build-routing)
#   ROUTING_KEEP_LOGS=1   keep the raw logs and print where they are
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PKG="$ROOT/Fixtures/Routing"
SCRATCH="${ROUTING_SCRATCH_PATH:-$ROOT/.build-routing}"
XC_FILE="$PKG/Tests/RoutingTests/XCTestRouting.swift"
ST_FILE="$PKG/Tests/RoutingTests/SwiftTestingRouting.swift"
EXE_FILE="$PKG/Sources/RoutingExample/main.swift"
LOGS=$(mktemp -d)
if [[ "${ROUTING_KEEP_LOGS:-0}" == 1 ]]; then
    echo "logs: $LOGS"
else
    trap 'rm -rf "$LOGS"' EXIT
fi

# --- Build, run -------------------------------------------------------------

if ! swift build --build-tests --package-path "$PKG" --scratch-path "$SCRATCH" \
    -Xswiftc -warnings-as-errors >"$LOGS/build.log" 2>&1; then
    cat "$LOGS/build.log"
    echo "check-routing: FAIL (the fixture package does not build)"
    exit 1
fi
BIN=$(swift build --package-path "$PKG" --scratch-path "$SCRATCH" --show-bin-path)

swift test --skip-build --package-path "$PKG" --scratch-path "$SCRATCH" >"$LOGS/raw-test.log" 2>&1
TEST_RC=$?
"$BIN/RoutingExample" >"$LOGS/exe.out" 2>"$LOGS/raw-exe.err"
EXE_RC=$?

# Plain text only, whatever the terminal settings.
strip() { sed -e 's/\x1b\[[0-9;]*m//g' "$1"; }
strip "$LOGS/raw-test.log" >"$LOGS/test.log"
strip "$LOGS/raw-exe.err" >"$LOGS/exe.err"
TEST_LOG="$LOGS/test.log"
EXE_ERR="$LOGS/exe.err"

# --- Helpers ----------------------------------------------------------------

PASSED=0
FAILED=0
ROWS=()
row() {  # row <cell> <framework> <PASS|FAIL> <detail>
    ROWS+=("$(printf '%-22s %-14s %-5s %s' "$1" "$2" "$3" "$4")")
    if [[ "$3" == PASS ]]; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); fi
}

# The line of the unique `// ROUTE: <tag>` marker in <file>, or nothing.
marker_line() {
    local lines
    lines=$(grep -n -- "// ROUTE: $1\$" "$2" | cut -d: -f1)
    [[ $(printf '%s\n' "$lines" | grep -c .) == 1 ]] && echo "$lines"
}

# The column Deft reports: the `(` of the call on that line (`#column` is
# taken as a default argument).
marker_column() { awk -v n="$1" 'NR == n { print index($0, "(") }' "$2"; }

message() { echo "expected to equal <\"routed\">, got <\"$1\">"; }

count_fixed() { grep -cF -- "$1" "$2"; }     # lines containing <text>
count_exact() { grep -cxF -- "$1" "$2"; }    # lines equal to <text>

# --- XCTest -----------------------------------------------------------------
# `<path>:<line>: error: <Class>.<test> : failed - <message>`, exactly once.

XC_CELLS=(
    "xc-sync testSyncBody"
    "xc-async testAsyncBody"
    "xc-task testTaskAwaited"
    "xc-detached testDetachedTaskAwaited"
    "xc-gcd testDispatchQueueWaited"
    "xc-thread testThreadWaited"
    "xc-require testRequireStopsTheTest"
)
for cell in "${XC_CELLS[@]}"; do
    read -r tag test <<<"$cell"
    line=$(marker_line "$tag" "$XC_FILE")
    if [[ -z "$line" ]]; then row "$tag" XCTest FAIL "no unique ROUTE marker"; continue; fi
    expected="$XC_FILE:$line: error: XCRouting.$test : failed - $(message "$tag")"
    exact=$(count_exact "$expected" "$TEST_LOG")
    reported=$(grep -F -- "$(message "$tag")" "$TEST_LOG" | grep -cvF '<EXPR>:0:')
    if [[ $exact == 1 && $reported == 1 ]]; then
        row "$tag" XCTest PASS "XCTestRouting.swift:$line, XCRouting.$test"
    else
        row "$tag" XCTest FAIL "want 1 report at XCTestRouting.swift:$line in $test; exact=$exact, all=$reported"
    fi
done

# A failed require stops the test; corelibs XCTest also records the thrown
# error as a second line (known, documented limitation).
line=$(marker_line xc-require "$XC_FILE")
thrown="<EXPR>:0: error: XCRouting.testRequireStopsTheTest : threw error \"requirement failed at"
thrown+=" RoutingTests/XCTestRouting.swift:$line (reported there): $(message xc-require)\""
n=$(count_exact "$thrown" "$TEST_LOG")
after=$(count_fixed "xc-require-after" "$TEST_LOG")
if [[ $n == 1 && $after == 0 ]]; then
    row "xc-require (stop)" XCTest PASS "stopped; thrown error points back to :$line (known 2nd line)"
else
    row "xc-require (stop)" XCTest FAIL "thrown-error line x$n, code after require ran x$after"
fi

xc_tests=${#XC_CELLS[@]}
xc_summary="Executed $xc_tests tests, with $((xc_tests + 1)) failures (1 unexpected)"
n=$(grep -cF -- "$xc_summary" "$TEST_LOG")
if [[ $n -ge 1 ]]; then
    row "xc-totals" XCTest PASS "$xc_summary"
else
    row "xc-totals" XCTest FAIL "no '$xc_summary': $(grep -m1 -F 'Executed ' "$TEST_LOG")"
fi

# --- The lost-failure matrix (LostFailureMatrix.swift) ------------------------
# Every polling verb, with a run that outlives its deadline three ways: still
# going, ignoring cancellation (it fails 400 ms later, during later tests),
# failing as soon as it is cancelled. Each check fails once, in its own test;
# the test after it fails once at the `MATRIX: next` line; and no late
# failure ("late: …") is ever charged to another test. The one check with two
# failures is withEvents whose producer ignores cancellation: the scope also
# says that its sequence did not stop.
#
# A late failure of a check's own run is dropped. waitUntil's and
# evaluationTask's stubs run in a `Task {}` that the code under test starts
# (the action, an evaluation): the test's task, not the check's, which nobody
# cancels. When it fails after its test has ended (ignoresCancellation;
# the other two sleep 30 s, past the end of the process) it is reported once,
# as late, and charged to no other test: Swift Testing records it against its
# own test, after that test's result (its `Test.current` follows the task);
# under XCTest, which would charge whichever test runs, Deft writes it to
# standard error with its test's name.

MATRIX_FILE="$PKG/Tests/RoutingTests/LostFailureMatrix.swift"
MATRIX_VERBS=(asyncToEventually asyncToEventuallyNot asyncToNever asyncToAlways
    syncToEventually syncToEventuallyNot syncToNever syncToAlways
    waitUntil evaluationTask pollUnwrap pollingRequire eventually throwingEventually continually
    emit withEvents testEvent)
MATRIX_RUNS=(stillGoing ignoresCancellation failsLate)
MATRIX_TESTS=$((${#MATRIX_VERBS[@]} * ${#MATRIX_RUNS[@]} * 2))
MATRIX_ISSUES=$((MATRIX_TESTS + 1))
next_line=$(grep -n -- '// MATRIX: next$' "$MATRIX_FILE" | cut -d: -f1)
next_col=$(marker_column "$next_line" "$MATRIX_FILE")
next_message="the next test's own failure"
for verb in "${MATRIX_VERBS[@]}"; do
    xc_bad=()
    st_bad=()
    for run in "${MATRIX_RUNS[@]}"; do
        want=1
        [[ $verb == withEvents && $run == ignoresCancellation ]] && want=2
        st_want=$want
        [[ ($verb == waitUntil || $verb == evaluationTask) && $run == ignoresCancellation ]] && st_want=2
        name="${verb}_${run}"
        n=$(grep -cF -- "error: XCLostFailureMatrix.test_$name : failed - " "$TEST_LOG")
        at=$(grep -F -- "error: XCLostFailureMatrix.test_$name : failed - " "$TEST_LOG" | grep -cF -- "$MATRIX_FILE:")
        [[ $n == "$want" && $at == "$want" ]] || xc_bad+=("$run: $n failures, $at in the check")
        expected="$MATRIX_FILE:$next_line: error: XCLostFailureMatrix.test_${name}_next : failed - $next_message"
        n=$(grep -cF -- "error: XCLostFailureMatrix.test_${name}_next : failed - " "$TEST_LOG")
        [[ $n == 1 && $(count_exact "$expected" "$TEST_LOG") == 1 ]] || xc_bad+=("${run}_next: $n failures")
        n=$(grep -cF -- "✘ Test $name() recorded an issue at LostFailureMatrix.swift:" "$TEST_LOG")
        all=$(grep -cF -- "✘ Test $name() recorded " "$TEST_LOG")
        [[ $n == "$st_want" && $all == "$st_want" ]] || st_bad+=("$run: $all issues, $n in the check")
        header="✘ Test ${name}_next() recorded an issue at LostFailureMatrix.swift:$next_line:$next_col:"
        n=$(count_exact "$header Expectation failed: $next_message" "$TEST_LOG")
        all=$(grep -cF -- "✘ Test ${name}_next() recorded " "$TEST_LOG")
        [[ $n == 1 && $all == 1 ]] || st_bad+=("${run}_next: $all issues")
    done
    if [[ ${#xc_bad[@]} == 0 ]]; then
        row "lost-$verb" XCTest PASS "3 runs: each check fails once; the next test's failure arrives once"
    else
        row "lost-$verb" XCTest FAIL "${xc_bad[*]}"
    fi
    if [[ ${#st_bad[@]} == 0 ]]; then
        row "lost-$verb" "Swift Testing" PASS "3 runs: each check fails once; the next test's failure arrives once"
    else
        row "lost-$verb" "Swift Testing" FAIL "${st_bad[*]}"
    fi
done
# The late failure of a task the code under test started (in waitUntil's
# action, in an evaluation): once to standard error (XCTest), once against its
# own test after that test's result (Swift Testing), and nowhere else.
late_message="late: ignored cancellation, failed afterwards"
late_line=$(grep -nF -- "fail(\"$late_message\")" "$MATRIX_FILE" | head -1 | cut -d: -f1)  # the async stub
late_where="$MATRIX_FILE:$late_line:$(marker_column "$late_line" "$MATRIX_FILE")"
late_bad=()
for verb in waitUntil evaluationTask; do
    late_xc="$late_where: error: $late_message (reported after its test,"
    late_xc+=" XCLostFailureMatrix.test_${verb}_ignoresCancellation, had ended: a task that the test started"
    late_xc+=" outlived it; charged to no test)"
    late_st="✘ Test ${verb}_ignoresCancellation() recorded an issue at LostFailureMatrix.swift:$late_line:"
    late_st+="$(marker_column "$late_line" "$MATRIX_FILE"): Expectation failed: $late_message"
    xc_late=$(count_exact "$late_xc" "$TEST_LOG")
    st_late=$(count_exact "$late_st" "$TEST_LOG")
    # The Swift Testing issue comes after the test's result: it is late, not the check's.
    result_at=$(grep -nE -- "^✘ Test ${verb}_ignoresCancellation\(\) failed after " "$TEST_LOG" | cut -d: -f1)
    issue_at=$(grep -nxF -- "$late_st" "$TEST_LOG" | cut -d: -f1)
    if ! [[ $xc_late == 1 && $st_late == 1 && -n "$result_at" && "${issue_at:-0}" -gt "$result_at" ]]; then
        late_bad+=("$verb: stderr x$xc_late, own test after its result x$st_late")
    fi
done
n=$(grep -cF -- "late: " "$TEST_LOG")
if [[ $n == 4 && ${#late_bad[@]} == 0 ]]; then
    row "lost-late" both PASS "no late failure charged to another test; a test task's late failure reported once as late"
else
    row "lost-late" both FAIL "$n late lines (want 4) ${late_bad[*]}"
fi
xc_matrix_summary="Executed $MATRIX_TESTS tests, with $MATRIX_ISSUES failures (0 unexpected)"
if grep -qF -- "$xc_matrix_summary" "$TEST_LOG"; then
    row "lost-totals" XCTest PASS "$xc_matrix_summary"
else
    row "lost-totals" XCTest FAIL "no '$xc_matrix_summary'"
fi

# --- Swift Testing ----------------------------------------------------------
# `✘ Test <name> recorded an issue at <File>:<line>:<col>: Expectation failed: <message>`,
# exactly once, for a failed `expect` and a failed `require` alike (both are
# recorded as `#require` records one, so the message is in the headline).
# Where no test owns the thread (detached task, GCD, Thread) Swift Testing
# shows «unknown» and fails the run.

ST_CELLS=(
    "st-sync stSyncBody()"
    "st-async stAsyncBody()"
    "st-task stTaskAwaited()"
    "st-detached «unknown»"
    "st-gcd «unknown»"
    "st-thread «unknown»"
    "st-parallel-gcd «unknown»"
)
for cell in "${ST_CELLS[@]}"; do
    read -r tag test <<<"$cell"
    file="$ST_FILE"
    [[ $tag == st-parallel-gcd ]] && file="$PKG/Tests/RoutingTests/ParallelGatherRouting.swift"
    line=$(marker_line "$tag" "$file")
    if [[ -z "$line" ]]; then row "$tag" "Swift Testing" FAIL "no unique ROUTE marker"; continue; fi
    col=$(marker_column "$line" "$file")
    where="$(basename "$file"):$line:$col"
    header="✘ Test $test recorded an issue at $where: Expectation failed: $(message "$tag")"
    pairs=$(count_exact "$header" "$TEST_LOG")
    reported=$(count_fixed "$(message "$tag")" "$TEST_LOG")
    if [[ $pairs == 1 && $reported == 1 ]]; then
        row "$tag" "Swift Testing" PASS "$where, $test"
    else
        row "$tag" "Swift Testing" FAIL "want 1 report at $where in $test; exact=$pairs, all=$reported"
    fi
done

# The parallel pair: A's gather took nothing of B's GCD failure.
if grep -qE -- '^✔ Test aGathersWhileBFailsOnGCD\(\) passed' "$TEST_LOG"; then
    row "st-parallel-gather" "Swift Testing" PASS "A gathered nothing while B failed on GCD"
else
    row "st-parallel-gather" "Swift Testing" FAIL "A's gather received B's failure, or A did not run"
fi

# A failed require is the test's only issue, and nothing after it runs.
line=$(marker_line st-require "$ST_FILE")
where="SwiftTestingRouting.swift:$line:$(marker_column "$line" "$ST_FILE")"
header="✘ Test stRequireStopsTheTest() recorded an issue at $where: Expectation failed: $(message st-require)"
if [[ $(count_exact "$header" "$TEST_LOG") == 1 && $(count_fixed "$(message st-require)" "$TEST_LOG") == 1 ]]; then
    row "st-require" "Swift Testing" PASS "$where, stRequireStopsTheTest()"
else
    row "st-require" "Swift Testing" FAIL "want 1 report at $where in stRequireStopsTheTest()"
fi
n=$(grep -cE -- '^✘ Test stRequireStopsTheTest\(\) failed after [0-9.]+ seconds with 1 issue\.$' "$TEST_LOG")
after=$(count_fixed "st-require-after" "$TEST_LOG")
if [[ $n == 1 && $after == 0 ]]; then
    row "st-require (stop)" "Swift Testing" PASS "failed with 1 issue; nothing ran after it"
else
    row "st-require (stop)" "Swift Testing" FAIL "'with 1 issue' x$n, code after require ran x$after"
fi

# A failed step of a `withEvents` scope stops the test as a failed require
# does: one issue at the step's line, nothing after it.
line=$(marker_line st-events "$ST_FILE")
where="SwiftTestingRouting.swift:$line:$(marker_column "$line" "$ST_FILE")"
step="expected an element, but the sequence finished"
header="✘ Test stEventsStepStopsTheTest() recorded an issue at $where: Expectation failed: $step"
n=$(grep -cE -- '^✘ Test stEventsStepStopsTheTest\(\) failed after [0-9.]+ seconds with 1 issue\.$' "$TEST_LOG")
if [[ $(count_exact "$header" "$TEST_LOG") == 1 && $n == 1 && $(count_fixed "st-events-after:" "$TEST_LOG") == 0 ]]; then
    row "st-events (step)" "Swift Testing" PASS "$where; failed with 1 issue, nothing ran after it"
else
    row "st-events (step)" "Swift Testing" FAIL "want 1 issue at $where in stEventsStepStopsTheTest(); 'with 1 issue' x$n"
fi

# Inside withKnownIssue, a failed require is one known issue: the test passes,
# and the rest of the block does not run.
line=$(marker_line st-known "$ST_FILE")
where="SwiftTestingRouting.swift:$line:$(marker_column "$line" "$ST_FILE")"
known="━ Test stRequireAsKnownIssue() recorded a known issue at $where: Expectation failed: $(message st-known)"
n=$(grep -cE -- '^━ Test stRequireAsKnownIssue\(\) passed after [0-9.]+ seconds with 1 known issue\.$' "$TEST_LOG")
if [[ $(count_exact "$known" "$TEST_LOG") == 1 && $n == 1 && $(count_fixed "st-known-after:" "$TEST_LOG") == 0 ]]; then
    row "st-known (require)" "Swift Testing" PASS "1 known issue at $where; the test passed"
else
    row "st-known (require)" "Swift Testing" FAIL "want 1 known issue at $where and a pass; passes=$n"
fi

# The lost-failure matrix's Swift Testing half (checked below) is in the same run.
# ST_CELLS counts the parallel-gather cell once; its suite has two tests.
# One more test: the matrix's wait for its late test-task failures.
st_tests=$((${#ST_CELLS[@]} + 3 + 1 + MATRIX_TESTS + 1))
# Two more issues: waitUntil's and evaluationTask's late task failures, each
# recorded against its own test.
st_issues=$((${#ST_CELLS[@]} + 3 + MATRIX_ISSUES + 2))
n=$(grep -cE -- "^✘ Test run with $st_tests tests in 3 suites failed after [0-9.]+ seconds with $st_issues issues \(including 1 known issue\)\.\$" \
    "$TEST_LOG")
if [[ $n == 1 ]]; then
    row "st-totals" "Swift Testing" PASS "run failed: $st_tests tests, $st_issues issues (1 known)"
else
    row "st-totals" "Swift Testing" FAIL "$(grep -m1 -F 'Test run with' "$TEST_LOG")"
fi

if [[ $TEST_RC != 0 ]]; then
    row "swift-test-exit" "swift test" PASS "exit code $TEST_RC (non-zero, as it must be)"
else
    row "swift-test-exit" "swift test" FAIL "exit code 0: the failures did not fail the run"
fi

# --- Executable: standard error ---------------------------------------------
# `<path>:<line>:<col>: error: <message>`, exactly once; the process goes on.

for tag in exe-main exe-thread; do
    line=$(marker_line "$tag" "$EXE_FILE")
    if [[ -z "$line" ]]; then row "$tag" stderr FAIL "no unique ROUTE marker"; continue; fi
    col=$(marker_column "$line" "$EXE_FILE")
    exact=$(count_exact "$EXE_FILE:$line:$col: error: $(message "$tag")" "$EXE_ERR")
    reported=$(count_fixed "$(message "$tag")" "$EXE_ERR")
    if [[ $exact == 1 && $reported == 1 ]]; then
        row "$tag" stderr PASS "main.swift:$line:$col"
    else
        row "$tag" stderr FAIL "want 1 line at main.swift:$line:$col; exact=$exact, all=$reported"
    fi
done
n=$(grep -c . "$EXE_ERR")
if [[ $EXE_RC == 0 && $n == 2 && ! -s "$LOGS/exe.out" ]]; then
    row "exe-exit" stderr PASS "exit code 0, 2 stderr lines, nothing on stdout"
else
    row "exe-exit" stderr FAIL "exit code $EXE_RC, $n stderr lines, stdout $(wc -c <"$LOGS/exe.out") bytes"
fi

# --- Nothing unexpected -----------------------------------------------------
# Every ROUTE marker in the fixture has a row above, and every reported
# `got <"…">` belongs to a known cell.

known=" ${XC_CELLS[*]} ${ST_CELLS[*]} st-require st-events st-known exe-main exe-thread "
missing=()
while read -r tag; do
    [[ "$known" == *" $tag "* ]] || missing+=("$tag")
done < <(grep -rhoE '// ROUTE: [a-z-]+$' "$PKG/Sources" "$PKG/Tests" | sed 's,// ROUTE: ,,')
stray=$(cat "$TEST_LOG" "$EXE_ERR" | grep -oE 'got <"[a-z-]+">' | sed -E 's/got <"(.*)">/\1/' | sort -u |
    while read -r tag; do [[ "$known" == *" $tag "* ]] || echo "$tag"; done)
if [[ ${#missing[@]} == 0 && -z "$stray" ]]; then
    row "coverage" fixture PASS "every ROUTE marker checked, no stray failure"
else
    row "coverage" fixture FAIL "unchecked markers: ${missing[*]:-none}; stray failures: ${stray:-none}"
fi

# --- Table ------------------------------------------------------------------

printf '%-22s %-14s %-5s %s\n' CELL FRAMEWORK RESULT DETAIL
printf '%s\n' "${ROWS[@]}"
if [[ $FAILED == 0 ]]; then
    echo "check-routing: PASS ($PASSED/$((PASSED + FAILED)) rows)"
    exit 0
fi
echo "check-routing: FAIL ($FAILED of $((PASSED + FAILED)) rows failed); output of swift test:"
cat "$TEST_LOG"
echo "--- stderr of RoutingExample:"
cat "$EXE_ERR"
exit 1
