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
        .target(name: "Deft", dependencies: ["DeftCShims"]),
        // What Deft needs in C, which Swift cannot write: catching a trap (sigsetjmp, for
        // throwAssertion()), the XCTest observer registered at load time, a C11 atomic
        // count of the installed handlers, and this process's thread states (the driven
        // clock's quiet wait; Mach's task_threads needs a macro Swift 6 refuses).
        .target(name: "DeftCShims"),
        .target(name: "DeftTesting", dependencies: ["Deft"]),
        .testTarget(name: "DeftTests", dependencies: ["Deft", "DeftTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
