// swift-tools-version: 6.2
import PackageDescription

// Benchmarks of Deft side by side with Nimble 14, XCTest and Swift Testing.
// Not part of the library and never a dependency of it; not built by CI.
// Run with `Benchmarks/run.sh`.
let package = Package(
    name: "DeftBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // DEFT_PATH builds against another checkout of Deft (clock-cost.sh's "before").
        .package(name: "Deft", path: Context.environment["DEFT_PATH"] ?? ".."),
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", exact: "1.1.1"),
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
        // What a check on an injected clock costs next to the clock's own
        // steps: `clock-cost.sh`, before and after a change, in one run.
        .executableTarget(
            name: "deft-clock-cost",
            dependencies: [
                .product(name: "Deft", package: "Deft"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Sources/DeftClockCost"
        ),
        // The whole suite (metric 5) under Swift Testing: `swift test` in this package.
        .testTarget(
            name: "SuiteTests",
            dependencies: [.product(name: "Deft", package: "Deft"), "SuiteChecks", "SuiteModels"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
