/// Matches a collection with exactly `expectedValue` elements. The failure
/// message gives the count on its first line and the contents below it.
///
/// ```swift
/// expect([1, 2, 3]).to(haveCount(2))
/// // expected to have Array<Int> with count 2, got 3
/// // Actual Value: [1, 2, 3]
/// ```
public func haveCount<T: Collection>(_ expectedValue: Int) -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let status = MatcherStatus(actual) { $0.count == expectedValue }
        return MatcherResult(status: status) {
            let expectation = "have \(T.self) with count \(expectedValue)"
            guard let actual else { return ExpectationMessage.expectedActualValueTo(expectation).appendedBeNilHint() }
            return ExpectationMessage.expectedCustomValueTo(expectation, actual: "\(actual.count)")
                .appended(details: "Actual Value: \(stringify(actual))")
        }
    }
}
