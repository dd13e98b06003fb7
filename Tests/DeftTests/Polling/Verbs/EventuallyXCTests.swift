import Deft
import Dispatch
import XCTest

/// The blocking forms of `eventually` and `continually`, from synchronous
/// XCTest methods on the main thread.
final class EventuallyXCTests: XCTestCase {
    func testEventuallySeesMainQueueWork() {
        let items = LockedBox<[Int]>([])
        DispatchQueue.main.async { items.set([1, 2, 3]) }
        let failures = gatherFailingExpectations(silently: true) {
            eventually(timeout: .seconds(5)) {
                expect(items.value).to(haveCount(3))
                expect(items.value.last).to(equal(3))
            }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
    }

    func testEventuallyReportsTheLastRunOnTheVirtualClock() {
        let messages = gatherFailingExpectations(silently: true) {
            eventually(timeout: .milliseconds(30), clock: VirtualClock(maxSpeedup: nil)) {
                expect(1).to(equal(2))
            }
        }.map { maskingRealTime($0.message.stringValue) }
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(messages.first, "expected to equal <2>, got <1>")
        XCTAssertTrue(
            messages.last?.hasPrefix("eventually gave up after 4 runs over 30 ms virtual / <t> real; the last run")
                == true, "\(messages)")
    }

    func testContinuallyPassesWhileEveryRunPasses() {
        let records = gatherExpectations(silently: true) {
            continually(for: .milliseconds(30), clock: VirtualClock(maxSpeedup: nil)) { expect(1).to(equal(1)) }
        }
        XCTAssertEqual(records.map(\.success), [true])
    }
}
