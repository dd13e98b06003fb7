/// Everything one check started: the tasks that evaluate its expression or
/// run its block, and the capture scopes of those runs. The check ends them
/// with itself, whether it passed, gave up or its test was cancelled.
///
/// Ending cancels the tasks and closes the scopes. A task that ignores
/// cancellation may run on, but it belongs to a check that is over: its
/// outcomes go to a recorder nobody reads, and no other test's scope can
/// take them.
final class CheckOwner: Sendable {
    private struct Owned: Sendable {
        var tasks: Set<Task<Void, Never>> = []
        var scopes: [ObjectIdentifier: CaptureScope] = [:]
        var ended = false
    }

    private let owned = LockedBox(Owned())

    /// Takes `task` into the check; cancels it at once if the check is over.
    func adopt(_ task: Task<Void, Never>) {
        let ended = owned.withLockQuietly { owned -> Bool in
            if !owned.ended { owned.tasks.insert(task) }
            return owned.ended
        }
        if ended { task.cancel() }
    }

    /// Opens a capture scope for `handler` that the check closes when it
    /// ends, if the run that opened it has not closed it first.
    func openScope(_ handler: any AssertionHandler) -> CaptureScope {
        let scope = CaptureScope(handler)
        let ended = owned.withLockQuietly { owned -> Bool in
            if !owned.ended { owned.scopes[ObjectIdentifier(scope)] = scope }
            return owned.ended
        }
        if ended { scope.close() }
        return scope
    }

    /// Lets go of a task that has returned.
    func release(_ task: Task<Void, Never>) {
        owned.withLockQuietly { _ = $0.tasks.remove(task) }
    }

    /// Closes a scope whose run has returned.
    func close(_ scope: CaptureScope) {
        owned.withLockQuietly { _ = $0.scopes.removeValue(forKey: ObjectIdentifier(scope)) }
        scope.close()
    }

    /// Whether the check is over.
    var hasEnded: Bool { owned.value.ended }

    /// Ends the check: cancels its tasks and closes its scopes.
    func end() {
        let ending = owned.withLockQuietly { owned -> Owned in
            defer { owned = Owned(ended: true) }
            return owned
        }
        for task in ending.tasks { task.cancel() }
        for scope in ending.scopes.values { scope.close() }
    }
}

/// The handler a check's own runs report to: the one in force where the
/// check was written, for as long as the check lives, and nothing after.
///
/// The poller binds it in each evaluation for the task (or thread) that runs
/// it: a run that outlives its check cannot charge a failure to whichever
/// test runs next. A `Task {}` that the expression starts inherits the
/// binding, but it is the test's task, not the check's: what it reports goes
/// straight to the test's handler.
struct CheckHandler: SelectiveHandler {
    let owner: CheckOwner
    /// Where the check's own failures go; `nil` for the test framework.
    let inner: (any AssertionHandler)?
    /// The task (or thread) the check's run is in; `nil` for every task
    /// that inherits the handler.
    private var boundIn: ExecutionMark?

    /// The handler for a check starting here, with `owner`.
    init(owner: CheckOwner) {
        self.owner = owner
        self.inner = AssertionContext.inForce
    }

    /// This handler, for the run in the current task (or thread).
    func boundHere() -> CheckHandler {
        var bound = self
        bound.boundIn = .current
        return bound
    }

    /// Passes are kept only if the handler forwarded to keeps them.
    var keepsPasses: Bool { inner?.mayKeepPasses ?? false }

    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        // A task the code under test started belongs to the test.
        let isTheChecks = boundIn.map { $0 == .current } ?? true
        guard !isTheChecks || !owner.hasEnded else { return }
        if let inner {
            inner.assert(assertion, message: message, location: location)
        } else if !assertion {
            TestFrameworkHandler.report(message.stringValue, at: location)
        }
    }
}
