/// The wake source for shared test state: a write to a ``LockedBox`` wakes
/// the polls in progress, so a poll with a long interval on a real-time
/// clock sees the change within moments instead of at its next poll.
///
/// Only polls on clocks nobody drives attach to it. A write anywhere in the
/// process fires it, including other tests running in parallel, and on a
/// ``VirtualClock`` each wake-up would be one more poll in the failure
/// history: tests there stay deterministic, and the speed cap already keeps
/// each pause to `interval / maxSpeedup` of real time.
///
/// A write made by an eventual assertion's own expression wakes nothing (the
/// poller mutes it), so a poll that reads a box through `withLock` does not
/// wake itself; nor do Deft's own boxes (`withLockQuietly`).
enum StateChanges {
    /// The source every `LockedBox` write fires.
    static let source = WakeSource()

    /// The evaluation whose writes wake nothing: bound by the poller around
    /// each evaluation of a check's expression. A task the expression starts
    /// inherits the binding but is another task, so its writes wake polls.
    @TaskLocal static var mutedIn: ExecutionMark?

    /// Whether writes from here wake nothing.
    static var isMuted: Bool {
        guard let mutedIn else { return false }
        return mutedIn == .current
    }

    /// Shared state changed: wake every poll in progress.
    static func changed() {
        guard !isMuted else { return }
        source.fire()
    }
}
