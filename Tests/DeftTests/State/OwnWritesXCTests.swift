import Deft
import Foundation
import XCTest

/// A poll's own `LockedBox` writes wake nothing. XCTest runs one test at a
/// time, so no other test's writes wake these polls, and the counts are
/// exact: on a clock that never moves, a poll runs at the start and at the
/// real-time backstop (80 ms in), and a poll woken by its own write would run
/// again at once, hundreds of times.
final class OwnWritesXCTests: XCTestCase {
    func testAnAwaitingPollsOwnWritesDoNotWakeIt() async {
        let clock = StillClock()
        let reads = LockedBox(0)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () -> Int in
                reads.withLock { $0 += 1 }
                return reads.value
            }.toEventually(equal(0), timeout: .milliseconds(30), clock: clock)
        }.map(\.message.stringValue)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertEqual(reads.value, 2, "\(messages)")
    }

    func testABlockingPollsOwnWritesDoNotWakeIt() {
        let clock = StillClock()
        let reads = LockedBox(0)
        let messages = gatherFailingExpectations(silently: true) {
            expect { () -> Int in
                reads.withLock { $0 += 1 }
                return reads.value
            }.toEventually(equal(0), timeout: .milliseconds(30), clock: clock)
        }.map(\.message.stringValue)
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(reads.value, 2)
    }
}
