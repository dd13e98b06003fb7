/// A requirement on a value: like ``SyncExpectation``, but a verb returns the
/// value, and a failure stops the test by throwing.
///
/// ```swift
/// let user = try require(model.user).toNot(beNil())
/// // expected to not be nil, got <nil>
/// let count = try require(items.count).to(beGreaterThan(0))
/// ```
public struct SyncRequirement<Value> {
    /// The expression under test; `evaluate()` runs it once and caches the outcome.
    ///
    /// ```swift
    /// let value = try requirement.expression.evaluate()
    /// ```
    public let expression: Expression<Value>
    /// The error to throw on failure instead of ``RequireError``.
    public let customError: (any Error)?

    /// Creates a requirement on `expression`, as `require` does.
    ///
    /// ```swift
    /// let requirement = SyncRequirement(
    ///     expression: Expression(expression: { 1 + 1 }, location: SourceLocation()), customError: .none)
    /// let two = try requirement.to(equal(2))
    /// ```
    public init(expression: Expression<Value>, customError: (any Error)?) {
        self.expression = expression
        self.customError = customError
    }

    /// Where the requirement was written.
    public var location: SourceLocation { expression.location }

    /// Records an outcome with the handler in force, and returns `value`; a
    /// failure, or a nil value, throws.
    ///
    /// ```swift
    /// let count = try require(items.count).verify(items.count > 0, FailureMessage(stringValue: "no items"), items.count)
    /// ```
    @discardableResult
    public func verify(_ pass: Bool, _ message: FailureMessage, _ value: Value?) throws -> Value {
        try Requirement.verify(pass, message, value, location: location, customError: customError)
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
        let verdict = Verdict(checking: expression, with: matcher, verb: verb)
        return try Requirement.settle(
            verdict, evaluating: expression, description: description, customError: customError)
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
    /// The expression under test; `evaluate()` awaits it once and caches the outcome.
    ///
    /// ```swift
    /// let value = try await asyncRequirement.expression.evaluate()
    /// ```
    public let expression: AsyncExpression<Value>
    /// The error to throw on failure instead of ``RequireError``.
    public let customError: (any Error)?

    /// Creates a requirement on `expression`, as `require { await … }` does.
    ///
    /// ```swift
    /// let requirement = AsyncRequirement(
    ///     expression: AsyncExpression(expression: { await store.count }, location: SourceLocation()),
    ///     customError: .none)
    /// let count = try await requirement.to(beGreaterThan(0))
    /// ```
    public init(expression: AsyncExpression<Value>, customError: (any Error)?) {
        self.expression = expression
        self.customError = customError
    }

    /// Where the requirement was written.
    public var location: SourceLocation { expression.location }

    /// Records an outcome with the handler in force, and returns `value`; a
    /// failure, or a nil value, throws.
    ///
    /// ```swift
    /// let count = try require { await store.count }.verify(true, FailureMessage(), 3)
    /// ```
    @discardableResult
    public func verify(_ pass: Bool, _ message: FailureMessage, _ value: Value?) throws -> Value {
        try Requirement.verify(pass, message, value, location: location, customError: customError)
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
        let verdict = await Verdict(checking: expression, with: matcher, verb: verb)
        return try await Requirement.settle(
            verdict, evaluating: expression, description: description, customError: customError)
    }
}
