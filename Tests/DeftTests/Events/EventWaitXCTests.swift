import Deft
import Foundation
import XCTest

/// The blocking wait, on XCTest's main thread.
final class EventWaitXCTests: XCTestCase {
    func testWorkOnTheMainQueueCanFulfilWhileTheMainThreadWaits() {
        let loaded = TestEvent("loaded")
        DispatchQueue.global().async {
            DispatchQueue.main.async { loaded.fulfill() }
        }
        let failures = gatherFailingExpectations(silently: true) {
            TestEvent.wait(for: [loaded], timeout: .seconds(10))
        }
        XCTAssertEqual(failures.map { $0.message.stringValue }, [])
    }

    func testABlockingWaitFailsOnTheVirtualClockWithTheSameMessage() {
        let clock = VirtualClock()
        let saved = TestEvent("saved")
        let messages = gatherFailingExpectations(silently: true) {
            TestEvent.wait(for: [saved], timeout: .seconds(1), clock: clock)
        }.map { $0.message.stringValue }
        XCTAssertEqual(messages, [#"waited 1.0 s for 1 event: "saved" was not fulfilled"#])
        XCTAssertEqual(clock.now.offset, .seconds(1))
    }

    func testAFulfilmentWakesABlockingWaitOnTheMainThread() {
        let clock = VirtualClock(maxSpeedup: 1)
        let done = TestEvent("done")
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { done.fulfill() }
        let started = ContinuousClock.now
        let failures = PollingDefaults.withValue(PollingDefaults(pollInterval: .seconds(30))) {
            gatherFailingExpectations(silently: true) {
                TestEvent.wait(for: [done], timeout: .seconds(60), clock: clock)
            }
        }
        XCTAssertEqual(failures.map { $0.message.stringValue }, [])
        XCTAssertLessThan(started.duration(to: .now), .seconds(10))
    }

    func testAFulfilmentWakesABlockingWaitOffTheMainThread() {
        let finished = TestEvent("finished")
        let outcome = LockedBox<[String]?>(nil)
        Thread.detachNewThread {
            let clock = VirtualClock(maxSpeedup: 1)
            let done = TestEvent("done")
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { done.fulfill() }
            let started = ContinuousClock.now
            let failures = PollingDefaults.withValue(PollingDefaults(pollInterval: .seconds(30))) {
                gatherFailingExpectations(silently: true) {
                    TestEvent.wait(for: [done], timeout: .seconds(60), clock: clock)
                }
            }
            outcome.set(
                failures.map { $0.message.stringValue } + ["woke early: \(started.duration(to: .now) < .seconds(10))"])
            finished.fulfill()
        }
        TestEvent.wait(for: [finished], timeout: .seconds(20))
        XCTAssertEqual(outcome.value, ["woke early: true"])
    }
}
