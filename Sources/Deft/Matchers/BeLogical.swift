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

/// Matches a value that is not nil and not equal to `false` (or zero for numbers).
///
/// ```swift
/// expect(1).to(beTruthy())
/// expect(0).to(beTruthy())  // expected to be truthy, got <0>
/// ```
public func beTruthy<T: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let truthy = actual.map { $0 != false } ?? false
        return MatcherResult(status: MatcherStatus(bool: truthy)) { .expectedActualValueTo("be truthy") }
    }
}

/// Matches nil, `false`, or zero for numbers.
///
/// ```swift
/// expect(0).to(beFalsy())
/// expect(true).to(beFalsy())  // expected to be falsy, got <true>
/// ```
public func beFalsy<T: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let falsy = actual.map { $0 == false } ?? true
        return MatcherResult(status: MatcherStatus(bool: falsy)) { .expectedActualValueTo("be falsy") }
    }
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
