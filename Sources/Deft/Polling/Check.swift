/// One check in progress and all it owns: the tasks it starts (an
/// evaluation, a block run, `waitUntil`'s action, a recorded sequence's
/// consumer), the capture scopes of its block runs, what its evaluations read,
/// and the task-local values it binds for an evaluation.
///
/// Ending it (it passed, it gave up, or its test was cancelled) cancels those
/// tasks and closes those scopes. A run that ignores cancellation goes on, but
/// reports to ``Handler``, which drops what the check's own runs report after
/// the end: never to another test.
final class Check: Sendable {
    private struct State: Sendable {
        var tasks: Set<Task<Void, Never>> = []
        var scopes: [ObjectIdentifier: CaptureScope] = [:]
        var ended = false
        var refusedInner = false
    }

    /// The check whose evaluation runs in this task: a check started inside
    /// it is refused.
    @TaskLocal static var current: Check?

    /// Where a polling check was written, for the refusal of one nested in it.
    let location: SourceLocation?
    /// What a polling check's evaluations read, which wakes its poll when it changes.
    let reads: ObservedReads?
    /// Where the check's own runs report: the handler in force where it
    /// started, or `nil` for the test framework.
    private let inner: (any AssertionHandler)?
    private let state = LockedBox(State())

    /// A check written at `location`, whose evaluations' reads signal `wakeup`.
    init(at location: SourceLocation? = .none, waking wakeup: PollWakeup? = .none) {
        self.location = location
        self.reads = wakeup.map { ObservedReads(waking: $0) }
        self.inner = AssertionContext.inForce
    }

    /// Takes `task` into the check; cancels it at once if the check is over.
    func adopt(_ task: Task<Void, Never>) {
        if unlessEnded({ _ = $0.tasks.insert(task) }) { task.cancel() }
    }

    /// Lets go of a task that has returned.
    func release(_ task: Task<Void, Never>) {
        state.withLockQuietly { _ = $0.tasks.remove(task) }
    }

    /// Opens a capture scope for `handler` that the check closes when it
    /// ends, unless the run that opened it closes it first (``close(_:)``).
    func openScope(_ handler: any AssertionHandler) -> CaptureScope {
        let scope = CaptureScope(handler)
        if unlessEnded({ $0.scopes[ObjectIdentifier(scope)] = scope }) { scope.close() }
        return scope
    }

    /// Runs `take` unless the check is over; returns whether it is.
    private func unlessEnded(_ take: (inout State) -> Void) -> Bool {
        state.withLockQuietly { state in
            if !state.ended { take(&state) }
            return state.ended
        }
    }

    /// Closes a scope whose run has returned.
    func close(_ scope: CaptureScope) {
        state.withLockQuietly { _ = $0.scopes.removeValue(forKey: ObjectIdentifier(scope)) }
        scope.close()
    }

    /// Marks that a check nested in this one was refused: this one ends at once.
    func refuseInner() { state.withLockQuietly { $0.refusedInner = true } }

    var hasRefusedInner: Bool { state.value.refusedInner }

    var hasEnded: Bool { state.value.ended }

    /// Ends the check: cancels its tasks and closes its scopes.
    func end() {
        let ending = state.withLockQuietly { state -> State in
            defer { state = State(ended: true) }
            return state
        }
        for task in ending.tasks { task.cancel() }
        for scope in ending.scopes.values { scope.close() }
    }

    /// The handler for every task that inherits it (`waitUntil`'s action):
    /// what arrives after the check ended is dropped.
    var handler: Handler { Handler(check: self) }

    /// Runs `body` as one of the check's evaluations, here: the check is
    /// current, and its handler and muting apply to this task only (see
    /// ``ExecutionMark``), so a `Task {}` that `body` starts is the test's.
    func evaluating<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: nonisolated(nonsending) () async -> Result
    ) async -> Result {
        // Each closure captures `isolation`, so it stays on the caller's actor.
        await Check.$current.withValue(self) {
            _ = isolation
            return await AssertionContext.$installed.withValue(Handler(check: self, boundIn: .current)) {
                _ = isolation
                return await StateChanges.$mutedIn.withValue(.current) {
                    _ = isolation
                    return await body()
                }
            }
        }
    }

    /// The same, for an evaluation on a blocked thread, with what it reads tracked.
    func evaluating<Result>(_ body: () -> Result) -> Result {
        Check.$current.withValue(self) {
            AssertionContext.$installed.withValue(Handler(check: self, boundIn: .current)) {
                StateChanges.$mutedIn.withValue(.current) { reads?.track(body) ?? body() }
            }
        }
    }

    /// The handler a check's own runs report to: the check's `inner` while
    /// it lives, and nothing after. Bound for one task (or thread), it drops
    /// only that task's late reports: a task that inherits it elsewhere is
    /// the test's, and reports straight through.
    struct Handler: SelectiveHandler {
        let check: Check
        /// The task (or thread) of the check's own run; `nil` for every task.
        var boundIn: ExecutionMark?

        /// Bound for the run in the current task (or thread).
        func boundHere() -> Handler { Handler(check: check, boundIn: .current) }

        var keepsPasses: Bool { check.inner?.mayKeepPasses ?? false }

        func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
            let isTheChecks = boundIn.map { $0 == .current } ?? true
            guard !isTheChecks || !check.hasEnded else { return }
            if let inner = check.inner {
                inner.assert(assertion, message: message, location: location)
            } else if !assertion {
                TestFrameworkHandler.report(message.stringValue, at: location)
            }
        }
    }
}
