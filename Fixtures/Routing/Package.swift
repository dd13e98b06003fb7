// swift-tools-version: 6.2
import PackageDescription

// A package whose tests fail ON PURPOSE: each failure is one cell of Deft's
// routing matrix. Run it with `scripts/check-routing.sh`, never on its own.
let package = Package(
    name: "RoutingFixture",
    dependencies: [
        .package(name: "Deft", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "RoutingExample", dependencies: [.product(name: "Deft", package: "Deft")]),
        .testTarget(
            name: "RoutingTests", dependencies: [.product(name: "Deft", package: "Deft")]),
    ],
    swiftLanguageModes: [.v6]
)
