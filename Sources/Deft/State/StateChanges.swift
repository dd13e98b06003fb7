/// The wake source for shared test state: a write to a ``LockedBox`` wakes
/// the polls in progress on clocks nobody drives, so a poll with a long
/// interval sees the change within moments. (On a driven clock each wake-up,
/// from any test in the process, would be one more poll in the history.)
/// A check's own evaluation and poller are muted, so a poll that reads a box
/// through `withLock` does not wake itself; nor do Deft's own boxes
/// (`withLockQuietly`).
enum StateChanges {
    /// The source every `LockedBox` write fires.
    static let source = WakeSource()

    /// The task (or thread) whose writes wake nothing (see ``ExecutionMark``).
    @TaskLocal static var mutedIn: ExecutionMark?

    /// Whether writes from here wake nothing.
    static var isMuted: Bool {
        mutedIn?.isCurrent ?? false
    }

    /// Shared state changed: wake every poll in progress.
    static func changed() {
        guard !isMuted else { return }
        source.fire()
    }
}
