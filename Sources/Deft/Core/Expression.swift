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
    @usableFromInline
    enum Storage {
        /// Replays an outcome already seen: the value, or the error thrown.
        case evaluated(Replay)
        /// Runs the expression on each evaluation.
        case deferred(() throws -> Value?)
    }

    @usableFromInline
    let storage: Storage
    /// The location, packed; unpacked only when a matcher asks for it.
    @usableFromInline
    let header: ExpectationHeader
    /// Whether the expression was written as a closure. Always `true` in Deft;
    /// kept for matchers written for Nimble.
    public let isClosure: Bool

    /// Where the expectation was written.
    public var location: SourceLocation { header.location }

    /// Creates an expression that runs `expression` each time it is evaluated.
    ///
    /// Useful for calling a matcher directly:
    /// ```swift
    /// let result = try equal(3).satisfies(Expression(expression: { 1 + 2 }, location: SourceLocation()))
    /// ```
    public init(expression: @escaping () throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.storage = .deferred(expression)
        self.header = ExpectationHeader(location)
        self.isClosure = isClosure
    }

    /// Creates an expression from an expectation's storage: it runs a
    /// deferred expression each time, or replays a known outcome.
    @inlinable
    init(storage: Storage, header: ExpectationHeader) {
        self.storage = storage
        self.header = header
        self.isClosure = true
    }

    /// Creates an expression that replays an outcome that is already known.
    @inlinable
    init(outcome: Result<Value?, any Error>, header: ExpectationHeader) {
        self.init(storage: .replaying(outcome), header: header)
    }

    /// Creates an expression that replays an outcome that is already known.
    @inlinable
    init(outcome: Result<Value?, any Error>, location: SourceLocation) {
        self.init(outcome: outcome, header: ExpectationHeader(location))
    }

    /// The outcome this expression replays; for a deferred expression, one
    /// run of it.
    @inlinable
    var outcome: Result<Value?, any Error> { storage.outcome }

    /// The value of the expression, or the error it threw.
    ///
    /// ```swift
    /// let actual = try expression.evaluate()
    /// ```
    @inlinable
    public func evaluate() throws -> Value? {
        switch storage {
        case .evaluated(let replay): return try replay.value()
        case .deferred(let body): return try body()
        }
    }

    /// An expression whose value is `transform` applied to this one's.
    ///
    /// ```swift
    /// let count = expression.cast { $0?.count }
    /// ```
    public func cast<U>(_ transform: @escaping (Value?) throws -> U?) -> Expression<U> {
        switch storage {
        case .evaluated(let replay):
            return Expression<U>(outcome: Result { try transform(replay.value()) }, location: location)
        case .deferred(let body):
            return Expression<U>(expression: { try transform(body()) }, location: location, isClosure: isClosure)
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
        switch storage {
        case .evaluated(let replay): return AsyncExpression(outcome: replay.outcome, location: location)
        case .deferred(let body):
            return AsyncExpression(expression: { try body() }, location: location, isClosure: isClosure)
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

extension Expression.Storage {
    /// The known outcome, or one run of the deferred expression.
    @inlinable
    var outcome: Result<Value?, any Error> {
        switch self {
        case .evaluated(let replay): return replay.outcome
        case .deferred(let body): return evaluateOnce(body)
        }
    }
}

// How an outcome is kept for replay differs between unoptimized and optimized
// builds. Unoptimized, every copy of a value whose layout depends on `Value`
// (a `Result<Value?, any Error>` in the enum) looks up generic metadata, a
// dozen times per check; a closure has one layout for every `Value`, so
// `Expression` and the expectations holding it are copied without a lookup.
// Optimized, that code is specialized and the `Result` costs nothing, while
// the closure would cost an allocation per check.
extension Expression.Storage {
    #if DEBUG
        /// An outcome kept for replay: the value, or the error thrown.
        @usableFromInline
        struct Replay {
            @usableFromInline
            let get: () throws -> Value?

            @inlinable
            init(_ outcome: Result<Value?, any Error>) { get = { try outcome.get() } }

            @inlinable
            init(value: Value?) { get = { value } }

            @inlinable
            init(error: any Error) { get = { throw error } }

            /// The value, or the error thrown.
            @inlinable
            func value() throws -> Value? { try get() }

            /// The value or the error.
            @inlinable
            var outcome: Result<Value?, any Error> { evaluateOnce(get) }
        }
    #else
        /// An outcome kept for replay: the value, or the error thrown.
        @usableFromInline
        typealias Replay = Result<Value?, any Error>
    #endif

    /// The same storage, with a deferred expression run once and replayed
    /// from then on.
    @inlinable
    var evaluatedOnce: Self {
        guard case .deferred(let body) = self else { return self }
        do {
            return .evaluated(Replay(value: try body()))
        } catch {
            return .evaluated(Replay(error: error))
        }
    }

    /// The known outcome, or one run of the deferred expression, for replay.
    @inlinable
    var replay: Replay {
        switch self {
        case .evaluated(let replay): return replay
        case .deferred(let body): return Replay(evaluateOnce(body))
        }
    }

    /// A storage that replays `outcome`.
    @inlinable
    static func replaying(_ outcome: Result<Value?, any Error>) -> Self { .evaluated(Replay(outcome)) }
}

#if !DEBUG
    // `Replay` is the `Result` itself when optimized: the spellings the
    // closure form offers, for it.
    extension Result where Failure == any Error {
        @inlinable
        init<Wrapped>(value: Wrapped?) where Success == Wrapped? { self = .success(value) }

        @inlinable
        init(error: any Error) { self = .failure(error) }

        @inlinable
        init(_ outcome: Self) { self = outcome }

        @inlinable
        func value() throws -> Success { try get() }

        @inlinable
        var outcome: Self { self }
    }
#endif

extension AsyncExpression.Storage {
    /// The known outcome, or the deferred expression awaited once.
    nonisolated(nonsending) func outcome() async -> Result<Value?, any Error> {
        switch self {
        case .evaluated(let outcome): return outcome
        case .deferred(let body): return await awaitOnce(body)
        }
    }
}
