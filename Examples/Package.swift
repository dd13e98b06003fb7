// swift-tools-version: 6.2
import PackageDescription

// Deft's example suite: the scenarios of the seed articles as readable tests.
// swift-clocks is here for the examples and recipes that drive a TestClock
// with Deft's poller; the library itself has no dependencies. ExampleApp is
// also the fixture set of the README's and the guides' code blocks.
// Run it with `bash scripts/check-examples.sh` from the repository root.
let package = Package(
    name: "DeftExamples",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "Deft", path: ".."),
        .package(url: "https://github.com/Quick/Quick.git", exact: "7.6.2"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
    ],
    targets: [
        .target(name: "ExampleApp"),
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "ExampleApp",
                .product(name: "Deft", package: "Deft"),
                .product(name: "Quick", package: "Quick"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]),
        // The code blocks of the README and the DocC guides, run:
        // scripts/check-doc-snippets.py writes Snippets.generated.swift here,
        // builds and runs it, and removes it again.
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "ExampleApp",
                .product(name: "Deft", package: "Deft"),
                .product(name: "DeftTesting", package: "Deft"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
