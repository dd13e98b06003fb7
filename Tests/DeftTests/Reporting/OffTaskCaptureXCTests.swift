import Deft
import Foundation
import XCTest

/// Failures raised where no task-local handler is bound (a GCD queue, a
/// `Thread`, a `Task.detached`) reach the capture scope they were raised
/// under while it is the only one open. XCTest runs its tests one at a time,
/// so here that is always the case.
final class OffTaskCaptureXCTests: XCTestCase {
    func testCapturesAFailureRaisedOnAGlobalQueue() {
        let messages = gatherFailingExpectations(silently: true) {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                expect(1).to(equal(2))
                done.signal()
            }
            done.wait()
        }.map(\.message.stringValue)
        XCTAssertEqual(messages, ["expected to equal <2>, got <1>"])
    }

    func testCapturesAFailureRaisedOnAThread() {
        let messages = gatherFailingExpectations(silently: true) {
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                fail("from a thread")
                done.signal()
            }
            done.wait()
        }.map(\.message.stringValue)
        XCTAssertEqual(messages, ["from a thread"])
    }

    func testCapturesAFailureRaisedInADetachedTask() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await Task.detached { expect("detached").to(equal("attached")) }.value
        }.map(\.message.stringValue)
        XCTAssertEqual(messages, [#"expected to equal <"attached">, got <"detached">"#])
    }

    func testCapturesPassesRaisedOffTheTask() {
        let records = gatherExpectations(silently: true) {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                expect(3).to(equal(3))
                done.signal()
            }
            done.wait()
        }
        XCTAssertEqual(records.map(\.success), [true])
    }

    /// With two scopes open, a queue's failure could belong to either: it
    /// goes to neither, but to the fallback (here a recorder; by default the
    /// test framework), so it is never lost.
    func testAnAmbiguousFailureGoesToTheFallbackNotToAScope() {
        let fallback = AssertionRecorder()
        NimbleAssertionHandler = fallback
        defer { NimbleAssertionHandler = TestFrameworkHandler() }
        let outer = AssertionRecorder()
        let inner = AssertionRecorder()
        withAssertionHandler(outer) {
            withAssertionHandler(inner) {
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    fail("whose?")
                    done.signal()
                }
                done.wait()
            }
        }
        XCTAssertEqual(outer.assertions.count, 0)
        XCTAssertEqual(inner.assertions.count, 0)
        XCTAssertEqual(fallback.assertions.map(\.message.stringValue), ["whose?"])
    }
}
