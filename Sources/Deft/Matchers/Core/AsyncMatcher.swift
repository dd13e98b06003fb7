/// A matcher whose check awaits: for values that need `await` to inspect.
///
/// Use it anywhere an async expectation takes a matcher; ``Matcher`` and
/// `AsyncMatcher` mix freely in `satisfyAllOf`, `&&` and `||`.
///
/// ```swift
/// func holdItems(_ count: Int) -> AsyncMatcher<Cart> {
///     AsyncMatcher { expression in
///         let items = await (try expression.evaluate())?.items.count
///         return MatcherResult(bool: items == count, message: .expectedActualValueTo("hold \(count) items"))
///     }
/// }
///
/// await expect(cart).to(holdItems(2))
/// ```
public struct AsyncMatcher<T>: AsyncableMatcher {
    let body: nonisolated(nonsending) (AsyncExpression<T>) async throws -> MatcherResult

    /// Creates a matcher from an async function of the expression.
    ///
    /// ```swift
    /// let ready = AsyncMatcher<Service> { expression in
    ///     let state = await (try expression.evaluate())?.state
    ///     return MatcherResult(bool: state == .ready, message: .expectedActualValueTo("be ready"))
    /// }
    /// ```
    public init(_ matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>) async throws -> MatcherResult) {
        self.body = matcher
    }

    /// Runs the matcher on `expression`.
    ///
    /// ```swift
    /// let result = try await matcher.satisfies(expression)
    /// ```
    public nonisolated(nonsending) func satisfies(_ expression: AsyncExpression<T>) async throws -> MatcherResult {
        try await body(expression)
    }
}

extension AsyncMatcher {
    /// An async matcher whose result is given by `matcher`; a nil value
    /// fails it, with the hint to use `beNil()`.
    ///
    /// ```swift
    /// let ready = AsyncMatcher<Service>.define { expression in
    ///     let isReady = await (try expression.evaluate())?.isReady == true
    ///     return MatcherResult(bool: isReady, message: .expectedActualValueTo("be ready"))
    /// }
    /// ```
    public static func define(
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>) async throws -> MatcherResult
    ) -> AsyncMatcher<T> {
        AsyncMatcher(matcher).requireNonNil
    }

    /// An async matcher with a default message; a nil value fails it.
    ///
    /// ```swift
    /// let ready = AsyncMatcher<Service>.define("be ready") { expression, message in
    ///     MatcherResult(bool: await (try expression.evaluate())?.isReady == true, message: message)
    /// }
    /// await expect { service }.to(ready)  // expected to be ready, got <Service(isReady: false)>
    /// ```
    public static func define(
        _ message: String = "match",
        matcher:
            nonisolated(nonsending) @escaping (AsyncExpression<T>, ExpectationMessage) async throws -> MatcherResult
    ) -> AsyncMatcher<T> {
        defineNilable(message, matcher: matcher).requireNonNil
    }

    /// Like ``define(_:matcher:)``, but the matcher handles nil values itself.
    ///
    /// ```swift
    /// let nilOrIdle = AsyncMatcher<Service>.defineNilable("be nil or idle") { expression, message in
    ///     MatcherResult(bool: await (try expression.evaluate())?.isBusy != true, message: message)
    /// }
    /// ```
    public static func defineNilable(
        _ message: String = "match",
        matcher:
            nonisolated(nonsending) @escaping (AsyncExpression<T>, ExpectationMessage) async throws -> MatcherResult
    ) -> AsyncMatcher<T> {
        AsyncMatcher { expression in try await matcher(expression, .expectedActualValueTo(message)) }
    }

    /// An async matcher that answers only a status; a nil value fails it.
    ///
    /// ```swift
    /// let ready = AsyncMatcher<Service>.simple("be ready") { expression in
    ///     MatcherStatus(bool: await (try expression.evaluate())?.isReady == true)
    /// }
    /// await expect { service }.to(ready)  // expected to be ready, got <Service(isReady: false)>
    /// ```
    public static func simple(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>) async throws -> MatcherStatus
    ) -> AsyncMatcher<T> {
        simpleNilable(message, matcher: matcher).requireNonNil
    }

    /// Like ``simple(_:matcher:)``, but the matcher handles nil values itself.
    ///
    /// ```swift
    /// let absent = AsyncMatcher<Int>.simpleNilable("be absent") { expression in
    ///     MatcherStatus(bool: try await expression.evaluate() == nil)
    /// }
    /// await expect { 3 }.to(absent)  // expected to be absent, got <3>
    /// ```
    public static func simpleNilable(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>) async throws -> MatcherStatus
    ) -> AsyncMatcher<T> {
        AsyncMatcher { expression in
            MatcherResult(status: try await matcher(expression), message: .expectedActualValueTo(message))
        }
    }

    /// This matcher, made to fail (even negated) when the value is nil.
    ///
    /// ```swift
    /// let strict = lenientMatcher.requireNonNil
    /// ```
    public var requireNonNil: AsyncMatcher<T> {
        let inner = self
        return AsyncMatcher { expression in
            let result = try await inner.satisfies(expression)
            guard try await expression.evaluate() == nil else { return result }
            return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
        }
    }
}

/// A matcher an async expectation can use: ``Matcher`` and ``AsyncMatcher``.
///
/// ```swift
/// func check<M: AsyncableMatcher>(_ matcher: M) async where M.Value == Int {
///     await expect(3).to(satisfyAllOf(matcher))
/// }
/// ```
public protocol AsyncableMatcher<Value> {
    /// The type of value the matcher checks.
    associatedtype Value
    /// Runs the matcher on `expression`.
    nonisolated(nonsending) func satisfies(_ expression: AsyncExpression<Value>) async throws -> MatcherResult
}

extension Matcher: AsyncableMatcher {
    /// Runs this synchronous matcher on an async expression.
    ///
    /// ```swift
    /// let result = try await equal(3).satisfies(asyncExpression)
    /// ```
    public nonisolated(nonsending) func satisfies(_ expression: AsyncExpression<T>) async throws -> MatcherResult {
        try satisfies(await expression.toSynchronousExpression())
    }
}
