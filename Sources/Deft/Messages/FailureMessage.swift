/// The final text of an expectation's outcome, as handed to an
/// ``AssertionHandler`` and kept in an ``AssertionRecord``.
///
/// ```swift
/// let messages = gatherFailingExpectations(silently: true) {
///     expect(1).to(equal(2))
/// }.map { $0.message.stringValue }
/// // ["expected to equal <2>, got <1>"]
/// ```
public struct FailureMessage: Sendable, Equatable, CustomStringConvertible {
    /// The whole message, including the user's description on its first line.
    public let stringValue: String

    /// Creates a message from its text.
    ///
    /// ```swift
    /// let message = FailureMessage(stringValue: "expected to be ready")
    /// ```
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    public var description: String { stringValue }
}
