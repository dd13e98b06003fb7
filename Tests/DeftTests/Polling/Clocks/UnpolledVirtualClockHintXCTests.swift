import Deft
import XCTest

/// The unpolled-VirtualClock hint in an XCTest case, where the test is the
/// running case rather than a Swift Testing test.
final class UnpolledVirtualClockHintXCTests: XCTestCase {
    func testARealTimePollWhileTheCaseSleepsOnAVirtualClockSaysSo() async {
        let clock = VirtualClock()
        let task = Task { try? await clock.sleep(for: .seconds(1)) }
        defer { task.cancel() }
        while clock.sleeperCount == 0 { await Task.yield() }
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
        }.map { $0.message.stringValue }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(
            messages.first?.split(separator: "\n").last.map(String.init),
            "1 task of this test sleeps on a VirtualClock that this check does not drive, so its time never moved. "
                + "If the code under test sleeps on it, pass that clock to the check as clock:.")
    }

    func testAnOrdinaryRealTimeFailureHasNoHint() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
        }.map { $0.message.stringValue }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(messages.first?.contains("\n"), false)
    }
}
