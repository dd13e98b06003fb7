/// One check in progress and all it owns: the tasks it starts (an
/// evaluation, a block run, a recorded sequence's consumer), the capture scopes of its block runs, what its evaluations read,
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
    /// The tasks its evaluations started, while they live, if it watches them.
    let startedTasks: StartedTasks
    /// Where the check's runs, and the tasks they start, report: the
    /// handler in force where it started, while its test runs.
    private let test: TestTaskHandler
    private let state = LockedBox(State())

    /// A check written at `location`, whose evaluations' reads signal
    /// `wakeup`, and which watches the tasks they start if asked.
    init(at location: SourceLocation? = .none, waking wakeup: PollWakeup? = .none, watchingStartedTasks: Bool = false) {
        self.location = location
        self.startedTasks = StartedTasks(watching: watchingStartedTasks)
        self.reads = wakeup.map { ObservedReads(waking: $0) }
        self.test = TestTaskHandler()
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

    /// Runs `body` as one of the check's evaluations, here: the check is
    /// current, and its handler and muting apply to this task only (see
    /// ``ExecutionMark``), so a `Task {}` that `body` starts is the test's.
    func evaluating<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: nonisolated(nonsending) () async -> Result
    ) async -> Result {
        // Each closure captures `isolation`, so it stays on the caller's actor.
        await ExecutionMark.bound { mark in
            _ = isolation
            return await Check.$current.withValue(self) {
                _ = isolation
                return await AssertionContext.$installed.withValue(Handler(check: self, boundIn: mark)) {
                    _ = isolation
                    return await StateChanges.$mutedIn.withValue(mark) {
                        _ = isolation
                        return await body()
                    }
                }
            }
        }
    }

    /// The same, for an evaluation on a blocked thread, with what it reads tracked.
    func evaluating<Result>(_ body: () -> Result) -> Result {
        ExecutionMark.bound { mark in
            Check.$current.withValue(self) {
                AssertionContext.$installed.withValue(Handler(check: self, boundIn: mark)) {
                    StateChanges.$mutedIn.withValue(mark) { reads?.track(body) ?? body() }
                }
            }
        }
    }

    /// The handler a check's own runs report to, bound for the task (or
    /// thread) of one run: the test's while the check lives, and nothing
    /// after. A task that inherits it elsewhere was started by the code under
    /// test, so it is the test's, and reports as ``TestTaskHandler`` does:
    /// to the test while it runs, and never to another test.
    struct Handler: SelectiveHandler {
        let check: Check
        /// The task (or thread) of the check's own run.
        let boundIn: ExecutionMark

        var keepsPasses: Bool { check.test.keepsPasses }

        func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
            if boundIn.isCurrent, check.hasEnded { return }
            check.test.assert(assertion, message: message, location: location)
        }
    }
}
