/// Matches a value that at least one of `matchers` matches.
///
/// ```swift
/// expect(5).to(satisfyAnyOf(equal(1), equal(2)))
/// // expected to match one of: {equal <1>}, or {equal <2>}, got 5
/// ```
public func satisfyAnyOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {
    satisfyAnyOf(matchers)
}

/// Matches a value that at least one matcher in `matchers` matches.
///
/// ```swift
/// expect(5).to(satisfyAnyOf([equal(1), equal(2)]))
/// // expected to match one of: {equal <1>}, or {equal <2>}, got 5
/// ```
public func satisfyAnyOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    Matcher { expression in
        Combination.any.result(of: try matchers.map { try $0.satisfies(expression) }, actual: try expression.evaluate())
    }
}

/// Matches a value that `left` or `right` matches; the same as `satisfyAnyOf(left, right)`.
///
/// ```swift
/// expect(5).to(equal(1) || equal(2))  // expected to match one of: {equal <1>}, or {equal <2>}, got 5
/// ```
public func || <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> {
    satisfyAnyOf([left, right])
}

/// Matches a value that at least one of `matchers`, sync or async, matches.
///
/// ```swift
/// await expect { await job.state }.to(satisfyAnyOf(equal(.done), finishSoon()))
/// // expected to match one of: {equal <done>}, or {finish soon}, got running
/// ```
public func satisfyAnyOf<T>(_ matchers: any AsyncableMatcher<T>...) -> AsyncMatcher<T> {
    satisfyAnyOf(matchers)
}

/// Matches a value that at least one matcher in `matchers`, sync or async, matches.
///
/// ```swift
/// await expect { await job.state }.to(satisfyAnyOf([equal(.done), finishSoon()]))
/// // expected to match one of: {equal <done>}, or {finish soon}, got running
/// ```
public func satisfyAnyOf<T>(_ matchers: [any AsyncableMatcher<T>]) -> AsyncMatcher<T> {
    AsyncMatcher { expression in
        Combination.any.result(
            of: try await Combination.results(of: matchers, on: expression), actual: try await expression.evaluate())
    }
}

/// Matches when either matcher matches, when either of them awaits: the
/// async form of `||`.
///
/// ```swift
/// await expect(order).to(beShipped() || beCancelled())
/// ```
public func || <T>(left: some AsyncableMatcher<T>, right: some AsyncableMatcher<T>) -> AsyncMatcher<T> {
    satisfyAnyOf([left, right])
}
