import Testing

@testable import Deft

/// Rounds of the executor before the driven path's waits
/// (`PollClock.Driver.giveRounds`) let work that no signal can show run,
/// and on an actor give the actor up meanwhile.
@MainActor
struct PollClockTests {
    @Test func roundsRunATaskStartedJustBeforeOnTheCallersActor() async throws {
        let driver = try #require(PollClock(VirtualClock(maxSpeedup: nil)).driver)
        let ran = LockedBox(false)
        Task { @MainActor in ran.set(true) }
        // Nothing to wait for and no round: this actor is never given up.
        await driver.giveRounds(0)
        #expect(!ran.value)
        await driver.giveRounds(1)
        #expect(ran.value)
    }
}
