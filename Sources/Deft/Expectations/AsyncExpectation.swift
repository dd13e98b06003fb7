/// An expectation on an expression that awaits, made by `expect { await … }`.
///
/// Each verb awaits the expression once, on the caller's actor, and reports a
/// failure at the line of `expect`. The expectation a verb returns replays the
/// value that verb saw, as a synchronous one does; polling verbs await afresh
/// each poll. It compiles from `@MainActor` tests, Swift Testing functions and
/// nonisolated async code alike.
///
/// ```swift
/// await expect { await store.count }.to(equal(3))
/// // expected to equal <3>, got <2>
/// await expect { try await api.fetch() }.toNot(throwError())
/// // expected to not throw any error, got <offline>
/// ```
public struct AsyncExpectation<Value>: Expectation {
    /// The expression, or the outcome a verb already saw.
    let storage: AsyncExpression<Value>.Storage
    public let location: SourceLocation
    public let status: ExpectationStatus

    init(storage: AsyncExpression<Value>.Storage, location: SourceLocation, status: ExpectationStatus) {
        self.storage = storage
        self.location = location
        self.status = status
    }

    init(body: @escaping () async throws -> Value?, location: SourceLocation) {
        self.init(storage: .deferred(body), location: location, status: .pending)
    }

    /// The expression, unevaluated; each `evaluate()` awaits it again. After a
    /// verb, it replays the value that verb saw.
    ///
    /// ```swift
    /// let value = try await expectation.expression.evaluate()
    /// ```
    public var expression: AsyncExpression<Value> {
        AsyncExpression(storage: storage, location: location)
    }

    /// Awaits the expression once, or replays what a verb saw.
    nonisolated(nonsending) func evaluate() async -> Result<Value?, any Error> {
        await storage.outcome()
    }

    /// The same expectation with one more check counted.
    func counting(_ passed: Bool) -> Self {
        AsyncExpectation(storage: storage, location: location, status: status.adding(passed))
    }

    /// Checks that the value matches `matcher`.
    ///
    /// ```swift
    /// await expect { await cache.value(for: "k") }.to(equal("v"))
    /// // expected to equal <"v">, got <"stale">
    /// ```
    @discardableResult
    public func to(
        _ matcher: some AsyncableMatcher<Value>, description: String? = .none,
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
        _ matcher: some AsyncableMatcher<Value>, description: String? = .none,
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
        _ matcher: some AsyncableMatcher<Value>, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await check(matcher, .toNot, description)
    }

    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        Assertions.record(pass, message: { message.stringValue }, location: location)
        return counting(pass)
    }

    private func check(
        _ matcher: some AsyncableMatcher<Value>, _ verb: Verb, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        let outcome = await evaluate()
        let verdict = await Verdict(outcome: outcome, matcher: matcher, verb: verb, location: location)
        verdict.report(description: description, location: location)
        return AsyncExpectation(
            storage: .evaluated(outcome), location: location, status: status.adding(verdict.passed))
    }
}
