#!/usr/bin/env bash
# What Deft costs a build, counted in compiler instructions (callgrind), so that a loaded
# machine cannot move the figures, against the numbers committed in
# Benchmarks/baselines/build-cost.txt (issue #52). Each figure is a ratio to a yardstick
# type-checked by the same compiler in the same job, so a toolchain or a CPU whose
# instruction counts differ moves both sides alike:
#   matcher-form       type-check instructions per expectation of gen-expectations.py's
#                      deft-matcher file ÷ the same for its XCTest file (XCTAssert*)
#   operator-form      the same for its deft-operator file
#   import-tax         extra instructions to type-check the plain comparisons with
#                      `import Deft` beside no import, net of module loading, ÷ no import
#                      (the mean over eight heap layouts: one layout moved it by 5%)
# The library itself is too big for callgrind in CI (about 15 G instructions to type-check
# it, four minutes under callgrind on a loaded 2-core machine): its figures are the
# compiler's own counters (-stats-output-dir) of one whole-module job that type-checks all
# of Deft's sources and lowers them to LLVM IR (-emit-ir, -Onone -g as a debug build),
# exact for a given compiler and source, whatever the load:
#   library-constraint-scopes  Sema.NumConstraintScopes: the solver's work on every
#                              expression and overload set of the library
#   library-decls-typechecked  Sema.NumDeclsTypechecked
#   library-generic-steps      Sema.NumRequirementMachineCompletionSteps: generic signatures
#   library-silgen-functions   SILModule.NumSILGenFunctions: functions, thunks, closures
#   library-ir-instructions    IRModule.NumIRInsts: the code the rest of the build compiles
# Fails when a figure is more than 5% above its committed number. A change that raises one
# on purpose runs `scripts/check-build-cost.sh --update` and commits the new file with a
# message that says why.
#   scripts/check-build-cost.sh [--update] [MODULES_DIR]
# With no MODULES_DIR it emits the module it counts itself, from a copy of Sources/Deft in its
# fixed folder (below); with one (Benchmarks/emit-variant-module.sh's), it counts that module.
# About 3 minutes on an otherwise idle 2-core machine (1 minute before the comparisons were
# counted under eight heap layouts, below), 6.5 to 7.5 beside other work at a load of 3 to 5;
# about 6 CPU minutes (the counted jobs run two at a time).
set -euo pipefail
cd "$(dirname "$0")/.."
update=""
if [ "${1:-}" = "--update" ]; then
    update=1
    shift
fi
modules="$([ -n "${1:-}" ] && cd "$1" && pwd || true)"
baselines=Benchmarks/baselines/build-cost.txt
tolerance=5 # percent
expectations=${BUILD_COST_EXPECTATIONS:-108} # six of each of gen-expectations.py's 18 templates
comparisons=${BUILD_COST_COMPARISONS:-350}
# One fixed absolute folder, the same in every checkout, and no address randomization: the
# compiler hashes the paths it is given and the addresses it allocates, so another folder
# moves its instruction counts (a random temporary folder by about 1% from run to run, the
# import tax's net by 7%; a folder inside the checkout read an import tax of 16.5% in one
# worktree and 17.45% in another). The module and the C shims' header are copied in, so
# nothing counted names the checkout. One check at a time on a machine (flock).
work=/tmp/deft-check-build-cost
if command -v flock >/dev/null; then
    exec 9>"$work.lock"
    flock -n 9 || { echo "check-build-cost: waiting for another check-build-cost on this machine" >&2; flock 9; }
fi
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
norandom=()
setarch "$(uname -m)" -R true 2>/dev/null && norandom=(setarch "$(uname -m)" -R)
# The counted jobs also run in that folder with the same short environment everywhere: with
# the address space fixed, the environment's size still moves the stack, and with it the
# addresses the compiler hashes (the same files counted from two checkouts, in one folder
# but from different working directories, read import taxes of 16.47% and 16.06%).
clean_env=(env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp LANG=C)

# The figures are exact for one compiler and one architecture: another one cannot be
# compared with them, and is said so rather than passed.
swift_version="$(swift --version 2>&1 | head -1 | sed 's/ (.*//')"
measured_with="$(sed -n 's/.*Measured with \(.*\)\.$/\1/p' "$baselines" 2>/dev/null)"
committed_swift="$(echo "$measured_with" | sed -n 's/^Swift version \([0-9]*\.[0-9]*\).* on \(.*\)$/\1 \2/p')"
current_swift="$(echo "$swift_version" | sed -n 's/^Swift version \([0-9]*\.[0-9]*\).*$/\1/p') $(uname -m)"
if [ -z "$update" ] && [ "$committed_swift" != "$current_swift" ]; then
    echo "check-build-cost: $baselines was counted with ${committed_swift:-nothing}, this is $current_swift:" \
        "run scripts/check-build-cost.sh --update with this toolchain and commit it, saying so" >&2
    exit 1
fi

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
mkdir -p "$work/Modules" "$work/DeftCShims.build"
cp -R Sources/DeftCShims/include "$work/DeftCShims.build/include"
printf 'module DeftCShims {\n    umbrella header "%s"\n    export *\n}\n' \
    "$work/DeftCShims.build/include/DeftCShims.h" >"$work/DeftCShims.build/module.modulemap"
map="$work/DeftCShims.build/module.modulemap"
if [ -n "$modules" ]; then
    [ -e "$modules/Deft.swiftmodule" ] || { echo "check-build-cost: no Deft module in $modules" >&2; exit 2; }
    cp -R "$modules"/Deft.swift* "$work/Modules/"
else
    # The module records its sources' paths and its package's name, which SwiftPM takes from
    # the checkout: the same sources built by SwiftPM in two folders read import taxes 5%
    # apart, as much as the tolerance. So the module counted is emitted here, from a copy of
    # the sources in this fixed folder, with a fixed package name, as
    # Benchmarks/emit-variant-module.sh emits a variant's.
    mkdir -p "$work/src/Sources"
    cp -R Sources/Deft "$work/src/Sources/Deft"
    (cd "$work/src" && find Sources/Deft -name '*.swift' | sort | "${clean_env[@]}" xargs "$toolchain/bin/swiftc" -emit-module -wmo \
        -module-name Deft -package-name deft -parse-as-library -swift-version 6 -Onone -enable-testing \
        -D SWIFT_PACKAGE -D DEBUG -Xcc "-fmodule-map-file=$map" -emit-module-path "$work/Modules/Deft.swiftmodule") \
        >/dev/null 2>"$work/emit-module.err" \
        || { echo "check-build-cost: Deft's module did not emit:" >&2; grep -m5 error "$work/emit-module.err" >&2; exit 1; }
fi
modules="$work/Modules"
frontend=("$toolchain/bin/swift-frontend" -frontend -typecheck
    -plugin-path "$toolchain/lib/swift/host/plugins"
    -in-process-plugin-server-path "$toolchain/lib/swift/host/libSwiftInProcPluginServer.so"
    -target "$(uname -m)-unknown-linux-gnu" -disable-objc-interop
    -I "$modules" -Xcc "-fmodule-map-file=$(cd "$(dirname "$map")" && pwd)/module.modulemap"
    -module-cache-path "$work/module-cache")

# The files. Each job is NAME SWIFT_VERSION MODULE_NAME FILE...
python3 Benchmarks/gen-import-tax.py compare none "$comparisons" >"$work/plain.swift"
python3 Benchmarks/gen-import-tax.py compare none 0 >"$work/plain-empty.swift"
python3 Benchmarks/gen-import-tax.py compare Deft "$comparisons" >"$work/taxed.swift"
python3 Benchmarks/gen-import-tax.py compare Deft 0 >"$work/taxed-empty.swift"
for variant in deft-matcher deft-operator xctest; do
    python3 Benchmarks/gen-expectations.py "$variant" "$expectations" >"$work/$variant.swift"
done
python3 Benchmarks/gen-expectations.py baseline-deft-matcher "$expectations" >"$work/deft-empty.swift"
python3 Benchmarks/gen-expectations.py baseline-xctest "$expectations" >"$work/xctest-empty.swift"
{
    for name in plain plain-empty taxed taxed-empty deft-matcher deft-operator deft-empty xctest xctest-empty; do
        echo "$name 6 Check $work/$name.swift"
    done
} >"$work/jobs"
# The import tax is a small difference of two large counts, and the compiler's hash tables
# are keyed by the addresses it allocates: any change to the module's content moves those
# addresses, and with them the tax by up to 5% (BENCHMARKS.md, "The import tax, counted over
# several heap layouts"). So the comparisons, with the import and without, are counted under
# $layouts heap layouts, the same ones in every run: layout k adds `-D LAYOUT_PAD_` and 16×k
# more characters to the command line, a string the compiler copies to the heap early, which
# shifts the allocations after it. The tax is that of the mean counts. Such a shift spreads
# the counts as a change to the module does (one module's tax over 12 layouts: 16.3% to 17.2%;
# over eight, three modules whose single-layout taxes were 16.49% to 17.35% read 16.53% to
# 16.69%); a longer environment, which moves the stack, does not. The files without
# comparisons (module loading only) move by less than 20 K instructions with the layout and
# are counted once.
layouts=${BUILD_COST_LAYOUTS:-8}
{
    for k in $(seq "$layouts"); do
        pad="-D LAYOUT_PAD_$(printf "%$((16 * k))s" "" | tr " " x)"
        echo "taxed.$k 6 Check $pad $work/taxed.swift"
        echo "plain.$k 6 Check $pad $work/plain.swift"
    done
    grep -v -e "^plain " -e "^taxed " "$work/jobs"
} >"$work/counted-jobs"

# The library: one job, its counters.
mkdir -p "$work/stats"
find Sources/Deft -name '*.swift' | sort >"$work/library-files"
xargs "${frontend[@]/-typecheck/-emit-ir}" -swift-version 6 -module-name Deft -package-name deft -parse-as-library \
    -Onone -g -enable-testing -D SWIFT_PACKAGE -D DEBUG -stats-output-dir "$work/stats" -o /dev/null \
    <"$work/library-files" >/dev/null 2>"$work/library.err" \
    || { echo "check-build-cost: Deft does not compile:" >&2; grep -m5 error "$work/library.err" >&2; exit 1; }
counter() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$work"/stats/*.json "$1"; }

# One run outside callgrind first: it builds the clang modules the imports need into this
# job's module cache, so that no counted run pays for them.
while read -r name version module_name files; do
    # shellcheck disable=SC2086
    (cd "$work" && "${clean_env[@]}" "${frontend[@]}" -swift-version "$version" -module-name "$module_name" $files) \
        >/dev/null 2>"$work/$name.err" \
        || { echo "check-build-cost: $name does not type-check:" >&2; grep -m5 error "$work/$name.err" >&2; exit 1; }
done <"$work/jobs"
count() { # count NAME VERSION MODULE_NAME FILES...: writes the instructions to $work/NAME.count
    local name="$1" version="$2" module_name="$3"
    shift 3
    (cd "$work" && "${clean_env[@]}" "${norandom[@]}" valgrind --tool=callgrind --callgrind-out-file="$work/$name.cg" \
        "${frontend[@]}" -swift-version "$version" -module-name "$module_name" "$@") >/dev/null 2>"$work/$name.err" \
        || { echo "check-build-cost: $name failed under callgrind:" >&2; grep -v "^==" "$work/$name.err" | head -20 >&2; exit 1; }
    sed -n 's/^totals: *//p; s/^summary: *//p' "$work/$name.cg" | head -1 >"$work/$name.count"
}
export -f count
export work norandom_string="${norandom[*]}" clean_env_string="${clean_env[*]}"
export frontend_string="${frontend[*]}"
# Two at a time: the counts do not depend on what else runs.
# shellcheck disable=SC2016
xargs -P 2 -L 1 bash -c 'read -r -a frontend <<<"$frontend_string"; read -r -a norandom <<<"$norandom_string"
    read -r -a clean_env <<<"$clean_env_string"; count "$@"' _ <"$work/counted-jobs"
n() { cat "$work/$1.count"; }
mean() { # mean NAME: the mean count of NAME.1 … NAME.$layouts
    local k sum=0
    for k in $(seq "$layouts"); do
        sum=$((sum + $(n "$1.$k")))
    done
    echo $((sum / layouts))
}

ratio() { echo "scale=4; $1 / $2" | bc -l | sed 's/^\./0./'; }
xctest=$(($(n xctest) - $(n xctest-empty)))
matcher=$(ratio $(($(n deft-matcher) - $(n deft-empty))) "$xctest")
operator=$(ratio $(($(n deft-operator) - $(n deft-empty))) "$xctest")
plain_mean=$(mean plain)
taxed_mean=$(mean taxed)
plain=$((plain_mean - $(n plain-empty)))
tax=$(ratio $((taxed_mean - $(n taxed-empty) - plain)) "$plain")

{
    echo "# Written by scripts/check-build-cost.sh --update; checked by it in CI (issue #52)."
    echo "# The library's compiler counters, then ratios of callgrind instruction counts of"
    echo "# swift-frontend -typecheck, each to a yardstick in the same run. Measured with $swift_version on $(uname -m)."
    echo "# raw instructions: plain comparisons $plain_mean (mean of $layouts heap layouts), XCTest per expectation $((xctest / expectations)),"
    echo "# Deft matcher form per expectation $((($(n deft-matcher) - $(n deft-empty)) / expectations)),"
    echo "# operator form $((($(n deft-operator) - $(n deft-empty)) / expectations)), plain comparisons net $plain"
    echo "# the comparisons per heap layout, without the import: $(for k in $(seq "$layouts"); do n "plain.$k"; done | xargs)"
    echo "# and with it: $(for k in $(seq "$layouts"); do n "taxed.$k"; done | xargs)"
    echo "# module loading only, without and with the import: $(n plain-empty), $(n taxed-empty)"
    echo "library-constraint-scopes $(counter Sema.NumConstraintScopes)"
    echo "library-decls-typechecked $(counter Sema.NumDeclsTypechecked)"
    echo "library-generic-steps $(counter Sema.NumRequirementMachineCompletionSteps)"
    echo "library-silgen-functions $(counter SILModule.NumSILGenFunctions)"
    echo "library-ir-instructions $(counter IRModule.NumIRInsts)"
    echo "matcher-form $matcher"
    echo "operator-form $operator"
    echo "import-tax $tax"
} >"$work/measured.txt"
# BUILD_COST_OUT=FILE keeps what was measured, in the baseline file's format.
[ -n "${BUILD_COST_OUT:-}" ] && cp "$work/measured.txt" "$BUILD_COST_OUT"
if [ -n "$update" ]; then
    mkdir -p "$(dirname "$baselines")"
    cp "$work/measured.txt" "$baselines"
    cat "$baselines"
    exit 0
fi

status=0
while read -r name value; do
    committed=$(awk -v n="$name" '$1 == n { print $2 }' "$baselines")
    [ -n "$committed" ] || { echo "check-build-cost: $name is not in $baselines" >&2; status=1; continue; }
    change=$(echo "scale=1; 100 * ($value - $committed) / $committed" | bc -l | sed 's/^\./0./; s/^-\./-0./')
    limit=$(echo "$committed * (100 + $tolerance) / 100" | bc -l)
    if [ "$(echo "$value > $limit" | bc -l)" = 1 ]; then
        echo "check-build-cost: $name $value, committed $committed ($change%): more than $tolerance% over" >&2
        status=1
    else
        echo "check-build-cost: $name $value, committed $committed ($change%)"
    fi
done < <(grep -v '^#' "$work/measured.txt")
if [ "$status" != 0 ]; then
    echo "check-build-cost: a figure grew more than $tolerance% (BENCHMARKS.md, issue #52). If on purpose," \
        "run scripts/check-build-cost.sh --update and say why in the commit." >&2
fi
exit "$status"
