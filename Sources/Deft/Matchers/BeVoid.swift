/// Matches the value `()`: for expressions that return `Void`.
///
/// ```swift
/// expect(cache.clear()).to(beVoid())
/// expect(nil as Void?).to(beVoid())  // expected to be void, got <nil>
/// ```
public func beVoid() -> Matcher<Void> {
    .simpleNilable("be void") { expression in MatcherStatus(bool: try expression.evaluate() != nil) }
}
