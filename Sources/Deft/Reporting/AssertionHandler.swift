/// Receives the outcome of every expectation.
///
/// Deft's default reports failures to Swift Testing, XCTest or standard error.
/// Install your own for a scope with ``withAssertionHandler(_:fileID:file:line:column:closure:)``;
/// ``AssertionRecorder`` is the one most tests need.
///
/// ```swift
/// struct PrintingHandler: AssertionHandler {
///     func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
///         if !assertion { print("\(location): \(message)") }
///     }
/// }
/// ```
public protocol AssertionHandler: Sendable {
    /// Called once per evaluated expectation: `assertion` is whether it passed.
    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation)
}

/// One expectation's outcome, as an ``AssertionRecorder`` keeps it.
///
/// ```swift
/// let record = recorder.assertions[0]
/// print(record.success, record.message.stringValue, record.location.line)
/// ```
public struct AssertionRecord: Sendable, CustomStringConvertible {
    /// Whether the expectation passed.
    public let success: Bool
    /// What the expectation reported.
    public let message: FailureMessage
    /// Where the expectation was written.
    public let location: SourceLocation

    /// Creates a record.
    ///
    /// ```swift
    /// let record = AssertionRecord(success: false, message: FailureMessage(stringValue: "x"), location: SourceLocation())
    /// ```
    public init(success: Bool, message: FailureMessage, location: SourceLocation) {
        self.success = success
        self.message = message
        self.location = location
    }

    public var description: String {
        "AssertionRecord { success=\(success), message='\(message.stringValue)', location=\(location) }"
    }
}
