#!/usr/bin/env bash
# Proves Deft is a drop-in for Nimble's core DSL: runs one suite written for
# Nimble (Fixtures/NimbleCompat/CommonAssertions.swift) as it is against
# Nimble 14, then with only `import Nimble` changed to `import Deft`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${NIMBLE_COMPAT_PATH:-$root/.build-nimble-compat}"
pkg="$work/package"
rm -rf "$pkg" && mkdir -p "$pkg/Tests/WithNimble" "$pkg/Tests/WithDeft"
cp "$root/Fixtures/NimbleCompat/CommonAssertions.swift" "$pkg/Tests/WithNimble/"
sed 's/^import Nimble$/import Deft/' "$root/Fixtures/NimbleCompat/CommonAssertions.swift" \
    > "$pkg/Tests/WithDeft/CommonAssertions.swift"
if [ "$(diff "$pkg/Tests/WithNimble/CommonAssertions.swift" "$pkg/Tests/WithDeft/CommonAssertions.swift" | grep -c '^[<>]')" != 2 ]; then
    echo "check-nimble-compat: expected exactly one changed line" >&2
    exit 1
fi
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "NimbleCompat",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),
        .package(name: "Deft", path: "$root"),
    ],
    targets: [
        .testTarget(name: "WithNimble", dependencies: [.product(name: "Nimble", package: "Nimble")]),
        .testTarget(name: "WithDeft", dependencies: [.product(name: "Deft", package: "Deft")]),
    ],
    swiftLanguageModes: [.v5]
)
SWIFT
cd "$pkg"
for target in WithNimble WithDeft; do
    echo "== $target"
    swift test --scratch-path "$work/build" --filter "$target." 2>&1 | grep -E "error:|Executed .* tests|failed" | tail -3
done
swift test --scratch-path "$work/build" --skip-build --filter "WithDeft." >/dev/null 2>&1 \
    && echo "check-nimble-compat: PASS (the Nimble suite passes on Deft with only its import changed)" \
    || { echo "check-nimble-compat: FAIL" >&2; exit 1; }
