import Foundation

/// The error a failed `require`, `unwrap` or `requireFail` throws to stop the test.
///
/// The failure itself is reported at the caller's line before it is thrown.
/// Under Swift Testing the test stops without a second issue. Under XCTest on
/// Linux, which records every thrown error, the error's text points back to
/// the reported failure.
///
/// ```swift
/// do { _ = try require(user).toNot(beNil()) } catch let error as RequireError {
///     print(error.message)
/// }
/// ```
public struct RequireError: Error, CustomStringConvertible, Sendable {
    /// The failure message that was reported.
    public let message: String
    /// Where the failed requirement was written.
    public let location: SourceLocation

    /// Creates the error.
    ///
    /// ```swift
    /// throw RequireError(message: "no user", location: SourceLocation())
    /// ```
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String {
        "requirement failed at \(location.fileID):\(location.line) (reported there): \(message)"
    }
}

extension RequireError: CustomNSError {
    /// Tells Xcode's XCTest not to record the thrown error as a second
    /// failure: the failure was reported where the requirement was written.
    ///
    /// ```swift
    /// let info = RequireError(message: "no user", location: SourceLocation()).errorUserInfo
    /// ```
    public var errorUserInfo: [String: Any] { ["XCTestErrorUserInfoKeyShouldIgnore": true] }
}

/// Turns a requirement's verdict into its value or a thrown error.
enum Requirement {
    /// Reports a failed requirement once, then returns the error that stops the test.
    static func failure(_ message: String, location: SourceLocation, customError: (any Error)?) -> any Error {
        if customError == nil, AssertionContext.inForce == nil,
            let stop = SwiftTestingReporter.reportRequirementToCurrentTest(message, at: location)
        {
            return stop
        }
        Assertions.record(false, message: { message }, location: location)
        return customError ?? RequireError(message: message, location: location)
    }

    /// The value of a requirement whose verdict is in: reported, and
    /// returned or thrown. A passing requirement evaluates its expression
    /// for the value it returns (the cached one, if the matcher evaluated it).
    static func settle<Value>(
        _ verdict: Verdict<Value>, evaluating expression: Expression<Value>, description: String?,
        customError: (any Error)?
    ) throws -> Value {
        let value = verdict.passed ? Result { try expression.evaluate() } : .success(nil)
        return try settle(
            verdict, value: value, description: description, location: expression.location, customError: customError)
    }

    /// ``settle(_:evaluating:description:customError:)`` for an async expression.
    nonisolated(nonsending) static func settle<Value>(
        _ verdict: Verdict<Value>, evaluating expression: AsyncExpression<Value>, description: String?,
        customError: (any Error)?
    ) async throws -> Value {
        var value: Result<Value?, any Error> = .success(nil)
        if verdict.passed {
            do { value = .success(try await expression.evaluate()) } catch { value = .failure(error) }
        }
        return try settle(
            verdict, value: value, description: description, location: expression.location, customError: customError)
    }

    /// The value of a requirement whose verdict is in and whose value, if it
    /// passed, is `value`: reported, and returned or thrown.
    static func settle<Value>(
        _ verdict: Verdict<Value>, value: Result<Value?, any Error>, description: String?, location: SourceLocation,
        customError: (any Error)?
    ) throws -> Value {
        guard verdict.passed else {
            throw failure(verdict.message(description: description), location: location, customError: customError)
        }
        let unwrapped: Value?
        do { unwrapped = try value.get() } catch {
            throw failure(unexpectedError(error), location: location, customError: customError)
        }
        Assertions.record(true, message: { verdict.message(description: description) }, location: location)
        guard let unwrapped else {
            let text = "require passed, but the value is nil, so there is nothing to return (use expect to check nil)"
            throw failure(text, location: location, customError: customError)
        }
        return unwrapped
    }

    /// What `verify` on a requirement does: reports the outcome, then
    /// returns the value or throws.
    static func verify<Value>(
        _ pass: Bool, _ message: FailureMessage, _ value: Value?, location: SourceLocation, customError: (any Error)?
    ) throws -> Value {
        guard pass else { throw failure(message.stringValue, location: location, customError: customError) }
        Assertions.record(true, message: { message.stringValue }, location: location)
        guard let value else {
            throw failure(
                "require passed, but the value is nil, so there is nothing to return (use expect to check nil)",
                location: location, customError: customError)
        }
        return value
    }
}
