import Deft
import Foundation
import Testing

/// Waiting for events on a virtual clock: exact messages, no real waiting.
struct WaitForEventsTests {
    @Test func eventsFulfilledBeforeTheWaitPassAtOnce() async {
        let clock = VirtualClock()
        let saved = TestEvent("saved")
        let synced = TestEvent("synced")
        saved.fulfill()
        synced.fulfill()
        let failures = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [saved, synced], timeout: .seconds(1), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .zero)
    }

    @Test func aMissingEventFailsAtTheTimeoutNamingIt() async {
        let clock = VirtualClock()
        let saved = TestEvent("saved")
        let synced = TestEvent("synced")
        synced.fulfill()
        let messages = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [saved, synced], timeout: .seconds(1), clock: clock)
        }.map { $0.message.stringValue }
        #expect(messages == [#"waited 1.0 s for 2 events: "saved" was not fulfilled"#])
        #expect(clock.now.offset == .seconds(1))
    }

    @Test func theFreeFunctionWaitsTheSameWay() async {
        let clock = VirtualClock()
        let done = TestEvent("done")
        let messages = await gatherFailingExpectations(silently: true) {
            await wait(for: [done], timeout: .milliseconds(100), clock: clock)
        }.map { $0.message.stringValue }
        #expect(messages == [#"waited 100 ms for 1 event: "done" was not fulfilled"#])
    }

    @Test func anExpectedCountMustBeReached() async {
        let clock = VirtualClock()
        let retry = TestEvent("retry", expectedCount: 3)
        retry.fulfill()
        retry.fulfill()
        let messages = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [retry], timeout: .milliseconds(200), clock: clock)
        }.map { $0.message.stringValue }
        #expect(messages == [#"waited 200 ms for 1 event: "retry" was fulfilled 2 times, expected 3"#])
        retry.fulfill()
        let passed = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [retry], timeout: .milliseconds(200), clock: clock)
        }
        #expect(passed.isEmpty)
    }

    @Test func aCountWithinARangePasses() async {
        let progress = TestEvent("progress", expectedCount: 2...4)
        for _ in 0..<3 { progress.fulfill() }
        let failures = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [progress], timeout: .seconds(1), clock: VirtualClock())
        }
        #expect(failures.isEmpty)
    }

    @Test func overFulfilmentFailsAtOnceAndListsEveryProblem() async {
        let clock = VirtualClock()
        let saved = TestEvent("saved")
        let synced = TestEvent("synced")
        for _ in 0..<3 { synced.fulfill() }
        let messages = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [saved, synced], timeout: .seconds(1), clock: clock)
        }.map { $0.message.stringValue }
        #expect(
            messages == [
                #"while waiting up to 1.0 s for 2 events: "synced" was fulfilled 3 times, expected 1; "#
                    + #""saved" was not fulfilled"#
            ])
        #expect(clock.now.offset == .zero)
    }

    @Test func overFulfilmentOfARangeNamesTheRange() async {
        let progress = TestEvent("progress", expectedCount: 2...4)
        for _ in 0..<5 { progress.fulfill() }
        let messages = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [progress], timeout: .seconds(1), clock: VirtualClock())
        }.map { $0.message.stringValue }
        #expect(
            messages == [#"while waiting up to 1.0 s for 1 event: "progress" was fulfilled 5 times, expected 2 to 4"#])
    }

    @Test func anInvertedEventThatDoesNotHappenPassesAfterTheWholeTimeout() async {
        let clock = VirtualClock()
        let notDone = TestEvent("not done", isInverted: true)
        let failures = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [notDone], timeout: .milliseconds(100), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == .milliseconds(100))
    }

    @Test func anInvertedEventThatHappensFails() async {
        let clock = VirtualClock()
        let notDone = TestEvent("not done", isInverted: true)
        notDone.fulfill()
        let messages = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [notDone], timeout: .milliseconds(100), clock: clock)
        }.map { $0.message.stringValue }
        #expect(
            messages == [
                #"while waiting up to 100 ms for 1 event: "not done" was fulfilled 1 time, "#
                    + "but it is inverted: it must not happen"
            ])
        #expect(clock.now.offset == .zero)
    }

    @Test func anInvertedEventMayHappenAfterItsWait() async {
        let clock = VirtualClock()
        let notYet = TestEvent("not yet done", isInverted: true)
        let passed = await TestEvent.wait(for: [notYet], timeout: .milliseconds(10), clock: clock)
        notYet.fulfill()
        #expect(passed)
    }

    @Test func eventsInOrderPass() async {
        let first = TestEvent("first")
        let second = TestEvent("second")
        first.fulfill()
        second.fulfill()
        let failures = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [first, second], timeout: .seconds(1), enforceOrder: true, clock: VirtualClock())
        }
        #expect(failures.isEmpty)
    }

    @Test func eventsOutOfOrderFailWhenOrderIsEnforced() async {
        let clock = VirtualClock()
        let saved = TestEvent("saved")
        let synced = TestEvent("synced")
        synced.fulfill()
        saved.fulfill()
        let messages = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [saved, synced], timeout: .seconds(1), enforceOrder: true, clock: clock)
            await TestEvent.wait(for: [saved, synced], timeout: .seconds(1), clock: clock)
        }.map { $0.message.stringValue }
        #expect(
            messages == [
                #"while waiting up to 1.0 s for 2 events: "synced" was fulfilled before "saved", which is listed first"#
            ])
    }

    @Test func anEventAheadThatHasNotHappenedYetIsAnOrderFailure() async {
        let clock = VirtualClock()
        let saved = TestEvent("saved")
        let synced = TestEvent("synced")
        synced.fulfill()
        let messages = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [saved, synced], timeout: .seconds(1), enforceOrder: true, clock: clock)
        }.map { $0.message.stringValue }
        #expect(
            messages == [
                #"while waiting up to 1.0 s for 2 events: "synced" was fulfilled before "saved", which is listed "#
                    + #"first; "saved" was not fulfilled"#
            ])
    }

    @Test func aBadTimeoutIsReportedInTheWaitsName() async {
        let done = TestEvent("done")
        let messages = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [done], timeout: .zero)
        }.map { $0.message.stringValue }
        #expect(messages == ["wait(for:) needs a timeout greater than zero, got 0 s"])
    }

    @Test func theWaitReturnsWhetherItPassed() async {
        let done = TestEvent("done")
        let clock = VirtualClock()
        var results: [Bool] = []
        _ = await gatherFailingExpectations(silently: true) {
            results.append(await TestEvent.wait(for: [done], timeout: .milliseconds(10), clock: clock))
            done.fulfill()
            results.append(await TestEvent.wait(for: [done], timeout: .milliseconds(10), clock: clock))
        }
        #expect(results == [false, true])
    }
}
