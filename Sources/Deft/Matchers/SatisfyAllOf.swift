/// Matches a value that every one of `matchers` matches.
///
/// ```swift
/// expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(3)))
/// // expected to match all of: {be greater than <1>}, and {be less than <3>}, got 5
/// ```
public func satisfyAllOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {
    satisfyAllOf(matchers)
}

/// Matches a value that every matcher in `matchers` matches.
///
/// ```swift
/// expect(5).to(satisfyAllOf([beGreaterThan(1), beLessThan(3)]))
/// // expected to match all of: {be greater than <1>}, and {be less than <3>}, got 5
/// ```
public func satisfyAllOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    Matcher { expression in
        Combination.all.result(of: try matchers.map { try $0.satisfies(expression) }, actual: try expression.evaluate())
    }
}

/// Matches a value that both `left` and `right` match; the same as `satisfyAllOf(left, right)`.
///
/// ```swift
/// expect(5).to(beGreaterThan(1) && beLessThan(3))
/// // expected to match all of: {be greater than <1>}, and {be less than <3>}, got 5
/// ```
public func && <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> {
    satisfyAllOf([left, right])
}

/// Matches a value that every one of `matchers`, sync or async, matches.
///
/// ```swift
/// await expect { await account.balance }.to(satisfyAllOf(beGreaterThan(0), holdAtMost(100)))
/// // expected to match all of: {be greater than <0>}, and {hold at most 100}, got -5
/// ```
public func satisfyAllOf<T>(_ matchers: any AsyncableMatcher<T>...) -> AsyncMatcher<T> {
    satisfyAllOf(matchers)
}

/// Matches a value that every matcher in `matchers`, sync or async, matches.
///
/// ```swift
/// await expect { await account.balance }.to(satisfyAllOf([beGreaterThan(0), holdAtMost(100)]))
/// // expected to match all of: {be greater than <0>}, and {hold at most 100}, got -5
/// ```
public func satisfyAllOf<T>(_ matchers: [any AsyncableMatcher<T>]) -> AsyncMatcher<T> {
    AsyncMatcher { expression in
        Combination.all.result(
            of: try await Combination.results(of: matchers, on: expression), actual: try await expression.evaluate())
    }
}

/// Matches when both matchers match, when either of them awaits: the async
/// form of `&&`.
///
/// ```swift
/// await expect(order).to(beShipped() && haveItems(3))
/// ```
public func && <T>(left: some AsyncableMatcher<T>, right: some AsyncableMatcher<T>) -> AsyncMatcher<T> {
    satisfyAllOf([left, right])
}
