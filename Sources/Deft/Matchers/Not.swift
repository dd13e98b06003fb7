/// Matches a value that `matcher` does not match. A `.fail` (a nil value,
/// say) stays a failure.
///
/// ```swift
/// expect(1).to(not(equal(1)))  // expected to not equal <1>, got <1>
/// ```
public func not<T>(_ matcher: Matcher<T>) -> Matcher<T> {
    Matcher { expression in negated(try matcher.satisfies(expression)) }
}

/// Matches a value that the async `matcher` does not match.
///
/// ```swift
/// await expect { await job.state }.to(not(finishSoon()))  // expected to not finish soon, got <done>
/// ```
public func not<T>(_ matcher: AsyncMatcher<T>) -> AsyncMatcher<T> {
    AsyncMatcher { expression in negated(try await matcher.satisfies(expression)) }
}

private func negated(_ result: MatcherResult) -> MatcherResult {
    let status: MatcherStatus
    switch result.status {
    case .matches: status = .doesNotMatch
    case .doesNotMatch: status = .matches
    case .fail: status = .fail
    }
    // The inner message reads as under the opposite verb (see NilHint).
    return MatcherResult(status: status) {
        NilHint.$verb.withValue(NilHint.verb?.opposite) { result.message }.prepended(expectation: "not ")
    }
}
