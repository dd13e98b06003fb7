// Nimble's explicit sync (`…s`) and async (`…a`) spellings of the entry points.
// Deft picks the sync or async form from the closure you pass, so these only
// keep Nimble suites compiling; each forwards to the entry point it names.

/// `expect`, always synchronous: Nimble's spelling for a value or closure
/// that must not be awaited.
///
/// ```swift
/// expects(total).to(equal(42))
/// ```
public func expects<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncExpectation<T> {
    SyncExpectation(
        expression: Expression(
            expression: expression, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        ))
}

/// `expect` on a synchronous closure, even in async code.
///
/// ```swift
/// expects { try parse("1") }.to(equal(1))
/// ```
@_disfavoredOverload
public func expects<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure expression: @autoclosure () -> (() throws -> T?)
) -> SyncExpectation<T> {
    SyncExpectation(
        expression: Expression(
            expression: expression(),
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// `expect` on an awaited value: Nimble's async autoclosure spelling.
///
/// ```swift
/// await expecta(await store.count).to(equal(3))
/// ```
nonisolated(nonsending) public func expecta<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    AsyncExpectation(
        expression: AsyncExpression(
            expression: expression, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        ))
}

/// `require`, always synchronous.
///
/// ```swift
/// let user = try requires(model.user).toNot(beNil())
/// ```
public func requires<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure @escaping () throws -> T?
) -> SyncRequirement<T> {
    require(
        fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression)
}

/// `require` on a synchronous closure, even in async code.
///
/// ```swift
/// let config = try requires { try Config.load() }.to(beAKindOf(Config.self))
/// let count = try requires { try parse("1 + 2") }.to(equal(4))  // expected to equal <4>, got <3>
/// ```
@_disfavoredOverload
public func requires<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, closure expression: @autoclosure () -> (() throws -> T)
) -> SyncRequirement<T> {
    require(
        fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
}

/// `require` on a synchronous closure that returns an optional, even in async code.
///
/// ```swift
/// let row = try requires { try database.first(where: id) }.toNot(beNil())
/// // expected to not be nil, got <nil>
/// ```
@_disfavoredOverload
public func requires<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, closure expression: @autoclosure () -> (() throws -> T?)
) -> SyncRequirement<T> {
    require(
        fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
}

/// `require` on an awaited value: Nimble's async autoclosure spelling.
///
/// ```swift
/// let count = try await requirea(await store.count).to(beGreaterThan(0))
/// ```
nonisolated(nonsending) public func requirea<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncRequirement<T> {
    require(
        fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression)
}

/// `unwrap`, always synchronous.
///
/// ```swift
/// let token = try unwraps(auth.token)
/// ```
public func unwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try unwrap(
        fileID: fileID, file: file, line: line, column: column, customError: customError, description: description,
        closure: expression)
}

/// `unwrap` on a synchronous closure, even in async code: returns its value
/// if it is not nil; otherwise reports and throws.
///
/// ```swift
/// let row = try unwraps { try database.first(where: id) }  // expected to not be nil, got <nil>
/// ```
@_disfavoredOverload
public func unwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    closure expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try unwrap(
        fileID: fileID, file: file, line: line, column: column, customError: customError, description: description,
        closure: expression())
}

/// `unwrap` on an awaited value: Nimble's async autoclosure spelling.
///
/// ```swift
/// let user = try await unwrapa(await session.user)
/// ```
nonisolated(nonsending) public func unwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    _ expression: @autoclosure @escaping () async throws -> T?
) async throws -> T {
    try await require(
        fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression
    )
    .toNot(beNil(), description: description)
}

/// `pollUnwrap`, always synchronous: polls by blocking, for XCTest methods.
///
/// ```swift
/// let token = try pollUnwraps(auth.token)
/// ```
public func pollUnwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try pollUnwrap(
        fileID: fileID, file: file, line: line, column: column, timeout: timeout, pollInterval: pollInterval,
        clock: clock, description: description, closure: expression)
}

/// `pollUnwrap` on a synchronous closure, always blocking.
///
/// ```swift
/// let token = try pollUnwraps(timeout: .seconds(2)) { auth.token }
/// ```
@_disfavoredOverload
public func pollUnwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, closure expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try pollUnwrap(
        fileID: fileID, file: file, line: line, column: column, timeout: timeout, pollInterval: pollInterval,
        clock: clock, description: description, closure: expression())
}

/// `pollUnwrap` on an awaited value: Nimble's async autoclosure spelling.
///
/// ```swift
/// let user = try await pollUnwrapa(await session.user)
/// ```
nonisolated(nonsending) public func pollUnwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, _ expression: @autoclosure @escaping () async throws -> T?
) async throws -> T {
    try await pollUnwrap(
        fileID: fileID, file: file, line: line, column: column, timeout: timeout, pollInterval: pollInterval,
        clock: clock, description: description, expression)
}

/// `expect` on an async closure: Nimble's explicit async spelling.
///
/// ```swift
/// await expecta { await store.count }.to(equal(3))
/// ```
@_disfavoredOverload
nonisolated(nonsending) public func expecta<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure expression: @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression)
}

/// `require` on an async closure: Nimble's explicit async spelling.
///
/// ```swift
/// let count = try await requirea { await store.count }.to(beGreaterThan(0))
/// ```
@_disfavoredOverload
nonisolated(nonsending) public func requirea<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, closure expression: @escaping () async throws -> T?
) async -> AsyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression)
}

/// `unwrap` on an async closure: Nimble's explicit async spelling.
///
/// ```swift
/// let user = try await unwrapa { await session.user }
/// ```
@_disfavoredOverload
nonisolated(nonsending) public func unwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    closure expression: @escaping () async throws -> T?
) async throws -> T {
    try await require(
        fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression
    )
    .toNot(beNil(), description: description)
}

/// `pollUnwrap` on an async closure: Nimble's explicit async spelling.
///
/// ```swift
/// let user = try await pollUnwrapa(timeout: .seconds(2)) { await session.user }
/// ```
@_disfavoredOverload
nonisolated(nonsending) public func pollUnwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, closure expression: @escaping () async throws -> T?
) async throws -> T {
    try await pollUnwrap(
        fileID: fileID, file: file, line: line, column: column, timeout: timeout, pollInterval: pollInterval,
        clock: clock, description: description, expression)
}
