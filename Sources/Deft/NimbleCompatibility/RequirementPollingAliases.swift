// Nimble's alternative names for the polling verbs of requirements. Each one
// runs exactly as the verb it names.

extension SyncRequirement {
    /// The same as `toNever`, blocking between polls.
    ///
    /// ```swift
    /// let count = try require(inbox.count).neverTo(beGreaterThan(0))
    /// // expected to never be greater than <0>, got <1> (at poll 3, after 20 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func neverTo(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws -> Value {
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
    ) throws -> Value {
        try pollBlocking(.toAlways, matcher, until, pollInterval, clock, description)
    }
}

extension AsyncPollableRequirement {
    /// The same as `toNever`.
    ///
    /// ```swift
    /// let count = try await require { await inbox.count }.neverTo(beGreaterThan(0))
    /// ```
    @discardableResult
    public func neverTo(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await poll(.toNever, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    /// The same as `toAlways`.
    ///
    /// ```swift
    /// let count = try await require { await inbox.count }.alwaysTo(beGreaterThan(0))
    /// ```
    @discardableResult
    public func alwaysTo(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await poll(.toAlways, matcher, until, pollInterval, clock, description, isolation: isolation)
    }
}
