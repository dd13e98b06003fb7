import Deft
import Testing

/// Extreme timeouts and intervals neither crash nor hang: a huge timeout
/// means "as long as it takes", and an interval so short that a wait would
/// make more than 100,000 polls is refused at once.
struct HostileParameterTests {
    @Test func aHugeTimeoutWaitsAsLongAsItTakesOnTheVirtualClock() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let ready = LockedBox(false)
        let worker = Task {
            try? await clock.sleep(for: .seconds(30))
            ready.set(true)
        }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(ready.value).toEventually(beTrue(), timeout: .seconds(Int64.max), clock: clock)
        }
        worker.cancel()
        await worker.value
        #expect(failures.isEmpty)
    }

    @Test func aHugeTimeoutOnTheRealClockDoesNotOverflow() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(1).toEventually(equal(1), timeout: .seconds(Int64.max), clock: ContinuousClock())
            await expect(1).toEventuallyNot(equal(2), timeout: .seconds(Int64.max))
        }
        #expect(failures.isEmpty)
    }

    @Test func anIntervalTooShortForTheTimeoutIsRefused() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect(1).toEventually(
                equal(2), timeout: .seconds(1), pollInterval: .nanoseconds(1), clock: VirtualClock(maxSpeedup: nil))
            await expect(1).toNever(equal(2), until: .seconds(1), pollInterval: .nanoseconds(1))
            await expect(1).toEventually(equal(2), timeout: .seconds(Int64.max), pollInterval: .microseconds(10))
        }.map(\.message.stringValue)
        #expect(
            messages == [
                "toEventually would poll more than 100,000 times with a pollInterval of 1 ns over its 1.0 s timeout; "
                    + "use an interval of at least 10 µs",
                "toNever would poll more than 100,000 times with a pollInterval of 1 ns over its 1.0 s until: window; "
                    + "use an interval of at least 10 µs",
                "toEventually would poll more than 100,000 times with a pollInterval of 10 µs over its "
                    + "3153600000.0 s timeout; use an interval of at least 1 ms",
            ])
    }
}
