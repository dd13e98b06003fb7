#!/usr/bin/env bash
# Type-check cost of one expectation as an instruction count: deterministic, unlike
# the wall-clock figures of compile-cost.sh, so it shows small differences.
#   typecheck-instructions.sh MODULES_DIR deft|nimble|xctest|testing 'TEMPLATE' [COUNT]
# TEMPLATE is one expectation; {k} becomes a different integer in each copy, and
# n: Int, s: String, opt: Int?, flag: Bool, d: Double and thrower(_:) are in scope.
# Prints millions of instructions per expectation: callgrind's count for
# `swift-frontend -typecheck` of COUNT copies (default 20), minus the same file with
# none, divided by COUNT. About 30 s per call.
#   typecheck-instructions.sh Benchmarks/.build/release/Modules deft 'expect(n).to(equal({k}))'
set -euo pipefail
modules="$1"
kind="$2"
template="$3"
count="${4:-20}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Deft's C target (DeftCShims) is found through the module map SwiftPM writes
# beside the modules.
cmodule=()
for map in "$modules/../DeftCShims.build/module.modulemap"; do
    [ -f "$map" ] && cmodule=(-Xcc "-fmodule-map-file=$(cd "$(dirname "$map")" && pwd)/module.modulemap")
done

case "$kind" in
    deft) module=Deft; version=6 ;;
    nimble) module=Nimble; version=5 ;;
    xctest) module=XCTest; version=6 ;;
    testing) module=Testing; version=6 ;;
    *) echo "unknown kind: $kind" >&2; exit 2 ;;
esac

write() {
    python3 - "$template" "$1" "$module" <<'EOF'
import sys
template, count, module = sys.argv[1], int(sys.argv[2]), sys.argv[3]
print(f"import {module}")
print("struct BenchError: Error {}")
print("func thrower(_ k: Int) throws -> Int { if k >= 0 { throw BenchError() }; return k }")
for f in range(2):
    print(f"func check{f}(n: Int, s: String, opt: Int?, flag: Bool, d: Double) {{")
    for i in range(f * count // 2, (f + 1) * count // 2):
        print("    " + template.replace("{k}", str(i)))
    print("}")
EOF
}

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
# The run outside callgrind builds the clang modules the import needs (DeftCShims's)
# into this run's module cache first, so that neither counted run pays for building them.
instructions() {
    local frontend=("$toolchain/bin/swift-frontend" -frontend -typecheck
        -plugin-path "$toolchain/lib/swift/host/plugins"
        -in-process-plugin-server-path "$toolchain/lib/swift/host/libSwiftInProcPluginServer.so"
        -primary-file "$1" -target "$(uname -m)-unknown-linux-gnu" -disable-objc-interop
        -I "$modules" "${cmodule[@]}" -swift-version "$version" -module-name Check -module-cache-path "$work/module-cache")
    "${frontend[@]}" >/dev/null 2>"$work/err" || { grep -m5 error "$work/err" >&2; exit 1; }
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "${frontend[@]}" >/dev/null 2>"$work/err" \
        || { grep -m5 error "$work/err" >&2; exit 1; }
    sed -n 's/^totals: *//p; s/^summary: *//p' "$work/cg.out" | head -1
}

write "$count" >"$work/full.swift"
write 0 >"$work/base.swift"
full=$(instructions "$work/full.swift")
base=$(instructions "$work/base.swift")
echo "scale=3; ($full - $base) / $count / 1000000" | bc
