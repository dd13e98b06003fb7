/// Matches a sequence with no elements: arrays, strings, dictionaries and
/// any other sequence.
///
/// ```swift
/// expect(inbox).to(beEmpty())    // expected to be empty, got <["hello"]>
/// expect(name).toNot(beEmpty())  // expected to not be empty, got <"">
/// ```
public func beEmpty<S: Sequence>() -> Matcher<S> {
    emptiness { actual in
        var iterator = actual.makeIterator()
        return iterator.next() == nil
    }
}

/// Matches a set with no elements, such as an empty option set.
///
/// ```swift
/// expect(permissions).to(beEmpty())  // expected to be empty, got <Permissions(rawValue: 1)>
/// ```
@_disfavoredOverload
public func beEmpty<S: SetAlgebra>() -> Matcher<S> {
    emptiness { $0.isEmpty }
}

/// Matches an empty `Set` (or another type that is both a sequence and a set).
///
/// ```swift
/// expect(Set([1])).to(beEmpty())  // expected to be empty, got <[1]>
/// ```
@_disfavoredOverload
public func beEmpty<S: Sequence & SetAlgebra>() -> Matcher<S> {
    emptiness { $0.isEmpty }
}

private func emptiness<T>(_ isEmpty: @escaping (T) -> Bool) -> Matcher<T> {
    Matcher { expression in
        .expecting(MatcherStatus(try expression.evaluate(), isEmpty)) { "be empty" }
    }
}
