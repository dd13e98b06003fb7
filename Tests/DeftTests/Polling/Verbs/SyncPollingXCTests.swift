import Deft
import Foundation
import XCTest

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
}
