import Testing

@testable import Deft

/// The one wait of the driven path (`PollClock.Driver.wait`): its first
/// phase, rounds of the executor, lets work that no signal can show run,
/// and on an actor gives the actor up meanwhile.
@MainActor
struct PollClockTests {
    @Test func theOneWaitsRoundsRunATaskStartedJustBeforeOnTheCallersActor() async throws {
        let driver = try #require(PollClock(VirtualClock(maxSpeedup: nil)).driver)
        let ran = LockedBox(false)
        Task { @MainActor in ran.set(true) }
        // Nothing to wait for and no round: this actor is never given up.
        await driver.wait(rounds: 0, PollTiming())
        #expect(!ran.value)
        await driver.wait(rounds: 1, PollTiming())
        #expect(ran.value)
    }
}
