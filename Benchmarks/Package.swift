// swift-tools-version: 6.2
import PackageDescription

// Benchmarks of Deft side by side with Nimble 14, XCTest and Swift Testing.
// Not part of the library and never a dependency of it; not built by CI.
// Run with `Benchmarks/run.sh`.
let package = Package(
    name: "DeftBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Deft", path: ".."),
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),
    ],
    targets: [
        .target(name: "SuiteModels"),
        // The whole suite's test bodies, on Deft and on Nimble 14, shared by
        // `deft-bench` and the `SuiteTests` test target.
        .target(
            name: "SuiteChecks",
            dependencies: [
                .product(name: "Deft", package: "Deft"),
                .product(name: "Nimble", package: "Nimble"),
                "SuiteModels",
            ]
        ),
        .executableTarget(
            name: "deft-bench",
            dependencies: [
                .product(name: "Deft", package: "Deft"),
                .product(name: "Nimble", package: "Nimble"),
                "SuiteChecks",
                "SuiteModels",
            ],
            path: "Sources/DeftBench"
        ),
        // The whole suite (metric 5) under Swift Testing: `swift test` in this package.
        .testTarget(
            name: "SuiteTests",
            dependencies: [.product(name: "Deft", package: "Deft"), "SuiteChecks", "SuiteModels"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
