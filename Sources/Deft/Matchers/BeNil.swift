/// Matches nil.
///
/// ```swift
/// expect(cache["missing"]).to(beNil())   // expected to be nil, got <"stale">
/// expect(session.user).toNot(beNil())    // expected to not be nil, got <nil>
/// ```
public func beNil<T>() -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        return MatcherResult(status: MatcherStatus(bool: isNil(actual))) { .expectedActualValueTo("be nil") }
    }
}

/// Whether `value` is nil, or an optional that is nil inside, one level
/// deep as in Nimble: an element of `[Int?]` that is nil reaches a matcher
/// as `Int??.some(nil)`, but `Int???.some(.some(nil))` is not nil.
private func isNil<T>(_ value: T?) -> Bool {
    guard let value else { return true }
    return (value as? any NestedOptional)?.isNilInside ?? false
}

/// An optional whose wrapped value may itself be nil.
private protocol NestedOptional {
    var isNilInside: Bool { get }
}

extension Optional: NestedOptional {
    fileprivate var isNilInside: Bool {
        if case .none = self { return true }
        return false
    }
}
