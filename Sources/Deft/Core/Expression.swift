/// The expression under test, as a matcher sees it: not run yet.
///
/// `to`, `toNot` and `notTo` hand the matcher an expression that has not run.
/// The matcher decides when it runs, by calling ``evaluate()``, or whether it
/// runs at all: a matcher can set up a spy first, or catch what the expression
/// does. The first `evaluate()` runs it; later calls answer with the same
/// value, or rethrow the same error. ``withoutCaching()`` runs it again on
/// every call.
///
/// ```swift
/// let isEven = Matcher<Int>.simple("be even") { expression in
///     guard let value = try expression.evaluate() else { return .fail }
///     return MatcherStatus(bool: value.isMultiple(of: 2))
/// }
/// ```
public struct Expression<Value> {
    /// The memo every copy of this expression shares.
    @usableFromInline
    let evaluation: Evaluation<Value>
    /// Whether each `evaluate()` runs the expression again.
    @usableFromInline
    let reruns: Bool
    /// Where the expectation was written.
    public let location: SourceLocation
    /// Whether the expression was written as a closure. Kept for matchers
    /// written for Nimble; `expect` always makes one that is.
    public let isClosure: Bool

    init(evaluation: Evaluation<Value>, reruns: Bool, location: SourceLocation, isClosure: Bool) {
        self.evaluation = evaluation
        self.reruns = reruns
        self.location = location
        self.isClosure = isClosure
    }

    /// Creates an expression that runs `expression` the first time it is
    /// evaluated, and caches the outcome.
    ///
    /// Useful for calling a matcher directly:
    /// ```swift
    /// let result = try equal(3).satisfies(Expression(expression: { 1 + 2 }, location: SourceLocation()))
    /// ```
    @inlinable
    public init(expression: @escaping () throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.evaluation = Evaluation(expression)
        self.reruns = false
        self.location = location
        self.isClosure = isClosure
    }

    /// Creates an expression from a body that caches by itself: it is called
    /// on every evaluation, with `withoutCaching` as its argument.
    ///
    /// ```swift
    /// var cache: Int?
    /// let expression = Expression(
    ///     memoizedExpression: { rerun in
    ///         if rerun || cache == nil { cache = counter.next() }
    ///         return cache
    ///     },
    ///     location: SourceLocation(), withoutCaching: false)
    /// ```
    public init(
        memoizedExpression: @escaping (Bool) throws -> Value?, location: SourceLocation, withoutCaching: Bool,
        isClosure: Bool = true
    ) {
        self.init(
            evaluation: Evaluation(memoized: memoizedExpression), reruns: withoutCaching, location: location,
            isClosure: isClosure)
    }

    /// An expression that has already produced `value`, for a matcher that
    /// hands a part of its value to another matcher.
    init(value: Value?, location: SourceLocation) {
        self.init(outcome: .success(value), location: location)
    }

    /// An expression that has already produced `outcome`.
    init(outcome: Result<Value?, any Error>, location: SourceLocation, isClosure: Bool = true) {
        self.init(evaluation: Evaluation(outcome: outcome), reruns: false, location: location, isClosure: isClosure)
    }

    /// The value of the expression, or the error it threw: it runs the
    /// expression the first time, and answers from the cache after that
    /// (unless made by ``withoutCaching()``).
    ///
    /// ```swift
    /// let actual = try expression.evaluate()
    /// ```
    @inlinable
    public func evaluate() throws -> Value? {
        try evaluation.evaluate(rerunning: reruns)
    }

    /// The same expression, run again on every `evaluate()`. What each run
    /// produces becomes the cached outcome.
    ///
    /// ```swift
    /// let first = try expression.withoutCaching().evaluate()
    /// let second = try expression.withoutCaching().evaluate()  // ran again
    /// ```
    public func withoutCaching() -> Expression<Value> {
        Expression(evaluation: evaluation, reruns: true, location: location, isClosure: isClosure)
    }

    /// An expression that evaluates this one once and caches the outcome.
    ///
    /// ```swift
    /// let cached = expression.withoutCaching().withCaching()
    /// ```
    public func withCaching() -> Expression<Value> {
        Expression(expression: { try self.evaluate() }, location: location, isClosure: isClosure)
    }

    /// An expression whose value is `transform` applied to this one's. It
    /// evaluates this one when it is evaluated itself, not before.
    ///
    /// ```swift
    /// let count = expression.cast { $0?.count }
    /// ```
    public func cast<U>(_ transform: @escaping (Value?) throws -> U?) -> Expression<U> {
        Expression<U>(expression: { try transform(self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// The same expression, for an ``AsyncMatcher``; it shares this one's cache.
    ///
    /// ```swift
    /// let asyncExpression = expression.toAsyncExpression()
    /// ```
    public func toAsyncExpression() -> AsyncExpression<Value> {
        AsyncExpression(synchronous: self)
    }

    /// What the expression produced when it last ran; nil if it never ran.
    var lastOutcome: Result<Value?, any Error>? { evaluation.last }

    /// The same expression, not run yet: what each poll starts from.
    func fresh() -> Expression<Value> {
        Expression(evaluation: evaluation.fresh(), reruns: false, location: location, isClosure: isClosure)
    }
}
