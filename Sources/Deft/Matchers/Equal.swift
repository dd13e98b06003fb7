/// Matches a value equal to `expectedValue`, a value that is not optional.
///
/// This overload lets the expected value alone fix the type being checked,
/// so `{ try require(count).to(equal(3)) }` compiles where the closure must
/// return `Void`.
///
/// ```swift
/// let total = try require(cart.total).to(equal(42))  // expected to equal <42>, got <40>
/// ```
@inlinable
public func equal<T: Equatable>(_ expectedValue: T) -> Matcher<T> {
    equal(Optional(expectedValue))
}

/// Matches a value equal to `expectedValue`.
///
/// A nil actual value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// expect(total).to(equal(42))       // expected to equal <42>, got <40>
/// expect(name).to(equal("Ada"))     // expected to equal <"Ada">, got <"Bob">
/// expect(ratio).to(equal(1.00002))  // expected to equal <1.00002>, got <1.00001>
/// ```
@inlinable
public func equal<T: Equatable>(_ expectedValue: T?) -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let status: MatcherStatus
        switch (expectedValue, actual) {
        case (let expected?, let actual?): status = MatcherStatus(bool: valuesEqual(expected, actual))
        default: status = .fail
        }
        return MatcherResult(status: status) {
            equalityMessage(expected: expectedValue, actual: actual, status: status)
        }
    }
}
