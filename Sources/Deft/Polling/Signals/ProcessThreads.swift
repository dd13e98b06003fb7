internal import DeftCShims

/// What the system says about this process's threads: whether any thread but
/// the caller's is running or waiting for a processor.
///
/// It is the one signal for work that Swift gives no sign of: a `Task {}`
/// the test started just before a check has been taken off the executor's
/// queue, but the system has not let its thread reach the task's first
/// sleep on the clock. Rounds of the executor cannot see such a task, and a
/// clock that moves time meanwhile makes it sleep past the time it was meant
/// to act at. While some thread is runnable, work may be on its way; once
/// none is, every task has reached a suspension.
///
/// Linux reads each thread's state in `/proc/self/task`; Apple platforms ask
/// Mach (`task_threads`, `thread_info`), in C (`deft_other_threads_runnable`).
/// Where the system cannot tell (Windows, no `/proc`), it says `nil`, and the
/// poller keeps to its rounds of the executor alone.
enum ProcessThreads {
    /// Whether a thread of this process other than the caller's is running or
    /// waiting for a processor; `nil` where the system cannot tell.
    ///
    /// It looks twice: a thread that wakes another and then sleeps between
    /// two reads of one look is seen running in the second.
    static func othersAreRunnable() -> Bool? {
        switch deft_other_threads_runnable() {
        case 0: deft_other_threads_runnable() == 1
        case 1: true
        default: nil
        }
    }
}
