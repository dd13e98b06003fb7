/// A built-in matcher's check, held as a value rather than as a closure.
///
/// Tests usually run in debug builds, where generic code is not specialized.
/// There, a matcher made from a closure costs a heap context for what it
/// captures, and each run of it looks up the generic metadata of the types
/// it builds on the value (`Expression<T>`, `T?`), a hash-table lookup each.
/// A check held in an existential costs neither: a small one is stored
/// inline, and its methods find every type they need in the metadata the
/// existential carries.
///
/// The expectation engine asks ``status(of:)`` about a value that is not nil,
/// and stops there when the answer passes and nobody records passes;
/// otherwise it asks ``message(for:status:)`` for the message it will read.
/// A nil value, an error, and every caller of ``Matcher/satisfies(_:)`` go
/// through ``result(for:)``, which must agree with both.
@usableFromInline
protocol ValueCheck<Value> {
    associatedtype Value

    /// The status of `value`, which is not nil.
    func status(of value: Value) -> MatcherStatus

    /// The message for `value`, which is not nil and has `status`: built at
    /// once, as the engine asks for it only when it will read it.
    func message(for value: Value, status: MatcherStatus) -> ExpectationMessage

    /// The whole result for `expression`, message included.
    func result(for expression: Expression<Value>) throws -> MatcherResult
}

/// The check of `equal(_:)` with an expected value that is not optional.
@usableFromInline
struct Equality<Value: Equatable>: ValueCheck {
    @usableFromInline
    let expected: Value

    @inlinable
    @_transparent
    init(_ expected: Value) {
        self.expected = expected
    }

    @inlinable
    func status(of value: Value) -> MatcherStatus {
        MatcherStatus(bool: value == expected)
    }

    @inlinable
    func message(for value: Value, status: MatcherStatus) -> ExpectationMessage {
        equalityMessage(expected: expected, actual: value, status: status)
    }

    @inlinable
    func result(for expression: Expression<Value>) throws -> MatcherResult {
        let actual = try expression.evaluate()
        let expected = expected
        let status: MatcherStatus
        if let actual { status = MatcherStatus(bool: actual == expected) } else { status = .fail }
        return MatcherResult(status: status) {
            equalityMessage(expected: expected, actual: actual, status: status)
        }
    }
}
