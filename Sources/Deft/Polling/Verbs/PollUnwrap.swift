/// Polls until the value is not nil, and returns it; reports and throws if
/// `timeout` passes first.
///
/// ```swift
/// let token = try pollUnwrap(auth.token, timeout: .seconds(2))
/// // expected to eventually not be nil, got <nil> (201 polls over 2.0 s; seen <nil> ×201)
/// ```
@_disfavoredOverload
public func pollUnwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?, timeout: Duration? = .none, pollInterval: Duration? = .none,
    clock: (any Clock<Duration>)? = .none, description: String? = .none
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, closure: expression)
        .pollBlocking(.toEventuallyNot, beNil(), timeout, pollInterval, clock, description, caller: .pollUnwrap)
}

/// Polls the async closure until its value is not nil, and returns it.
///
/// ```swift
/// let user = try await pollUnwrap { await session.user }
/// // expected to eventually not be nil, got <nil> (101 polls over 1.0 s; seen <nil> ×101)
/// ```
public func pollUnwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, isolation: isolated (any Actor)? = #isolation,
    _ expression: @escaping () async throws -> T?
) async throws -> T {
    try await require(fileID: fileID, file: file, line: line, column: column, closure: expression)
        .poll(
            .toEventuallyNot, beNil(), timeout, pollInterval, clock, description, caller: .pollUnwrap,
            isolation: isolation)
}

/// Polls the synchronous closure until its value is not nil, and returns it,
/// blocking between polls (for XCTest methods).
///
/// ```swift
/// let token = try pollUnwrap(timeout: .seconds(2)) { auth.token }
/// // expected to eventually not be nil, got <nil> (201 polls over 2.0 s; seen <nil> ×201)
/// ```
@_disfavoredOverload
public func pollUnwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, closure expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, closure: expression())
        .pollBlocking(.toEventuallyNot, beNil(), timeout, pollInterval, clock, description, caller: .pollUnwrap)
}

/// Polls the synchronous closure, trailing or held in a variable, until its
/// value is not nil, and returns it, blocking between polls.
///
/// ```swift
/// let token = try pollUnwrap(readToken)  // calls `readToken` at every poll
/// ```
public func pollUnwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try pollUnwrap(
        fileID: fileID, file: file, line: line, column: column, timeout: timeout, pollInterval: pollInterval,
        clock: clock, description: description, closure: expression())
}
