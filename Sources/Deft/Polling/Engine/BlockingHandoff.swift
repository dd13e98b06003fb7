extension Poller {
    /// Validates, then polls while the calling thread blocks: the thin
    /// handoff behind the synchronous verbs.
    ///
    /// The one async driver (``run(_:timeout:interval:clock:description:location:caller:wakeSources:isolation:evaluate:)``)
    /// runs in a task of its own. The calling thread blocks at an
    /// ``EvaluationDesk``: it runs each evaluation the driver asks for,
    /// inline, with its own task-local values, and on the main thread it
    /// runs the main run loop in between, so work sent to the main queue or
    /// the main actor progresses.
    static func runBlocking<Value>(
        _ verb: Verb, timeout: Duration?, interval: Duration?, clock: (any Clock<Duration>)?, description: String?,
        location: SourceLocation, caller: PollCaller? = .none, wakeSources: [WakeSource] = [],
        evaluate: () -> Verdict<Value>
    ) -> PollResult<Value> {
        let caller = (caller ?? .expectation(verb)).evaluatingOnItsThread()
        if SwiftTestingReporter.isInsideTest {
            return .stopped(
                "the synchronous \(caller.name) would block a thread that Swift Testing's tasks need; "
                    + "use \(caller.asyncForm) instead")
        }
        if MainQueueHolder.isOffMainThread { return .stopped(MainQueueHolder.refusal(caller)) }
        let desk = EvaluationDesk<Value>(verb: verb)
        let drive: @Sendable () async -> Void = {
            let result = await run(
                verb, timeout: timeout, interval: interval, clock: clock, description: description,
                location: location, caller: caller, wakeSources: wakeSources
            ) { await desk.evaluateOnCaller() }
            desk.close(with: result)
        }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), !PoolWatch.runsAsBefore15 {
            // Off the cooperative pool, whose threads may all be blocked in
            // synchronous verbs like this one (see ``PollDriver``).
            let driver = PollDriver.shared
            Task(executorPreference: driver) { await PollDriver.$current.withValue(driver) { await drive() } }
            return desk.serve(evaluate)
        }
        // No task executors: the poller needs a pool thread, so the blocked
        // thread watches that one comes (``PoolWatch``).
        let driving = Task { await drive() }
        let watch = PoolWatch(PollTiming.current)
        guard let result = desk.serve(evaluate, watching: watch) else {
            driving.cancel()
            return .stopped(watch.message(caller))
        }
        return result
    }
}

/// Where a thread blocked in a synchronous check serves the evaluations the
/// poller asks for, until the poller hands it the result.
final class EvaluationDesk<Value>: Sendable {
    private struct State: Sendable {
        /// The evaluation the poller asks for, and the check it is for.
        var request: (continuation: CheckedContinuation<HandedOver<Verdict<Value>>, Never>, check: Check?)?
        /// Handed over by the poller, which ends once it has set it.
        var result: HandedOver<PollResult<Value>>?
    }

    private let verb: Verb
    private let state = LockedBox(State())
    /// Rings the blocked thread: a request, or the result. Nothing else
    /// changes what it waits for, so it waits for nothing else.
    private let bell = PollWakeup()

    init(verb: Verb) {
        self.verb = verb
    }

    /// Asks the blocked thread for one evaluation, for the check current
    /// here, and waits for its verdict. Once the check is over nobody serves
    /// it: it returns a verdict nobody reads.
    nonisolated(nonsending) func evaluateOnCaller() async -> Verdict<Value> {
        let check = Check.current
        let verb = self.verb
        return await withCheckedContinuation { (continuation: CheckedContinuation<HandedOver<Verdict<Value>>, Never>) in
            let open = state.withLockQuietly { state in
                guard state.result == nil else { return false }
                state.request = (continuation, check)
                return true
            }
            if open {
                bell.signal()
            } else {
                continuation.resume(returning: HandedOver(Self.unread(verb)))
            }
        }.value
    }

    /// Hands the blocked thread the check's result.
    func close(with result: PollResult<Value>) {
        state.withLockQuietly { $0.result = HandedOver(result) }
        bell.signal()
    }

    /// Blocks, serving evaluations with `evaluate`, until the result arrives.
    func serve(_ evaluate: () -> Verdict<Value>) -> PollResult<Value> {
        // Unwatched, only the result ends the wait.
        serve(evaluate, watching: nil) ?? .abandoned
    }

    /// The same, watching the pool with `watch` when the poller needs it:
    /// `nil` once no pool thread has come for the poller (``PoolWatch``).
    /// The check is then over: an evaluation it asks for later is not run.
    func serve(_ evaluate: () -> Verdict<Value>, watching watch: PoolWatch?) -> PollResult<Value>? {
        while true {
            let (request, result) = state.withLockQuietly { state in
                defer { state.request = nil }
                return (state.request, state.result)
            }
            if let result {
                // The check is over: an evaluation it asked for last is not run.
                request?.continuation.resume(returning: HandedOver(Self.unread(verb)))
                return result.value
            }
            if let request {
                // The check's task-local values, bound for this thread.
                let verdict = request.check?.evaluating(evaluate) ?? evaluate()
                request.continuation.resume(returning: HandedOver(verdict))
                continue
            }
            guard let watch else {
                bell.pauseBlocking()
                continue
            }
            if bell.pauseBlocking(upTo: watch.silence) || watch.poolRuns() { continue }
            // The poller may have asked or ended while the pool was probed.
            if state.withLockQuietly({ $0.request != nil || $0.result != nil }) { continue }
            close(with: .abandoned)
            return nil
        }
    }

    /// The verdict of an evaluation that does not run because its check is
    /// over; nobody reads it.
    private static func unread(_ verb: Verb) -> Verdict<Value> {
        Verdict(answer: .failure(CancellationError()), verb: verb, evaluation: Evaluation(outcome: .success(nil)))
    }
}
