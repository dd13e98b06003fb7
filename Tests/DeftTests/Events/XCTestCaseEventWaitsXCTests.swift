import Deft
import DeftTesting
import Foundation
import XCTest

/// XCTest's names, `wait(for:timeout:)` and `fulfillment(of:timeout:)`, take
/// Deft's events once DeftTesting is imported, with Deft's messages.
final class XCTestCaseEventWaitsXCTests: XCTestCase {
    func testWaitForTakesTestEvents() {
        let loaded = TestEvent("loaded")
        DispatchQueue.main.async { loaded.fulfill() }
        let failures = gatherFailingExpectations(silently: true) {
            wait(for: [loaded], timeout: 10)
        }
        XCTAssertEqual(failures.map { $0.message.stringValue }, [])
    }

    func testWaitForFailsWithDeftsMessage() {
        let saved = TestEvent("saved")
        let messages = PollingDefaults.withValue(PollingDefaults(clock: VirtualClock())) {
            gatherFailingExpectations(silently: true) {
                wait(for: [saved], timeout: 1)
            }.map { $0.message.stringValue }
        }
        XCTAssertEqual(messages, [#"waited 1.0 s for 1 event: "saved" was not fulfilled"#])
    }

    func testFulfillmentOfTakesTestEvents() async {
        let saved = TestEvent("saved")
        let synced = TestEvent("synced")
        Task {
            saved.fulfill()
            synced.fulfill()
        }
        let failures = await gatherFailingExpectations(silently: true) {
            await fulfillment(of: [saved, synced], timeout: 10, enforceOrder: true)
        }
        XCTAssertEqual(failures.map { $0.message.stringValue }, [])
    }

    func testFulfillmentOfFailsWithDeftsMessage() async {
        let saved = TestEvent("saved")
        let messages = await PollingDefaults.withValue(PollingDefaults(clock: VirtualClock())) {
            await gatherFailingExpectations(silently: true) {
                await fulfillment(of: [saved], timeout: 1)
            }.map { $0.message.stringValue }
        }
        XCTAssertEqual(messages, [#"waited 1.0 s for 1 event: "saved" was not fulfilled"#])
    }
}
