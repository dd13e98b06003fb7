#!/usr/bin/env bash
# Emits Deft's module from a copy of its sources, so that a change to an overload set can be
# counted before it is made (issue #52): one `swiftc -emit-module -wmo` job, a few seconds of
# CPU, no code generation.
#   Benchmarks/emit-variant-module.sh SOURCE_ROOT OUT_DIR
# SOURCE_ROOT holds Sources/Deft (a copy of this repository's, edited); OUT_DIR receives
# Modules/Deft.swiftmodule and DeftCShims.build/module.modulemap, the layout
# scripts/check-build-cost.sh reads, so that
#   scripts/check-build-cost.sh OUT_DIR/Modules
# counts the variant's matcher form, operator form and import tax (its library counters
# are still this checkout's). Needs this checkout's C shims built once (swift build).
set -euo pipefail
src="$(cd "$1" && pwd)"
mkdir -p "$2/Modules" "$2/DeftCShims.build"
out="$(cd "$2" && pwd)"
repo="$(cd "$(dirname "$0")/.." && pwd)"
cat >"$out/DeftCShims.build/module.modulemap" <<MAP
module DeftCShims {
    umbrella header "$repo/Sources/DeftCShims/include/DeftCShims.h"
    export *
}
MAP
cd "$src"
find Sources/Deft -name '*.swift' | sort | xargs swiftc -emit-module -wmo -module-name Deft -package-name deft \
    -parse-as-library -swift-version 6 -Onone -enable-testing -D SWIFT_PACKAGE -D DEBUG \
    -Xcc "-fmodule-map-file=$out/DeftCShims.build/module.modulemap" \
    -emit-module-path "$out/Modules/Deft.swiftmodule"
