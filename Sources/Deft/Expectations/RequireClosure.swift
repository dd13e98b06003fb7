// `require` and `unwrap` on a closure, trailing or held in a variable: the
// closure is called when a verb evaluates it, as in Nimble. Each forwards to
// the labelled form in Require.swift.

/// Starts a requirement on a synchronous closure.
///
/// ```swift
/// let config = try require { try Config.load() }.to(beAKindOf(Config.self))
/// let count = try require(countRows).to(equal(4))  // expected to equal <4>, got <3>
/// ```
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure () -> (() throws -> T)
) -> SyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
}

/// Starts a requirement on a synchronous closure that returns an optional.
///
/// ```swift
/// let row = try require { try database.first(where: id) }.toNot(beNil())
/// // expected to not be nil, got <nil>
/// ```
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
}

/// Starts a requirement on an async closure.
///
/// ```swift
/// let count = try await require { await store.count }.to(beGreaterThan(0))
/// // expected to be greater than <0>, got <0>
/// ```
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure () -> (() async throws -> T)
) -> AsyncRequirement<T> {
    // A conversion, not a new closure, which would leave the caller's actor.
    let body: () async throws -> T? = expression()
    return require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: body)
}

/// Starts a requirement on an async closure that returns an optional.
///
/// ```swift
/// let user = try await require { await session.user }.toNot(beNil())
/// // expected to not be nil, got <nil>
/// ```
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @autoclosure () -> (() async throws -> T?)
) -> AsyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression())
}

/// Calls the closure and returns its value if it is not nil; otherwise
/// reports and throws.
///
/// ```swift
/// let row = try unwrap { try database.first(where: id) }  // expected to not be nil, got <nil>
/// let user = try unwrap(currentUser)                      // calls `currentUser`
/// ```
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try unwrap(
        fileID: fileID, file: file, line: line, column: column, customError: customError, description: description,
        closure: expression())
}

/// Awaits the closure and returns its value if it is not nil; otherwise
/// reports and throws.
///
/// ```swift
/// let user = try await unwrap { await session.user }  // expected to not be nil, got <nil>
/// ```
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none,
    isolation: isolated (any Actor)? = #isolation, _ expression: @autoclosure () -> (() async throws -> T?)
) async throws -> T {
    try await unwrap(
        fileID: fileID, file: file, line: line, column: column, customError: customError, description: description,
        isolation: isolation, closure: expression())
}
