/// Where expectation outcomes go in the current task.
///
/// The handler is a task-local value: it follows `await`, child tasks and
/// `Task {}`, and parallel tests never see each other's. `Task.detached`, GCD
/// and threads start without it. Code running there reports to the capture
/// scope it was raised under only when that is unambiguous: exactly one scope
/// is open in the process, as in a serial XCTest suite, and that scope was
/// not opened inside a Swift Testing test, whose tests run in parallel.
/// Otherwise its failures go to the test framework, which fails the run:
/// never to another test's scope. To capture them under Swift Testing,
/// rebind the handler there:
///
/// ```swift
/// let handler = AssertionContext.current
/// DispatchQueue.global().async {
///     withAssertionHandler(handler) { expect(work.result).to(beNil()) }
/// }
/// ```
public enum AssertionContext {
    /// The handler installed for this task by ``withAssertionHandler(_:fileID:file:line:column:closure:)``,
    /// or `nil` for Deft's default.
    ///
    /// ```swift
    /// withAssertionHandler(AssertionRecorder()) {
    ///     assert(AssertionContext.handler != nil)
    /// }
    /// ```
    public static var handler: (any AssertionHandler)? { installed }

    /// The task-local binding behind ``handler``. `withAssertionHandler` and
    /// block runs bind it with a scope open, so that the count of open scopes
    /// (`InstalledHandlers`), which lets passes skip this read, is always
    /// right. A check's evaluations bind a handler without one (a
    /// `SelectiveHandler` that keeps passes only if the handler it forwards
    /// to does, and that one has a scope open).
    @TaskLocal static var installed: (any AssertionHandler)?

    /// The handler in force here, or `nil` for the test-framework reporter:
    /// the task's own, else the one code with no handler bound reports to.
    static var inForce: (any AssertionHandler)? {
        installed ?? InstalledHandlers.forUnboundCode
    }

    /// The handler in force: the task's own, the sole open capture scope for
    /// code outside any task's scope (see above), the process-wide fallback,
    /// or else the test-framework reporter.
    ///
    /// ```swift
    /// let handler = AssertionContext.current
    /// ```
    public static var current: any AssertionHandler {
        inForce ?? TestFrameworkHandler()
    }
}

/// The single exit for every outcome Deft evaluates.
@usableFromInline
enum Assertions {
    /// Hands an outcome to the handler in force. A passing outcome costs no
    /// message unless a handler that keeps passes is installed.
    @usableFromInline
    static func record(_ passed: Bool, message: () -> String, location: @autoclosure () -> SourceLocation) {
        if passed && (!InstalledHandlers.any || !(AssertionContext.inForce?.mayKeepPasses ?? false)) { return }
        // The values of a message shown in part wait in this failure's own
        // slot for its report, whatever other tests fail meanwhile; a pass's
        // (built for a handler that keeps passes) are dropped with theirs.
        FullValueAttachment.$slot.withValue(FullValueAttachment.Slot()) {
            deliver(passed, message: message(), location: location())
        }
    }

    /// The slow path of `record`, with the message already built: hands it
    /// to the installed handler, or a failure to the test framework. Kept out
    /// of line so inlined passing checks stay small.
    static func deliver(_ passed: Bool, message: String, location: SourceLocation) {
        let handler = AssertionContext.inForce
        let message =
            passed
            ? message
            : FullValueAttachment.attach(
                to: LostAdvances.appended(to: message), handled: handler != nil, at: location)
        if let handler {
            handler.assert(passed, message: FailureMessage(stringValue: message), location: location)
        } else if !passed {
            TestFrameworkHandler.report(message, at: location)
        }
    }
}
