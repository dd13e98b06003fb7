/// The expression under test, as an ``AsyncMatcher`` sees it: not run yet.
///
/// It follows the rules of ``Expression``: the first ``evaluate()`` awaits the
/// expression, later calls answer with the same outcome, and
/// ``withoutCaching()`` awaits it again each time.
///
/// ```swift
/// let value = try await expression.evaluate()
/// ```
public struct AsyncExpression<Value> {
    /// Where the value comes from.
    enum Source {
        /// A synchronous expression, handed to an async matcher.
        case synchronous(Expression<Value>)
        /// An expression that awaits.
        case awaiting(AsyncEvaluation<Value>)
    }

    let source: Source
    /// Whether each `evaluate()` awaits the expression again.
    let reruns: Bool
    /// Where the expectation was written.
    public let location: SourceLocation
    /// Whether the expression was written as a closure. Kept for matchers
    /// written for Nimble.
    public let isClosure: Bool

    init(source: Source, reruns: Bool, location: SourceLocation, isClosure: Bool) {
        self.source = source
        self.reruns = reruns
        self.location = location
        self.isClosure = isClosure
    }

    /// Creates an expression that awaits `expression` the first time it is
    /// evaluated, and caches the outcome.
    ///
    /// ```swift
    /// let expression = AsyncExpression(expression: { await store.count }, location: SourceLocation())
    /// ```
    public init(expression: @escaping () async throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.init(
            source: .awaiting(AsyncEvaluation(expression)), reruns: false, location: location, isClosure: isClosure)
    }

    /// Creates an expression from a body that caches by itself: it is awaited
    /// on every evaluation, with `withoutCaching` as its argument.
    ///
    /// ```swift
    /// let expression = AsyncExpression(
    ///     memoizedExpression: { _ in await store.count }, location: SourceLocation(), withoutCaching: true)
    /// ```
    public init(
        memoizedExpression: @escaping (Bool) async throws -> Value?, location: SourceLocation,
        withoutCaching: Bool, isClosure: Bool = true
    ) {
        self.init(
            source: .awaiting(AsyncEvaluation(memoized: memoizedExpression)), reruns: withoutCaching,
            location: location, isClosure: isClosure)
    }

    /// A synchronous expression, for an async matcher.
    init(synchronous expression: Expression<Value>) {
        self.init(
            source: .synchronous(expression), reruns: expression.reruns, location: expression.location,
            isClosure: expression.isClosure)
    }

    /// An expression that has already produced `outcome`.
    init(outcome: Result<Value?, any Error>, location: SourceLocation) {
        self.init(
            source: .awaiting(AsyncEvaluation(outcome: outcome)), reruns: false, location: location, isClosure: true)
    }

    /// The value of the expression, or the error it threw: it awaits the
    /// expression the first time, and answers from the cache after that
    /// (unless made by ``withoutCaching()``).
    ///
    /// ```swift
    /// let actual = try await expression.evaluate()
    /// ```
    public nonisolated(nonsending) func evaluate() async throws -> Value? {
        switch source {
        case .synchronous(let expression):
            return try await evaluateSynchronously { Result { try expression.evaluate() } }.get()
        case .awaiting(let evaluation):
            return try await evaluation.evaluate(rerunning: reruns)
        }
    }

    /// The same expression, awaited again on every `evaluate()`.
    ///
    /// ```swift
    /// let latest = try await expression.withoutCaching().evaluate()
    /// ```
    public func withoutCaching() -> AsyncExpression<Value> {
        switch source {
        case .synchronous(let expression): return AsyncExpression(synchronous: expression.withoutCaching())
        case .awaiting: return AsyncExpression(source: source, reruns: true, location: location, isClosure: isClosure)
        }
    }

    /// An expression that awaits this one once and caches the outcome.
    ///
    /// ```swift
    /// let cached = expression.withoutCaching().withCaching()
    /// ```
    public func withCaching() -> AsyncExpression<Value> {
        AsyncExpression(expression: { try await self.evaluate() }, location: location, isClosure: isClosure)
    }

    /// An expression whose value is `transform` applied to this one's.
    ///
    /// ```swift
    /// let count = expression.cast { $0?.count }
    /// ```
    public func cast<U>(_ transform: @escaping (Value?) throws -> U?) -> AsyncExpression<U> {
        AsyncExpression<U>(
            expression: { try transform(await self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// An expression whose value is the async `transform` applied to this one's.
    ///
    /// ```swift
    /// let name = userExpression.cast { await $0?.loadName() }
    /// ```
    public func cast<U>(_ transform: @escaping (Value?) async throws -> U?) -> AsyncExpression<U> {
        AsyncExpression<U>(
            expression: { try await transform(await self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// A synchronous ``Expression`` for a synchronous matcher. An expression
    /// that awaits is awaited now, once, and the result replays that outcome;
    /// a synchronous one is handed over as it is, not run yet.
    ///
    /// ```swift
    /// let result = try matcher.satisfies(await expression.toSynchronousExpression())
    /// ```
    public nonisolated(nonsending) func toSynchronousExpression() async -> Expression<Value> {
        if case .synchronous(let expression) = source { return expression }
        let outcome: Result<Value?, any Error>
        do { outcome = .success(try await evaluate()) } catch { outcome = .failure(error) }
        return Expression(outcome: outcome, location: location, isClosure: isClosure)
    }

    /// The cache of what the expression produced, which every copy shares.
    var evaluation: Evaluation<Value> {
        switch source {
        case .synchronous(let expression): return expression.evaluation
        case .awaiting(let evaluation): return evaluation.cache
        }
    }

    /// What the expression produced when it last ran; nil if it never ran.
    var lastOutcome: Result<Value?, any Error>? { evaluation.last }

    /// The same expression, not run yet: what each poll starts from.
    func fresh() -> AsyncExpression<Value> {
        switch source {
        case .synchronous(let expression): return AsyncExpression(synchronous: expression.fresh())
        case .awaiting(let evaluation):
            return AsyncExpression(
                source: .awaiting(evaluation.fresh()), reruns: false, location: location, isClosure: isClosure)
        }
    }
}
