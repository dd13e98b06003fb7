import Foundation

#if canImport(Observation)
    import Observation
#endif

/// The `@Observable` properties one poll's evaluations read, tracked with
/// `withObservationTracking`: a change to any of them signals the poll's
/// ``PollWakeup``, from whatever thread made the change, so the next poll
/// runs at once.
///
/// Only synchronous code is tracked: a synchronous expression, and the part
/// of an `eventually` block or async expression that runs before its first
/// suspension. Tracking needs macOS 14, iOS 17 and their peers; before those,
/// polls keep their interval.
///
/// One registration at a time: while the last one has not fired, the
/// properties it watches have not changed, so the next evaluation reads the
/// same ones and is not tracked again. That registration also covers the
/// evaluations that follow, so a change made while one of them runs still
/// wakes the poll. It holds the wake-up weakly: once the wait has ended, the
/// one registration left in the model does nothing when it fires, and keeps
/// nothing alive.
final class ObservedReads: @unchecked Sendable {
    // @unchecked Sendable: its mutable state is read and written only under `lock`.
    private let lock = NSLock()
    private weak var wakeup: PollWakeup?
    /// A registration is installed and has not fired.
    private var watching = false
    /// An evaluation is being tracked now: a nested track is part of it.
    private var tracking = false

    init(waking wakeup: PollWakeup) {
        self.wakeup = wakeup
    }

    /// Runs `body`, tracking what it reads unless a registration already watches.
    func track<Result>(_ body: () -> Result) -> Result {
        #if canImport(Observation)
            if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
                let starts = lock.withLock {
                    guard !watching, !tracking else { return false }
                    tracking = true
                    return true
                }
                guard starts else { return body() }
                defer { lock.withLock { tracking = false } }
                // The handler is made only when `body` read something.
                return withObservationTracking(body, onChange: self.installed())
            }
        #endif
        return body()
    }

    /// A registration is being installed: the handler it calls.
    private func installed() -> @Sendable () -> Void {
        lock.withLock { watching = true }
        return { [weak self] in self?.changed() }
    }

    private func changed() {
        let wakeup = lock.withLock {
            watching = false
            return self.wakeup
        }
        wakeup?.signal()
    }
}
