import Deft
import Foundation
import Testing

/// Fulfilling events from other threads and tasks, and waking the wait early.
struct EventFulfilmentTests {
    @Test func fulfilmentFromGCDEndsTheWait() async {
        let loaded = TestEvent("loaded")
        DispatchQueue.global().async { loaded.fulfill() }
        let failures = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [loaded], timeout: .seconds(10))
        }
        #expect(failures.isEmpty)
    }

    @Test func concurrentFulfilmentsAreAllCounted() async {
        let chunk = TestEvent("chunk", expectedCount: 500)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 500) { _ in chunk.fulfill() }
        }
        let failures = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [chunk], timeout: .seconds(10))
        }
        #expect(failures.isEmpty)
        #expect(chunk.fulfillmentCount == 500)
    }

    @Test func fulfilmentFromATaskSleepingOnTheVirtualClock() async {
        let clock = VirtualClock()
        let done = TestEvent("done")
        Task {
            try await clock.sleep(for: .milliseconds(300))
            done.fulfill()
        }
        let failures = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [done], timeout: .seconds(1), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .milliseconds(300))
    }

    /// With 30 s between polls and virtual time paced at real speed, the
    /// second poll is due 30 s of real time later: only the wake-up can end
    /// this wait within 10 s.
    @Test func aFulfilmentWakesTheWaitBeforeTheNextPoll() async {
        let clock = VirtualClock(maxSpeedup: 1)
        let done = TestEvent("done")
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { done.fulfill() }
        let started = ContinuousClock.now
        let failures = await PollingDefaults.withValue(PollingDefaults(pollInterval: .seconds(30))) {
            await gatherFailingExpectations(silently: true) {
                await TestEvent.wait(for: [done], timeout: .seconds(60), clock: clock)
            }
        }
        #expect(failures.isEmpty)
        #expect(started.duration(to: .now) < .seconds(10))
    }

    @Test func theLastOfSeveralEventsWakesTheWait() async {
        let clock = VirtualClock(maxSpeedup: 1)
        let events = (1...3).map { TestEvent("step \($0)") }
        let started = ContinuousClock.now
        DispatchQueue.global().async {
            for event in events { event.fulfill() }
        }
        let failures = await PollingDefaults.withValue(PollingDefaults(pollInterval: .seconds(30))) {
            await gatherFailingExpectations(silently: true) {
                await TestEvent.wait(for: events, timeout: .seconds(60), enforceOrder: true, clock: clock)
            }
        }
        #expect(failures.isEmpty)
        #expect(started.duration(to: .now) < .seconds(10))
    }

    @Test func beFulfilledMatchesAnEventWithinItsCount() async {
        let saved = TestEvent("saved")
        let messages = gatherFailingExpectations(silently: true) {
            expect(saved).to(beFulfilled())
            saved.fulfill()
            expect(saved).to(beFulfilled())
            saved.fulfill()
            expect(saved).to(beFulfilled())
        }.map { $0.message.stringValue }
        #expect(
            messages == [
                #"expected to be fulfilled, got <"saved", fulfilled 0 times, expected 1>"#,
                #"expected to be fulfilled, got <"saved", fulfilled 2 times, expected 1>"#,
            ])
    }

    @Test func beFulfilledPollsOnTheOnePollingEngine() async {
        let clock = VirtualClock()
        let synced = TestEvent("synced")
        Task {
            try await clock.sleep(for: .milliseconds(50))
            synced.fulfill()
        }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(synced).toEventually(beFulfilled(), timeout: .seconds(1), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .milliseconds(50))
    }

    @Test func eventsDescribeThemselves() {
        let retry = TestEvent("retry", expectedCount: 2...3, isInverted: true)
        retry.fulfill()
        #expect(retry.testDescription == #""retry", fulfilled 1 time, expected 2 to 3"#)
        #expect(retry.name == "retry")
        #expect(retry.expectedCount == 2...3)
        #expect(retry.isInverted)
        #expect(!retry.isFulfilled)
    }
}
