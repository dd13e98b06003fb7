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
    let body: Body

    /// How a matcher answers.
    @usableFromInline
    enum Body {
        /// A function of the expression, as written with ``Matcher/init(_:)``.
        case answering((Expression<T>) throws -> MatcherResult)
        /// A built-in matcher that leaves out its message when told that a
        /// result passing an expectation of this style will be dropped
        /// unread (see ``MatcherResult/dropped(_:_:)``).
        case answeringUnlessDropped((Expression<T>, _ droppedPasses: ExpectationStyle?) throws -> MatcherResult)
        #if DEBUG
            /// A built-in matcher's check, held as a value (see ``ValueCheck``).
            /// Unoptimized builds only: an existential payload would make
            /// every matcher a value the optimizer keeps in memory.
            case checking(any ValueCheck<T>)
        #endif
    }

    /// Creates a matcher from a function of the expression.
    ///
    /// ```swift
    /// let positive = Matcher<Int> { expression in
    ///     let value = try expression.evaluate() ?? 0
    ///     return MatcherResult(bool: value > 0, message: .expectedActualValueTo("be positive"))
    /// }
    /// ```
    @inlinable
    public init(_ matcher: @escaping (Expression<T>) throws -> MatcherResult) {
        self.body = .answering(matcher)
    }

    /// Creates a matcher that leaves out its message when a passing result
    /// of the style it is given will be dropped unread.
    @inlinable
    init(unlessDropped matcher: @escaping (Expression<T>, _ droppedPasses: ExpectationStyle?) throws -> MatcherResult) {
        self.body = .answeringUnlessDropped(matcher)
    }

    /// Creates a matcher from a built-in check.
    ///
    /// Unoptimized, the check is kept as a value (see ``ValueCheck``).
    /// Optimized, it is kept in a closure instead: the optimizer specializes
    /// and inlines a closure over the concrete check, where an existential
    /// would hide the check's type from it and leave its methods generic.
    @inlinable
    @_transparent
    init<Check: ValueCheck<T>>(checking check: Check) {
        #if DEBUG
            self.body = .checking(check)
        #else
            self.body = .answeringUnlessDropped { expression, droppedPasses in
                if let droppedPasses, let value = expression.replayed,
                    let result = MatcherResult.dropped(check.status(of: value), droppedPasses)
                {
                    return result
                }
                return try check.result(for: expression)
            }
        #endif
    }

    /// Runs the matcher on `expression`.
    ///
    /// ```swift
    /// let result = try equal(3).satisfies(Expression(expression: { 3 }, location: SourceLocation()))
    /// ```
    @inlinable
    public func satisfies(_ expression: Expression<T>) throws -> MatcherResult {
        switch body {
        case .answering(let matcher): return try matcher(expression)
        case .answeringUnlessDropped(let matcher): return try matcher(expression, .none)
        #if DEBUG
            case .checking(let check): return try check.result(for: expression)
        #endif
        }
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
