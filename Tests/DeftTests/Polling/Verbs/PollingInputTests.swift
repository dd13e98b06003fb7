import Deft
import Testing

/// Bad input fails at the call site, at once, without polling.
struct PollingInputTests {
    @Test func negativeTimeout() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(1), timeout: .seconds(-1))
        }.map(\.message.stringValue)
        #expect(messages == ["toEventually needs a timeout greater than zero, got -1.0 s"])
    }

    @Test func waitUntilNamesBadInputRatherThanATimeout() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .seconds(-1)) { done in done() }
        }.map(\.message.stringValue)
        #expect(messages == ["waitUntil needs a timeout greater than zero, got -1.0 s"])
    }

    /// A zero timeout fails as a negative one does; `0 s`, not `0 µs`; and
    /// toNever, toAlways and continually name their own parameter.
    @Test func aZeroTimeoutOrWindowIsNamedAsTheCallNamesIt() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(1), timeout: .zero)
            await expect { 1 }.toNever(equal(2), until: .zero)
            await expect { 1 }.toAlways(equal(1), until: .seconds(-1))
            await continually(for: .zero) {}
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "toEventually needs a timeout greater than zero, got 0 s",
                "toNever needs an until: window greater than zero, got 0 s",
                "toAlways needs an until: window greater than zero, got -1.0 s",
                "continually needs a for: window greater than zero, got 0 s",
            ])
    }

    @Test func zeroInterval() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toNever(equal(2), until: .seconds(1), pollInterval: .zero)
        }.map(\.message.stringValue)
        #expect(messages == ["toNever needs a pollInterval greater than zero, got 0 s"])
    }

    @Test func intervalLongerThanTimeout() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toAlways(equal(1), until: .milliseconds(10), pollInterval: .seconds(1))
        }.map(\.message.stringValue)
        #expect(messages == ["toAlways needs a pollInterval (1.0 s) no longer than its until: window (10 ms)"])
    }

    @Test func nestedEventualAssertion() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () async -> Int in
                await expect { 1 }.toEventually(equal(1), clock: clock)
                return 1
            }.toEventually(equal(1), clock: clock)
        }.map(\.message.stringValue)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                "toEventually cannot run inside another eventual assertion (the one at DeftTests/")
                == true)
    }

    /// The refused inner assertion is the only failure, and the outer one
    /// ends at once instead of polling (and failing again) to its deadline.
    @Test func nestingEndsTheOuterWaitAtOnce() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let evaluations = LockedBox(0)
        var status: ExpectationStatus = .pending
        let messages = await gatherFailingExpectations(silently: true) {
            status = await expect { () async -> Int in
                evaluations.withLock { $0 += 1 }
                await expect { 1 }.toEventually(equal(2), clock: clock)
                return 0
            }.toEventually(equal(1), timeout: .seconds(2), clock: clock).status
        }.map(\.message.stringValue)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("toEventually cannot run inside another eventual assertion") == true)
        #expect(evaluations.value == 1)
        #expect(status == .failed)
    }

    @Test func syncPollingUnderSwiftTestingPointsToTheAsyncForm() {
        let messages = gatherFailingExpectations(silently: true) {
            expect(1).toEventually(equal(1))
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "the synchronous toEventually would block a thread that Swift Testing's tasks need; "
                    + "use `await expect { … }.toEventually(…)` instead"
            ])
    }

    @Test func pollUnwrapNamesItselfOnBadInput() async {
        let messages = await gatherFailingExpectations(silently: true) {
            _ = try? await pollUnwrap(timeout: .zero) { 1 as Int? }
        }.map(\.message.stringValue)
        #expect(messages == ["pollUnwrap needs a timeout greater than zero, got 0 s"])
    }

    /// Each refused synchronous call names itself and points to its own async form.
    @Test func refusedSyncCallsPointToTheirOwnAsyncForm() {
        let messages = gatherFailingExpectations(silently: true) {
            _ = try? pollUnwrap(1 as Int?)
            _ = try? require(1).toAlways(equal(1))
            waitUntil { done in done() }
            TestEvent.wait(for: [TestEvent("loaded")])
        }.map(\.message.stringValue)
        let tail = " would block a thread that Swift Testing's tasks need; use "
        #expect(
            messages == [
                "the synchronous pollUnwrap\(tail)`try await pollUnwrap { … }` instead",
                "the synchronous toAlways\(tail)`try await require { … }.toAlways(…)` instead",
                "the synchronous waitUntil\(tail)`await waitUntil { done in … }` instead",
                "the synchronous wait(for:)\(tail)`await TestEvent.wait(for: …)` instead",
            ])
    }
}
