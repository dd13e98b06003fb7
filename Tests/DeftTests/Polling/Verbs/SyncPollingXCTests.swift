import Foundation
import XCTest

@testable import Deft

/// Synchronous polling from XCTest methods, which run on the main thread.
final class SyncPollingXCTests: XCTestCase {
    func testSeesWorkDispatchedToTheMainQueue() {
        let flag = Shared(false)
        DispatchQueue.main.async { flag.value = true }
        let failures = gatherFailingExpectations(silently: true) {
            expect(flag.value).toEventually(beTrue(), timeout: .seconds(5))
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
    }

    func testSeesAMainActorTask() {
        let flag = Shared(false)
        Task { @MainActor in flag.value = true }
        let failures = gatherFailingExpectations(silently: true) {
            expect(flag.value).toEventually(beTrue(), timeout: .seconds(5))
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
    }

    func testFailsOnTheVirtualClockWithItsHistory() {
        let messages = gatherFailingExpectations(silently: true) {
            expect(1).toEventually(equal(2), timeout: .milliseconds(50), clock: VirtualClock(maxSpeedup: nil))
        }.map { maskingRealTime($0.message.stringValue) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.hasPrefix("expected to eventually equal <2>, got <1> (6 polls over 50 ms virtual") == true)
    }

    func testSyncWaitUntilOnTheMainThread() {
        let failures = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .seconds(5)) { done in
                DispatchQueue.main.async { done() }
            }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
    }

    func testSyncToNeverAndToAlwaysOnTheVirtualClock() {
        let failures = gatherFailingExpectations(silently: true) {
            expect(1).toNever(equal(2), clock: VirtualClock(maxSpeedup: nil))
            expect(1).toAlways(equal(1), clock: VirtualClock(maxSpeedup: nil))
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
    }

    func testScopedDefaultsForAWholeTestCase() {
        let messages = PollingDefaults.withValue(PollingDefaults(timeout: .milliseconds(30), clock: VirtualClock())) {
            gatherFailingExpectations(silently: true) { expect(1).toEventually(equal(2)) }
        }.map { maskingRealTime($0.message.stringValue) }
        XCTAssertTrue(
            messages.first?.hasPrefix("expected to eventually equal <2>, got <1> (4 polls over 30 ms") == true)
    }

    /// A synchronous verb runs each evaluation on the caller's thread, where
    /// nothing can end it: one still running at the deadline is waited for,
    /// and its verdict counts, as in Nimble. Nimble's own
    /// `testToAlwaysDetectsStalledMainThreadActivity` (evaluations of 100 ms
    /// against a 1 s timeout) failed now and then with "the expression was
    /// still running". Both graces are zero here, so an evaluation that takes
    /// any time at all runs past them.
    func testAnEvaluationStillRunningAtTheDeadlineCountsOnTheVirtualClock() {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = PollTiming.$current.withValue(Self.noGraces) {
            gatherFailingExpectations(silently: true) {
                expect { () -> Bool in
                    if clock.now.offset >= .seconds(1) { Thread.sleep(forTimeInterval: 0.005) }
                    return true
                }.toAlways(beTrue(), until: .seconds(1), clock: clock)
            }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
    }

    func testAnEvaluationStillRunningAtTheDeadlineCountsOnTheRealClock() {
        let failures = PollTiming.$current.withValue(Self.noGraces) {
            gatherFailingExpectations(silently: true) {
                expect { () -> Bool in
                    Thread.sleep(forTimeInterval: 0.005)
                    return false
                }.toNever(beTrue(), until: .milliseconds(20))
            }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
    }

    /// The real allowances, but no grace for an evaluation at the deadline.
    private static var noGraces: PollTiming {
        var timing = PollTiming()
        timing.evaluationGrace = .zero
        timing.stallGrace = .zero
        return timing
    }
}
