/// An expectation the async polling verbs can evaluate again and again:
/// ``SyncExpectation`` and ``AsyncExpectation``. The verbs are declared once,
/// here, and all run through Deft's one poller.
///
/// ```swift
/// await expect { await feed.count }.toEventually(equal(3))   // AsyncExpectation
/// await expect(flag.value).toEventually(beTrue())             // SyncExpectation, in async code
/// ```
public protocol AsyncPollableExpectation<Value>: Expectation {
    /// The type of the value under test.
    associatedtype Value
    /// The expression, not run yet, for one poll. Used by the polling verbs.
    func _expressionForPolling() -> AsyncExpression<Value>
    /// This expectation with one more outcome counted in its status.
    func _counting(_ passed: Bool) -> Self
}

extension AsyncPollableExpectation {
    /// Polls until the value matches, or fails when `timeout` passes.
    ///
    /// ```swift
    /// await expect { await feed.items.count }.toEventually(equal(3))
    /// // expected to eventually equal <3>, got <2> (101 polls over 1.0 s; seen <0> ×4, <2> ×97)
    /// ```
    @discardableResult
    public func toEventually(
        _ matcher: some AsyncableMatcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.toEventually, matcher, timeout, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls until the value stops matching, or fails when `timeout` passes.
    ///
    /// ```swift
    /// await expect { await loader.isLoading }.toEventuallyNot(beTrue())
    /// // expected to eventually not be true, got <true> (101 polls over 1.0 s; seen <true> ×101)
    /// ```
    @discardableResult
    public func toEventuallyNot(
        _ matcher: some AsyncableMatcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.toEventuallyNot, matcher, timeout, pollInterval, clock, description, isolation: isolation)
    }

    /// The same as `toEventuallyNot`.
    ///
    /// ```swift
    /// await expect { await loader.isLoading }.toNotEventually(beTrue())
    /// // expected to eventually not be true, got <true> (101 polls over 1.0 s; seen <true> ×101)
    /// ```
    @discardableResult
    public func toNotEventually(
        _ matcher: some AsyncableMatcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.toEventuallyNot, matcher, timeout, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls until `until` passes; fails at the first poll that matches.
    ///
    /// ```swift
    /// await expect { await log.errors }.toNever(contain("crash"), until: .milliseconds(300))
    /// // expected to never contain <"crash">, got <["crash"]> (at poll 3, after 20 ms)
    /// ```
    @discardableResult
    public func toNever(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.toNever, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    /// The same as `toNever`.
    ///
    /// ```swift
    /// await expect { await session.isExpired }.neverTo(beTrue())
    /// // expected to never be true, got <true> (at poll 12, after 110 ms)
    /// ```
    @discardableResult
    public func neverTo(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.toNever, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls until `until` passes; fails at the first poll that does not match.
    ///
    /// ```swift
    /// await expect { await socket.isOpen }.toAlways(beTrue(), until: .seconds(1))
    /// // expected to always be true, got <false> (at poll 7, after 60 ms)
    /// ```
    @discardableResult
    public func toAlways(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.toAlways, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    /// The same as `toAlways`.
    ///
    /// ```swift
    /// await expect { await socket.isOpen }.alwaysTo(beTrue())
    /// // expected to always be true, got <false> (at poll 7, after 60 ms)
    /// ```
    @discardableResult
    public func alwaysTo(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.toAlways, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    private func poll(
        _ verb: Verb, _ matcher: some AsyncableMatcher<Value>, _ timeout: Duration?, _ interval: Duration?,
        _ clock: (any Clock<Duration>)?, _ description: String?, isolation: isolated (any Actor)?
    ) async -> Self {
        let result = await Poller.run(
            verb, timeout: timeout, interval: interval, clock: clock, description: description, location: location
        ) {
            // Capturing `isolation` keeps the evaluation on the caller's actor.
            _ = isolation
            return await Verdict(checking: _expressionForPolling(), with: matcher, verb: verb)
        }
        return _counting(result.report(description: description, location: location))
    }
}

extension SyncExpectation: AsyncPollableExpectation {
    public func _expressionForPolling() -> AsyncExpression<Value> {
        expression.fresh().toAsyncExpression()
    }

    public func _counting(_ passed: Bool) -> Self {
        counting(passed)
    }
}

extension AsyncExpectation: AsyncPollableExpectation {
    public func _expressionForPolling() -> AsyncExpression<Value> {
        expression.fresh()
    }

    public func _counting(_ passed: Bool) -> Self {
        counting(passed)
    }
}
