/// One evaluation of a polled expression, running in its own task, so the
/// poller can stop waiting for it at the deadline: an async expression that
/// never returns ends the check instead of hanging the suite.
///
/// A blocking verb (`expect(x).toEventually(…)` without `await`) evaluates
/// on the caller's thread instead (``EvaluationDesk``), where nothing can
/// end it: the poll loop waits for an evaluation still running at the
/// deadline (``awaitResult()``), and its verdict counts, as in Nimble. An
/// expression that never returns there blocks that thread, and the check
/// with it, for ever. Poll an expression that may not return with the async
/// verbs.
final class InFlight<Value>: Sendable {
    private struct State: Sendable {
        /// Handed over by the evaluation's task, which returns once it has set it.
        var verdict: HandedOver<Verdict<Value>>?
        var started = false
        var task: Task<Void, Never>?
    }

    private let state = LockedBox(State())
    /// Signalled when the evaluation starts and when it returns: the wait
    /// for it then looks again (see ``DrivenPace``).
    private let returned = PollWakeup()
    /// Marks the tasks of this evaluation, for a clock that notes who sleeps
    /// on it; see ``DrivableClock/isSleeping(_:)``.
    let evaluation = PollEvaluation.next()
    /// The tasks this check's evaluations started, while they live.
    let startedTasks: StartedTasks

    private init(startedTasks: StartedTasks) {
        self.startedTasks = startedTasks
    }

    /// Starts `evaluate` in a new task that runs on `actor`, the caller's.
    ///
    /// Where `Task.immediate` exists, the task starts at once, here, and what
    /// it reads before its first suspension is tracked by `reads`: a block
    /// such as `eventually { expect(model.items).to(…) }` wakes its poll when
    /// a property it read changes.
    ///
    /// The task belongs to `check`, which cancels it when it ends, whether
    /// or not it has returned.
    static func start(
        on actor: isolated (any Actor)?, for check: Check,
        _ evaluate: nonisolated(nonsending) @escaping () async -> Verdict<Value>
    ) -> InFlight<Value> {
        let flight = InFlight<Value>(startedTasks: check.startedTasks)
        let job = Job(evaluate: evaluate)
        let task: Task<Void, Never>
        let startsAsBefore26 = ObservedReads.startsAsBefore26
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *), !startsAsBefore26 {
            let start = {
                Task.immediate(executorPreference: PollDriver.current) {
                    _ = actor
                    await flight.run(job, for: check, on: actor)
                }
            }
            task = check.reads?.track(start) ?? start()
        } else {
            task = Task.onPollDriver { await flight.run(job, for: check, on: actor) }
        }
        flight.state.withLockQuietly { $0.task = task }
        check.adopt(task)
        return flight
    }

    /// The task the evaluation runs in.
    var task: Task<Void, Never>? { state.withLockQuietly { $0.task } }

    /// The evaluation, carried into the new task. It only ever runs on the
    /// actor it came from, while its caller is suspended.
    private struct Job: @unchecked Sendable {
        // @unchecked Sendable: `evaluate` is called once, in the new task, on its caller's actor, and no
        // other evaluation of the check runs meanwhile. On an actor it is serial with the caller. A
        // nonisolated caller resumes when its check gives up, and may then run beside an evaluation
        // that ignores cancellation: as beside any code the test left running, Deft never calls it again.
        let evaluate: nonisolated(nonsending) () async -> Verdict<Value>
    }

    private func run(_ job: Job, for check: Check, on actor: isolated (any Actor)?) async {
        state.withLockQuietly { $0.started = true }
        returned.signal()
        finish(
            await PollEvaluation.$current.withValue(evaluation) {
                // Capturing `actor` keeps the closure on it: a nonisolated
                // closure would hop to the global executor and back.
                _ = actor
                return await startedTasks.bound(for: evaluation, isolation: actor) {
                    _ = actor
                    return await check.evaluating(isolation: actor) { await job.evaluate() }
                }
            })
    }

    /// Whether the evaluation has begun running on its actor.
    var hasStarted: Bool {
        state.withLockQuietly { $0.started }
    }

    /// The verdict, once the evaluation has returned.
    var result: Verdict<Value>? {
        state.withLockQuietly { $0.verdict?.value }
    }

    /// Suspends until the evaluation starts or returns, the alarm
    /// `setAlarm` sets rings, or the waiting task is cancelled, whichever
    /// comes first.
    nonisolated(nonsending) func wait(orUntil setAlarm: (_ ring: @escaping @Sendable () -> Void) -> Alarm) async {
        guard result == nil else { return }
        await withTaskCancellationHandler {
            _ = await returned.pause(until: setAlarm)
        } onCancel: {
            returned.signal()
        }
    }

    /// Suspends until the evaluation returns, or the waiting task is cancelled.
    nonisolated(nonsending) func awaitResult() async {
        while result == nil, !Task.isCancelled {
            await wait(orUntil: { _ in Alarm {} })
        }
    }

    private func finish(_ result: Verdict<Value>) {
        state.withLockQuietly { $0.verdict = HandedOver(result) }
        returned.signal()
    }
}
