// A closure held in a variable, passed to `expect`, `require` or `unwrap`
// without the `closure:` label, as Nimble's suites write it. Disfavored, so
// that `expect(value)` keeps settling on its one overload first.

/// Starts an expectation on a synchronous closure held in a value; the
/// closure runs when a matcher evaluates it, as in Nimble.
///
/// ```swift
/// let load: () -> Int = { cache.count }
/// expect(load).to(equal(3))  // expected to equal <3>, got <2>
/// ```
@_disfavoredOverload
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () throws -> T?
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression)
}

/// Starts a requirement on a synchronous closure held in a value.
///
/// ```swift
/// let load: () -> Int = { cache.count }
/// let count = try require(load).to(beGreaterThan(0))
/// ```
@_disfavoredOverload
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, _ expression: @escaping () throws -> T?
) -> SyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, closure: expression)
}

/// Returns the value of a synchronous closure held in a value if it is not
/// nil; otherwise reports and throws.
///
/// ```swift
/// let load: () -> User? = { session.user }
/// let user = try unwrap(load)  // expected to not be nil, got <nil>
/// ```
@_disfavoredOverload
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = .none, description: String? = .none, _ expression: @escaping () throws -> T?
) throws -> T {
    try unwrap(
        fileID: fileID, file: file, line: line, column: column, customError: customError, description: description,
        closure: expression)
}
