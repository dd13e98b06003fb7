/// Matches `true`.
///
/// ```swift
/// expect(flag).to(beTrue())  // expected to be true, got <false>
/// ```
public func beTrue() -> Matcher<Bool> {
    exactly(true, "be true")
}

/// Matches `false`.
///
/// ```swift
/// expect(flag).to(beFalse())  // expected to be false, got <true>
/// ```
public func beFalse() -> Matcher<Bool> {
    exactly(false, "be false")
}

/// Matches a value that is not nil, not `false` and not zero.
///
/// ```swift
/// expect(1).to(beTruthy())
/// expect(0).to(beTruthy())  // expected to be truthy, got <0>
/// ```
public func beTruthy<T>() -> Matcher<T> {
    Matcher { expression in
        let truthy = isTruthy(try expression.evaluate())
        return MatcherResult(status: MatcherStatus(bool: truthy)) { .expectedActualValueTo("be truthy") }
    }
}

/// Matches nil, `false`, or zero.
///
/// ```swift
/// expect(0).to(beFalsy())
/// expect(true).to(beFalsy())  // expected to be falsy, got <true>
/// ```
public func beFalsy<T>() -> Matcher<T> {
    Matcher { expression in
        let falsy = !isTruthy(try expression.evaluate())
        return MatcherResult(status: MatcherStatus(bool: falsy)) { .expectedActualValueTo("be falsy") }
    }
}

/// Nil, `false` and zero are falsy; every other value is truthy.
private func isTruthy<T>(_ value: T?) -> Bool {
    guard let value else { return false }
    switch value {
    case let flag as Bool: return flag
    case let integer as any BinaryInteger: return integer.trailingZeroBitCount != integer.bitWidth
    case let number as any FloatingPoint: return !number.isZero
    case let literal as any ExpressibleByBooleanLiteral & Equatable: return isNotFalse(literal)
    default: return true
    }
}

/// Whether `value` differs from its type's `false` literal, as Nimble decides
/// truth for a type that is `ExpressibleByBooleanLiteral & Equatable`.
private func isNotFalse<B: ExpressibleByBooleanLiteral & Equatable>(_ value: B) -> Bool {
    value != false
}

private func exactly(_ expected: Bool, _ message: String) -> Matcher<Bool> {
    Matcher { expression in
        let actual = try expression.evaluate()
        guard let actual else {
            return MatcherResult(status: .fail) {
                ExpectationMessage.expectedActualValueTo(message).appendedBeNilHint()
            }
        }
        return MatcherResult(status: MatcherStatus(bool: actual == expected)) { .expectedActualValueTo(message) }
    }
}
