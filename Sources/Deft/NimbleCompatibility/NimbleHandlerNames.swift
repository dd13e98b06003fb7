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

/// Records a failure at `location`: Nimble's name for ``fail(_:location:)``.
///
/// ```swift
/// recordFailure("unexpected state", location: SourceLocation())
/// ```
public func recordFailure(_ message: String, location: SourceLocation) {
    fail(message, location: location)
}
