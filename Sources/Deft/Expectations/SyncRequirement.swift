/// A requirement on a value: like ``SyncExpectation``, but a verb returns the
/// value, and a failure stops the test by throwing.
///
/// ```swift
/// let user = try require(session.user).toNot(beNil())
/// // expected to not be nil, got <nil>
/// let count = try require(items.count).to(beGreaterThan(0))
/// ```
public struct SyncRequirement<Value> {
    let body: () throws -> Value?
    /// Where the requirement was written.
    public let location: SourceLocation
    /// The error to throw on failure instead of ``RequireError``.
    public let customError: (any Error)?

    init(body: @escaping () throws -> Value?, location: SourceLocation, customError: (any Error)?) {
        self.body = body
        self.location = location
        self.customError = customError
    }

    /// Requires the value to match `matcher`, and returns it.
    ///
    /// ```swift
    /// let name = try require(user.name).to(beginWith("A"))
    /// // expected to begin with <"A">, got <"Bob">
    /// ```
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = .none) throws -> Value {
        try check(matcher, .to, description)
    }

    /// Requires the value not to match `matcher`, and returns it.
    ///
    /// ```swift
    /// let items = try require(cart.items).toNot(beEmpty())
    /// // expected to not be empty, got <[]>
    /// ```
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = .none) throws -> Value {
        try check(matcher, .toNot, description)
    }

    /// Requires the value not to match `matcher`; the same as ``toNot(_:description:)``.
    ///
    /// ```swift
    /// let token = try require(auth.token).notTo(beNil())
    /// // expected to not be nil, got <nil>
    /// ```
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = .none) throws -> Value {
        try check(matcher, .toNot, description)
    }

    private func check(_ matcher: Matcher<Value>, _ verb: Verb, _ description: String?) throws -> Value {
        let verdict = Verdict(outcome: evaluateOnce(body), matcher: matcher, verb: verb, location: location)
        return try Requirement.settle(verdict, description: description, location: location, customError: customError)
    }
}

/// A requirement on an async expression: a verb awaits it, returns the value,
/// and throws on failure.
///
/// ```swift
/// let profile = try await require { try await api.profile() }.toNot(beNil())
/// // expected to not be nil, got <nil>
/// ```
public struct AsyncRequirement<Value> {
    let body: () async throws -> Value?
    /// Where the requirement was written.
    public let location: SourceLocation
    /// The error to throw on failure instead of ``RequireError``.
    public let customError: (any Error)?

    init(body: @escaping () async throws -> Value?, location: SourceLocation, customError: (any Error)?) {
        self.body = body
        self.location = location
        self.customError = customError
    }

    /// Requires the value to match `matcher`, and returns it.
    ///
    /// ```swift
    /// let count = try await require { await store.count }.to(beGreaterThan(0))
    /// // expected to be greater than <0>, got <0>
    /// ```
    @discardableResult
    public func to(
        _ matcher: some AsyncableMatcher<Value>, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await check(matcher, .to, description)
    }

    /// Requires the value not to match `matcher`, and returns it.
    ///
    /// ```swift
    /// let user = try await require { await session.user }.toNot(beNil())
    /// // expected to not be nil, got <nil>
    /// ```
    @discardableResult
    public func toNot(
        _ matcher: some AsyncableMatcher<Value>, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await check(matcher, .toNot, description)
    }

    /// Requires the value not to match `matcher`; the same as ``toNot(_:description:isolation:)``.
    ///
    /// ```swift
    /// let user = try await require { await session.user }.notTo(beNil())
    /// // expected to not be nil, got <nil>
    /// ```
    @discardableResult
    public func notTo(
        _ matcher: some AsyncableMatcher<Value>, description: String? = .none,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await check(matcher, .toNot, description)
    }

    private nonisolated(nonsending) func check(
        _ matcher: some AsyncableMatcher<Value>, _ verb: Verb, _ description: String?
    ) async throws -> Value {
        let verdict = await Verdict(outcome: await awaitOnce(body), matcher: matcher, verb: verb, location: location)
        return try Requirement.settle(verdict, description: description, location: location, customError: customError)
    }
}
