/// Starts an expectation on a value. The value is evaluated when a verb runs.
///
/// ```swift
/// expect(cart.items.count).to(equal(2))  // expected to equal <2>, got <1>
/// expect(user).toNot(beNil())             // expected to not be nil, got <nil>
/// ```
@inlinable
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncExpectation<T> {
    SyncExpectation(
        expression: Expression(
            expression: expression,
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// Starts an expectation on a synchronous closure, which may throw. The
/// closure runs when a matcher evaluates it.
///
/// A closure that awaits makes an async expectation instead; one that does
/// not stays synchronous, in async code too, as in Nimble. A closure held in
/// a variable, or a function passed by name, is called the same way.
///
/// ```swift
/// expect { try JSONDecoder().decode(User.self, from: data) }.toNot(throwError())
/// expect { try parse("1 + 2") }.to(equal(4))  // expected to equal <4>, got <3>
/// expect(load).to(equal(3))                   // calls `load`
/// ```
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T)
) -> SyncExpectation<T> {
    let body = expression()
    return SyncExpectation(
        expression: Expression(
            expression: { try body() },
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// Starts an expectation on a synchronous closure that returns an optional.
///
/// ```swift
/// expect { cache["key"] }.to(beNil())  // expected to be nil, got <"stale">
/// expect { cache["key"] }.to(equal("fresh"))
/// // expected to equal <"fresh">, got <nil>
/// ```
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncExpectation<T> {
    SyncExpectation(
        expression: Expression(
            expression: expression(),
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// Starts an expectation on an async closure.
///
/// ```swift
/// await expect { await account.balance }.to(equal(100))  // expected to equal <100>, got <40>
/// let load = { () async in await store.items }
/// await expect(load).toEventually(haveCount(3))
/// ```
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() async throws -> T)
) -> AsyncExpectation<T> {
    // A conversion, not a closure that calls `expression()`: a new closure
    // would be nonisolated and leave the caller's actor before the body runs.
    let body: () async throws -> T? = expression()
    return AsyncExpectation(
        expression: AsyncExpression(
            expression: body,
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// Starts an expectation on an async closure that returns an optional.
///
/// ```swift
/// await expect { await session.user }.toNot(beNil())  // expected to not be nil, got <nil>
/// ```
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() async throws -> T?)
) -> AsyncExpectation<T> {
    AsyncExpectation(
        expression: AsyncExpression(
            expression: expression(),
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// Records a failure at the caller's line.
///
/// ```swift
/// guard case .loaded(let items) = state else { return fail("expected loaded, got \(state)") }
/// // expected loaded, got idle
/// expect(items).toNot(beEmpty())
/// ```
public func fail(
    _ message: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    fail(message, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Records a failure at `location`.
///
/// ```swift
/// fail("unexpected state", location: SourceLocation())  // unexpected state
/// ```
public func fail(_ message: String, location: SourceLocation) {
    Assertions.record(false, message: { message }, location: location)
}

/// Records the failure `fail() always fails` at the caller's line.
///
/// ```swift
/// switch state {
/// case .loaded(let items): expect(items).toNot(beEmpty())
/// default: fail()  // fail() always fails
/// }
/// ```
public func fail(fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column) {
    fail("fail() always fails", fileID: fileID, file: file, line: line, column: column)
}
