import Testing
import XCTest

@testable import Deft

/// Deft's XCTest observer is in place before the first test starts: the C
/// target's load-time constructor registers it, on Linux as on Apple
/// platforms, so even the first failure of a run finds its test case.
final class LoadTimeRegistrationXCTests: XCTestCase {
    func testTheConstructorRegisteredTheObserverWhenTheImageLoaded() {
        XCTAssertTrue(XCTestReporter.registeredAtLoad)
    }

    func testTheObserverSawTheTestBundleStartBeforeAnyTest() {
        XCTAssertTrue(XCTestReporter.observedTheBundleStart)
        XCTAssertTrue(XCTestReporter.xctestBundleIsRunning)
    }
}

/// The same constructor runs in a Swift Testing process, where it finds no
/// XCTest run to watch and costs one registration.
struct LoadTimeRegistrationTests {
    @Test func theConstructorRanInThisProcessToo() {
        #expect(XCTestReporter.registeredAtLoad)
    }

    /// So a failure here is never handed to `XCTFail` on Apple platforms,
    /// which could pass it back to Swift Testing as a second issue. (Xcode
    /// runs XCTest and Swift Testing in one process, where it may be.)
    @Test(.disabled(if: TestProcess.isXcodeTestRun)) func noXCTestBundleRunsInASwiftTestingProcess() {
        #expect(!XCTestReporter.xctestBundleIsRunning)
    }
}
