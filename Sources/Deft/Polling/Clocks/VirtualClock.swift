/// A clock whose time moves only when Deft's poller (or you) advance it.
///
/// Hand it to the code under test in place of `ContinuousClock`, and poll on
/// it: a failing one-second `toEventually` then costs about 20 ms of real time
/// instead of a second, and a 300 ms debounce fires at exactly 300 ms of
/// virtual time without any real waiting.
///
/// ```swift
/// let clock = VirtualClock()
/// let search = SearchModel(clock: clock)   // sleeps 300 ms on `clock` to debounce
/// search.query = "swift"
/// await expect { search.results }           // on the main actor, as SearchModel is
///     .toEventually(equal(["Swift"]), timeout: .seconds(1), clock: clock)
/// ```
///
/// Virtual time may run at most ``maxSpeedup`` times faster than real time, so
/// work that takes real time (GCD, threads, I/O) still gets
/// `timeout / maxSpeedup` of it.
public final class VirtualClock: DrivableClock, Sendable {
    /// A point in virtual time: the time elapsed since the clock was made.
    public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
        /// Virtual time since the clock started.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        ///
        /// ```swift
        /// let start = VirtualClock.Instant(offset: .zero)
        /// ```
        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset) (virtual)" }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
        /// The check evaluation that sleeps, if any.
        let evaluation: PollEvaluation?
        /// The test whose task sleeps, for the hint of a check on real time.
        let test: TestIdentity
        /// The sleeping task (``taskKey``), to tell when it sleeps again.
        let task: Int?
    }

    private struct State {
        var current = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var cancelledBeforeSleeping: Set<UInt64> = []
        /// Sleepers that `advance` resumed and whose tasks have not run again yet.
        var waking: Set<UInt64> = []
        /// The tasks the last `advance` that woke sleepers resumed, which
        /// have not begun another sleep on this clock since.
        var awake: Set<Int> = []
        var nextID: UInt64 = 0
        /// Who hears of each change to the sleepers (see ``watchSleepers(_:)``).
        var watchers: [UInt64: @Sendable () -> Void] = [:]

        mutating func newID() -> UInt64 {
            nextID += 1
            return nextID
        }
    }

    private let state = LockedBox(State())

    public let maxSpeedup: Double?

    /// Creates a clock at virtual time zero.
    ///
    /// - Parameter maxSpeedup: how many times faster than real time the poller
    ///   may advance it (50 by default); `nil` removes the limit, for code that
    ///   is purely async and sleeps only on this clock. Even then a check waits
    ///   2 ms of real time before its last poll, so that work which does not
    ///   sleep on the clock (a `Task {}` that hops to an actor) has run before
    ///   a failure is reported: a failing one-second check costs a few
    ///   milliseconds, not none. Before time moves, the poller lets queued
    ///   work run, so a task the test started just before the check has
    ///   begun its sleep, a woken task has reached its next write or sleep,
    ///   and a `Task {}` the polled expression started is asleep on the
    ///   clock; it also waits, 20 ms per check at most, until no other
    ///   thread of the process runs. A `Task.detached` or GCD block the
    ///   expression starts gets only the first. Past that, without
    ///   the limit, a task that is not let run for longer (tests in
    ///   parallel that keep the process busy, a heavily loaded machine) may
    ///   begin its sleep after time has passed that sleep's deadline. Keep
    ///   the limit unless the code under test is
    ///   already asleep on the clock when the check starts.
    ///
    /// ```swift
    /// let clock = VirtualClock()                   // at most 50× real time
    /// let fastest = VirtualClock(maxSpeedup: nil)  // no real-time floor
    /// ```
    public init(maxSpeedup: Double? = 50) {
        self.maxSpeedup = maxSpeedup.map { max($0, 1) }
        Self.register(self)
    }

    public var now: Instant { state.withLockQuietly { $0.current } }
    public var minimumResolution: Duration { .zero }

    public var nextDeadline: Instant? {
        state.withLockQuietly { $0.sleepers.map(\.deadline).min() }
    }

    /// How many of `test`'s tasks are sleeping on this clock.
    func sleeperCount(of test: TestIdentity) -> Int {
        state.withLockQuietly { $0.sleepers.count { $0.test == test } }
    }

    /// How many cancellations are remembered for sleeps that had not begun
    /// (for tests: none outlives its sleep).
    var pendingCancellations: Int { state.withLockQuietly { $0.cancelledBeforeSleeping.count } }

    /// How many tasks are sleeping on this clock.
    ///
    /// ```swift
    /// expect(clock.sleeperCount).to(equal(0))
    /// ```
    public var sleeperCount: Int { state.withLockQuietly { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = .none) async throws {
        let id = state.withLockQuietly { $0.newID() }
        let evaluation = PollEvaluation.current
        let test = TestIdentity.current
        let task = Self.taskKey
        defer {
            // A woken sleeper runs again: the poller may move time on. A
            // cancellation that came after `advance` resumed it found no
            // sleeper and left its id behind; no handler runs past here.
            let woken = state.withLockQuietly { state in
                state.cancelledBeforeSleeping.remove(id)
                return state.waking.remove(id) != nil
            }
            if woken { sleepersChanged() }
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Bool, CancellationError> = state.withLockQuietly { state in
                    if state.cancelledBeforeSleeping.remove(id) != nil { return .failure(CancellationError()) }
                    guard deadline > state.current else { return .success(true) }
                    state.sleepers.append(
                        Sleeper(
                            id: id, deadline: deadline, continuation: continuation, evaluation: evaluation, test: test,
                            task: task))
                    if let task { state.awake.remove(task) }
                    return .success(false)
                }
                switch outcome {
                case .failure(let cancellation): continuation.resume(throwing: cancellation)
                case .success(true): continuation.resume()
                case .success(false): sleepersChanged()
                }
            }
        } onCancel: {
            // Cancellation may come before the sleeper is registered: remember
            // it, so the sleep ends at once instead of waking later.
            let cancelled: Sleeper? = state.withLockQuietly { state in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledBeforeSleeping.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
            if cancelled != nil { sleepersChanged() }
        }
    }

    public func advance(to instant: Instant) {
        if move(to: instant) { LostAdvances.note("advance(to: \(instant.offset.readable))") }
    }

    /// Moves time to `instant`, resuming every sleeper due by then; returns
    /// whether time moved while no task slept on the clock. The poller moves
    /// time here; a test's own advance notes a move that woke nothing.
    @discardableResult
    func move(to instant: Instant) -> Bool {
        let (due, nobodySlept): ([Sleeper], Bool) = state.withLockQuietly { state in
            guard instant > state.current else { return ([], false) }
            let nobodySlept = state.sleepers.isEmpty
            state.current = instant
            let due = state.sleepers.filter { $0.deadline <= instant }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= instant }
            state.waking.formUnion(due.map(\.id))
            if !due.isEmpty { state.awake = Set(due.compactMap(\.task)) }
            return (due, nobodySlept)
        }
        for sleeper in due { sleeper.continuation.resume() }
        return nobodySlept
    }

    /// Whether a task that `advance` woke has yet to run again. Until it
    /// has, moving time further would leave it behind: whatever it does next
    /// (its next sleep, a value it publishes) would happen later than it
    /// should.
    ///
    /// ```swift
    /// clock.advance(by: .seconds(1))
    /// let waking = clock.hasWakingSleepers  // true until the woken task runs
    /// ```
    public var hasWakingSleepers: Bool { state.withLockQuietly { !$0.waking.isEmpty } }

    /// Whether every task the last waking `advance` resumed has begun its
    /// next sleep on this clock: then each has done all it does before
    /// that sleep, and that step has settled.
    var wokenTasksSleepAgain: Bool { state.withLockQuietly { $0.awake.isEmpty } }

    /// The running task, as ``Sleeper/task`` notes it.
    private static var taskKey: Int? { withUnsafeCurrentTask { $0?.hashValue } }

    /// Whether a task of the check evaluation `evaluation` sleeps on this
    /// clock.
    ///
    /// ```swift
    /// let sleeping = clock.isSleeping(evaluation)  // true while the evaluation awaits clock.sleep
    /// ```
    public func isSleeping(_ evaluation: PollEvaluation) -> Bool? {
        state.withLockQuietly { $0.sleepers.contains { $0.evaluation == evaluation } }
    }

    /// Moves time forward by `duration`, resuming every sleeper due by then.
    ///
    /// Only tasks already asleep on the clock are reached: a task the test
    /// has just started may not have begun its sleep yet. To wait for it
    /// first, use ``advance(by:afterSleepers:timeout:fileID:file:line:column:)``
    /// or ``waitForSleepers(_:timeout:fileID:file:line:column:)``. When it
    /// moves time while no task sleeps on the clock, the test's next
    /// failure ends with a note that says so.
    ///
    /// ```swift
    /// clock.advance(by: .milliseconds(300))
    /// ```
    public func advance(by duration: Duration) {
        if move(to: now.advanced(by: duration)) { LostAdvances.note("advance(by: \(duration.readable))") }
    }

    /// Calls `changed` whenever a task starts or stops sleeping on this
    /// clock or a task that ``advance(to:)`` woke runs again, until the
    /// watch is cancelled: the poller's waits for the clock to settle end at
    /// the change.
    ///
    /// ```swift
    /// let watch = clock.watchSleepers { print("sleepers changed") }
    /// watch?.cancel()
    /// ```
    public func watchSleepers(_ changed: @escaping @Sendable () -> Void) -> ClockWatch? {
        let id = state.withLockQuietly { state in
            let id = state.newID()
            state.watchers[id] = changed
            return id
        }
        return ClockWatch { [weak self] in
            self?.state.withLockQuietly { _ = $0.watchers.removeValue(forKey: id) }
        }
    }

    /// Tells the watchers that a task started or stopped sleeping, or that a
    /// woken one runs again.
    private func sleepersChanged() {
        let calls = state.withLockQuietly { $0.watchers.isEmpty ? [] : Array($0.watchers.values) }
        for call in calls { call() }
    }
}
