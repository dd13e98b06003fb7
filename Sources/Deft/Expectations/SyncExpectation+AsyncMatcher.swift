extension SyncExpectation {
    /// Checks the value with an async matcher; check it with `await`.
    ///
    /// ```swift
    /// await expect(cart).to(holdItems(2))
    /// // expected to hold 2 items, got <Cart(items: [])>
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func to(
        _ matcher: AsyncMatcher<Value>, description: String? = .none, isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await check(matcher, .to, description)
    }

    /// Checks that the value does not match an async matcher.
    ///
    /// ```swift
    /// await expect(cart).toNot(holdItems(0))
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toNot(
        _ matcher: AsyncMatcher<Value>, description: String? = .none, isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await check(matcher, .toNot, description)
    }

    /// Checks that the value does not match an async matcher; the same as `toNot`.
    ///
    /// ```swift
    /// await expect(cart).notTo(holdItems(0))
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func notTo(
        _ matcher: AsyncMatcher<Value>, description: String? = .none, isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await check(matcher, .toNot, description)
    }

    private nonisolated(nonsending) func check(
        _ matcher: AsyncMatcher<Value>, _ verb: Verb, _ description: String?
    ) async -> Self {
        let verdict = await Verdict(checking: expression.toAsyncExpression(), with: matcher, verb: verb)
        verdict.report(description: description, location: location)
        return counting(verdict.passed)
    }
}

extension SyncRequirement {
    /// Requires the value to match an async matcher, and returns it.
    ///
    /// ```swift
    /// let cart = try await require(session.cart).to(holdItems(2))
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func to(
        _ matcher: AsyncMatcher<Value>, description: String? = .none, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await check(matcher, .to, description)
    }

    /// Requires the value not to match an async matcher, and returns it.
    ///
    /// ```swift
    /// let cart = try await require(session.cart).toNot(holdItems(0))
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toNot(
        _ matcher: AsyncMatcher<Value>, description: String? = .none, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await check(matcher, .toNot, description)
    }

    /// Requires the value not to match an async matcher; the same as `toNot`.
    ///
    /// ```swift
    /// let cart = try await require(session.cart).notTo(holdItems(0))
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func notTo(
        _ matcher: AsyncMatcher<Value>, description: String? = .none, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await check(matcher, .toNot, description)
    }

    private nonisolated(nonsending) func check(
        _ matcher: AsyncMatcher<Value>, _ verb: Verb, _ description: String?
    ) async throws -> Value {
        let verdict = await Verdict(checking: expression.toAsyncExpression(), with: matcher, verb: verb)
        return try await Requirement.settle(
            verdict, evaluating: expression.toAsyncExpression(), description: description, customError: customError)
    }
}
