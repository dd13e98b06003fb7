// Nimble's explicit sync (`…s`) and async (`…a`) spellings on a closure,
// trailing or held in a variable: the closure is called, as in Nimble. Each
// forwards to the entry point it names.

/// `expect` on a synchronous closure, even in async code.
///
/// ```swift
/// expects { try parse("1") }.to(equal(1))
/// expects(load).to(equal(3))  // calls `load`
/// ```
public func expects<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T)
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}

/// `expect` on a synchronous closure that returns an optional, even in async code.
///
/// ```swift
/// expects { cache["key"] }.to(beNil())  // expected to be nil, got <"stale">
/// ```
public func expects<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}

/// `expect` on an async closure: Nimble's explicit async spelling.
///
/// ```swift
/// await expecta { await store.count }.to(equal(3))
/// ```
nonisolated(nonsending) public func expecta<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() async throws -> T)
) async -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}

/// `expect` on an async closure that returns an optional.
///
/// ```swift
/// await expecta(loadUser).toNot(beNil())  // calls `loadUser`
/// ```
nonisolated(nonsending) public func expecta<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() async throws -> T?)
) async -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}

/// `require` on a synchronous closure, even in async code.
///
/// ```swift
/// let count = try requires { try parse("1 + 2") }.to(equal(4))  // expected to equal <4>, got <3>
/// ```
public func requires<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure () -> (() throws -> T)
) -> SyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
}

/// `require` on a synchronous closure that returns an optional, even in async code.
///
/// ```swift
/// let row = try requires { try database.first(where: id) }.toNot(beNil())
/// ```
public func requires<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
}

/// `require` on an async closure: Nimble's explicit async spelling.
///
/// ```swift
/// let count = try await requirea { await store.count }.to(beGreaterThan(0))
/// ```
nonisolated(nonsending) public func requirea<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure () -> (() async throws -> T)
) async -> AsyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, expression())
}

/// `require` on an async closure that returns an optional.
///
/// ```swift
/// let user = try await requirea(loadUser).toNot(beNil())  // calls `loadUser`
/// ```
nonisolated(nonsending) public func requirea<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure () -> (() async throws -> T?)
) async -> AsyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
}

/// `unwrap` on a synchronous closure, even in async code.
///
/// ```swift
/// let row = try unwraps { try database.first(where: id) }  // expected to not be nil, got <nil>
/// ```
public func unwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try unwrap(
        fileID: fileID, file: file, line: line, column: column, customError: customError, description: description,
        closure: expression())
}

/// `unwrap` on an async closure: Nimble's explicit async spelling.
///
/// ```swift
/// let user = try await unwrapa { await session.user }
/// ```
nonisolated(nonsending) public func unwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    _ expression: @autoclosure () -> (() async throws -> T?)
) async throws -> T {
    try await require(
        fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression()
    )
    .toNot(beNil(), description: description)
}

/// `pollUnwrap` on a synchronous closure, always blocking.
///
/// ```swift
/// let token = try pollUnwraps(timeout: .seconds(2)) { auth.token }
/// ```
public func pollUnwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try pollUnwrap(
        fileID: fileID, file: file, line: line, column: column, timeout: timeout, pollInterval: pollInterval,
        clock: clock, description: description, closure: expression())
}

/// `pollUnwrap` on an async closure: Nimble's explicit async spelling.
///
/// ```swift
/// let user = try await pollUnwrapa(timeout: .seconds(2)) { await session.user }
/// ```
nonisolated(nonsending) public func pollUnwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration? = .none, pollInterval: Duration? = .none, clock: (any Clock<Duration>)? = .none,
    description: String? = .none, _ expression: @autoclosure () -> (() async throws -> T?)
) async throws -> T {
    try await pollUnwrap(
        fileID: fileID, file: file, line: line, column: column, timeout: timeout, pollInterval: pollInterval,
        clock: clock, description: description, expression())
}
