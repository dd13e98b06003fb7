/// Which task the current code runs in, or none: what tells a check's own
/// evaluation apart from a `Task {}` the code under test starts inside it,
/// which inherits the task-local values the check binds but belongs to the
/// test. A value bound with the mark of its task applies there only; on a
/// thread with no task, every task started there is another.
///
/// A task's address tells it apart from every other task only while it
/// lives: a task started after it ended may get the same address. So a mark
/// is made for one scope (``bound(_:)``) and marks nothing once the scope
/// has ended, when its task may be gone.
struct ExecutionMark: Sendable {
    /// The task's hash, stable while the task lives; `nil` outside any task.
    private let task: Int?
    /// Whether the scope the mark was made for is still running.
    private let open: LockedBox<Bool>

    /// Whether the caller runs in the marked task, inside the marked scope.
    var isCurrent: Bool {
        open.withLockQuietly { $0 } && task == withUnsafeCurrentTask(body: { $0?.hashValue })
    }

    /// Runs `body` with a mark of the task the caller runs in, which marks
    /// it until `body` returns.
    nonisolated(nonsending) static func bound<Result>(
        _ body: nonisolated(nonsending) (ExecutionMark) async -> Result
    ) async -> Result {
        let mark = ExecutionMark(task: withUnsafeCurrentTask { $0?.hashValue }, open: LockedBox(true))
        defer { mark.close() }
        return await body(mark)
    }

    /// The same, for a scope that does not suspend.
    static func bound<Result>(_ body: (ExecutionMark) -> Result) -> Result {
        let mark = ExecutionMark(task: withUnsafeCurrentTask { $0?.hashValue }, open: LockedBox(true))
        defer { mark.close() }
        return body(mark)
    }

    private func close() { open.withLockQuietly { $0 = false } }
}
