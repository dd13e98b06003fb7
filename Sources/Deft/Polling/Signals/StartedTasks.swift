/// Whether a task that a check's evaluations started is still alive: the
/// signal for work the polled expression itself sets off, such as
/// `expect { model.refreshIfNeeded(); return model.items }`, whose
/// `Task {}` must begin its sleep on the clock before time moves on.
///
/// Each evaluation runs with a mark bound as a task-local value
/// (``bound(for:isolation:_:)``). A `Task {}` started inside inherits the binding,
/// and with it a reference to the mark, until the task ends; the check
/// itself keeps only a weak one. So once the evaluation has returned, a
/// mark still alive means a task it started is alive. (`Task.detached` and
/// GCD inherit nothing: rounds of the executor are all they get.)
final class StartedTasks: Sendable {
    /// The evaluation a mark belongs to, and the mark, weakly.
    private struct Entry: Sendable {
        let evaluation: PollEvaluation
        weak var mark: Mark?
    }

    /// What a task started inside an evaluation inherits, and keeps alive.
    final class Mark: Sendable {}

    @TaskLocal private static var mark: Mark?

    private let entries = LockedBox<[Entry]>([])
    /// Whether evaluations are marked at all: only a driven clock that knows
    /// who sleeps on it asks (see ``DrivenPace``).
    private let watches: Bool

    init(watching: Bool) {
        watches = watching
    }

    /// Runs `body`, one evaluation of the check, so that the tasks it starts
    /// are seen here while they live.
    func bound<Result>(
        for evaluation: PollEvaluation, isolation: isolated (any Actor)? = #isolation,
        _ body: nonisolated(nonsending) () async -> Result
    ) async -> Result {
        guard watches else { return await body() }
        let mark = Mark()
        entries.withLockQuietly { entries in
            Self.dropEnded(&entries)
            entries.append(Entry(evaluation: evaluation, mark: mark))
        }
        return await Self.$mark.withValue(mark) {
            // Capturing `isolation` keeps the closure on the caller's actor.
            _ = isolation
            return await body()
        }
    }

    /// The evaluations of which a started task is still alive; the entries
    /// of the others are dropped.
    func alive() -> [PollEvaluation] {
        entries.withLockQuietly { entries in
            Self.dropEnded(&entries)
            return entries.map(\.evaluation)
        }
    }

    /// Forgets the evaluations whose started tasks have all ended.
    private static func dropEnded(_ entries: inout [Entry]) {
        entries.removeAll { $0.mark == nil }
    }
}
