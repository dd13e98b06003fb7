// swift-tools-version: 6.2
import PackageDescription

// Stress test for Deft's poller: not part of the library.
let package = Package(
    name: "Stress",
    platforms: [.macOS(.v14)],
    dependencies: [
        // DEFT_PATH builds against another checkout of Deft (scripts/check-driven-cost.sh's baseline).
        .package(name: "Deft", path: Context.environment["DEFT_PATH"] ?? "..")
    ],
    targets: [
        .executableTarget(name: "PollingStress", dependencies: [.product(name: "Deft", package: "Deft")]),
        // What a check on a driven clock costs in real time: scripts/check-driven-cost.sh.
        .executableTarget(name: "DrivenCost", dependencies: [.product(name: "Deft", package: "Deft")]),
    ],
    swiftLanguageModes: [.v6]
)
