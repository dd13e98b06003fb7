// swift-tools-version: 6.2
import PackageDescription

// Stress test for Deft's poller: not part of the library.
let package = Package(
    name: "Stress",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Deft", path: "..")],
    targets: [
        .executableTarget(name: "PollingStress", dependencies: [.product(name: "Deft", package: "Deft")])
    ],
    swiftLanguageModes: [.v6]
)
