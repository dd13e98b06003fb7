import Foundation
import XCTest

@testable import Deft

/// The defect behind issue #27, under XCTest: a block run still going after
/// its check kept its capture scope open, so every later failure with no
/// task-local handler (and, outside any capture, every failure at all) went
/// to that run's recorder and was lost. The check now closes the scopes of
/// its runs when it ends.
final class CheckOwnershipXCTests: XCTestCase {
    func testAFailureOnAThreadAfterAStuckRunReachesTheOnlyOpenScope() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await eventually(timeout: .seconds(1), clock: clock) {
                // Awaiting an unstructured task ignores cancellation: this
                // run outlives its check, asleep on the clock.
                await Task { try? await clock.sleep(for: .seconds(10)) }.value
                fail("late: this run's check is over")
            }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    fail("from a thread, after the check")
                    continuation.resume()
                }
            }
            clock.advance(by: .seconds(10))
        }.map { $0.message.stringValue }
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages.first?.hasPrefix("eventually gave up at its 1.0 s timeout") == true)
        XCTAssertEqual(messages.last, "from a thread, after the check")
    }
    // The tasks `waitUntil`'s action starts belong to the test: under XCTest,
    // their failures reach it while this test case runs, also after the
    // check ended; after the test case ends they go to no test.

    func testAFailureFromATaskOfWaitUntilsActionWhileTheCheckRunsReachesTheTest() async {
        let messages = await failuresOfAWaitUntilActionsTaskWhileTheCheckRuns()
        XCTAssertEqual(messages, ["from the action's task, while the check runs"])
    }

    func testAFailureFromATaskOfTheSynchronousWaitUntilsActionAfterTheCheckReachesTheTest() {
        let clock = VirtualClock(maxSpeedup: nil)
        let failed = TestEvent("the action's task failed after the check")
        let messages = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .seconds(1), clock: clock) { done in
                Task {
                    done()
                    try? await clock.sleep(for: .seconds(2))
                    fail("from the action's task, after the check passed")
                    failed.fulfill()
                }
            }
            Deft.wait(for: [failed], timeout: .seconds(5), clock: clock)
        }.map(\.message.stringValue)
        XCTAssertEqual(messages, ["from the action's task, after the check passed"])
    }

    func testATestTaskHandlerKnowsWhenItsTestCaseHasEnded() {
        let recorder = AssertionRecorder()
        let running = TestTaskHandler(inner: recorder, test: XCTestReporter.runningTest)
        XCTAssertEqual(running.test?.name, name)
        XCTAssertFalse(running.testHasEnded)
        let ended = TestTaskHandler(inner: recorder, test: TestCaseRun(number: -1, name: "Suite.testThatEnded"))
        XCTAssertTrue(ended.testHasEnded)
        // A pass, so that nothing is written to standard error.
        ended.assert(true, message: FailureMessage(stringValue: "after its test"), location: SourceLocation())
        running.assert(true, message: FailureMessage(stringValue: "during its test"), location: SourceLocation())
        XCTAssertEqual(recorder.assertions.map(\.message.stringValue), ["during its test"])
        XCTAssertEqual(
            TestTaskHandler.late("expected to equal <1>, got <2>", of: TestCaseRun(number: 7, name: "Suite.testX")),
            "expected to equal <1>, got <2> (reported after its test, Suite.testX, had ended: a task that the "
                + "test started outlived it; charged to no test)")
    }
}
