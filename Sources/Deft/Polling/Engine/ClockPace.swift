/// How a poll spends time on one kind of clock: before each evaluation,
/// while it runs, and until the next poll is due. The poll loop
/// (``Poller``) is the same on every clock; a clock that moves by itself or
/// that someone else advances is waited on (``WaitedPace``), and a
/// ``DrivableClock`` is moved by the poller (``DrivenPace``).
protocol ClockPace {
    /// Lets work that the last step woke run before an evaluation at `offset`.
    nonisolated(nonsending) func beforeEvaluation<Value>(at offset: Duration, _ session: PollSession<Value>) async

    /// Waits for `flight` to return, but not past the deadline (plus a
    /// real-time grace).
    nonisolated(nonsending) func awaitEvaluation<Value>(_ flight: InFlight<Value>, _ session: PollSession<Value>) async

    /// Where the poll after the one at `offset` falls: `offset` itself when
    /// a signal woke that poll (a woken poll is an extra one, and the
    /// scheduled poll still comes).
    nonisolated(nonsending) mutating func nextPoll<Value>(
        after offset: Duration, woken: Bool, _ session: PollSession<Value>
    ) async -> Duration

    /// Waits until the poll at `offset` is due; returns whether a signal on
    /// `wakeup` ended the wait early.
    nonisolated(nonsending) mutating func wait<Value>(
        until offset: Duration, _ session: PollSession<Value>, wakeup: PollWakeup
    ) async -> Bool

    /// How the clock failed to take a step within its real-time budget, if
    /// it has: the check then ends (``PollSession/stalledClockMessage(_:)``).
    var stall: ClockStall? { get }
}

extension PollSession {
    /// The pace of this session's clock.
    var pace: any ClockPace {
        clock.driver.map { DrivenPace(driver: $0) } ?? WaitedPace()
    }
}
