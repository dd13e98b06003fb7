/// Matches a sequence whose first element is `startingElement`.
///
/// ```swift
/// expect([2, 3]).to(beginWith(1))  // expected to begin with <1>, got <[2, 3]>
/// ```
public func beginWith<S: Sequence>(_ startingElement: S.Element) -> Matcher<S> where S.Element: Equatable {
    edge("begin with", startingElement) { actual in
        var iterator = actual.makeIterator()
        return iterator.next() == startingElement
    }
}

/// Matches a string that starts with `startingSubstring`.
///
/// ```swift
/// expect("foobar").to(beginWith("bar"))  // expected to begin with <"bar">, got <"foobar">
/// ```
public func beginWith(_ startingSubstring: String) -> Matcher<String> {
    edge("begin with", startingSubstring) { $0.hasPrefix(startingSubstring) }
}

/// Matches a sequence whose last element is `endingElement`.
///
/// ```swift
/// expect([1, 2]).to(endWith(3))  // expected to end with <3>, got <[1, 2]>
/// ```
public func endWith<S: Sequence>(_ endingElement: S.Element) -> Matcher<S> where S.Element: Equatable {
    edge("end with", endingElement) { actual in
        var last: S.Element?
        for element in actual { last = element }
        return last == endingElement
    }
}

/// Matches a string that ends with `endingSubstring`.
///
/// ```swift
/// expect("foobar").to(endWith("foo"))  // expected to end with <"foo">, got <"foobar">
/// ```
public func endWith(_ endingSubstring: String) -> Matcher<String> {
    edge("end with", endingSubstring) { $0.hasSuffix(endingSubstring) }
}

/// Matches a sequence whose first elements equal those of `expectedPrefix`.
/// A nil `expectedPrefix` fails, negated or not.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(prefix: [1, 3]))  // expected to begin with <[1, 3]>, got <[1, 2, 3]>
/// ```
public func beginWith<Actual: Sequence, Prefix: Sequence>(prefix expectedPrefix: Prefix?) -> Matcher<Actual>
where Actual.Element: Equatable, Actual.Element == Prefix.Element {
    beginWith(prefix: expectedPrefix, by: ==)
}

/// Matches a sequence whose first elements are equivalent, by
/// `areEquivalent`, to those of `expectedPrefix`.
///
/// ```swift
/// expect(["A", "b"]).to(beginWith(prefix: ["a"]) { $0.lowercased() == $1 })  // passes
/// expect(["B", "b"]).to(beginWith(prefix: ["a"]) { $0.lowercased() == $1 })
/// // expected to begin with <["a"]>, got <["B", "b"]>
/// ```
public func beginWith<Actual: Sequence, Prefix: Sequence>(
    prefix expectedPrefix: Prefix?, by areEquivalent: @escaping (Actual.Element, Prefix.Element) -> Bool
) -> Matcher<Actual> {
    Matcher { expression in
        let status = MatcherStatus(try expression.evaluate()) { actual in
            guard let expectedPrefix else { return false }
            return actual.starts(with: expectedPrefix, by: areEquivalent)
        }
        return .expecting(expectedPrefix == nil ? .fail : status) { "begin with <\(stringify(expectedPrefix))>" }
    }
}

/// The shared body of `beginWith` and `endWith` for one element or substring.
private func edge<Actual, Edge>(_ phrase: String, _ expected: Edge, _ check: @escaping (Actual) -> Bool)
    -> Matcher<Actual>
{
    Matcher { expression in
        .expecting(MatcherStatus(try expression.evaluate(), check)) { "\(phrase) <\(stringify(expected))>" }
    }
}
