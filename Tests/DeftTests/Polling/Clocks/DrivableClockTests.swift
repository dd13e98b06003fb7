import Deft
import Testing

/// A drivable clock with only the three required members, as a user's
/// conformance of a test clock may be: it cannot say who sleeps on it.
private struct UntrackedClock: DrivableClock {
    let base = VirtualClock(maxSpeedup: nil)
    var now: VirtualClock.Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }
    var nextDeadline: VirtualClock.Instant? { nil }
    var maxSpeedup: Double? { nil }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(to instant: VirtualClock.Instant) async { base.advance(to: instant) }
}

/// A user's conformance that forwards every member, the settled signal
/// included, to a `VirtualClock`: the poller follows it as it follows the
/// `VirtualClock` itself.
private struct ForwardingClock: DrivableClock {
    let base = VirtualClock(maxSpeedup: nil)
    var now: VirtualClock.Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }
    var nextDeadline: VirtualClock.Instant? { base.nextDeadline }
    var maxSpeedup: Double? { nil }
    var hasWakingSleepers: Bool { base.hasWakingSleepers }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(to instant: VirtualClock.Instant) async { base.advance(to: instant) }
    func isSleeping(_ evaluation: PollEvaluation) -> Bool? { base.isSleeping(evaluation) }
    func watchSleepers(_ changed: @escaping @Sendable () -> Void) -> ClockWatch? { base.watchSleepers(changed) }
}

struct DrivableClockTests {
    @Test func aClockCannotTellWhenItSettlesByDefault() {
        #expect(UntrackedClock().watchSleepers {} == nil)
        let watch = VirtualClock().watchSleepers {}
        #expect(watch != nil)
        watch?.cancel()
    }

    /// An expression asleep on a clock that says so, and says when its
    /// sleepers change, moves time at once: no stall grace of real time.
    @Test func aClockThatSignalsIsFollowedWithoutTheStallGrace() async {
        let clock = ForwardingClock()
        let wall = VirtualWall()
        let failures = await wall.driving {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in
                    try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(10)), tolerance: nil)
                    return 1
                }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
            }.map(\.message.stringValue)
        }
        #expect(failures.isEmpty)
        #expect(wall.clock.now.offset < .milliseconds(100))
    }

    @Test func aClockWithOnlyTheRequiredMembersIsDrivenPollByPoll() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(1).toEventually(equal(2), timeout: .milliseconds(100), clock: UntrackedClock())
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            failures == [
                maskingRealTime(
                    "expected to eventually equal <2>, got <1> (11 polls over 100 ms virtual / 1 ms real; seen <1> ×11)"
                )
            ])
    }

    /// Only a clock that knows who sleeps on it can say that nobody did: the
    /// hint a `VirtualClock` gives stays out of this message.
    @Test func aClockThatCannotTellWhoSleepsGivesNoNothingSleptHint() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(1).toEventually(equal(2), timeout: .milliseconds(100), clock: UntrackedClock())
        }
        let tracked = await gatherFailingExpectations(silently: true) {
            await expect(1).toEventually(equal(2), timeout: .milliseconds(100), clock: VirtualClock())
        }
        #expect(failures.map(\.message.stringValue).allSatisfy { !$0.contains("Nothing slept") })
        #expect(tracked.map(\.message.stringValue).allSatisfy { $0.contains("\nNothing slept on the virtual clock") })
    }

    /// The poller cannot see that the expression sleeps on the clock, so it
    /// gives the evaluation the stall grace of real time (on a virtual wall
    /// here) before it moves time; then the sleep ends and the check passes.
    @Test func anExpressionAsleepOnAClockThatCannotTellPassesAfterTheStallGrace() async {
        let clock = UntrackedClock()
        let wall = VirtualWall()
        let failures = await wall.driving {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in
                    try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(10)), tolerance: nil)
                    return 1
                }.toEventually(equal(1), timeout: .seconds(1), clock: clock)
            }.map(\.message.stringValue)
        }
        #expect(failures.isEmpty)
        #expect(wall.clock.now.offset >= .milliseconds(500))
        #expect(wall.clock.now.offset < .milliseconds(600))
    }
}
