// Nimble's other names for the polling verbs. Each one runs exactly as the
// verb it names, for expectations and requirements alike.

extension Pollable {
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
    ) async throws(Failure) -> Outcome {
        try await poll(.toEventuallyNot, matcher, timeout, pollInterval, clock, description, isolation: isolation)
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
    ) async throws(Failure) -> Outcome {
        try await poll(.toNever, matcher, until, pollInterval, clock, description, isolation: isolation)
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
    ) async throws(Failure) -> Outcome {
        try await poll(.toAlways, matcher, until, pollInterval, clock, description, isolation: isolation)
    }
}

extension BlockingPollable {
    /// The same as `toEventuallyNot`, blocking between polls.
    ///
    /// ```swift
    /// expect(spinner.isVisible).toNotEventually(beTrue())
    /// // expected to eventually not be true, got <true> (101 polls over 1.0 s; seen <true> ×101)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws(Failure) -> Outcome {
        try pollBlocking(.toEventuallyNot, matcher, timeout, pollInterval, clock, description)
    }

    /// The same as `toNever`, blocking between polls.
    ///
    /// ```swift
    /// expect(model.isExpired).neverTo(beTrue())
    /// // expected to never be true, got <true> (at poll 12, after 110 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func neverTo(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws(Failure) -> Outcome {
        try pollBlocking(.toNever, matcher, until, pollInterval, clock, description)
    }

    /// The same as `toAlways`, blocking between polls.
    ///
    /// ```swift
    /// let count = try require(inbox.count).alwaysTo(beGreaterThan(0))
    /// // expected to always be greater than <0>, got <0> (at poll 5, after 40 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws(Failure) -> Outcome {
        try pollBlocking(.toAlways, matcher, until, pollInterval, clock, description)
    }
}
