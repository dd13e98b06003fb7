// swift-tools-version: 6.2
import PackageDescription

// A parallel Swift Testing suite of driven-clock tests (issue #51), built
// against one Deft at a time by Benchmarks/driven-suite.sh. Not part of the
// library, not built by CI.
let package = Package(
    name: "DrivenSuite",
    platforms: [.macOS(.v14)],
    dependencies: [
        // DEFT_PATH: the checkout of Deft to build against (driven-suite.sh
        // extracts one per commit it compares).
        .package(name: "Deft", path: Context.environment["DEFT_PATH"] ?? "../..")
    ],
    targets: [
        .testTarget(name: "DrivenSuiteTests", dependencies: [.product(name: "Deft", package: "Deft")])
    ],
    swiftLanguageModes: [.v6]
)
