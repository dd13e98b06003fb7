// `equal` and `==` forms that Nimble has for collections of optionals and
// for non-optional right-hand sides, so that `expect(strings) == [maybe]`,
// `expect(settings) == ["host": defaults["host"]]` and
// `expect(item) == .init(value: 1)` compile as they do with Nimble. An array
// of optionals needs no `==` of its own: `==` on any `Equatable` value takes
// `expect(names) == [cache["first"]]` as a check of `[String?]`.

/// Matches an array equal to `expectedValue`, whose elements may be nil.
///
/// ```swift
/// expect(["a"]).to(equal([cache["a"]]))
/// ```
@_disfavoredOverload
public func equal<T: Equatable>(_ expectedValue: [T?]) -> Matcher<[T?]> {
    equal(Optional(expectedValue))
}

/// Matches a dictionary equal to `expectedValue`, whose values may be nil.
///
/// As in Nimble, the value's entries are compared as optionals, so a key
/// whose expected value is nil matches no dictionary: a `[K: V]` has no nil
/// values, and a missing key is not a nil one.
///
/// ```swift
/// expect(["host": "a"]).to(equal(["host": settings["host"]]))
/// expect(["host": "a"]).to(equal(["host": "a", "port": nil]))
/// // expected to equal <["host": "a", "port": nil]>, got <["host": "a"]>
/// ```
@_disfavoredOverload
public func equal<K: Hashable, V: Equatable>(_ expectedValue: [K: V?]) -> Matcher<[K: V]> {
    let present = expectedValue.compactMapValues { $0 }
    guard present.count < expectedValue.count else { return equal(Optional(present)) }
    return Matcher { expression in
        let status = MatcherStatus(try expression.evaluate()) { _ in false }
        return MatcherResult(status: status) {
            let message = ExpectationMessage.expectedActualValueTo("equal <\(stringify(expectedValue))>")
            return status == .fail && NilHint.applies(expectedIsNil: false) ? message.appendedBeNilHint() : message
        }
    }
}

/// Checks that the value equals `rhs`, a value that is not optional, so that
/// an implicit member such as `.init(value: 1)` is looked up on the value's type.
///
/// ```swift
/// expect(point) == .init(x: 1, y: 2)
/// ```
@_disfavoredOverload
public func == <T: Equatable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(equal(rhs))
}

/// Checks that the value does not equal `rhs`, a value that is not optional.
///
/// ```swift
/// expect(point) != .init(x: 0, y: 0)
/// ```
@_disfavoredOverload
public func != <T: Equatable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.toNot(equal(rhs))
}

/// Checks that a dictionary equals `rhs`; its values may be optionals.
///
/// ```swift
/// expect(settings) == ["host": defaults["host"]]
/// ```
@_disfavoredOverload
public func == <K: Hashable, V: Equatable>(lhs: SyncExpectation<[K: V]>, rhs: [K: V]?) {
    lhs.to(equal(rhs))
}

/// Checks that a dictionary does not equal `rhs`.
///
/// ```swift
/// expect(settings) != [:]
/// ```
@_disfavoredOverload
public func != <K: Hashable, V: Equatable>(lhs: SyncExpectation<[K: V]>, rhs: [K: V]?) {
    lhs.toNot(equal(rhs))
}
