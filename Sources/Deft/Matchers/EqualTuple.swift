// `equal` for tuples of 2 to 6 `Equatable` elements, one overload per arity
// as in Nimble, and for arrays of tuples of any arity, so that labels are
// ignored:
// `(1, four: "4")` equals `(1, "4")`, and `[(Int, String)]` compares with
// `[(Int, named: String)]`.

/// Matches a tuple of 2 `Equatable` elements equal to `expectedValue`, whatever their labels.
///
/// A nil actual or expected value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// expect((1, "a")).to(equal((1, "b")))  // expected to equal <(1, "b")>, got <(1, "a")>
/// ```
@_disfavoredOverload
public func equal<T1: Equatable, T2: Equatable>(_ expectedValue: (T1, T2)?) -> Matcher<(T1, T2)> {
    equal(expectedValue, by: ==)
}

/// Matches a tuple of 3 `Equatable` elements equal to `expectedValue`, whatever their labels.
///
/// A nil actual or expected value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// let row = (1, "a", true)
/// expect(row).to(equal((1, "a", true)))
/// ```
@_disfavoredOverload
public func equal<T1: Equatable, T2: Equatable, T3: Equatable>(_ expectedValue: (T1, T2, T3)?) -> Matcher<(T1, T2, T3)>
{
    equal(expectedValue, by: ==)
}

/// Matches a tuple of 4 `Equatable` elements equal to `expectedValue`, whatever their labels.
///
/// A nil actual or expected value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// let row = (1, "a", true, 2.5)
/// expect(row).to(equal((1, "a", true, 2.5)))
/// ```
@_disfavoredOverload
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(_ expectedValue: (T1, T2, T3, T4)?)
    -> Matcher<(T1, T2, T3, T4)>
{
    equal(expectedValue, by: ==)
}

/// Matches a tuple of 5 `Equatable` elements equal to `expectedValue`, whatever their labels.
///
/// A nil actual or expected value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// let row = (1, "a", true, 2.5, "b")
/// expect(row).to(equal((1, "a", true, 2.5, "b")))
/// ```
@_disfavoredOverload
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    _ expectedValue: (T1, T2, T3, T4, T5)?
) -> Matcher<(T1, T2, T3, T4, T5)> {
    equal(expectedValue, by: ==)
}

/// Matches a tuple of 6 `Equatable` elements equal to `expectedValue`, whatever their labels.
///
/// A nil actual or expected value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// let row = (1, "a", true, 2.5, "b", 2)
/// expect(row).to(equal((1, "a", true, 2.5, "b", 2)))
/// ```
@_disfavoredOverload
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    _ expectedValue: (T1, T2, T3, T4, T5, T6)?
) -> Matcher<(T1, T2, T3, T4, T5, T6)> {
    equal(expectedValue, by: ==)
}

/// Matches an array of tuples equal, element by element, to `expectedValue`,
/// whatever the tuples' labels and arity.
///
/// One overload serves every arity, because each overload of `equal` is a
/// candidate the compiler weighs at every `equal(…)` in a test file. The
/// elements are compared when the check runs: tuples of `Equatable` values
/// element by element, `Equatable` values with `==`; anything else does not
/// match.
///
/// ```swift
/// expect(rows).to(equal([(1, "a"), (2, "b")]))
/// ```
@_disfavoredOverload
public func equal<Element>(_ expectedValue: [Element]?) -> Matcher<[Element]> {
    equal(expectedValue) { lhs, rhs in lhs.elementsEqual(rhs) { dynamicallyEqual($0, $1) } }
}

/// `equal` with a comparison in place of `==`.
func equal<T>(_ expectedValue: T?, by areEqual: @escaping (T, T) -> Bool) -> Matcher<T> {
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
