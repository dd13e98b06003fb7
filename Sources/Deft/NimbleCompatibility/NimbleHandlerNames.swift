// Nimble's names for its own reporters. Deft has one reporter that serves
// XCTest, Swift Testing and Quick alike, so each name stands for it.

/// Nimble's XCTest reporter; in Deft, ``TestFrameworkHandler``.
///
/// ```swift
/// NimbleAssertionHandler = NimbleXCTestHandler()  // back to the default
/// ```
public typealias NimbleXCTestHandler = TestFrameworkHandler

/// Nimble's Swift Testing reporter; in Deft, ``TestFrameworkHandler``.
///
/// ```swift
/// withAssertionHandler(NimbleSwiftTestingHandler()) { expect(1).to(equal(1)) }
/// ```
public typealias NimbleSwiftTestingHandler = TestFrameworkHandler

/// Nimble's reporter that picks XCTest or Swift Testing; in Deft,
/// ``TestFrameworkHandler``.
///
/// ```swift
/// NimbleAssertionHandler = NimbleTestingHandler()
/// ```
public typealias NimbleTestingHandler = TestFrameworkHandler

/// Reports a failure at `location` straight to the running test, as
/// ``TestFrameworkHandler`` does: no ``AssertionHandler`` sees it. Custom
/// handlers call it to pass a failure on to the test framework.
///
/// ```swift
/// struct PrefixingHandler: AssertionHandler {
///     func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
///         if !assertion { recordFailure("[checkout] \(message.stringValue)", location: location) }
///     }
/// }
/// ```
public func recordFailure(_ message: String, location: SourceLocation) {
    TestFrameworkHandler.report(message, at: location)
}

/// Reports a failure at `location` straight to the running test: Nimble's
/// Swift Testing reporter. Deft's one reporter serves Swift Testing, XCTest
/// and Quick alike, so this is the same as ``recordFailure(_:location:)``.
///
/// ```swift
/// recordTestingFailure("unexpected state: \(state)", location: SourceLocation())
/// ```
public func recordTestingFailure(_ message: String, location: SourceLocation) {
    TestFrameworkHandler.report(message, at: location)
}
