#!/usr/bin/env bash
# Checks that a target which cannot import Testing (an Xcode UI-test bundle)
# can still import Deft: built as on Apple platforms, Deft's module must not
# make Testing a dependency its clients have to load.
#
# Linux has no such bundles, so Deft builds with `internal import Testing`
# there; this script builds it with the Apple branch of
# `Reporting/SwiftTestingReporter.swift` forced on, then type-checks a client
# and reads the compiler's module-loading remarks.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH="${TESTING_OPTIONAL_SCRATCH_PATH:-$ROOT/.build-testing-optional}"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

swift build --package-path "$ROOT" --scratch-path "$SCRATCH" --target Deft \
    -Xswiftc -DDEFT_TESTING_IMPLEMENTATION_ONLY \
    -Xswiftc -warnings-as-errors -Xswiftc -Wwarning -Xswiftc ImplementationOnlyDeprecated \
    >"$WORK/build.log" 2>&1 || {
    cat "$WORK/build.log"
    echo "check-testing-optional: FAIL (Deft does not build with Testing implementation-only)"
    exit 1
}

printf 'import Deft\nfunc check() { expect(1 + 1).to(equal(2)) }\n' >"$WORK/Client.swift"
BIN=$(swift build --package-path "$ROOT" --scratch-path "$SCRATCH" --show-bin-path)
swiftc -swift-version 6 -typecheck -I "$BIN/Modules" \
    -Xcc -fmodule-map-file="$BIN/DeftCShims.build/module.modulemap" \
    "$WORK/Client.swift" -Rmodule-loading \
    >"$WORK/remarks.log" 2>&1 || {
    cat "$WORK/remarks.log"
    echo "check-testing-optional: FAIL (a client of Deft does not type-check)"
    exit 1
}
if grep -q "'Deft' has a required transitive dependency on 'Testing'" "$WORK/remarks.log" \
    || ! grep -q "'Deft' has an ignored transitive dependency on 'Testing'" "$WORK/remarks.log"; then
    grep "'Deft' has" "$WORK/remarks.log" | sort -u
    echo "check-testing-optional: FAIL (importing Deft makes its client load Testing)"
    exit 1
fi
echo "check-testing-optional: PASS (a client of Deft need not load Testing)"
