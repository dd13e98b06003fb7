/// Which task the current code runs in, or none: what tells a check's own
/// evaluation apart from a `Task {}` the code under test starts inside it,
/// which inherits the task-local values the check binds but belongs to the
/// test. A value bound with the mark of its task applies there only; on a
/// thread with no task, every task started there is another.
struct ExecutionMark: Equatable, Sendable {
    /// The current task's hash, stable while the task lives; `nil` outside
    /// any task.
    private let task: Int?

    /// The task the caller runs in.
    static var current: ExecutionMark {
        ExecutionMark(task: withUnsafeCurrentTask { $0?.hashValue })
    }
}
