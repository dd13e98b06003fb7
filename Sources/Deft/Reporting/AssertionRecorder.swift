import Foundation

/// An ``AssertionHandler`` that keeps every outcome instead of reporting it.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// withAssertionHandler(recorder) {
///     expect(1).to(equal(2))
/// }
/// let messages = recorder.assertions.map(\.message.stringValue)  // ["expected to equal <2>, got <1>"]
/// ```
public final class AssertionRecorder: AssertionHandler, @unchecked Sendable {
    // @unchecked Sendable: `records` is read and written only under `lock`.
    private let lock = NSLock()
    private var records: [AssertionRecord] = []
    /// Whether passes are kept, or only failures.
    let keepsPasses: Bool

    /// Creates an empty recorder.
    ///
    /// ```swift
    /// let recorder = AssertionRecorder()
    /// ```
    public init() {
        keepsPasses = true
    }

    /// Creates an empty recorder that keeps failures only, for
    /// `gatherFailingExpectations`: filtering afterwards would cost a pass
    /// over every record.
    init(keepingPasses: Bool) {
        keepsPasses = keepingPasses
    }

    /// Every outcome recorded so far, in order.
    ///
    /// ```swift
    /// let failures = recorder.assertions.filter { !$0.success }
    /// ```
    public var assertions: [AssertionRecord] {
        lock.lock()
        defer { lock.unlock() }
        return records
    }

    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        if assertion, !keepsPasses { return }
        let record = AssertionRecord(success: assertion, message: message, location: location)
        lock.lock()
        records.append(record)
        lock.unlock()
    }
}

/// An ``AssertionHandler`` that forwards every outcome to several handlers.
///
/// ```swift
/// let both = AssertionDispatcher(handlers: [recorder, AssertionContext.current])
/// ```
public struct AssertionDispatcher: AssertionHandler {
    let handlers: [any AssertionHandler]

    /// Creates a dispatcher that forwards to `handlers`, in order.
    ///
    /// ```swift
    /// let dispatcher = AssertionDispatcher(handlers: [first, second])
    /// ```
    public init(handlers: [any AssertionHandler]) {
        self.handlers = handlers
    }

    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        for handler in handlers {
            handler.assert(assertion, message: message, location: location)
        }
    }
}

extension AssertionHandler {
    /// Whether this handler may keep a passing outcome, so a pass must be
    /// handed to it with its message. Only the recorder behind
    /// `gatherFailingExpectations` says no, and a dispatcher made of such
    /// recorders and the test framework's reporter, which ignores passes.
    var mayKeepPasses: Bool {
        if let recorder = self as? AssertionRecorder { return recorder.keepsPasses }
        if let dispatcher = self as? AssertionDispatcher { return dispatcher.handlers.contains { $0.mayKeepPasses } }
        if let selective = self as? any SelectiveHandler { return selective.keepsPasses }
        return !(self is TestFrameworkHandler)
    }
}

/// A handler of Deft's own that knows whether it may keep a passing
/// outcome, so a pass need not build its message for it.
protocol SelectiveHandler: AssertionHandler {
    /// Whether a passing outcome may be kept.
    var keepsPasses: Bool { get }
}
