/// Which task the current code runs in, or none: what tells a check's own
/// evaluation apart from a task the code under test starts inside it.
///
/// Task-local values follow every `Task {}`, so a value a check binds for its
/// own machinery (muting its writes, dropping what arrives after it ends)
/// would reach the test's own tasks too. Bound together with the mark of the
/// task that binds them, they apply to that task only: a `Task {}` started
/// there inherits the value but runs in another task, and belongs to the test.
/// On a thread with no task (a synchronous evaluation), task-local values are
/// the thread's own, and every task started there is another.
struct ExecutionMark: Equatable, Sendable {
    /// The current task's hash, stable while the task lives; `nil` outside
    /// any task.
    private let task: Int?

    /// The task the caller runs in.
    static var current: ExecutionMark {
        ExecutionMark(task: withUnsafeCurrentTask { $0?.hashValue })
    }
}
