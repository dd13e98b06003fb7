#!/usr/bin/env bash
# Every build-time figure of Deft against Nimble 14, XCTest and Swift Testing, in one
# run, as one Markdown table (issues 28 and 36):
#   A. import tax: callgrind instructions of `swift-frontend -typecheck` for the same
#      generated file of everyday code with `import Deft`, `import Nimble`,
#      `import XCTest`, `import Testing` and no import (gen-import-tax.py): plain `==`/`!=` comparisons,
#      and code that Deft's public extensions touch (`Task { }`, `Duration`, `Date`,
#      `TimeInterval`). Net of module loading: the same file with no statements is
#      subtracted for each import.
#   B. the library's clean debug build, Deft against Nimble 14 with what it builds
#      on this platform, each as the dependency of an empty client package. CPU time
#      (user + sys) is the figure: on a shared machine wall time follows the load.
#   C. per expectation (gen-expectations.py): type-check instructions (callgrind, net
#      of the same file without expectations) and bytes of object code at -Onone.
#
#   Benchmarks/build-cost.sh
#   env: BUILD_RUNS=3 clean builds each, COMPARE_COUNT=1050, EVERYDAY_COUNT=200,
#        EXPECTATION_COUNT=108, SKIP_CLEAN_BUILD=1, SKIP_TAX=1, SKIP_BUILD=1 (use the
#        modules already in Benchmarks/.build),
#        DEFT_ROOT=<a Deft checkout for B>, DEFT_MODULES=<a folder with another
#        Deft.swiftmodule and module.modulemap for A and C, to measure an older Deft>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
scratch="${BENCH_SCRATCH_PATH:-$here/.build}"
build_runs="${BUILD_RUNS:-3}"
compare_count="${COMPARE_COUNT:-1050}"
everyday_count="${EVERYDAY_COUNT:-200}"
count="${EXPECTATION_COUNT:-108}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ -z "${SKIP_BUILD:-}" ]; then
    swift build --package-path "$here" --scratch-path "$scratch" -c release >&2
    swift build --package-path "$here" --scratch-path "$scratch" -c debug >&2
fi
# Deft's C target (DeftCShims) is found through the module map SwiftPM writes.
module_flags() { # module_flags MODULES_DIR BUILD_DIR
    local flags=()
    [ -n "${DEFT_MODULES:-}" ] && flags+=(-I "$DEFT_MODULES" -Xcc "-fmodule-map-file=$DEFT_MODULES/module.modulemap")
    flags+=(-I "$1")
    [ -z "${DEFT_MODULES:-}" ] && [ -f "$2/DeftCShims.build/module.modulemap" ] \
        && flags+=(-Xcc "-fmodule-map-file=$2/DeftCShims.build/module.modulemap")
    echo "${flags[@]}"
}
read -r -a release_flags <<<"$(module_flags "$scratch/release/Modules" "$scratch/release")"
read -r -a debug_flags <<<"$(module_flags "$scratch/debug/Modules" "$scratch/debug")"

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
range() { sort -g | awk '{a[NR]=$1} END {printf "%.1f–%.1f\n", a[1], a[NR]}'; }
ratio() { echo "scale=2; $1 / $2" | bc -l | sed 's/^\./0./'; }
percent() { echo "scale=1; 100 * ($1 - $2) / $2" | bc -l | sed 's/^\./0./; s/^-\./-0./'; }
millions() { echo "scale=2; $1 / 1000000" | bc -l | sed 's/^\./0./'; }

rows=()
row() { rows+=("$(printf "$@")"); }

# Instructions callgrind counts for `swift-frontend -typecheck` of one file.
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
# The run outside callgrind first builds any clang module the import needs into the module
# cache (DeftCShims's, Glibc's), so that the counted run, like the run of the file
# without statements it is compared with, finds them built.
instructions() { # instructions FILE SWIFT_VERSION
    local frontend=("$toolchain/bin/swift-frontend" -frontend -typecheck
        -plugin-path "$toolchain/lib/swift/host/plugins"
        -in-process-plugin-server-path "$toolchain/lib/swift/host/libSwiftInProcPluginServer.so"
        -primary-file "$1" -target "$(uname -m)-unknown-linux-gnu" -disable-objc-interop
        "${release_flags[@]}" -swift-version "$2" -module-name Check -module-cache-path "$work/module-cache")
    "${frontend[@]}" >/dev/null 2>"$work/err" || { grep -m5 error "$work/err" >&2; exit 1; }
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "${frontend[@]}" >/dev/null 2>"$work/err" \
        || { grep -m5 error "$work/err" >&2; exit 1; }
    sed -n 's/^totals: *//p; s/^summary: *//p' "$work/cg.out" | head -1
}

# A. Import tax.
if [ -z "${SKIP_TAX:-}" ]; then
    for kind in compare everyday; do
        n=$compare_count
        if [ "$kind" = everyday ]; then n=$everyday_count; fi
        declare -A net whole
        for module in none Deft Nimble XCTest Testing; do
            python3 "$here/gen-import-tax.py" "$kind" "$module" "$n" >"$work/full.swift"
            python3 "$here/gen-import-tax.py" "$kind" "$module" 0 >"$work/empty.swift"
            full=$(instructions "$work/full.swift" 6)
            empty=$(instructions "$work/empty.swift" 6)
            whole[$module]=$full
            net[$module]=$((full - empty))
            echo "import tax $kind $module: $full instructions, $empty without the statements" >&2
        done
        if [ "$kind" = compare ]; then
            what="$n plain \`==\`/\`!=\` comparisons (Int arithmetic with literals, Double, String, arrays, optionals)"
        else
            what="$n statements of \`Task { }\`, \`Duration\` and \`Date\` arithmetic, \`TimeInterval\` literals, with \`import Foundation\`"
        fi
        row '| import tax: %s; type-check instructions beyond no import, net of module loading (no import: %s M) | +%s%% | +%s%% | +%s%% | **+%s%%** | ≤ 3%%, below Swift Testing |' \
            "$what" "$(millions "${net[none]}")" "$(percent "${net[XCTest]}" "${net[none]}")" \
            "$(percent "${net[Testing]}" "${net[none]}")" \
            "$(percent "${net[Nimble]}" "${net[none]}")" "$(percent "${net[Deft]}" "${net[none]}")"
        row '| the same, whole file with module loading (no import: %s M) | +%s%% | +%s%% | +%s%% | +%s%% | |' \
            "$(millions "${whole[none]}")" "$(percent "${whole[XCTest]}" "${whole[none]}")" \
            "$(percent "${whole[Testing]}" "${whole[none]}")" \
            "$(percent "${whole[Nimble]}" "${whole[none]}")" "$(percent "${whole[Deft]}" "${whole[none]}")"
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
timed_build() { # timed_build DIR: prints "cpu wall" seconds of one clean build
    clean "$1"
    /usr/bin/time -f '%U %S %e' -o "$work/time" \
        swift build --package-path "$1" --scratch-path "$1/.build" >"$work/build.log" 2>&1 \
        || { tail -20 "$work/build.log" >&2; exit 1; }
    awk '{printf "%.2f %.2f\n", $1 + $2, $3}' "$work/time"
}
if [ -z "${SKIP_CLEAN_BUILD:-}" ]; then
    builds="$scratch/build-cost"
    deft_root="${DEFT_ROOT:-$root}"
    rm -rf "$builds/client-deft" "$builds/client-nimble"
    client "$builds/client-deft" ".package(path: \"$deft_root\")" Deft "$(basename "$deft_root")" Deft
    client "$builds/client-nimble" '.package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0")' Nimble Nimble Nimble
    for dir in "$builds/client-deft" "$builds/client-nimble"; do
        swift package --package-path "$dir" --scratch-path "$dir/.build" resolve >&2
    done
    deft_cpu=() deft_wall=() nimble_cpu=() nimble_wall=()
    # Alternate the two, so that the load of a shared machine falls on both alike.
    for _ in $(seq "$build_runs"); do
        read -r cpu wall < <(timed_build "$builds/client-deft")
        deft_cpu+=("$cpu") deft_wall+=("$wall")
        read -r cpu wall < <(timed_build "$builds/client-nimble")
        nimble_cpu+=("$cpu") nimble_wall+=("$wall")
    done
    echo "clean builds, cpu: Deft ${deft_cpu[*]}; Nimble ${nimble_cpu[*]}; wall: Deft ${deft_wall[*]}; Nimble ${nimble_wall[*]}" >&2
    load=$(cut -d' ' -f1 /proc/loadavg)
    med() { printf '%s\n' "$@" | median; }
    rng() { printf '%s\n' "$@" | range; }
    row '| the library'"'"'s clean debug build as a dependency, CPU s (user + sys), median of %s (range) | — | — | %.1f (%s) | **%.1f (%s), %s×** | ≤ Nimble |' \
        "$build_runs" "$(med "${nimble_cpu[@]}")" "$(rng "${nimble_cpu[@]}")" \
        "$(med "${deft_cpu[@]}")" "$(rng "${deft_cpu[@]}")" "$(ratio "$(med "${deft_cpu[@]}")" "$(med "${nimble_cpu[@]}")")"
    row '| the same, wall s (load average %s at the end) | — | — | %.1f (%s) | %.1f (%s), %s× | |' \
        "$load" "$(med "${nimble_wall[@]}")" "$(rng "${nimble_wall[@]}")" \
        "$(med "${deft_wall[@]}")" "$(rng "${deft_wall[@]}")" "$(ratio "$(med "${deft_wall[@]}")" "$(med "${nimble_wall[@]}")")"
fi

# C. Per expectation: type-check instructions and object code.
variants=(deft-matcher deft-operator nimble-matcher nimble-operator xctest testing)
version() { case "$1" in nimble-*) echo 5 ;; *) echo 6 ;; esac; }
declare -A typecheck objects
text_bytes() { # text_bytes FILE SWIFT_VERSION
    swiftc -c -Onone -parse-as-library -swift-version "$2" "${debug_flags[@]}" "$1" -o "$work/o.o"
    size -A "$work/o.o" | awk '/^\.text/ { total += $2 } END { print total }'
}
for variant in "${variants[@]}"; do
    python3 "$here/gen-expectations.py" "$variant" "$count" >"$work/$variant.swift"
    python3 "$here/gen-expectations.py" "baseline-$variant" "$count" >"$work/base-$variant.swift"
    v=$(version "$variant")
    full=$(instructions "$work/$variant.swift" "$v")
    base=$(instructions "$work/base-$variant.swift" "$v")
    typecheck[$variant]=$(((full - base) / count))
    objects[$variant]=$((($(text_bytes "$work/$variant.swift" "$v") - $(text_bytes "$work/base-$variant.swift" "$v")) / count))
    echo "per expectation $variant: ${typecheck[$variant]} instructions, ${objects[$variant]} bytes" >&2
done
tc() { printf '%s M (%s×)' "$(millions "${typecheck[$1]}")" "$(ratio "${typecheck[$1]}" "${typecheck[xctest]}")"; }
obj() { printf '%s (%s×)' "${objects[$1]}" "$(ratio "${objects[$1]}" "${objects[xctest]}")"; }
row '| type-check per expectation, matcher form `expect(x).to(equal(y))` (Swift Testing: `#expect`), instructions | %s M (1.0) | %s | %s | **%s** | ≤ 1.2× XCTest |' \
    "$(millions "${typecheck[xctest]}")" "$(tc testing)" "$(tc nimble-matcher)" "$(tc deft-matcher)"
row '| type-check per expectation, operator form `expect(x) == y`, instructions | %s M (1.0) | — | %s | **%s** | ≤ 1.5× XCTest |' \
    "$(millions "${typecheck[xctest]}")" "$(tc nimble-operator)" "$(tc deft-operator)"
row '| object code per expectation, matcher form (Swift Testing: `#expect`), -Onone, bytes of .text | %s (1.0) | %s | %s | **%s** | ≤ 1.3× XCTest |' \
    "${objects[xctest]}" "$(obj testing)" "$(obj nimble-matcher)" "$(obj deft-matcher)"
row '| object code per expectation, operator form, -Onone, bytes of .text | %s (1.0) | — | %s | **%s** | |' \
    "${objects[xctest]}" "$(obj nimble-operator)" "$(obj deft-operator)"

echo
echo "Measured $(date -u '+%Y-%m-%d %H:%M') UTC on $(uname -s) $(uname -m), $(nproc) cores, $(swift --version 2>&1 | head -1 | sed 's/ (.*//'), Deft at $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- Sources Package.swift || echo '+changes')${DEFT_MODULES:+ (Deft module from $DEFT_MODULES)}."
echo
echo "| figure | XCTest | Swift Testing | Nimble 14 | Deft | goal |"
echo "|---|---:|---:|---:|---:|---|"
printf '%s\n' "${rows[@]}"
