// swift-tools-version: 6.2
import PackageDescription

// Deft's example suite: the scenarios of the seed articles as readable tests.
// Run it with `bash scripts/check-examples.sh` from the repository root.
let package = Package(
    name: "DeftExamples",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "Deft", path: ".."),
        .package(url: "https://github.com/Quick/Quick.git", exact: "7.6.2"),
    ],
    targets: [
        .target(name: "ExampleApp"),
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "ExampleApp",
                .product(name: "Deft", package: "Deft"),
                .product(name: "Quick", package: "Quick"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
