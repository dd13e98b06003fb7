/// Marks the tasks that evaluate one poll's expression, so a ``VirtualClock``
/// can tell the poller whether that evaluation is asleep on it.
///
/// While an evaluation runs, the poller moves virtual time on only if the
/// evaluation itself sleeps on the clock. Moving it because the evaluation
/// merely took a while in real time (a busy machine) would skip polls, and
/// make a failure's poll count depend on the load.
enum EvaluationTag {
    /// The tag of the evaluation the current task runs for, inherited by its
    /// child tasks and by `Task {}`.
    @TaskLocal static var current: UInt64?

    private static let last = LockedBox<UInt64>(0)

    /// A tag no other evaluation has.
    static func next() -> UInt64 {
        last.withLockQuietly { last in
            last += 1
            return last
        }
    }
}
