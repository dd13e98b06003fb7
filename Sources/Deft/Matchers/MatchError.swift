/// Matches an error value equal to `error`. `Equatable` errors are compared
/// with `==`; other errors match when their domain and code are the same.
///
/// A nil actual value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.unexpectedToken))
/// // expected to match error <unexpectedToken>, got <emptyInput>
/// ```
public func matchError<T: Error>(_ error: T) -> Matcher<any Error> {
    matching("match error <\(stringify(error))>") { matchingError($0, error) != nil }
}

/// Matches an error value of type `errorType`.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.self))
/// // expected to match error from type <ParseError>, got <CancellationError()>
/// ```
public func matchError<T: Error>(_ errorType: T.Type) -> Matcher<any Error> {
    matching("match error from type <\(T.self)>") { $0 is T }
}

private func matching(_ expectation: String, _ matches: @escaping (any Error) -> Bool) -> Matcher<any Error> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail) {
                ExpectationMessage.expectedCustomValueTo(expectation, actual: "no error").appendedBeNilHint()
            }
        }
        return MatcherResult(status: MatcherStatus(bool: matches(actual))) {
            .expectedCustomValueTo(expectation, actual: "<\(stringify(actual))>")
        }
    }
}

/// `actual` as a `T` when it is the error `expected`: equal by `==` when
/// `Equatable`, otherwise of the same domain and code.
func matchingError<T: Error>(_ actual: any Error, _ expected: T) -> T? {
    if let equal = dynamicEquals(expected, actual) { return equal ? actual as? T : nil }
    guard actual._domain == expected._domain, actual._code == expected._code else { return nil }
    return actual as? T
}
