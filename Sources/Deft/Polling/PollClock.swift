import Foundation

/// A clock as the poller sees it: time elapsed since the poll started, a way
/// to wait, and, for a ``DrivableClock``, a way to move time itself.
struct PollClock: Sendable {
    struct Driver: Sendable {
        let nextDeadline: @Sendable () -> Duration?
        let advance: @Sendable (Duration) -> Void
        let maxSpeedup: Double?
        /// Whether the poll evaluation with this tag sleeps on the clock;
        /// `nil` when the clock cannot tell.
        let isSleeping: @Sendable (_ evaluation: UInt64) -> Bool?
        /// Whether a task the last `advance` woke has yet to run again.
        let isWaking: @Sendable () -> Bool
    }

    let elapsed: @Sendable () -> Duration
    let sleep: @Sendable (Duration) async throws -> Void
    let driver: Driver?

    init(_ clock: any Clock<Duration>) {
        if let drivable = clock as? any DrivableClock {
            self = Self.driven(drivable)
        } else {
            self = Self.waited(clock)
        }
    }

    private init(
        elapsed: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void,
        driver: Driver?
    ) {
        self.elapsed = elapsed
        self.sleep = sleep
        self.driver = driver
    }

    private static func waited<C: Clock<Duration>>(_ clock: C) -> PollClock {
        let start = clock.now
        return PollClock(
            elapsed: { start.duration(to: clock.now) },
            sleep: { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) },
            driver: nil)
    }

    private static func driven<C: DrivableClock>(_ clock: C) -> PollClock {
        let start = clock.now
        let driver = Driver(
            nextDeadline: { clock.nextDeadline.map { start.duration(to: $0) } },
            advance: { offset in clock.advance(to: start.advanced(by: offset)) },
            maxSpeedup: clock.maxSpeedup,
            isSleeping: { evaluation in (clock as? VirtualClock)?.isSleeping(evaluation: evaluation) },
            isWaking: { (clock as? VirtualClock)?.hasWakingSleepers ?? false })
        return PollClock(
            elapsed: { start.duration(to: clock.now) },
            sleep: { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) },
            driver: driver)
    }
}
