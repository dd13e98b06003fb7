import CoreFoundation
import Foundation

/// The one signal the poller waits on: it ends a pause between two polls
/// early, the wait for an evaluation to return, and a blocked thread's wait
/// for its next evaluation request, so a waiter looks again as soon as
/// something has happened instead of when its alarm rings.
///
/// Call ``signal()`` from any thread. A signal that arrives while no pause
/// is in progress ends the next pause at once, so none is lost. It has one
/// waiter at a time: a second pause ends the first, as a signal would.
final class PollWakeup: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only under `condition`.
    private let condition = NSCondition()
    private var pending = false
    private var generation = 0
    private var finishedGeneration = 0
    private var waiter: (generation: Int, continuation: CheckedContinuation<Bool, Never>)?
    private var mainThreadBlocked = false

    /// Ends the current pause, or the next one if none is in progress.
    func signal() {
        condition.lock()
        let continuation = waiter?.continuation
        waiter = nil
        if continuation == nil { pending = true }
        let ringMainRunLoop = mainThreadBlocked
        condition.broadcast()
        condition.unlock()
        continuation?.resume(returning: true)
        // A blocked main thread runs its run loop: ring its bell, a source
        // every run of that loop services, not a main-queue block, which a
        // run loop nested in a main-queue callout does not drain on Darwin.
        if ringMainRunLoop { MainRunLoopBell.shared.ring() }
    }

    /// Whether a pause is waiting (for tests).
    var hasWaiter: Bool { condition.withLock { waiter != nil } }

    /// Whether the main thread is blocked in ``pauseBlocking()`` (for tests).
    var isBlockingMainThread: Bool { condition.withLock { mainThreadBlocked } }

    /// Forgets a signal no pause has taken yet: the poll about to run sees
    /// whatever it announced.
    func reset() {
        condition.withLock { pending = false }
    }

    /// Sets an alarm with `setAlarm`, and returns when it rings or at a
    /// signal, whichever comes first; returns `true` if a signal ended it.
    nonisolated(nonsending) func pause(
        until setAlarm: (_ ring: @escaping @Sendable () -> Void) -> Alarm
    ) async -> Bool {
        let current = condition.withLock {
            generation += 1
            return generation
        }
        let alarm = setAlarm { self.finish(current) }
        defer { alarm.cancel() }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            condition.lock()
            if pending {
                pending = false
                condition.unlock()
                continuation.resume(returning: true)
            } else if finishedGeneration == current {
                condition.unlock()
                continuation.resume(returning: false)
            } else {
                // One waiter at a time: a pause that another displaces ends
                // as if signalled, and its caller looks again; none waits on.
                let displaced = waiter?.continuation
                waiter = (current, continuation)
                condition.unlock()
                displaced?.resume(returning: true)
            }
        }
    }

    /// Blocks the calling thread until a signal. On the main thread it runs
    /// the main run loop meanwhile, so main-queue and main-actor work
    /// progresses, until the signal rings ``MainRunLoopBell``.
    func pauseBlocking() {
        _ = pauseBlocking(upTo: nil)
    }

    /// The same, for at most `limit` of real time (none: no limit); returns
    /// `true` if a signal ended it.
    func pauseBlocking(upTo limit: Duration?) -> Bool {
        let deadline = limit.map { Date(timeIntervalSinceNow: $0.timeInterval) }
        if Thread.isMainThread {
            let signalled = MainRunLoopBell.shared.waitOnMainThread(until: deadline) {
                takePending(markingMainBlocked: true)
            }
            _ = takePending(markingMainBlocked: false)
            return signalled
        }
        condition.lock()
        defer { condition.unlock() }
        while !pending {
            if let deadline {
                guard condition.wait(until: deadline) || pending else { return false }
            } else {
                condition.wait()
            }
        }
        pending = false
        return true
    }

    private func takePending(markingMainBlocked blocked: Bool) -> Bool {
        condition.withLock {
            mainThreadBlocked = blocked
            defer { pending = false }
            return pending
        }
    }

    /// The pause's own alarm rang: resume its waiter, not a later one.
    private func finish(_ finished: Int) {
        condition.lock()
        var continuation: CheckedContinuation<Bool, Never>?
        if let waiter, waiter.generation == finished {
            continuation = waiter.continuation
            self.waiter = nil
        } else {
            // An earlier pause's alarm may ring after this pause's own: it
            // must not overwrite the later generation, or the pause would
            // wait for a signal that may never come.
            finishedGeneration = max(finishedGeneration, finished)
        }
        condition.unlock()
        continuation?.resume(returning: false)
    }
}

extension PollWakeup {
    /// Runs `body` with this wakeup signalled by every fire of `sources`,
    /// on the caller's actor.
    nonisolated(nonsending) func attached<Result>(
        to sources: [WakeSource], during body: nonisolated(nonsending) () async -> Result
    ) async -> Result {
        for source in sources { source.attach(self) { [self] in signal() } }
        defer { for source in sources { source.detach(self) } }
        return await body()
    }
}
