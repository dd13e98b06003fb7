#!/usr/bin/env bash
# Every build-time figure of Deft against Nimble 14 and XCTest, in one run, as one
# Markdown table (issue 28):
#   A. import tax: callgrind instructions of `swift-frontend -typecheck` for the same
#      generated file of everyday code with `import Deft`, `import Nimble`,
#      `import XCTest` and no import (gen-import-tax.py): plain `==`/`!=` comparisons,
#      and code that Deft's public extensions touch (`Task { }`, `Duration`, `Date`,
#      `TimeInterval`);
#   B. the library's clean debug build, Deft against Nimble 14 with what it builds
#      on this platform, each as the dependency of an empty client target;
#   C. per expectation: type-check time and object code (gen-expectations.py), as in
#      compile-cost.sh and check-path.sh.
#
#   Benchmarks/build-cost.sh
#   env: RUNS=5 wall-clock samples for C, BUILD_RUNS=3 clean builds for B,
#        COMPARE_COUNT=1050, EVERYDAY_COUNT=200, SKIP_CLEAN_BUILD=1, SKIP_TAX=1
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
scratch="${BENCH_SCRATCH_PATH:-$here/.build}"
runs="${RUNS:-5}"
build_runs="${BUILD_RUNS:-3}"
compare_count="${COMPARE_COUNT:-1050}"
everyday_count="${EVERYDAY_COUNT:-200}"
count=400
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --package-path "$here" --scratch-path "$scratch" -c release >&2
swift build --package-path "$here" --scratch-path "$scratch" -c debug >&2
release="$scratch/release/Modules"
debug="$scratch/debug/Modules"
# Deft's C target (DeftTrapCatching) is found through the module map SwiftPM writes.
module_map() { [ -f "$1/DeftTrapCatching.build/module.modulemap" ] && echo "-Xcc" "-fmodule-map-file=$1/DeftTrapCatching.build/module.modulemap"; }
read -r -a release_c <<<"$(module_map "$scratch/release" || true)"
read -r -a debug_c <<<"$(module_map "$scratch/debug" || true)"
frontend_c=()
[ "${#release_c[@]}" -gt 0 ] && frontend_c=("${release_c[@]}")

seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || { echo "FAILED: $*" >&2; "$@" 2>&1 | head -20 >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
range() { sort -g | awk '{a[NR]=$1} END {printf "%.1f–%.1f\n", a[1], a[NR]}'; }
ratio() { echo "scale=2; $1 / $2" | bc -l; }
percent() { echo "scale=1; 100 * ($1 - $2) / $2" | bc -l | sed 's/^\./0./; s/^-\./-0./'; }

rows=()
row() { rows+=("$(printf "$@")"); }

# A. Import tax, callgrind instructions of the type-checker.
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
        "$toolchain/bin/swift-frontend" -frontend -typecheck \
        -plugin-path "$toolchain/lib/swift/host/plugins" \
        -in-process-plugin-server-path "$toolchain/lib/swift/host/libSwiftInProcPluginServer.so" \
        -primary-file "$1" -target "$(uname -m)-unknown-linux-gnu" -disable-objc-interop \
        -I "$release" "${frontend_c[@]}" -swift-version 6 -module-name Check >/dev/null 2>"$work/err" \
        || { grep -m5 error "$work/err" >&2; exit 1; }
    sed -n 's/^totals: *//p; s/^summary: *//p' "$work/cg.out" | head -1
}
if [ -z "${SKIP_TAX:-}" ]; then
    for kind in compare everyday; do
        n=$compare_count
        [ "$kind" = everyday ] && n=$everyday_count
        declare -A net whole
        for module in none Deft Nimble XCTest; do
            python3 "$here/gen-import-tax.py" "$kind" "$module" "$n" >"$work/full.swift"
            python3 "$here/gen-import-tax.py" "$kind" "$module" 0 >"$work/empty.swift"
            full=$(instructions "$work/full.swift")
            empty=$(instructions "$work/empty.swift")
            whole[$module]=$full
            net[$module]=$((full - empty))
            echo "import tax $kind $module: $full instructions, $empty without the statements" >&2
        done
        if [ "$kind" = compare ]; then
            what="import tax: $n plain \`==\`/\`!=\` comparisons (Int arithmetic with literals, Double, String, arrays, optionals)"
        else
            what="import tax: $n statements of \`Task { }\`, \`Duration\` and \`Date\` arithmetic, \`TimeInterval\` literals (with \`import Foundation\`)"
        fi
        row '| %s, type-check instructions beyond the same file with no import, net of module loading | %s%% | %s%% | %s%% | ≤ 3%% |' \
            "$what" "+$(percent "${net[XCTest]}" "${net[none]}")" "+$(percent "${net[Nimble]}" "${net[none]}")" \
            "+$(percent "${net[Deft]}" "${net[none]}")"
        row '| the same, whole file with module loading (%s M instructions with no import) | %s%% | %s%% | %s%% | |' \
            "$(echo "scale=1; ${whole[none]} / 1000000" | bc)" "+$(percent "${whole[XCTest]}" "${whole[none]}")" \
            "+$(percent "${whole[Nimble]}" "${whole[none]}")" "+$(percent "${whole[Deft]}" "${whole[none]}")"
        unset net whole
    done
fi

# B. Clean debug build of the library, as a client's dependency.
client() { # client DIR DEPENDENCY PRODUCT PACKAGE MODULE
    mkdir -p "$1/Sources/Client"
    cat >"$1/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "Client",
    dependencies: [$2],
    targets: [.target(name: "Client", dependencies: [.product(name: "$3", package: "$4")])]
)
EOF
    echo "import $5" >"$1/Sources/Client/Client.swift"
}
clean() { # clean DIR: remove the build, keep the resolved checkouts
    find "$1/.build" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories \
        ! -name workspace-state.json ! -name artifacts -exec rm -rf {} +
}
if [ -z "${SKIP_CLEAN_BUILD:-}" ]; then
    builds="$scratch/build-cost"
    deft_root="${DEFT_ROOT:-$root}"
    rm -rf "$builds/client-deft" "$builds/client-nimble"
    client "$builds/client-deft" ".package(path: \"$deft_root\")" Deft "$(basename "$deft_root")" Deft
    client "$builds/client-nimble" '.package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0")' Nimble Nimble Nimble
    deft_samples=()
    nimble_samples=()
    for dir in "$builds/client-deft" "$builds/client-nimble"; do
        swift package --package-path "$dir" --scratch-path "$dir/.build" resolve >&2
    done
    # Alternate the two, so that the load of a shared machine falls on both alike.
    for _ in $(seq "$build_runs"); do
        clean "$builds/client-deft"
        deft_samples+=("$(seconds swift build --package-path "$builds/client-deft" --scratch-path "$builds/client-deft/.build")")
        clean "$builds/client-nimble"
        nimble_samples+=("$(seconds swift build --package-path "$builds/client-nimble" --scratch-path "$builds/client-nimble/.build")")
    done
    echo "clean builds: Deft ${deft_samples[*]}; Nimble ${nimble_samples[*]}" >&2
    deft_med=$(printf '%s\n' "${deft_samples[@]}" | median)
    nimble_med=$(printf '%s\n' "${nimble_samples[@]}" | median)
    row '| the library'"'"'s clean debug build as a dependency, median of %s (range), s | — | %.1f (%s) | %.1f (%s) | %s× | ≤ Nimble |' \
        "$build_runs" "$nimble_med" "$(printf '%s\n' "${nimble_samples[@]}" | range)" \
        "$deft_med" "$(printf '%s\n' "${deft_samples[@]}" | range)" "$(ratio "$deft_med" "$nimble_med")"
fi

# C. Per expectation: type-check ms (file - same file without expectations) / 400, median.
variants=(deft-matcher deft-operator nimble-matcher nimble-operator xctest)
for variant in "${variants[@]}"; do
    python3 "$here/gen-expectations.py" "$variant" "$count" >"$work/$variant.swift"
    python3 "$here/gen-expectations.py" "baseline-$variant" "$count" >"$work/base-$variant.swift"
done
declare -A typecheck
version() { case "$1" in nimble-*) echo 5 ;; *) echo 6 ;; esac; }
for _ in $(seq "$runs"); do
    for variant in "${variants[@]}"; do
        full=$(seconds swiftc -typecheck -swift-version "$(version "$variant")" -I "$release" "${release_c[@]}" "$work/$variant.swift")
        base=$(seconds swiftc -typecheck -swift-version "$(version "$variant")" -I "$release" "${release_c[@]}" "$work/base-$variant.swift")
        typecheck[$variant]+="$(echo "($full - $base) * 1000 / $count" | bc -l) "
    done
done
for variant in "${variants[@]}"; do
    typecheck[$variant]=$(printf '%s\n' ${typecheck[$variant]} | median)
done
# Object code, bytes of .text per expectation, -Onone against the debug modules.
text_bytes() {
    swiftc -c -Onone -parse-as-library -swift-version "$2" -I "$debug" "${debug_c[@]}" "$1" -o "$work/o.o"
    size -A "$work/o.o" | awk '/^\.text/ { total += $2 } END { print total }'
}
declare -A objects
for variant in deft-matcher nimble-matcher xctest; do
    v=$(version "$variant")
    objects[$variant]=$((($(text_bytes "$work/$variant.swift" "$v") - $(text_bytes "$work/base-$variant.swift" "$v")) / count))
done
tc() { printf '%.3f ms (%s×)' "${typecheck[$1]}" "$(ratio "${typecheck[$1]}" "${typecheck[xctest]}")"; }
row '| type-check per expectation, matcher form, median of %s | %.3f ms (1.0) | %s | %s | ≤ 1.2× XCTest |' \
    "$runs" "${typecheck[xctest]}" "$(tc nimble-matcher)" "$(tc deft-matcher)"
row '| type-check per expectation, operator form `expect(x) == y` | %.3f ms (1.0) | %s | %s | ≤ 1.8× XCTest |' \
    "${typecheck[xctest]}" "$(tc nimble-operator)" "$(tc deft-operator)"
row '| object code per expectation, matcher form, -Onone, bytes of .text | %s (1.0) | %s (%s×) | %s (%s×) | ≤ 1.3× XCTest |' \
    "${objects[xctest]}" "${objects[nimble-matcher]}" "$(ratio "${objects[nimble-matcher]}" "${objects[xctest]}")" \
    "${objects[deft-matcher]}" "$(ratio "${objects[deft-matcher]}" "${objects[xctest]}")"

echo
echo "Measured $(date -u +%Y-%m-%d) on $(uname -s) $(uname -m), $(nproc) cores, $(swift --version 2>&1 | head -1 | sed 's/ (.*//'), Deft at $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- Sources Package.swift || echo '+changes')."
echo
echo "| figure | XCTest | Nimble 14 | Deft | goal |"
echo "|---|---:|---:|---:|---|"
printf '%s\n' "${rows[@]}"
