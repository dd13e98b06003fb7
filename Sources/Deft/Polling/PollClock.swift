import Foundation

/// A clock as the poller sees it: time elapsed since the poll started, a way
/// to wait, and, for a ``DrivableClock``, a way to move time itself.
struct PollClock: Sendable {
    struct Driver: Sendable {
        let nextDeadline: @Sendable () -> Duration?
        let advance: @Sendable (Duration) async -> Void
        let maxSpeedup: Double?
        /// Whether the evaluation sleeps on the clock; `nil` when the clock
        /// cannot tell.
        let isSleeping: @Sendable (_ evaluation: PollEvaluation) -> Bool?
        /// Whether a task the last `advance` woke has yet to run again.
        let isWaking: @Sendable () -> Bool
        /// Whether the clock knows who sleeps on it, and so whether its
        /// silence means that nothing slept.
        let tracksSleepers: Bool
    }

    let elapsed: @Sendable () -> Duration
    /// Sets an ``Alarm`` that rings when the clock reaches an offset from the start.
    let alarm: @Sendable (_ offset: Duration, _ ring: @escaping @Sendable () -> Void) -> Alarm
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

    /// A clock that runs by itself. The real clocks' alarms are dispatch
    /// timers; any other clock's is a task asleep on it.
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
        let driver = Driver(
            nextDeadline: { clock.nextDeadline.map { start.duration(to: $0) } },
            advance: { offset in await clock.advance(to: start.advanced(by: offset)) },
            maxSpeedup: clock.maxSpeedup,
            isSleeping: { evaluation in clock.isSleeping(evaluation) },
            isWaking: { clock.hasWakingSleepers },
            tracksSleepers: clock.isSleeping(.next()) != nil)
        return PollClock(
            elapsed: { start.duration(to: clock.now) },
            alarm: { offset, ring in
                .whenReturns({ try? await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }, ring: ring)
            },
            driver: driver)
    }
}

extension Clock {
    /// Whether this is one of the standard library's real clocks
    /// (`ContinuousClock`, `SuspendingClock`), whose time passes by itself
    /// at the rate of real time.
    var runsInRealTime: Bool { self is ContinuousClock || self is SuspendingClock }
}
