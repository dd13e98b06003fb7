/// Nimble's reporter for short failure messages: for a message composed
/// from parts (see ``FailureMessage``), it reports only the actual value,
/// `got: <starting>`, or what was expected when there is no actual value,
/// `expected to be ready`, to the running test.
///
/// A message that is one whole text, as Deft's expectations and `fail("…")`
/// hand to handlers, is reported whole: it has no parts to shorten.
///
/// ```swift
/// var message = FailureMessage()
/// message.postfixMessage = "be ready"
/// message.actualValue = "<starting>"
/// NimbleShortXCTestHandler().assert(false, message: message, location: SourceLocation())
/// // reported as: got: <starting>
/// ```
public struct NimbleShortXCTestHandler: AssertionHandler {
    /// Creates the handler.
    ///
    /// ```swift
    /// NimbleAssertionHandler = NimbleShortXCTestHandler()
    /// ```
    public init() {}

    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        guard !assertion else { return }
        TestFrameworkHandler.report(Self.shortText(of: message), at: location)
    }

    /// The text this handler reports for `message`.
    static func shortText(of message: FailureMessage) -> String {
        guard message.hasParts else { return message.stringValue }
        if let actual = message.actualValue {
            return "got: \(actual) \(message.postfixActual)"
        }
        return "expected \(message.to) \(message.postfixMessage)"
    }
}
