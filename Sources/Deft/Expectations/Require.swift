/// Starts a requirement on a value: its verbs return the value and throw on failure.
///
/// ```swift
/// let first = try require(list.first).toNot(beNil())  // expected to not be nil, got <nil>
/// ```
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure @escaping () throws -> T?
) -> SyncRequirement<T> {
    SyncRequirement(
        expression: Expression(
            expression: expression, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        ),
        customError: customError)
}

/// Starts a requirement on a synchronous closure.
///
/// `require(closure: load)` is Deft 0.1's spelling of `require(load)`.
///
/// ```swift
/// let config = try require { try Config.load() }.to(beAKindOf(Config.self))
/// let count = try require { try parse("1 + 2") }.to(equal(4))  // expected to equal <4>, got <3>
/// ```
@_disfavoredOverload
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, closure expression: @autoclosure () -> (() throws -> T)
) -> SyncRequirement<T> {
    let body = expression()
    return SyncRequirement(
        expression: Expression(
            expression: { try body() },
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)),
        customError: customError)
}

/// Starts a requirement on a synchronous closure that returns an optional.
///
/// `require(closure: load)` is Deft 0.1's spelling of `require(load)`.
///
/// ```swift
/// let row = try require { try database.first(where: id) }.toNot(beNil())
/// // expected to not be nil, got <nil>
/// ```
@_disfavoredOverload
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, closure expression: @autoclosure () -> (() throws -> T?)
) -> SyncRequirement<T> {
    SyncRequirement(
        expression: Expression(
            expression: expression(),
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)),
        customError: customError)
}

/// Starts a requirement on an async closure.
///
/// `require(closure: load)` is Deft 0.1's spelling of `require(load)`.
///
/// ```swift
/// let user = try await require { await session.user }.toNot(beNil())
/// // expected to not be nil, got <nil>
/// ```
@_disfavoredOverload
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, closure expression: @escaping () async throws -> T?
) -> AsyncRequirement<T> {
    AsyncRequirement(
        expression: AsyncExpression(
            expression: expression, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        ),
        customError: customError)
}

/// Returns the value if it is not nil; otherwise reports
/// `expected to not be nil, got <nil>` and throws.
///
/// ```swift
/// let user = try unwrap(model.user)  // expected to not be nil, got <nil>
/// let token = try unwrap(description: "the session token", auth.token)
/// // the session token
/// // expected to not be nil, got <nil>
/// ```
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression)
        .toNot(beNil(), description: description)
}

/// Returns the closure's value if it is not nil; otherwise reports and throws.
///
/// `unwrap(closure: load)` is Deft 0.1's spelling of `unwrap(load)`.
///
/// ```swift
/// let row = try unwrap { try database.first(where: id) }  // expected to not be nil, got <nil>
/// ```
@_disfavoredOverload
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    closure expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
        .toNot(beNil(), description: description)
}

/// Awaits the closure and returns its value if it is not nil; otherwise reports and throws.
///
/// `unwrap(closure: load)` is Deft 0.1's spelling of `unwrap(load)`.
///
/// ```swift
/// let user = try await unwrap { await session.user }  // expected to not be nil, got <nil>
/// ```
@_disfavoredOverload
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    isolation: isolated (any Actor)? = #isolation, closure expression: @escaping () async throws -> T?
) async throws -> T {
    try await require(
        fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression
    )
    .toNot(beNil(), description: description)
}

/// Reports a failure and stops the test by throwing.
///
/// ```swift
/// guard case .ready(let service) = state else { try requireFail("service not ready: \(state)") }
/// // service not ready: starting
/// expect(service.isReady).to(beTrue())
/// try requireFail()  // requireFail() always fails
/// ```
public func requireFail(
    _ message: String? = .none, customError: (any Error)? = .none, fileID: String = #fileID,
    filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> Never {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    throw Requirement.failure(message ?? "requireFail() always fails", location: location, customError: customError)
}
