import Foundation

/// What a thread blocked in a synchronous check does where the poller needs
/// a thread of Swift's cooperative pool: below macOS 15, iOS 18, tvOS 18,
/// watchOS 11 and visionOS 2, which have no task executors.
///
/// There, every step of the poller goes through the pool, whatever actor or
/// executor its task is on: a continuation that another thread resumes is
/// enqueued on the global executor first (`swift_continuation_init` sets the
/// generic executor as the one to resume on, in the Swift runtime's
/// Task.cpp), and only a task-executor preference redirects that. So when
/// every pool thread is blocked (synchronous helpers in a task group, say),
/// the poller cannot take its next step, and the check would hang.
///
/// Instead, the blocked thread watches: when the poller has asked for
/// nothing for ``PollTiming/poolSilence``, it sends the pool a task that
/// does nothing. If that task has not run within
/// ``PollTiming/poolProbeLimit``, no pool thread is free, and the check ends
/// with ``message(_:)`` at its call site. A pool that runs the probe is
/// merely quiet: the check waits on.
struct PoolWatch: Sendable {
    /// How long the poller may ask for nothing before the pool is probed.
    let silence: Duration
    /// How long the probe may wait for a pool thread.
    let probeLimit: Duration

    /// For tests: synchronous checks run as below macOS 15 and iOS 18, on
    /// the pool and watched, so Linux runs that branch.
    @TaskLocal static var runsAsBefore15 = false

    init(_ timing: PollTiming) {
        silence = timing.poolSilence
        probeLimit = timing.poolProbeLimit
    }

    /// Whether a task sent to the pool now, at the caller's priority, runs
    /// within ``probeLimit``. Blocks the calling thread meanwhile (on the main
    /// thread, running its run loop).
    func poolRuns() -> Bool {
        let ran = PollWakeup()
        Task.detached(priority: Task.currentPriority) { ran.signal() }
        return ran.pauseBlocking(upTo: probeLimit)
    }

    /// Why a check ended without a verdict: no pool thread was free.
    func message(_ caller: PollCaller) -> String {
        "the synchronous \(caller.name) could not poll: no thread of Swift's cooperative pool ran a task for "
            + "\(probeLimit.readable) (they may all be blocked in synchronous calls like this one), and below "
            + "macOS 15 and iOS 18 its poller needs one; use \(caller.asyncForm) instead, or keep a pool thread free"
    }
}
