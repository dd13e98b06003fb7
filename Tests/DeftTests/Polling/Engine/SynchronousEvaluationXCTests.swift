import Deft
import Foundation
import XCTest

/// An async poll of a synchronous expression from a method with no actor
/// evaluates it on the main actor, as Nimble does, so UI state is read on the
/// main thread.
final class SynchronousEvaluationXCTests: XCTestCase {
    func testAPollFromNoActorEvaluatesOnTheMainThread() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(Thread.isMainThread).toEventually(beTrue(), clock: clock)
            await expect(Thread.isMainThread).toNever(beFalse(), until: .milliseconds(30), clock: clock)
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
        let onMain = try await require(Thread.isMainThread).toEventually(beTrue(), clock: clock)
        XCTAssertTrue(onMain)
    }

    /// From an actor, the expression runs on that actor, never on the main one.
    func testAPollFromAnActorEvaluatesOnThatActor() async {
        let failures = await OffMain().pollWhereTheExpressionRuns()
        XCTAssertEqual(failures, [])
    }
}

private actor OffMain {
    func pollWhereTheExpressionRuns() async -> [String] {
        await gatherFailingExpectations(silently: true) {
            // `self` is read without `await`: the closure, and the poll, are on this actor.
            await expect(self.runsOnTheMainThread()).toNever(
                beTrue(), until: .milliseconds(30), clock: VirtualClock(maxSpeedup: nil))
        }.map(\.message.stringValue)
    }

    func runsOnTheMainThread() -> Bool { Thread.isMainThread }
}
