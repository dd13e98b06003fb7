import Dispatch

/// Where a task of Deft's own runs when a poll reads what it records: the
/// task that consumes a sequence for `withEvents` and `emit`
/// (``SequenceRecording``). It runs each job on the global queue, as a
/// `Task {}` would run, and counts the jobs queued or running, so the
/// driven poller knows when that task has reached its next suspension
/// (``isIdle``).
///
/// That is a signal no clock gives. A producer that yields an element and
/// sleeps again on the clock has settled its step while the element is
/// still on its way: the consuming task's resumption is queued here before
/// the producer's sleep begins, but on a busy machine it may not have run.
/// Read after that sleep, the count says whether it has.
///
/// Tasks prefer an executor only on Linux and since macOS 15 (iOS 18): on
/// older Apple systems the consuming task runs as a plain `Task {}`, and
/// this executor, never used, is always idle.
final class WatchedExecutor: Sendable {
    /// Jobs queued or running.
    private let jobs = LockedBox(0)
    /// Fires when the last job queued or running has returned.
    let becameIdle = WakeSource()

    /// Whether no job of the tasks that prefer this executor is queued or
    /// running: each is suspended, or has ended.
    var isIdle: Bool { jobs.withLockQuietly { $0 == 0 } }

    /// Starts `operation` in a task that prefers this executor where the
    /// system allows it, and as a plain `Task {}` elsewhere.
    func task(_ operation: sending @escaping () async -> Void) -> Task<Void, Never> {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return Task(executorPreference: self, operation: operation)
        }
        return Task(operation: operation)
    }

    private func started() {
        jobs.withLockQuietly { $0 += 1 }
    }

    private func returned() {
        if jobs.withLockQuietly({ count in
            count -= 1
            return count == 0
        }) {
            becameIdle.fire()
        }
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension WatchedExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let queue = Self.queue(for: job.priority)
        let job = UnownedJob(job)
        started()
        queue.async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            returned()
        }
    }

    /// The global queue of the job's priority (a task priority's raw value
    /// is its quality-of-service class), so the task is served as it would be
    /// on the cooperative pool, and a user-initiated test's consumer is not
    /// served late under load.
    private static func queue(for priority: JobPriority) -> DispatchQueue {
        switch priority.rawValue {
        case 33...: .global(qos: .userInteractive)
        case 25..<33: .global(qos: .userInitiated)
        case 17..<21: .global(qos: .utility)
        case 1..<17: .global(qos: .background)
        default: .global(qos: .default)  // medium, or no priority given
        }
    }
}
