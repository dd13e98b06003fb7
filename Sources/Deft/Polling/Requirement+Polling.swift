extension SyncRequirement {
    /// Polls until the value matches, and returns it; throws if `timeout` passes first.
    ///
    /// ```swift
    /// let count = try require(inbox.count).toEventually(beGreaterThan(0))
    /// // expected to eventually be greater than <0>, got <0> (101 polls over 1.0 s; seen <0> ×101)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws -> Value {
        try pollBlocking(.toEventually, matcher, timeout, pollInterval, clock, description)
    }

    /// Polls until the value stops matching, and returns it; throws if `timeout` passes first.
    ///
    /// ```swift
    /// let count = try require(inbox.count).toEventuallyNot(beGreaterThan(0))
    /// // expected to eventually not be greater than <0>, got <3> (101 polls over 1.0 s; seen <3> ×101)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws -> Value {
        try pollBlocking(.toEventuallyNot, matcher, timeout, pollInterval, clock, description)
    }

    /// The same as `toEventuallyNot`.
    ///
    /// ```swift
    /// let count = try require(inbox.count).toNotEventually(beGreaterThan(0))
    /// // expected to eventually not be greater than <0>, got <3> (101 polls over 1.0 s; seen <3> ×101)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws -> Value {
        try pollBlocking(.toEventuallyNot, matcher, timeout, pollInterval, clock, description)
    }

    /// Polls until `until` passes and returns the last value; throws at the first poll that matches.
    ///
    /// ```swift
    /// let count = try require(inbox.count).toNever(beGreaterThan(0))
    /// // expected to never be greater than <0>, got <1> (at poll 3, after 20 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toNever(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws -> Value {
        try pollBlocking(.toNever, matcher, until, pollInterval, clock, description)
    }

    /// Polls until `until` passes and returns the last value; throws at the first poll that does not match.
    ///
    /// ```swift
    /// let count = try require(inbox.count).toAlways(beGreaterThan(0))
    /// // expected to always be greater than <0>, got <0> (at poll 5, after 40 ms)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func toAlways(
        _ matcher: Matcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none
    ) throws -> Value {
        try pollBlocking(.toAlways, matcher, until, pollInterval, clock, description)
    }

    /// Polls by blocking; `caller` names the public call in messages.
    func pollBlocking(
        _ verb: Verb, _ matcher: Matcher<Value>, _ timeout: Duration?, _ interval: Duration?,
        _ clock: (any Clock<Duration>)?, _ description: String?, caller: PollCaller? = .none
    ) throws -> Value {
        let result = Poller.runBlocking(
            verb, timeout: timeout, interval: interval, clock: clock, description: description, location: location,
            caller: caller ?? .requirement(verb)
        ) { Verdict(checking: expression.fresh(), with: matcher, verb: verb) }
        return try result.value(description: description, location: location, customError: customError)
    }
}

/// A requirement the async polling verbs can evaluate again and again:
/// ``SyncRequirement`` and ``AsyncRequirement``. The verbs are declared once,
/// here, and all run through Deft's one poller.
///
/// ```swift
/// let count = try await require { await inbox.count }.toEventually(beGreaterThan(0))
/// let ready = try await require(flag.value).toEventually(beTrue())
/// ```
public protocol AsyncPollableRequirement<Value> {
    /// The type of the value under test.
    associatedtype Value
    /// Where the requirement was written.
    var location: SourceLocation { get }
    /// The error to throw on failure instead of ``RequireError``.
    var customError: (any Error)? { get }
    /// The expression, not run yet, for one poll. Used by the polling verbs.
    func _expressionForPolling() -> AsyncExpression<Value>
}

extension AsyncPollableRequirement {
    /// Polls until the value matches, and returns it; throws if `timeout` passes first.
    ///
    /// ```swift
    /// let count = try await require { await inbox.count }.toEventually(beGreaterThan(0))
    /// // expected to eventually be greater than <0>, got <0> (101 polls over 1.0 s; seen <0> ×101)
    /// ```
    @discardableResult
    public func toEventually(
        _ matcher: some AsyncableMatcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await poll(.toEventually, matcher, timeout, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls until the value stops matching, and returns it; throws if `timeout` passes first.
    ///
    /// ```swift
    /// let count = try await require { await inbox.count }.toEventuallyNot(beGreaterThan(0))
    /// // expected to eventually not be greater than <0>, got <3> (101 polls over 1.0 s; seen <3> ×101)
    /// ```
    @discardableResult
    public func toEventuallyNot(
        _ matcher: some AsyncableMatcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await poll(.toEventuallyNot, matcher, timeout, pollInterval, clock, description, isolation: isolation)
    }

    /// The same as `toEventuallyNot`.
    ///
    /// ```swift
    /// let count = try await require { await inbox.count }.toNotEventually(beGreaterThan(0))
    /// // expected to eventually not be greater than <0>, got <3> (101 polls over 1.0 s; seen <3> ×101)
    /// ```
    @discardableResult
    public func toNotEventually(
        _ matcher: some AsyncableMatcher<Value>, timeout: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await poll(.toEventuallyNot, matcher, timeout, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls until `until` passes and returns the last value; throws at the first poll that matches.
    ///
    /// ```swift
    /// let count = try await require { await inbox.count }.toNever(beGreaterThan(0))
    /// // expected to never be greater than <0>, got <1> (at poll 3, after 20 ms)
    /// ```
    @discardableResult
    public func toNever(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await poll(.toNever, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls until `until` passes and returns the last value; throws at the first poll that does not match.
    ///
    /// ```swift
    /// let count = try await require { await inbox.count }.toAlways(beGreaterThan(0))
    /// // expected to always be greater than <0>, got <0> (at poll 5, after 40 ms)
    /// ```
    @discardableResult
    public func toAlways(
        _ matcher: some AsyncableMatcher<Value>, until: Duration? = .none, pollInterval: Duration? = .none,
        clock: (any Clock<Duration>)? = .none, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await poll(.toAlways, matcher, until, pollInterval, clock, description, isolation: isolation)
    }

    /// Polls by awaiting; `caller` names the public call in messages.
    func poll(
        _ verb: Verb, _ matcher: some AsyncableMatcher<Value>, _ timeout: Duration?, _ interval: Duration?,
        _ clock: (any Clock<Duration>)?, _ description: String?, caller: PollCaller? = .none,
        isolation: isolated (any Actor)?
    ) async throws -> Value {
        let result = await Poller.run(
            verb, timeout: timeout, interval: interval, clock: clock, description: description, location: location,
            caller: caller ?? .requirement(verb)
        ) {
            // Capturing `isolation` keeps the evaluation on the caller's actor.
            _ = isolation
            return await Verdict(checking: _expressionForPolling(), with: matcher, verb: verb)
        }
        return try result.value(description: description, location: location, customError: customError)
    }
}

extension SyncRequirement: AsyncPollableRequirement {
    public func _expressionForPolling() -> AsyncExpression<Value> {
        expression.fresh().toAsyncExpression()
    }
}

extension AsyncRequirement: AsyncPollableRequirement {
    public func _expressionForPolling() -> AsyncExpression<Value> {
        expression.fresh()
    }
}
