// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Deft",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Deft", targets: ["Deft"])
    ],
    dependencies: [],
    targets: [
        .target(name: "Deft", dependencies: ["DeftTrapCatching"]),
        // C, for throwAssertion(): catching a trap takes sigsetjmp, which Swift cannot call.
        .target(name: "DeftTrapCatching"),
        .testTarget(name: "DeftTests", dependencies: ["Deft"]),
    ],
    swiftLanguageModes: [.v6]
)
