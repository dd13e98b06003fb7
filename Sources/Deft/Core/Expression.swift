/// The expression under test, as a matcher sees it.
///
/// Deft evaluates an expectation's expression once, before the matcher runs,
/// and hands the matcher an `Expression` that replays the outcome: the value,
/// or the error it threw. So `evaluate()` is cheap and may be called any number
/// of times.
///
/// ```swift
/// let isEven = Matcher<Int>.simple("be even") { expression in
///     guard let value = try expression.evaluate() else { return .fail }
///     return MatcherStatus(bool: value.isMultiple(of: 2))
/// }
/// ```
public struct Expression<Value> {
    /// The value this expression replays, when its source is `.value`.
    ///
    /// It is the first stored property on purpose. `evaluate()` is inlined
    /// into the matcher that calls it, and a matcher's body is often generic
    /// code, which a debug build runs unspecialized: there, reading a
    /// property at any other offset looks up `Expression<Value>`'s metadata
    /// first, a hash-table lookup on every check. At offset zero no lookup is
    /// needed.
    @usableFromInline
    let replayed: Value?
    @usableFromInline
    let source: Source
    /// The location, packed; unpacked only when a matcher asks for it.
    @usableFromInline
    let header: ExpectationHeader

    /// Where an expression's value comes from.
    @usableFromInline
    enum Source {
        /// `replayed`, a value already seen.
        case value
        /// An error the expression already threw.
        case error(any Error)
        /// The expression itself, run on each evaluation.
        case deferred(() throws -> Value?)
    }

    /// Where the expectation was written.
    public var location: SourceLocation { header.location }

    /// Whether the expression was written as a closure. Always `true` in Deft;
    /// kept for matchers written for Nimble.
    public var isClosure: Bool { header.isClosure }

    /// Creates an expression that runs `expression` each time it is evaluated.
    ///
    /// Useful for calling a matcher directly:
    /// ```swift
    /// let result = try equal(3).satisfies(Expression(expression: { 1 + 2 }, location: SourceLocation()))
    /// ```
    public init(expression: @escaping () throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.init(nil, .deferred(expression), ExpectationHeader(location, isClosure: isClosure))
    }

    @inlinable
    @_transparent
    init(_ replayed: Value?, _ source: Source, _ header: ExpectationHeader) {
        self.replayed = replayed
        self.source = source
        self.header = header
    }

    /// An expression that replays an outcome that is already known.
    @inlinable
    init(outcome: Result<Value?, any Error>, header: ExpectationHeader) {
        switch outcome {
        case .success(let value): self.init(value, .value, header)
        case .failure(let error): self.init(nil, .error(error), header)
        }
    }

    /// An expression that replays an outcome that is already known.
    @inlinable
    init(outcome: Result<Value?, any Error>, location: SourceLocation) {
        self.init(outcome: outcome, header: ExpectationHeader(location))
    }

    /// The value of the expression, or the error it threw.
    ///
    /// ```swift
    /// let actual = try expression.evaluate()
    /// ```
    @inlinable
    @_transparent
    public func evaluate() throws -> Value? {
        // Inlined into the matcher, so that the call needs no metadata for
        // `Expression<Value>`, and a replayed value is read at offset zero.
        if let replayed { return replayed }
        return try evaluateWithoutValue()
    }

    /// `evaluate()` when there is no replayed value: a replayed nil, an
    /// error, or a deferred expression.
    @usableFromInline
    func evaluateWithoutValue() throws -> Value? {
        switch source {
        case .value: return nil
        case .error(let error): throw error
        case .deferred(let body): return try body()
        }
    }

    /// The outcome this expression replays; for a deferred expression, one
    /// run of it.
    @inlinable
    var outcome: Result<Value?, any Error> {
        switch source {
        case .value: return .success(replayed)
        case .error(let error): return .failure(error)
        case .deferred(let body): return evaluateOnce(body)
        }
    }

    /// An expression whose value is `transform` applied to this one's.
    ///
    /// ```swift
    /// let count = expression.cast { $0?.count }
    /// ```
    public func cast<U>(_ transform: @escaping (Value?) throws -> U?) -> Expression<U> {
        switch source {
        case .deferred(let body):
            return Expression<U>(expression: { try transform(body()) }, location: location, isClosure: isClosure)
        case .value, .error:
            return Expression<U>(outcome: Result { try transform(outcome.get()) }, location: location)
        }
    }

    /// Returns `self`: Deft evaluates the expression once per check, and a
    /// matcher always sees that one outcome. Kept for matchers written for Nimble.
    ///
    /// ```swift
    /// let value = try expression.withoutCaching().evaluate()
    /// ```
    public func withoutCaching() -> Expression<Value> { self }

    /// Returns `self`, as ``withoutCaching()`` does.
    ///
    /// ```swift
    /// let value = try expression.withCaching().evaluate()
    /// ```
    public func withCaching() -> Expression<Value> { self }

    /// The same expression, for an ``AsyncMatcher``.
    ///
    /// ```swift
    /// let asyncExpression = expression.toAsyncExpression()
    /// ```
    public func toAsyncExpression() -> AsyncExpression<Value> {
        switch source {
        case .deferred(let body):
            return AsyncExpression(expression: { try body() }, location: location, isClosure: isClosure)
        case .value, .error:
            return AsyncExpression(outcome: outcome, location: location)
        }
    }
}

/// The expression under test, as an ``AsyncMatcher`` sees it.
///
/// Like ``Expression``, it replays the one outcome Deft evaluated for the check.
///
/// ```swift
/// let value = try await expression.evaluate()
/// ```
public struct AsyncExpression<Value> {
    enum Storage {
        case evaluated(Result<Value?, any Error>)
        case deferred(() async throws -> Value?)
    }

    let storage: Storage
    /// Where the expectation was written.
    public let location: SourceLocation
    /// Whether the expression was written as a closure. Always `true` in Deft.
    public let isClosure: Bool

    /// Creates an expression that runs `expression` each time it is evaluated.
    ///
    /// ```swift
    /// let expression = AsyncExpression(expression: { await store.count }, location: SourceLocation())
    /// ```
    public init(expression: @escaping () async throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.storage = .deferred(expression)
        self.location = location
        self.isClosure = isClosure
    }

    /// Creates an expression from an expectation's storage: it awaits a
    /// deferred expression each time, or replays a known outcome.
    init(storage: Storage, location: SourceLocation) {
        self.storage = storage
        self.location = location
        self.isClosure = true
    }

    init(outcome: Result<Value?, any Error>, location: SourceLocation) {
        self.init(storage: .evaluated(outcome), location: location)
    }

    /// The value of the expression, or the error it threw.
    ///
    /// ```swift
    /// let actual = try await expression.evaluate()
    /// ```
    public nonisolated(nonsending) func evaluate() async throws -> Value? {
        switch storage {
        case .evaluated(let outcome): return try outcome.get()
        case .deferred(let body): return try await body()
        }
    }

    /// An expression whose value is `transform` applied to this one's.
    ///
    /// ```swift
    /// let count = expression.cast { $0?.count }
    /// ```
    public func cast<U>(_ transform: @escaping (Value?) throws -> U?) -> AsyncExpression<U> {
        switch storage {
        case .evaluated(let outcome):
            return AsyncExpression<U>(outcome: Result { try transform(outcome.get()) }, location: location)
        case .deferred(let body):
            return AsyncExpression<U>(
                expression: { try await transform(body()) }, location: location, isClosure: isClosure)
        }
    }

    /// Evaluates the expression once and returns a synchronous ``Expression``
    /// that replays the outcome.
    ///
    /// ```swift
    /// let result = try matcher.satisfies(await expression.toSynchronousExpression())
    /// ```
    public nonisolated(nonsending) func toSynchronousExpression() async -> Expression<Value> {
        Expression(outcome: await storage.outcome(), location: location)
    }
}

extension AsyncExpression.Storage {
    /// The known outcome, or the deferred expression awaited once.
    nonisolated(nonsending) func outcome() async -> Result<Value?, any Error> {
        switch self {
        case .evaluated(let outcome): return outcome
        case .deferred(let body): return await awaitOnce(body)
        }
    }
}
