/// Matches a value greater than `expectedValue`. A nil value or a nil
/// `expectedValue` fails, negated or not.
///
/// ```swift
/// expect(score).to(beGreaterThan(2))  // expected to be greater than <2>, got <1>
/// ```
public func beGreaterThan<T: Comparable>(_ expectedValue: T?) -> Matcher<T> {
    comparison("be greater than", expectedValue, >)
}

/// Matches a value greater than or equal to `expectedValue`.
///
/// ```swift
/// expect(age).to(beGreaterThanOrEqualTo(18))  // expected to be greater than or equal to <18>, got <17>
/// ```
public func beGreaterThanOrEqualTo<T: Comparable>(_ expectedValue: T?) -> Matcher<T> {
    comparison("be greater than or equal to", expectedValue, >=)
}

/// Matches a value less than `expectedValue`.
///
/// ```swift
/// expect(latency).to(beLessThan(100))  // expected to be less than <100>, got <250>
/// ```
public func beLessThan<T: Comparable>(_ expectedValue: T?) -> Matcher<T> {
    comparison("be less than", expectedValue, <)
}

/// Matches a value less than or equal to `expectedValue`.
///
/// ```swift
/// expect(retries).to(beLessThanOrEqualTo(3))  // expected to be less than or equal to <3>, got <4>
/// ```
public func beLessThanOrEqualTo<T: Comparable>(_ expectedValue: T?) -> Matcher<T> {
    comparison("be less than or equal to", expectedValue, <=)
}

/// The shared body of the comparison matchers: `actual <relation> expected`.
private func comparison<T: Comparable>(
    _ phrase: String, _ expectedValue: T?, _ relation: @escaping (T, T) -> Bool
) -> Matcher<T> {
    Matcher { expression in
        let status = MatcherStatus(try expression.evaluate()) { actual in
            expectedValue.map { relation(actual, $0) } ?? false
        }
        return .expecting(expectedValue == nil ? .fail : status) { "\(phrase) <\(stringify(expectedValue))>" }
    }
}
