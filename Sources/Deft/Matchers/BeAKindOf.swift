/// Matches a value of type `expectedType` or of a subtype: a subclass, or a
/// type conforming to the protocol.
///
/// The message names the value's run-time type, even when the expression's
/// type is a protocol or `Any`. A nil value fails, negated or not.
///
/// ```swift
/// let value: Any = 3
/// expect(value).to(beAKindOf(String.self))  // expected to be a kind of String, got <Int instance>
/// ```
public func beAKindOf<T, U>(_ expectedType: T.Type) -> Matcher<U> {
    typeMatcher("be a kind of \(expectedType)") { $0 is T }
}

/// Matches a value whose run-time type is exactly `expectedType`; a subclass
/// does not match.
///
/// ```swift
/// let shape: Shape = Square()
/// expect(shape).to(beAnInstanceOf(Rectangle.self))
/// // expected to be an instance of Rectangle, got <Square instance>
/// ```
public func beAnInstanceOf<T, U>(_ expectedType: T.Type) -> Matcher<U> {
    typeMatcher("be an instance of \(expectedType)") { type(of: $0) == expectedType }
}

/// A matcher on the run-time type of the value; nil fails with the `beNil()` hint.
private func typeMatcher<U>(_ expectation: String, _ matches: @escaping (Any) -> Bool) -> Matcher<U> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail) {
                ExpectationMessage.expectedCustomValueTo(expectation, actual: "<nil>").appendedBeNilHint()
            }
        }
        // Boxing as `Any` opens existentials, so `type(of:)` gives the dynamic type.
        let value: Any = actual
        return MatcherResult(status: MatcherStatus(bool: matches(value))) {
            .expectedCustomValueTo(expectation, actual: "<\(type(of: value)) instance>")
        }
    }
}
