/// Manual advances of a ``VirtualClock`` that moved time while no task
/// slept on it, so they woke nothing: work the test had just started, that
/// had not yet begun its sleep, sleeps past them. The next failure of the
/// same test says so, as the likely cause of a result time never reached.
enum LostAdvances {
    /// The most notes kept: one per test that made such an advance and has
    /// not failed since.
    private static let limit = 32
    private static let notes = LockedBox<[(test: TestIdentity, note: String)]>([])

    /// Whether the poller is moving a clock: a ``DrivableClock`` of the
    /// test's own that moves time with a `VirtualClock`'s `advance` is then
    /// driven, not advanced by hand.
    @TaskLocal static var pollerSteps = false

    /// Notes, for the current test, that `call` moved time while nothing slept.
    static func note(_ call: String) {
        guard !pollerSteps else { return }
        let test = TestIdentity.current
        let note =
            "Note: \(call) on a VirtualClock moved time while no task slept on it, so it woke nothing: a task "
            + "that had not yet begun its sleep sleeps past it. Wait for the sleep first: "
            + "`try await clock.advance(by:afterSleepers:)` or `try await clock.waitForSleepers()`."
        notes.withLockQuietly { notes in
            notes.removeAll { $0.test == test }
            notes.append((test, note))
            if notes.count > limit { notes.removeFirst(notes.count - limit) }
        }
    }

    /// `message`, followed by the current test's note if it has one; the
    /// note goes with this failure only.
    static func appended(to message: String) -> String {
        let test = TestIdentity.current
        let note: String? = notes.withLockQuietly { notes in
            guard let index = notes.firstIndex(where: { $0.test == test }) else { return nil }
            return notes.remove(at: index).note
        }
        return note.map { message + "\n" + $0 } ?? message
    }
}
