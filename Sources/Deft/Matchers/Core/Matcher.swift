/// A check of a value of type `T`: the building block of every expectation.
///
/// A matcher is a value: pass it to `to`, `toNot` or `toEventually`, or
/// combine it with others (`&&`, `||`, `satisfyAllOf`, `map`). A new one takes
/// a few lines:
///
/// ```swift
/// func beEven() -> Matcher<Int> {
///     .simple("be even") { expression in
///         guard let value = try expression.evaluate() else { return .fail }
///         return MatcherStatus(bool: value.isMultiple(of: 2))
///     }
/// }
///
/// expect(3).to(beEven())  // expected to be even, got <3>
/// ```
public struct Matcher<T> {
    @usableFromInline
    let body: (Expression<T>) throws -> MatcherResult

    /// Creates a matcher from a function of the expression. The function
    /// decides whether and when the expression runs, by calling
    /// `expression.evaluate()`.
    ///
    /// ```swift
    /// let positive = Matcher<Int> { expression in
    ///     let value = try expression.evaluate() ?? 0
    ///     return MatcherResult(bool: value > 0, message: .expectedActualValueTo("be positive"))
    /// }
    /// ```
    @inlinable
    public init(_ matcher: @escaping (Expression<T>) throws -> MatcherResult) {
        self.body = matcher
    }

    /// Runs the matcher on `expression`.
    ///
    /// ```swift
    /// let result = try equal(3).satisfies(Expression(expression: { 3 }, location: SourceLocation()))
    /// ```
    @inlinable
    public func satisfies(_ expression: Expression<T>) throws -> MatcherResult {
        try body(expression)
    }
}

extension Matcher {
    /// A matcher whose result is given by `matcher`; a nil value fails it,
    /// with Deft's hint to use `beNil()`.
    ///
    /// ```swift
    /// let big = Matcher<Int>.define { expression in
    ///     let value = try expression.evaluate() ?? 0
    ///     return MatcherResult(bool: value > 100, message: .expectedActualValueTo("be big"))
    /// }
    /// expect(7).to(big)  // expected to be big, got <7>
    /// ```
    public static func define(matcher: @escaping (Expression<T>) throws -> MatcherResult) -> Matcher<T> {
        Matcher(matcher).requireNonNil
    }

    /// A matcher that receives its default message (`expected to <message>,
    /// got <actual>`); a nil value fails it.
    ///
    /// ```swift
    /// func beLonger(than n: Int) -> Matcher<String> {
    ///     .define("be longer than \(n)") { expression, message in
    ///         let text = try expression.evaluate() ?? ""
    ///         return MatcherResult(bool: text.count > n, message: message)
    ///     }
    /// }
    /// expect("Ada").to(beLonger(than: 5))  // expected to be longer than 5, got <"Ada">
    /// ```
    public static func define(
        _ message: String = "match",
        matcher: @escaping (Expression<T>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<T> {
        Matcher { expression in try matcher(expression, .expectedActualValueTo(message)) }.requireNonNil
    }

    /// Like ``define(_:matcher:)``, but the matcher handles nil values itself.
    ///
    /// ```swift
    /// let nilOrEmpty = Matcher<String>.defineNilable("be nil or empty") { expression, message in
    ///     MatcherResult(bool: (try expression.evaluate() ?? "").isEmpty, message: message)
    /// }
    /// expect("Ada").to(nilOrEmpty)  // expected to be nil or empty, got <"Ada">
    /// ```
    public static func defineNilable(
        _ message: String = "match",
        matcher: @escaping (Expression<T>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<T> {
        Matcher { expression in try matcher(expression, .expectedActualValueTo(message)) }
    }

    /// A matcher that answers only a status; its message is
    /// `expected to <message>, got <actual>`. A nil value fails it.
    ///
    /// ```swift
    /// let odd = Matcher<Int>.simple("be odd") { expression in
    ///     MatcherStatus(bool: (try expression.evaluate() ?? 0) % 2 == 1)
    /// }
    /// expect(4).to(odd)  // expected to be odd, got <4>
    /// ```
    public static func simple(
        _ message: String = "match",
        matcher: @escaping (Expression<T>) throws -> MatcherStatus
    ) -> Matcher<T> {
        Matcher { expression in
            MatcherResult(status: try matcher(expression), message: .expectedActualValueTo(message))
        }.requireNonNil
    }

    /// Like ``simple(_:matcher:)``, but the matcher handles nil values itself.
    ///
    /// ```swift
    /// let absent = Matcher<Int>.simpleNilable("be absent") { expression in
    ///     MatcherStatus(bool: try expression.evaluate() == nil)
    /// }
    /// expect(3).to(absent)  // expected to be absent, got <3>
    /// ```
    public static func simpleNilable(
        _ message: String = "match",
        matcher: @escaping (Expression<T>) throws -> MatcherStatus
    ) -> Matcher<T> {
        Matcher { expression in
            MatcherResult(status: try matcher(expression), message: .expectedActualValueTo(message))
        }
    }

    /// This matcher, made to fail (even negated) when the value is nil.
    ///
    /// ```swift
    /// let strict = lenientMatcher.requireNonNil
    /// ```
    public var requireNonNil: Matcher<T> {
        let inner = self
        return Matcher { expression in
            let result = try inner.satisfies(expression)
            guard try expression.evaluate() == nil else { return result }
            return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
        }
    }
}
