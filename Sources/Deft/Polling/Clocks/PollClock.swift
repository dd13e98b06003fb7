import Foundation

/// A clock as the poller sees it: time elapsed since the poll started, a way
/// to wait, and, for a ``DrivableClock``, a way to move time itself.
struct PollClock: Sendable {
    /// A class, not a struct: the poller passes it to every step, and a copy
    /// of its closures would retain each of them.
    final class Driver: Sendable {
        let nextDeadline: @Sendable () -> Duration?
        let advance: @Sendable (Duration) async -> Void
        /// `VirtualClock`'s `advance`, which returns at once: the poller
        /// calls it where it runs, with no hop to another executor and
        /// without a real-time budget (see ``ClockStall``).
        let advanceAtOnce: (@Sendable (Duration) -> Void)?
        /// Whether every task the last waking step resumed has begun its next
        /// sleep on the clock (``VirtualClock``'s); `nil` when the clock cannot tell.
        let wokenTasksSleepAgain: (@Sendable () -> Bool)?
        let maxSpeedup: Double?
        /// Whether the evaluation sleeps on the clock; `nil` when the clock
        /// cannot tell.
        let isSleeping: @Sendable (_ evaluation: PollEvaluation) -> Bool?
        /// Whether a task the last `advance` woke has yet to run again.
        let isWaking: @Sendable () -> Bool
        /// Whether the clock knows who sleeps on it, and so whether its
        /// silence means that nothing slept.
        let tracksSleepers: Bool
        /// Watches the sleepers (see ``DrivableClock/watchSleepers(_:)``);
        /// `nil` when the clock cannot tell when they change.
        let watchSleepers: (@Sendable (_ changed: @escaping @Sendable () -> Void) -> Alarm)?

        init(
            nextDeadline: @escaping @Sendable () -> Duration?, advance: @escaping @Sendable (Duration) async -> Void,
            advanceAtOnce: (@Sendable (Duration) -> Void)?, wokenTasksSleepAgain: (@Sendable () -> Bool)?,
            maxSpeedup: Double?, isSleeping: @escaping @Sendable (_ evaluation: PollEvaluation) -> Bool?,
            isWaking: @escaping @Sendable () -> Bool, tracksSleepers: Bool,
            watchSleepers: (@Sendable (_ changed: @escaping @Sendable () -> Void) -> Alarm)?
        ) {
            self.nextDeadline = nextDeadline
            self.advance = advance
            self.advanceAtOnce = advanceAtOnce
            self.wokenTasksSleepAgain = wokenTasksSleepAgain
            self.maxSpeedup = maxSpeedup
            self.isSleeping = isSleeping
            self.isWaking = isWaking
            self.tracksSleepers = tracksSleepers
            self.watchSleepers = watchSleepers
        }
    }

    let elapsed: @Sendable () -> Duration
    /// Sets an ``Alarm`` that rings when the clock reaches an offset from the
    /// start; `nil` on a driven clock, whose time the poller moves itself.
    let alarm: (@Sendable (_ offset: Duration, _ ring: @escaping @Sendable () -> Void) -> Alarm)?
    let driver: Driver?
    /// The clock's type, as failure messages name it.
    var name = ""
    /// Whether the clock's time passes by itself (the real clocks) or the
    /// poller moves it (a ``DrivableClock``). Any other clock moves only
    /// when someone advances it, so real time backs its deadline up.
    var movesWithoutHelp = true
}

extension PollClock {
    init(_ clock: any Clock<Duration>) {
        if let drivable = clock as? any DrivableClock {
            self = Self.driven(drivable)
        } else {
            self = Self.waited(clock)
            movesWithoutHelp = clock.runsInRealTime
        }
        name = String(describing: type(of: clock))
    }

    /// A clock that runs by itself. The real clocks' alarms are deadlines on
    /// ``AlarmThread``; any other clock's is a task asleep on it.
    private static func waited<C: Clock<Duration>>(_ clock: C) -> PollClock {
        let start = clock.now
        let isRealTime = clock.runsInRealTime
        return PollClock(
            elapsed: { start.duration(to: clock.now) },
            alarm: { offset, ring in
                let deadline = start.advanced(by: offset)
                guard !isRealTime else { return .after(clock.now.duration(to: deadline), ring: ring) }
                return .whenReturns({ try? await clock.sleep(until: deadline, tolerance: nil) }, ring: ring)
            },
            driver: nil)
    }

    private static func driven<C: DrivableClock>(_ clock: C) -> PollClock {
        let start = clock.now
        let probe = clock.watchSleepers {}
        probe?.cancel()
        var watchSleepers: (@Sendable (_ changed: @escaping @Sendable () -> Void) -> Alarm)?
        if probe != nil {
            watchSleepers = { changed in
                let watch = clock.watchSleepers(changed)
                return Alarm { watch?.cancel() }
            }
        }
        var advanceAtOnce: (@Sendable (Duration) -> Void)?
        var wokenTasksSleepAgain: (@Sendable () -> Bool)?
        if let clock = clock as? VirtualClock, let start = start as? VirtualClock.Instant {
            advanceAtOnce = { offset in clock.move(to: start.advanced(by: offset)) }
            wokenTasksSleepAgain = { clock.wokenTasksSleepAgain }
        }
        let driver = Driver(
            nextDeadline: { clock.nextDeadline.map { start.duration(to: $0) } },
            advance: { offset in await clock.advance(to: start.advanced(by: offset)) },
            advanceAtOnce: advanceAtOnce, wokenTasksSleepAgain: wokenTasksSleepAgain,
            maxSpeedup: clock.maxSpeedup,
            isSleeping: { evaluation in clock.isSleeping(evaluation) },
            isWaking: { clock.hasWakingSleepers },
            tracksSleepers: clock.isSleeping(.next()) != nil,
            watchSleepers: watchSleepers)
        return PollClock(elapsed: { start.duration(to: clock.now) }, alarm: .none, driver: driver)
    }
}

extension PollClock.Driver {
    /// The one wait of the driven path for the clock to settle: while
    /// `condition` holds, for at most `limit` of real time. It looks again
    /// at each change of the clock's sleepers (on a clock that says when
    /// they change), at each signal of `sources`, and after a pause that
    /// doubles from ``PollTiming/recheck`` to ``PollTiming/recheckLimit``, for
    /// a condition no signal follows (such as whether other threads run) or
    /// a clock that cannot tell: it backs off, and never spins.
    ///
    /// Work that no signal shows, such as a `Task {}` the test started just
    /// before the check and not yet asleep on the clock, gets rounds of the
    /// executor before it (``giveRounds(_:)``).
    nonisolated(nonsending) func wait(
        while condition: () -> Bool, upTo limit: Duration, _ timing: PollTiming, wokenBy sources: [WakeSource] = []
    ) async {
        guard condition() else { return }
        let end = timing.wall.deadline(after: limit)
        let changed = PollWakeup()
        // Watching before the next look: no change is missed.
        let watch = watchSleepers?({ changed.signal() })
        defer { watch?.cancel() }
        let longest = max(timing.recheck, timing.recheckLimit)
        var pause = timing.recheck
        await changed.attached(to: sources) {
            while condition() {
                let remaining = end - timing.wall.now()
                guard remaining > .zero else { return }
                _ = await changed.pause { timing.wall.alarm(min(pause, remaining), $0) }
                pause = min(pause * 2, longest)
            }
        }
    }

    /// Yields `rounds` times where the work of a `Task {}` waits to run: it
    /// leaves the caller's actor (a nonisolated function: the hop is a round
    /// too), then yields from a task of its own on the pool
    /// (``Task/detachedOnPollDriver(_:)``), so the actor is free meanwhile
    /// and the rounds come after the jobs a `Task {}` queued there.
    ///
    /// Yielding in the poller's own task, while it is still on the caller's
    /// actor, would not free that actor for such work (BENCHMARKS.md has
    /// the measurements behind this choice).
    nonisolated(nonsending) func giveRounds(_ rounds: Int) async {
        if rounds > 0 { await Self.yieldRounds(rounds) }
    }

    private static func yieldRounds(_ rounds: Int) async {
        await Task.detachedOnPollDriver {
            for _ in 0..<rounds { await Task.yield() }
        }.value
    }
}

extension PollClock {
    /// The time a check has taken: `1.0 s virtual / 21 ms real` on a
    /// driven clock, `21 ms` on any other.
    func timeSpent(since wallStart: Duration, on wall: WallClock) -> String {
        let real = (wall.now() - wallStart).readable
        return driver == nil ? real : "\(elapsed().readable) virtual / \(real) real"
    }
}

extension Clock {
    /// Whether this is one of the standard library's real clocks
    /// (`ContinuousClock`, `SuspendingClock`), whose time passes by itself
    /// at the rate of real time.
    var runsInRealTime: Bool { self is ContinuousClock || self is SuspendingClock }
}
