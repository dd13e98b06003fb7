/// A clock whose time Deft's poller can move forward itself: the whole
/// contract between the poller and a test clock.
///
/// When an eventual assertion polls on a drivable clock, it does not wait for
/// time to pass: it advances the clock to the next poll, or to the earliest
/// sleeper's deadline if the clock knows it and it comes first, and lets the
/// woken work run. Three members are required; two more let the poller
/// follow the code under test more closely, and have defaults.
///
/// A test clock you already inject conforms in a few lines. swift-clocks'
/// `TestClock`, for example, needs no more than this (its `advance(to:)` is
/// the one it already has):
///
/// <!-- snippet: same as: Examples/Tests/DocSnippetTests/SnippetSupport.swift -->
/// ```swift
/// import Clocks
/// import Deft
///
/// extension TestClock<Duration>: @retroactive DrivableClock {
///     public var nextDeadline: Instant? { nil }
///     public var maxSpeedup: Double? { nil }
/// }
/// ```
///
/// With `nextDeadline` nil, the poller steps it poll by poll:
///
/// ```swift
/// import Clocks
///
/// let clock = TestClock()
/// let model = FeedModel(clock: clock)
/// await expect { model.items }.toEventually(haveCount(3), clock: clock)
/// ```
public protocol DrivableClock<Instant>: Clock where Duration == Swift.Duration {
    /// The earliest deadline of a task sleeping on this clock, or `nil` if
    /// none sleeps or the clock cannot tell. With `nil` the poller moves
    /// time one poll interval at a time.
    ///
    /// ```swift
    /// let deadline = clock.nextDeadline  // VirtualClock.Instant(offset: .milliseconds(300))
    /// ```
    var nextDeadline: Instant? { get }

    /// Moves time forward to `instant`, resuming every sleeper due by then,
    /// in deadline order. Never moves time backward. A synchronous method
    /// satisfies it too.
    ///
    /// ```swift
    /// await testClock.advance(to: testClock.now.advanced(by: .seconds(1)))
    /// ```
    func advance(to instant: Instant) async

    /// How many times faster than real time the poller may run this clock, or
    /// `nil` for no limit. At 50, the work under test gets at least
    /// `timeout / 50` of real time to make progress.
    ///
    /// ```swift
    /// let speedup = VirtualClock().maxSpeedup  // 50
    /// ```
    var maxSpeedup: Double? { get }

    /// Whether a task that ``advance(to:)`` resumed has yet to run again.
    /// The poller waits for it, for a moment of real time, before it moves
    /// time further, so woken work is never left behind on a busy machine.
    /// `false` by default.
    ///
    /// ```swift
    /// clock.advance(by: .seconds(1))
    /// let waking = clock.hasWakingSleepers  // true until the woken task runs
    /// ```
    var hasWakingSleepers: Bool { get }

    /// Whether a task of the check evaluation `evaluation` sleeps on this
    /// clock, or `nil` if the clock does not track it (the default). A clock
    /// tracks it by noting ``PollEvaluation/current`` for each sleeper.
    ///
    /// While an evaluation runs, the poller moves time at once if the
    /// evaluation itself sleeps on the clock. Otherwise, and with `nil`, it
    /// first lets the evaluation run for half a second of real time, so a
    /// slow machine never skips a poll; an expression that sleeps on a clock
    /// answering `nil` therefore costs that half second on each poll.
    ///
    /// ```swift
    /// func isSleeping(_ evaluation: PollEvaluation) -> Bool? {
    ///     sleepers.contains { $0.evaluation == evaluation }
    /// }
    /// ```
    func isSleeping(_ evaluation: PollEvaluation) -> Bool?

    /// Says when the clock may have settled: calls `changed`, from any
    /// thread, whenever a task starts or stops sleeping on the clock or a
    /// task that ``advance(to:)`` resumed runs again, until the returned
    /// watch is cancelled. `nil`, the default, says the clock cannot tell.
    ///
    /// The poller waits for the clock to settle in one place: for the tasks
    /// an advance woke to run again (``hasWakingSleepers``), and, on an
    /// uncapped clock, for the next sleep to begin (``nextDeadline``). With a
    /// watch, each such wait ends at the change; on a clock that cannot tell,
    /// the poller looks again after pauses that double, from 50 µs to 1 ms,
    /// and never spins. A clock that cannot tell and does not track woken
    /// tasks (the defaults) never makes the poller wait: its `advance(to:)`
    /// is trusted to let woken work run, as swift-clocks' `TestClock` does
    /// with its yields.
    ///
    /// ```swift
    /// func watchSleepers(_ changed: @escaping @Sendable () -> Void) -> ClockWatch? {
    ///     let id = watchers.add(changed)      // call each watcher where sleepers change
    ///     return ClockWatch { watchers.remove(id) }
    /// }
    /// ```
    func watchSleepers(_ changed: @escaping @Sendable () -> Void) -> ClockWatch?
}

extension DrivableClock {
    /// No record of woken tasks: the poller moves on after letting them run.
    public var hasWakingSleepers: Bool { false }

    /// No record of who sleeps: the poller moves time while an evaluation
    /// runs only after half a second of real time.
    public func isSleeping(_ evaluation: PollEvaluation) -> Bool? { nil }

    /// Cannot tell when it settles: the poller looks again after pauses
    /// that double.
    public func watchSleepers(_ changed: @escaping @Sendable () -> Void) -> ClockWatch? { nil }
}

/// A watch that ``DrivableClock/watchSleepers(_:)`` returns: cancelling it
/// stops the calls.
///
/// ```swift
/// let watch = clock.watchSleepers { wakeup.signal() }
/// defer { watch?.cancel() }
/// ```
public struct ClockWatch: Sendable {
    private let stop: @Sendable () -> Void

    /// A watch that `cancel` stops.
    ///
    /// ```swift
    /// let watch = ClockWatch { watchers.remove(id) }
    /// ```
    public init(cancel: @escaping @Sendable () -> Void) { stop = cancel }

    /// Stops the calls; the clock may make one more that was under way.
    ///
    /// ```swift
    /// watch.cancel()
    /// ```
    public func cancel() { stop() }
}

/// One evaluation of a check's expression or block, as a drivable clock may
/// note it for the tasks that sleep on it; see
/// ``DrivableClock/isSleeping(_:)``.
///
/// ```swift
/// let sleeper = (deadline: deadline, evaluation: PollEvaluation.current)
/// ```
public struct PollEvaluation: Hashable, Sendable {
    private let id: UInt64

    /// The evaluation the current task runs for, inherited by its child
    /// tasks and by `Task {}`; `nil` outside any check.
    ///
    /// ```swift
    /// let evaluation = PollEvaluation.current
    /// ```
    @TaskLocal public static var current: PollEvaluation?

    private static let last = LockedBox<UInt64>(0)

    /// An evaluation no other has been.
    static func next() -> PollEvaluation {
        PollEvaluation(
            id: last.withLockQuietly {
                $0 += 1
                return $0
            })
    }
}
