internal import DeftCShims

/// The handlers installed outside the task-local binding: every open
/// ``CaptureScope``, and the process-wide fallback that assigning
/// `NimbleAssertionHandler` sets.
///
/// The routing rule for code that runs where no handler is bound (a GCD
/// queue, a `Thread`, a `Task.detached`): it reports to a capture scope only
/// when that scope is the one scope open in the whole process, and the scope
/// was opened outside a Swift Testing test. XCTest runs one test at a time,
/// so such a scope is the only one the code can have been raised under. Swift
/// Testing runs tests in parallel, so a scope opened inside one of its tests
/// never takes a failure that carries no task context: that failure may
/// belong to another test. It goes to the fallback, or to the test
/// framework, which fails the run. A scope is open only while its owner is
/// alive: `withAssertionHandler`'s closure, or the check whose run opened it.
enum InstalledHandlers {
    /// The open scopes, oldest first, and the fallback.
    private struct Registry: Sendable {
        var scopes: [CaptureScope] = []
        var fallback: (any AssertionHandler)?

        /// How many reasons a pass may have to be recorded.
        var installedCount: Int { scopes.count + (fallback == nil ? 0 : 1) }
    }

    private static let registry = LockedBox(Registry())

    /// Registers `scope` until ``close(_:)``.
    static func open(_ scope: CaptureScope) {
        registry.withLockQuietly { $0.scopes.append(scope) }
        hint(adding: 1)
    }

    /// Unregisters `scope`, and tells whether it was open: closing it again
    /// does nothing, and leaves the count alone.
    @discardableResult
    static func close(_ scope: CaptureScope) -> Bool {
        let removed = registry.withLockQuietly { registry -> Bool in
            guard let index = registry.scopes.firstIndex(where: { $0 === scope }) else { return false }
            registry.scopes.remove(at: index)
            return true
        }
        if removed { hint(adding: -1) }
        return removed
    }

    /// Whether a scope is open for `handler`, the very instance. Exposed for
    /// tests: a check must close the scopes of its runs when it ends.
    static func hasOpenScope(for handler: any AssertionHandler & AnyObject) -> Bool {
        registry.withLockQuietly { registry in
            registry.scopes.contains { ($0.handler as AnyObject) === handler }
        }
    }

    /// The handler for code with nothing bound in its task, set by assigning
    /// `NimbleAssertionHandler`; `nil` restores Deft's default.
    static var fallback: (any AssertionHandler)? {
        get { registry.withLockQuietly { $0.fallback } }
        set {
            let change = registry.withLockQuietly { registry -> Int in
                defer { registry.fallback = newValue }
                return (newValue == nil ? 0 : 1) - (registry.fallback == nil ? 0 : 1)
            }
            hint(adding: change)
        }
    }

    /// The handler for code that runs with no task-local handler bound: the
    /// sole open scope, if it takes such failures, or else the fallback.
    static var forUnboundCode: (any AssertionHandler)? {
        registry.withLockQuietly { registry in
            if registry.scopes.count == 1, registry.scopes[0].takesUnboundFailures {
                return registry.scopes[0].handler
            }
            return registry.fallback
        }
    }

    /// Whether some code may have a handler other than the default: while
    /// there is none, a passing expectation records nothing. The count is a
    /// C11 atomic (DeftCShims), the same on every platform.
    static var any: Bool { deft_handler_count_load() != 0 }

    private static func hint(adding change: Int) {
        if change != 0 { deft_handler_count_add(change) }
    }
}

/// One open capture: a handler registered for code that runs with no
/// handler bound, for as long as its owner lives.
///
/// `withAssertionHandler` owns the scope it opens and closes it when its
/// closure returns. A check owns the scopes of its block runs and closes them
/// when it ends, even if a run is still going: a run that outlives its check
/// keeps its task-local handler, so its late failures go to a recorder nobody
/// reads, and never to another test.
final class CaptureScope: Sendable {
    let handler: any AssertionHandler
    /// Whether code with no task-local handler may report here: only a
    /// scope opened outside a Swift Testing test, where tests run one at a
    /// time, can be the one such code was raised under.
    let takesUnboundFailures: Bool

    /// Opens a scope for `handler`.
    init(_ handler: any AssertionHandler) {
        self.handler = handler
        self.takesUnboundFailures = !SwiftTestingReporter.isInsideTest
        InstalledHandlers.open(self)
    }

    /// Closes the scope; closing it again does nothing.
    func close() {
        InstalledHandlers.close(self)
    }
}
