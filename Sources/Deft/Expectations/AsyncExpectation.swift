/// An expectation on an expression that awaits, made by `expect { await … }`.
///
/// Each verb awaits the expression once, on the caller's actor, and reports a
/// failure at the line of `expect`. It compiles from `@MainActor` tests,
/// Swift Testing functions and nonisolated async code alike.
///
/// ```swift
/// await expect { await store.count }.to(equal(3))
/// // expected to equal <3>, got <2>
/// await expect { try await api.fetch() }.toNot(throwError())
/// // expected to not throw any error, got <offline>
/// ```
public struct AsyncExpectation<Value>: Expectation {
    let body: () async throws -> Value?
    public let location: SourceLocation
    public let status: ExpectationStatus

    init(body: @escaping () async throws -> Value?, location: SourceLocation, status: ExpectationStatus = .pending) {
        self.body = body
        self.location = location
        self.status = status
    }

    /// The expression, unevaluated; each `evaluate()` awaits it again.
    ///
    /// ```swift
    /// let value = try await expectation.expression.evaluate()
    /// ```
    public var expression: AsyncExpression<Value> {
        AsyncExpression(expression: body, location: location)
    }

    /// Checks that the value matches `matcher`.
    ///
    /// ```swift
    /// await expect { await cache.value(for: "k") }.to(equal("v"))
    /// // expected to equal <"v">, got <"stale">
    /// ```
    @discardableResult
    public func to(
        _ matcher: some AsyncableMatcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await check(matcher, .to, description)
    }

    /// Checks that the value does not match `matcher`.
    ///
    /// ```swift
    /// await expect { await inbox.messages }.toNot(beEmpty())
    /// // expected to not be empty, got <[]>
    /// ```
    @discardableResult
    public func toNot(
        _ matcher: some AsyncableMatcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await check(matcher, .toNot, description)
    }

    /// Checks that the value does not match `matcher`; the same as ``toNot(_:description:isolation:)``.
    ///
    /// ```swift
    /// await expect { await session.user }.notTo(beNil())
    /// // expected to not be nil, got <nil>
    /// ```
    @discardableResult
    public func notTo(
        _ matcher: some AsyncableMatcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await check(matcher, .toNot, description)
    }

    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        Assertions.record(pass, message: { message.stringValue }, location: location)
        return AsyncExpectation(body: body, location: location, status: status.adding(pass))
    }

    private func check(
        _ matcher: some AsyncableMatcher<Value>, _ verb: Verb, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        let outcome = await awaitOnce(body)
        let verdict = await Verdict(outcome: outcome, matcher: matcher, verb: verb, location: location)
        verdict.report(description: description, location: location)
        return AsyncExpectation(body: body, location: location, status: status.adding(verdict.passed))
    }
}
