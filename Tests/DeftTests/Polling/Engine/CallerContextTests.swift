import Deft
import Foundation
import Testing

/// A task started just before a check, on the same uncapped clock, from each
/// context a check is written in: it acts in time, and the check passes; it
/// acts after the timeout, and the check fails with the value it saw. (Top-
/// level code, the fifth context, is in the stress executable's main.swift:
/// only an executable has it.)
@Suite struct CallerContextTests {
    /// Starts a task that sets the flag `delay` into an uncapped clock's
    /// time, then checks for it with a 200 ms timeout; returns the failures.
    nonisolated static func check(setAfter delay: Duration) async -> [String] {
        let clock = VirtualClock(maxSpeedup: nil)
        let flag = Shared(false)
        Task {
            try await clock.sleep(for: delay)
            flag.value = true
        }
        return await failures(waitingFor: flag, on: clock)
    }

    @MainActor static func checkOnTheMainActor(setAfter delay: Duration) async -> [String] {
        let clock = VirtualClock(maxSpeedup: nil)
        let flag = Shared(false)
        Task {
            try await clock.sleep(for: delay)
            flag.value = true
        }
        return await failures(waitingFor: flag, on: clock)
    }

    /// The failures of a check for `flag` with a 200 ms timeout on `clock`,
    /// from the caller's isolation.
    static func failures(
        waitingFor flag: Shared<Bool>, on clock: VirtualClock, isolation: isolated (any Actor)? = #isolation
    ) async -> [String] {
        await gatherFailingExpectations(silently: true) {
            await expect { flag.value }.toEventually(beTrue(), timeout: .milliseconds(200), clock: clock)
        }.map(\.message.stringValue)
    }

    static let late =
        "expected to eventually be true, got <false> (21 polls over 200 ms virtual / <t> real; seen <false> ×21)"

    @Test func fromANonisolatedFunction() async {
        #expect(await Self.check(setAfter: .milliseconds(30)) == [])
        #expect(await Self.check(setAfter: .milliseconds(300)).map(maskingRealTime) == [Self.late])
    }

    @Test func fromAMainActorFunction() async {
        #expect(await Self.checkOnTheMainActor(setAfter: .milliseconds(30)) == [])
        #expect(await Self.checkOnTheMainActor(setAfter: .milliseconds(300)).map(maskingRealTime) == [Self.late])
    }

    @Test func fromADetachedTask() async {
        #expect(await Task.detached { await Self.check(setAfter: .milliseconds(30)) }.value == [])
        let late = await Task.detached { await Self.check(setAfter: .milliseconds(300)) }.value
        #expect(late.map(maskingRealTime) == [Self.late])
    }
}
