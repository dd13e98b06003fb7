#!/usr/bin/env bash
# Type-checks Deft and its test target once more with stand-ins for the
# overloads that Apple's SDK adds and Linux's corelibs lack (the files in
# scripts/darwin-standins/), so that a call which is ambiguous on Apple
# platforms, such as `DispatchTime.now().advanced(by: .seconds(3))` against
# Dispatch's `advanced(by: DispatchTimeInterval)`, fails here too.
#
# It reuses the modules of the last debug build (.build, as `swift build
# --build-tests` or `swift test` leave it) and only type-checks: no code is
# generated, nothing in .build changes, and the stand-ins are never linked.
# It builds first only when that build is missing.
#   bash scripts/check-darwin-overloads.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(swift build --show-bin-path)
if [ ! -f "$bin/Modules/DeftTesting.swiftmodule" ] || [ ! -f "$bin/DeftTests.build/sources" ]; then
    swift build --build-tests
fi

standins=(scripts/darwin-standins/*.swift)
common=(
    -typecheck -parse-as-library -swift-version 6
    -I "$bin/Modules" -module-cache-path "$bin/ModuleCache"
    -DSWIFT_PACKAGE -DDEBUG
    -Xcc "-fmodule-map-file=$bin/DeftCShims.build/module.modulemap"
    -Xcc -I -Xcc Sources/DeftCShims/include
)

status=0
for target in Deft DeftTests; do
    # The target's own sources, as SwiftPM listed them for the last build.
    if ! swiftc "${common[@]}" -module-name "$target" "@$bin/$target.build/sources" "${standins[@]}" \
        > "$bin/darwin-overloads-$target.log" 2>&1; then
        grep -E '(error|warning):' "$bin/darwin-overloads-$target.log" | grep -v '^ ' >&2 || cat "$bin/darwin-overloads-$target.log" >&2
        status=1
    fi
done
if [ "$status" -ne 0 ]; then
    echo "check-darwin-overloads: the code above does not compile against Apple's overloads" \
        "(${standins[*]}); spell the type out, e.g. Duration.seconds(3)" >&2
    exit 1
fi
echo "check-darwin-overloads: Deft and DeftTests type-check with the Darwin stand-ins (${standins[*]})"
