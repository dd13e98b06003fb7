import XCTest

@testable import Deft

/// `throwAssertion()` under XCTest, on the main thread: caught traps leave
/// the process running for the next test.
final class ThrowAssertionXCTests: XCTestCase {
    func testCatchesAFailedPrecondition() {
        XCTAssertNil(throwAssertionVerdict(.to) { precondition(opaque(false)) })
    }

    func testCatchesEachKindOfTrap() {
        for kind in TrapKind.allCases {
            XCTAssertNil(throwAssertionVerdict(.to) { kind.run() }, "\(kind)")
        }
    }

    func testStopsAtTheTrap() {
        var reachedAfter = false
        XCTAssertNil(
            throwAssertionVerdict(.to) {
                precondition(opaque(false))
                reachedAfter = true
            })
        XCTAssertFalse(reachedAfter)
    }

    func testMessages() {
        XCTAssertEqual(throwAssertionVerdict(.to) { 5 }, "expected to throw an assertion")
        XCTAssertNil(throwAssertionVerdict(.toNot) { 5 })
        XCTAssertEqual(
            throwAssertionVerdict(.toNot) { () -> Int in fatalError() }, "expected to not throw an assertion")
        XCTAssertEqual(
            throwAssertionVerdict(.to) { () throws -> Void in throw CocoaError(.fileNoSuchFile) },
            "expected to throw an assertion; threw error instead <\(CocoaError(.fileNoSuchFile))>")
    }

    func testCatchesAHundredTrapsInARow() {
        let caught = (0..<100).filter { _ in throwAssertionVerdict(.to) { fatalError() } == nil }
        XCTAssertEqual(caught.count, 100)
    }
}
