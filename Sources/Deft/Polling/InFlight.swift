import Foundation

/// One evaluation of a polled expression, running in its own task, so the
/// poller can stop waiting for it at the deadline: an expression that never
/// returns ends the check instead of hanging the suite.
final class InFlight<Value>: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only under `lock`.
    private let lock = NSLock()
    private var verdict: Verdict<Value>?
    private var started = false
    /// Signalled when the evaluation returns: the same wakeup a pause
    /// between polls waits on.
    private let returned = PollWakeup()
    /// Marks the tasks of this evaluation, for a clock that notes who sleeps
    /// on it; see ``DrivableClock/isSleeping(_:)``.
    let evaluation = PollEvaluation.next()

    /// Starts `evaluate` in a new task that runs on `actor`, the caller's.
    ///
    /// Where `Task.immediate` exists, the task starts at once, here, and what
    /// it reads before its first suspension is tracked by `reads`: a block
    /// such as `eventually { expect(model.items).to(…) }` wakes its poll when
    /// a property it read changes.
    ///
    /// The task belongs to `owner`, the check, which cancels it when the
    /// check ends, whether or not it has returned.
    static func start(
        on actor: isolated (any Actor)?, tracking reads: ObservedReads, ownedBy owner: CheckOwner,
        _ evaluate: nonisolated(nonsending) @escaping () async -> Verdict<Value>
    ) -> InFlight<Value> {
        let flight = InFlight<Value>()
        let job = Job(evaluate: evaluate, handler: CheckHandler(owner: owner))
        let task: Task<Void, Never>
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            task = reads.track {
                Task.immediate(executorPreference: PollDriver.current) {
                    _ = actor
                    await flight.run(job, on: actor)
                }
            }
        } else {
            task = Task.onPollDriver { await flight.run(job, on: actor) }
        }
        flight.task = task
        owner.adopt(task)
        return flight
    }

    /// The task the evaluation runs in.
    private(set) var task: Task<Void, Never>? {
        get { lock.withLock { runningTask } }
        set { lock.withLock { runningTask = newValue } }
    }
    private var runningTask: Task<Void, Never>?

    /// The evaluation, carried into the new task. It only ever runs on the
    /// actor it came from, while its caller is suspended.
    private struct Job: @unchecked Sendable {
        // @unchecked Sendable: `evaluate` is called once, in the new task, on its caller's actor, and no
        // other evaluation of the check runs meanwhile. On an actor it is serial with the caller. A
        // nonisolated caller resumes when its check gives up, and may then run beside an evaluation
        // that ignores cancellation: as beside any code the test left running, Deft never calls it again.
        let evaluate: nonisolated(nonsending) () async -> Verdict<Value>
        /// Where the evaluation reports: the check's handler, silent once
        /// the check has ended.
        let handler: CheckHandler
    }

    private func run(_ job: Job, on actor: isolated (any Actor)?) async {
        lock.withLock { started = true }
        finish(
            await PollEvaluation.$current.withValue(evaluation) {
                _ = actor
                // The check's handler and muting, for this task only: a task the
                // expression starts belongs to the test (see ``ExecutionMark``).
                return await AssertionContext.$installed.withValue(job.handler.boundHere()) {
                    // Capturing `actor` keeps the closure on it: a nonisolated
                    // closure would hop to the global executor and back.
                    _ = actor
                    return await StateChanges.$mutedIn.withValue(.current) {
                        _ = actor
                        return await job.evaluate()
                    }
                }
            })
    }

    /// Whether the evaluation has begun running on its actor.
    var hasStarted: Bool {
        lock.withLock { started }
    }

    /// The verdict, once the evaluation has returned.
    var result: Verdict<Value>? {
        lock.withLock { verdict }
    }

    /// Suspends until the evaluation returns, the alarm `setAlarm` sets
    /// rings, or the waiting task is cancelled, whichever comes first.
    nonisolated(nonsending) func wait(orUntil setAlarm: (_ ring: @escaping @Sendable () -> Void) -> Alarm) async {
        guard result == nil else { return }
        await withTaskCancellationHandler {
            _ = await returned.pause(until: setAlarm)
        } onCancel: {
            returned.signal()
        }
    }

    private func finish(_ result: Verdict<Value>) {
        lock.withLock { verdict = result }
        returned.signal()
    }
}
