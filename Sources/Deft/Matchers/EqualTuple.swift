/// Matches a tuple of 2 to 6 (or more) `Equatable` elements equal to `expectedValue`.
///
/// A nil actual or expected value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// expect((1, "a")).to(equal((1, "a")))
/// expect((1, "a")).to(equal((1, "b")))  // expected to equal <(1, "b")>, got <(1, "a")>
/// ```
@_disfavoredOverload
public func equal<each Element: Equatable>(
    _ expectedValue: (repeat each Element)?
) -> Matcher<(repeat each Element)> {
    equal(expectedValue, by: tuplesEqual)
}

/// Matches an array of tuples of `Equatable` elements equal to `expectedValue`.
///
/// ```swift
/// expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "b")]))
/// expect([(1, "a")]).to(equal([(1, "z")]))  // expected to equal <[(1, "z")]>, got <[(1, "a")]>
/// ```
@_disfavoredOverload
public func equal<each Element: Equatable>(
    _ expectedValue: [(repeat each Element)]?
) -> Matcher<[(repeat each Element)]> {
    equal(expectedValue, by: arraysEqual(by: tuplesEqual))
}

private func tuplesEqual<each Element: Equatable>(
    _ lhs: (repeat each Element), _ rhs: (repeat each Element)
) -> Bool {
    var allEqual = true
    func compare<E: Equatable>(_ left: E, _ right: E) { allEqual = allEqual && left == right }
    repeat compare(each lhs, each rhs)
    return allEqual
}

/// Element-wise equality for arrays, from the equality of their elements.
private func arraysEqual<T>(by areEqual: @escaping (T, T) -> Bool) -> ([T], [T]) -> Bool {
    { lhs, rhs in lhs.elementsEqual(rhs, by: areEqual) }
}

/// `equal` for values compared by `areEqual`; nil on either side fails with the `beNil()` hint.
private func equal<T>(_ expectedValue: T?, by areEqual: @escaping (T, T) -> Bool) -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let status: MatcherStatus
        switch (expectedValue, actual) {
        case (let expected?, let actual?): status = MatcherStatus(bool: areEqual(expected, actual))
        default: status = .fail
        }
        return MatcherResult(status: status) {
            equalityMessage(expected: expectedValue, actual: actual, status: status)
        }
    }
}
