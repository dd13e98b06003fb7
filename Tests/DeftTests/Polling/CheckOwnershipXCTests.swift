import Deft
import Foundation
import XCTest

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
}
