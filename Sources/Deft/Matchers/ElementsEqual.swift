/// Matches a sequence whose elements equal those of `expectedValue`, in
/// order. A nil `expectedValue` fails, negated or not.
///
/// ```swift
/// expect([1, 2, 3]).to(elementsEqual([1, 2, 4]))  // expected to elementsEqual <[1, 2, 4]>, got <[1, 2, 3]>
/// expect(1...3).to(elementsEqual([1, 2, 3]))       // passes: any sequence of Int will do
/// ```
public func elementsEqual<Actual: Sequence, Expected: Sequence>(_ expectedValue: Expected?) -> Matcher<Actual>
where Actual.Element: Equatable, Actual.Element == Expected.Element {
    elementsEqual(expectedValue, by: ==)
}

/// Matches a sequence whose elements are equivalent, by `areEquivalent`, to
/// those of `expectedValue`, in order.
///
/// ```swift
/// expect(["A", "B"]).to(elementsEqual(["a", "c"]) { $0.lowercased() == $1 })
/// // expected to elementsEqual <["a", "c"]>, got <["A", "B"]>
/// ```
public func elementsEqual<Actual: Sequence, Expected: Sequence>(
    _ expectedValue: Expected?, by areEquivalent: @escaping (Actual.Element, Expected.Element) -> Bool
) -> Matcher<Actual> {
    Matcher { expression in
        let status = MatcherStatus(try expression.evaluate()) { actual in
            guard let expectedValue else { return false }
            return actual.elementsEqual(expectedValue, by: areEquivalent)
        }
        return .expecting(expectedValue == nil ? .fail : status) { "elementsEqual <\(stringify(expectedValue))>" }
    }
}
