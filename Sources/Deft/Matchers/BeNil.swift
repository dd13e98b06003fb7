/// Matches nil.
///
/// ```swift
/// expect(cache["missing"]).to(beNil())   // expected to be nil, got <"stale">
/// expect(session.user).toNot(beNil())    // expected to not be nil, got <nil>
/// ```
public func beNil<T>() -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        return MatcherResult(status: MatcherStatus(bool: actual == nil)) { .expectedActualValueTo("be nil") }
    }
}
