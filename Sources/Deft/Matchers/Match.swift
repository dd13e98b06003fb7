import Foundation

/// Matches a string in which the regular expression `expectedValue` finds a
/// match anywhere (ICU syntax, as `NSRegularExpression`). An invalid pattern
/// or a nil one fails, negated or not, and says why.
///
/// ```swift
/// expect("order-42").to(match("^order-\\d+$"))
/// expect("order-x").to(match("\\d+"))  // expected to match <"\\d+">, got <"order-x">
/// expect("a").to(match("("))
/// // expected to match <"(">, got <"a"> (the pattern is not a valid regular expression: …)
/// ```
public func match(_ expectedValue: String?) -> Matcher<String> {
    let compiled = expectedValue.map { pattern in Result { try NSRegularExpression(pattern: pattern) } }
    return Matcher { expression in
        let actual = try expression.evaluate()
        let expectation = { "match <\(stringify(expectedValue))>" }
        switch compiled {
        case .success(let regex)?:
            return .expecting(
                MatcherStatus(actual) { regex.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil },
                expectation)
        case .failure(let error)?:
            return MatcherResult(status: .fail) {
                .expectedActualValueTo(expectation())
                    .appended(
                        message: " (the pattern is not a valid regular expression: \(error.localizedDescription))")
            }
        case nil:
            return .expecting(.fail, expectation)
        }
    }
}
