import Deft
import Testing

/// `emit` checks what an async sequence produces, waiting on the clock.
struct EmitTests {
    @Test func passesOnTheFirstElementsInOrder() async {
        let clock = VirtualClock()
        let failures = await asyncFailures {
            await expect(stream([1, 2, 3, 4], every: .milliseconds(100), on: clock)).to(emit(1, 2, 3, clock: clock))
            await expect(stream([1, 2, 3], every: .milliseconds(100), on: clock, then: .finish))
                .to(emit(1, 2, 3, then: .finish, clock: clock))
            await expect(stream([1], every: .milliseconds(100), on: clock, then: .failure))
                .to(emit(1, then: .failure, clock: clock))
            await expect(stream([5], every: .milliseconds(100), on: clock)).toNot(emit(4, clock: clock))
        }
        #expect(failures.isEmpty)
    }

    @Test func failuresShowWhatArrivedAndHowItEnded() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await asyncFailures {
            await expect(stream([1, 2], every: .milliseconds(100), on: clock)).to(emit(1, 2, 3, clock: clock))
            await expect(stream([1, 2, 3, 4], every: .milliseconds(10), on: clock, then: .finish))
                .to(emit(1, 2, 3, then: .finish, clock: clock))
            await expect(stream([1, 2], every: .milliseconds(10), on: clock, then: .finish))
                .to(emit(1, 2, 3, clock: clock))
            await expect(stream([1], every: .milliseconds(10), on: clock, then: .failure))
                .to(emit(1, then: .finish, clock: clock))
            await expect(stream([4], every: .milliseconds(10), on: clock)).toNot(emit(4, clock: clock))
        }
        #expect(
            failures == [
                "expected to emit <[1, 2, 3]>, got <[1, 2]>, then nothing more before the 1.0 s timeout (virtual)",
                "expected to emit <[1, 2, 3]> then finish, got <[1, 2, 3, 4]>",
                "expected to emit <[1, 2, 3]>, got <[1, 2]>, then finished",
                "expected to emit <[1]> then finish, got <[1]>, then failed with <Offline()>",
                "expected to not emit <[4]>, got <[4]>",
            ])
    }

    @Test func cancellationReachesTheProducerWhenTheMatcherIsDone() async {
        let clock = VirtualClock()
        let cancelled = LockedBox(false)
        let failures = await asyncFailures {
            await expect(stream([1, 2, 3], every: .milliseconds(10), on: clock, cancelled: cancelled))
                .to(emit(1, clock: clock))
        }
        await expect { cancelled.value }.toEventually(beTrue(), clock: clock)
        #expect(failures.isEmpty)
    }

    @Test func aSlowProducerOnAnUncappedVirtualClockCostsMilliseconds() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await asyncFailures {
            await expect(stream([1, 2, 3], every: .seconds(10), on: clock))
                .to(emit(1, 2, 3, timeout: .seconds(60), clock: clock))
        }
        #expect(failures.isEmpty)
    }

    /// The timeout is the whole match's: an element that came at 1.0 s of a
    /// 1.5 s timeout, and nothing after it, reads "nothing more before the
    /// timeout", not "nothing for 1.5 s".
    @Test func theTimeoutIsForTheWholeSequenceAndTheMessageSaysSo() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await asyncFailures {
            await expect(stream([100, 200], every: .seconds(1), on: clock))
                .to(emit(100, 200, timeout: .milliseconds(1500), clock: clock))
        }
        #expect(
            failures == [
                "expected to emit <[100, 200]>, got <[100]>, then nothing more before the 1.5 s timeout (virtual)"
            ])
    }

    @Test func onTheRealClockItWaitsInRealTime() async {
        let clock = ContinuousClock()
        // The first check passes as its elements come: its bound is only for a
        // loaded machine, where the suite's CPU-bound tests can hold both pool
        // threads past the default second (it failed once so).
        let failures = await asyncFailures {
            await expect(stream([1, 2], every: .zero, on: clock, then: .finish))
                .to(emit(1, 2, then: .finish, timeout: .seconds(60)))
            await expect(stream([], every: .zero, on: clock)).to(emit(1, timeout: .milliseconds(30)))
        }
        #expect(failures == ["expected to emit <[1]>, got <[]>, then nothing before the 30 ms timeout (real)"])
    }
}
