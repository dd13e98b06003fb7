/// Whether an expectation has been checked, and how it went.
///
/// ```swift
/// let status = expect(1).to(equal(1)).status  // .passed
/// ```
public enum ExpectationStatus: Sendable, Equatable {
    /// Not checked yet.
    case pending
    /// Every check passed.
    case passed
    /// Every check failed.
    case failed
    /// Some checks passed and some failed.
    case mixed

    @inlinable
    func adding(_ passed: Bool) -> ExpectationStatus {
        switch (self, passed) {
        case (.pending, true), (.passed, true): return .passed
        case (.pending, false), (.failed, false): return .failed
        default: return .mixed
        }
    }
}

/// What every expectation has: a location, a status, and a way to record an
/// outcome directly.
///
/// ```swift
/// extension SyncExpectation where Value == Int {
///     @discardableResult
///     func toBeEven() -> Self {
///         verify(((try? expression.evaluate()) ?? 1)?.isMultiple(of: 2) == true,
///                FailureMessage(stringValue: "expected to be even"))
///     }
/// }
/// ```
public protocol Expectation {
    /// Where the expectation was written.
    var location: SourceLocation { get }
    /// How the checks made so far went.
    var status: ExpectationStatus { get }
    /// Records an outcome with the handler in force, as `to` does.
    @discardableResult
    func verify(_ pass: Bool, _ message: FailureMessage) -> Self
}
