import Testing

@testable import Deft

/// A sleep cancelled after `advance` already resumed it leaves nothing
/// behind: code that debounces cancels and restarts sleeps all day.
@MainActor struct VirtualClockCancellationTests {
    @Test func aSleepCancelledAfterItWasResumedLeavesNoRecord() async {
        let clock = VirtualClock(maxSpeedup: nil)
        // On the main actor, which this test holds until it awaits: the
        // resumed sleeper cannot run between the advance and the cancel.
        let sleeper = Task { @MainActor in try? await clock.sleep(for: .milliseconds(10)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .milliseconds(10))
        sleeper.cancel()
        await sleeper.value
        #expect(clock.pendingCancellations == 0)
    }

    @Test func aSleepCancelledBeforeItBeganStillEndsAtOnce() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let sleeper = Task { @MainActor () -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            return (try? await clock.sleep(for: .milliseconds(10))) == nil
        }
        #expect(await sleeper.value)
        #expect(clock.sleeperCount == 0)
        #expect(clock.pendingCancellations == 0)
    }
}
