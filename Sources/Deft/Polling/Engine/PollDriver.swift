import Foundation

/// Where the poller runs for a synchronous verb: a thread of Deft's own,
/// outside Swift's cooperative pool, which synchronous helpers called from
/// async tests may fill with blocked threads. The blocking driver's task and
/// every task the poller starts for it (``current``) prefer it; the
/// evaluations run on the blocked calling thread (``EvaluationDesk``), so
/// this thread only coordinates.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class PollDriver: TaskExecutor, @unchecked Sendable {
    // @unchecked Sendable: `jobs` is read and written only under `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    /// The one driver thread, started the first time a synchronous verb runs.
    static let shared = PollDriver()

    /// The driver the task in progress prefers, for the tasks the poller
    /// starts: `nil` outside a blocking check.
    @TaskLocal static var current: PollDriver?

    private init() {
        let thread = Thread { [self] in runJobs() }
        thread.name = "Deft poll driver"
        // It only coordinates: at the highest quality of service, no caller's
        // check is served late under load, a user-interactive one included.
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() -> Never {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch { job.runSynchronously(on: executor) }
        }
    }
}

extension Task where Failure == Never {
    /// A task that runs on the poll driver's thread when its starter does
    /// (see ``PollDriver``), and wherever a `Task {}` would otherwise.
    @discardableResult
    static func onPollDriver(_ operation: sending @escaping @isolated(any) () async -> Success) -> Task {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let driver = PollDriver.current {
            return Task(executorPreference: driver, operation: operation)
        }
        return Task(operation: operation)
    }

    /// A detached task that runs on the poll driver's thread when its
    /// starter does, and on the pool otherwise.
    static func detachedOnPollDriver(_ operation: sending @escaping () async -> Success) -> Task {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let driver = PollDriver.current {
            return Task.detached(executorPreference: driver, operation: operation)
        }
        return Task.detached(operation: operation)
    }
}
