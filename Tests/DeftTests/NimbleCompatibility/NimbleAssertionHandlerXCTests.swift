import Deft
import Foundation
import XCTest

/// `NimbleAssertionHandler` is process-wide when assigned, so these tests
/// run under XCTest, one at a time.
final class NimbleAssertionHandlerXCTests: XCTestCase {
    func testReadingItGivesTheHandlerInForce() {
        let recorder = AssertionRecorder()
        withAssertionHandler(recorder) {
            NimbleAssertionHandler.assert(
                false, message: FailureMessage(stringValue: "from a helper"), location: SourceLocation())
        }
        XCTAssertEqual(recorder.assertions.map(\.message.stringValue), ["from a helper"])
        XCTAssertTrue(NimbleAssertionHandler is TestFrameworkHandler)
    }

    func testAssigningItInstallsAFallbackForUnscopedCode() {
        let recorder = AssertionRecorder()
        NimbleAssertionHandler = recorder
        expect(1).to(equal(2))
        expect(2).to(equal(2))
        NimbleAssertionHandler = TestFrameworkHandler()
        expect(3).to(equal(3))
        XCTAssertEqual(
            recorder.assertions.map(\.message.stringValue),
            ["expected to equal <2>, got <1>", "expected to equal <2>, got <2>"])
        XCTAssertEqual(recorder.assertions.map(\.success), [false, true])
    }

    func testAScopedHandlerWinsOverTheFallback() {
        let fallback = AssertionRecorder()
        let scoped = AssertionRecorder()
        NimbleAssertionHandler = fallback
        defer { NimbleAssertionHandler = TestFrameworkHandler() }
        withAssertionHandler(scoped) { fail("scoped") }
        XCTAssertEqual(scoped.assertions.map(\.message.stringValue), ["scoped"])
        XCTAssertTrue(fallback.assertions.isEmpty)
    }
}
