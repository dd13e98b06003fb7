/// An expectation on an expression that awaits, made by `expect { await … }`.
///
/// A verb hands the matcher the expression, not awaited yet; the matcher
/// awaits it, on the caller's actor, and the outcome is cached, so chained
/// verbs see one value, as a synchronous one does. A failure is reported at
/// the line of `expect`; polling verbs await afresh each poll. It compiles from `@MainActor` tests, Swift Testing functions and
/// nonisolated async code alike.
///
/// ```swift
/// await expect { await store.count }.to(equal(3))
/// // expected to equal <3>, got <2>
/// await expect { try await api.fetch() }.toNot(throwError())
/// // expected to not throw any error, got <offline>
/// ```
public struct AsyncExpectation<Value>: Expectation {
    /// The expression under test; `evaluate()` awaits it once and caches the outcome.
    ///
    /// ```swift
    /// let value = try await expectation.expression.evaluate()
    /// ```
    public let expression: AsyncExpression<Value>
    /// How the checks made so far went.
    public let status: ExpectationStatus

    /// Creates an expectation on `expression`, as `expect { await … }` does.
    ///
    /// ```swift
    /// let expectation = AsyncExpectation(expression: AsyncExpression(expression: { await store.count }, location: SourceLocation()))
    /// await expectation.to(equal(3))
    /// ```
    public init(expression: AsyncExpression<Value>) {
        self.init(expression: expression, status: .pending)
    }

    init(expression: AsyncExpression<Value>, status: ExpectationStatus) {
        self.expression = expression
        self.status = status
    }

    /// Where `expect` was written.
    public var location: SourceLocation { expression.location }

    /// The same expectation with one more check counted.
    func counting(_ passed: Bool) -> Self {
        AsyncExpectation(expression: expression, status: status.adding(passed))
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

    /// Records an outcome with the handler in force, at the line of `expect`.
    ///
    /// ```swift
    /// expect { await store.count }.verify(true, FailureMessage(stringValue: "unused"))
    /// ```
    @discardableResult
    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        Assertions.record(pass, message: { message.stringValue }, location: location)
        return counting(pass)
    }

    /// The path of every async `to`, `toNot` and `notTo`: the matcher checks
    /// the expression, and the verdict is reported at the line of `expect`.
    private func check(
        _ matcher: some AsyncableMatcher<Value>, _ verb: Verb, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        let verdict = await Verdict(checking: expression, with: matcher, verb: verb)
        verdict.report(description: description, location: location)
        return counting(verdict.passed)
    }
}
