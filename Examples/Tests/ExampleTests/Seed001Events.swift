// Seed 001: waiting on events fulfilled by other tasks: done, not done
// (inverted, after cancellation), and not yet done, then done. Short
// timeouts on a virtual clock: no padding sleeps, no real waiting.
import Deft
import ExampleApp
import Testing
import XCTest

final class EventExamples: XCTestCase {
    func testDone() async {
        let clock = VirtualClock()
        let done = TestEvent("done")
        Task {
            try await clock.sleep(for: .milliseconds(10))
            if !exampleIsBroken { done.fulfill() }
        }
        // Inside an XCTestCase, XCTest's own `wait(for:timeout:)` hides the
        // free function: say `TestEvent.wait`.
        await TestEvent.wait(for: [done], timeout: .seconds(1), clock: clock)
    }

    func testNotDoneAfterCancellation() async {
        let clock = VirtualClock()
        let notDone = TestEvent("not done", isInverted: true)
        let task = Task {
            try await clock.sleep(for: .milliseconds(10))
            notDone.fulfill()
        }
        task.cancel()  // the sleep throws, so `fulfill` never runs
        await TestEvent.wait(for: [notDone], timeout: .milliseconds(20), clock: clock)
    }

    func testNotYetDoneThenDone() async {
        let clock = VirtualClock()
        let notYetDone = TestEvent("not yet done", isInverted: true)
        let done = TestEvent("done")
        let task = Task {
            await LongRunningJob(clock: clock).run()  // 2 s, or until cancelled
            notYetDone.fulfill()
            done.fulfill()
        }
        await TestEvent.wait(for: [notYetDone], timeout: .milliseconds(10), clock: clock)
        task.cancel()
        await TestEvent.wait(for: [done], timeout: .seconds(1), clock: clock)
    }
}

/// The same scenarios in Swift Testing, where the free `wait(for:)` reads best.
struct EventExampleTests {
    @Test func done() async {
        let done = TestEvent("done")
        Task { done.fulfill() }
        await wait(for: [done], timeout: .seconds(1), clock: VirtualClock())
    }

    @Test func notDoneAfterCancellation() async {
        let clock = VirtualClock()
        let notDone = TestEvent("not done", isInverted: true)
        let task = Task {
            try await clock.sleep(for: .milliseconds(10))
            notDone.fulfill()
        }
        task.cancel()
        await wait(for: [notDone], timeout: .milliseconds(20), clock: clock)
    }

    @Test func severalEventsInOrder() async {
        let saved = TestEvent("saved")
        let synced = TestEvent("synced")
        Task {
            saved.fulfill()
            synced.fulfill()
        }
        await wait(for: [saved, synced], timeout: .seconds(1), enforceOrder: true, clock: VirtualClock())
    }

    @Test func aFailingWaitSaysWhatWasMissing() async {
        let clock = VirtualClock()
        let saved = TestEvent("saved")
        let messages = await gatherFailingExpectations(silently: true) {
            await wait(for: [saved], timeout: .seconds(1), clock: clock)
        }.map { $0.message.stringValue }
        #expect(messages == [#"waited 1.0 s for 1 event: "saved" was not fulfilled"#])
    }
}
