/// The pace of a clock that the poller waits on: the real clocks, whose time
/// passes by itself, and any other `Clock` that is not a ``DrivableClock``,
/// whose time moves only when someone advances it. Real time backs such a
/// clock up (``PollSession/backstop``), so a check on a clock nobody
/// advances still ends.
struct WaitedPace: ClockPace {
    /// A waited clock takes no steps: its backstop is ``PollSession/backstop``.
    var stall: ClockStall? { .none }

    nonisolated(nonsending) func beforeEvaluation<Value>(at offset: Duration, _ session: PollSession<Value>) async {}

    nonisolated(nonsending) func awaitEvaluation<Value>(
        _ flight: InFlight<Value>, _ session: PollSession<Value>
    ) async {
        let timing = session.timing
        while flight.result == nil, !Task.isCancelled {
            if session.clock.elapsed() >= session.timeout || session.isPastBackstop {
                // Its start ends a wait too: the grace is waited out all the same.
                let end = timing.wall.deadline(after: timing.evaluationGrace)
                while flight.result == nil, !Task.isCancelled, timing.wall.now() < end {
                    await flight.wait(orUntil: { timing.wall.alarm(end - timing.wall.now(), $0) })
                }
                return
            }
            await flight.wait(orUntil: { alarm(at: session.timeout, session, ring: $0) })
        }
    }

    nonisolated(nonsending) func nextPoll<Value>(
        after offset: Duration, woken: Bool, _ session: PollSession<Value>
    ) async -> Duration {
        woken ? offset : session.nextStep(after: offset)
    }

    nonisolated(nonsending) func wait<Value>(
        until offset: Duration, _ session: PollSession<Value>, wakeup: PollWakeup
    ) async -> Bool {
        let due = pollTime(for: offset, session)
        return await wakeup.pause { alarm(at: due, session, ring: $0) }
    }

    /// When a poll due at `offset` runs: ``boundaryLag(_:)`` after the
    /// interval boundary, except at the deadline. Code under test tends to
    /// sleep whole intervals from about when the check starts, and a poll
    /// exactly on the boundary races that wake-up: when it loses, the change
    /// waits a whole interval.
    func pollTime<Value>(for offset: Duration, _ session: PollSession<Value>) -> Duration {
        min(offset + boundaryLag(session), max(offset, session.timeout))
    }

    /// How far after each interval boundary a poll runs: a twentieth of the
    /// interval, at most 0.25 ms (``PollTiming``). From 5 ms up that keeps a
    /// 20 ms sleep polled every 10 ms passing at about 20.5 ms, not 30; at
    /// 1 ms, 0.05 ms still sees the change on time in all but a few runs in
    /// a hundred, where 0.25 ms delayed every pass.
    func boundaryLag<Value>(_ session: PollSession<Value>) -> Duration {
        min(session.interval / session.timing.boundaryLagShare, session.timing.boundaryLagLimit)
    }

    /// Sets an alarm for when the clock reaches `offset`, or for the
    /// backstop in real time if it comes first.
    private func alarm<Value>(
        at offset: Duration, _ session: PollSession<Value>, ring: @escaping @Sendable () -> Void
    ) -> Alarm {
        // Every clock that is waited on has an alarm; only a driven one has none.
        let onClock = session.clock.alarm?(offset, ring) ?? Alarm {}
        guard let backstop = session.backstop else { return onClock }
        let wall = session.timing.wall
        return onClock.alongWith(wall.alarm(backstop - wall.now(), ring))
    }
}
