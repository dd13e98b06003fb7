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
/// Tracking starts only once an evaluation has returned, so a change made
/// between its read and the registration wakes nothing, and the verdict it
/// returned is already stale. So each new registration is followed by one
/// more poll at once, untracked, which reads after the registration: a
/// change before it is seen by that poll, and one after it fires the
/// registration.
///
/// One registration at a time: while the last one has not fired, the
/// properties it watches have not changed, so the next evaluation reads the
/// same ones and is not tracked again. That registration also covers the
/// evaluations that follow, so a change made while one of them runs still
/// wakes the poll. It holds the wake-up weakly: once the wait has ended, the
/// one registration left in the model does nothing when it fires, and keeps
/// nothing alive.
final class ObservedReads: Sendable {
    private struct State {
        /// A registration is installed and has not fired.
        var watching = false
        /// The threads on which an evaluation is being tracked now: a track
        /// nested in one, on the same thread, is part of it. A track on another
        /// thread is not (an evaluation that hopped to the main actor while the
        /// track that started it is still returning), so it tracks its own reads.
        var trackingOn: [UInt] = []
    }

    /// For tests: evaluations start as on the systems without
    /// `Task.immediate` (before the 26 releases), where the reads of an
    /// awaited verb's evaluation are not tracked (see ``InFlight``). Linux
    /// otherwise never runs that branch.
    @TaskLocal static var startsAsBefore26 = false

    private weak let wakeup: PollWakeup?
    private let state = LockedBox(State())

    init(waking wakeup: PollWakeup) {
        self.wakeup = wakeup
    }

    /// Runs `body`, tracking what it reads unless a registration already watches.
    func track<Result>(_ body: () -> Result) -> Result {
        #if canImport(Observation)
            if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
                let thread = Self.currentThread
                let starts = state.withLockQuietly { state in
                    guard !state.watching, !state.trackingOn.contains(thread) else { return false }
                    state.trackingOn.append(thread)
                    return true
                }
                guard starts else { return body() }
                defer { state.withLockQuietly { $0.trackingOn.removeAll { $0 == thread } } }
                // The handler is made only when `body` read something.
                let result = withObservationTracking(body, onChange: self.installed())
                // A change between the read and the registration announced
                // nothing: the next poll runs now, and sees it.
                if state.withLockQuietly({ $0.watching }) { wakeup?.signal() }
                return result
            }
        #endif
        return body()
    }

    /// The calling thread, as a number: Observation tracks reads per thread.
    private static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// A registration is being installed: the handler it calls.
    private func installed() -> @Sendable () -> Void {
        state.withLockQuietly { $0.watching = true }
        return { [weak self] in self?.changed() }
    }

    private func changed() {
        state.withLockQuietly { $0.watching = false }
        wakeup?.signal()
    }
}
