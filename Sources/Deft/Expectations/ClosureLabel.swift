// `expect(closure:)`: Deft 0.1's labelled spelling for a closure held in a
// variable. `expect(load)` now calls `load` as Nimble does, so the label is
// kept only for code written against it. Disfavored, so that a trailing
// closure settles on the unlabelled forms.

/// Starts an expectation on a synchronous closure; the same as `expect(load)`.
///
/// ```swift
/// expect(closure: load).to(equal(3))  // expected to equal <3>, got <2>
/// ```
@_disfavoredOverload
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure expression: @autoclosure () -> (() throws -> T)
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}

/// Starts an expectation on a synchronous closure that returns an optional;
/// the same as `expect(load)`.
///
/// ```swift
/// expect(closure: lookUp).to(beNil())  // expected to be nil, got <"stale">
/// ```
@_disfavoredOverload
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure expression: @autoclosure () -> (() throws -> T?)
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}

/// Starts an expectation on an async closure; the same as `expect(load)`.
///
/// ```swift
/// await expect(closure: loadUser).toNot(beNil())  // expected to not be nil, got <nil>
/// ```
@_disfavoredOverload
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression)
}
