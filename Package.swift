// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Deft",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Deft", targets: ["Deft"]),
        // The Swift Testing trait `.polling(…)`, and XCTest's waits for
        // TestEvents, apart so that Deft's own interface imports neither
        // Testing nor XCTest.
        .library(name: "DeftTesting", targets: ["DeftTesting"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Deft", dependencies: ["DeftTrapCatching"]),
        // C, for throwAssertion(): catching a trap takes sigsetjmp, which Swift cannot call.
        .target(name: "DeftTrapCatching"),
        .target(name: "DeftTesting", dependencies: ["Deft"]),
        .testTarget(name: "DeftTests", dependencies: ["Deft", "DeftTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
