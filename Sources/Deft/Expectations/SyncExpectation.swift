/// An expectation on a value or a synchronous expression, made by `expect`.
///
/// Nothing runs until a verb does: `to`, `toNot` or `notTo` hands the
/// matcher the expression, not run yet, and the matcher evaluates it. The
/// expression's outcome is cached, so chained checks see one value, as in
/// Nimble. Polling verbs evaluate it afresh on each poll.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// expect(name).toNot(beEmpty(), description: "a user needs a name")
/// expect { try parse("}") }.to(throwError(ParseError.unexpectedToken))
/// expect(counter.next()).to(beGreaterThan(0)).to(beLessThan(10))  // one call to next()
/// ```
public struct SyncExpectation<Value>: Expectation {
    /// The expression under test; `evaluate()` runs it once and caches the outcome.
    ///
    /// ```swift
    /// let value = try expectation.expression.evaluate()
    /// ```
    public let expression: Expression<Value>
    /// How the checks made so far went.
    public let status: ExpectationStatus

    /// Creates an expectation on `expression`, as `expect` does.
    ///
    /// ```swift
    /// let expectation = SyncExpectation(expression: Expression(expression: { 1 + 1 }, location: SourceLocation()))
    /// expectation.to(equal(2))
    /// ```
    @inlinable
    public init(expression: Expression<Value>) {
        self.init(expression: expression, status: .pending)
    }

    @inlinable
    init(expression: Expression<Value>, status: ExpectationStatus) {
        self.expression = expression
        self.status = status
    }

    /// Where `expect` was written.
    public var location: SourceLocation { expression.location }

    /// Checks that the value matches `matcher`.
    ///
    /// ```swift
    /// expect(cart.total).to(equal(42), description: "total after discount")
    /// // total after discount
    /// // expected to equal <42>, got <40>
    /// ```
    @inlinable
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = .none) -> Self {
        check(matcher, .to, description)
    }

    /// Checks that the value does not match `matcher`.
    ///
    /// ```swift
    /// expect(queue).toNot(beEmpty())  // expected to not be empty, got <[]>
    /// ```
    @inlinable
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = .none) -> Self {
        check(matcher, .toNot, description)
    }

    /// Checks that the value does not match `matcher`; the same as ``toNot(_:description:)``.
    ///
    /// ```swift
    /// expect(user.name).notTo(beNil())
    /// // expected to not be nil, got <nil>
    /// ```
    @inlinable
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = .none) -> Self {
        check(matcher, .toNot, description)
    }

    /// Records an outcome with the handler in force, at the line of `expect`.
    ///
    /// ```swift
    /// expect(total).verify(total.isMultiple(of: 5), FailureMessage(stringValue: "expected a multiple of 5"))
    /// ```
    @discardableResult
    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        Assertions.record(pass, message: { message.stringValue }, location: location)
        return counting(pass)
    }

    /// The same expectation with one more check counted.
    @inlinable
    func counting(_ passed: Bool) -> Self {
        SyncExpectation(expression: expression, status: status.adding(passed))
    }

    /// The path of every `to`, `toNot` and `notTo`: the matcher checks the
    /// expression, and the verdict is reported at the line of `expect`.
    @inlinable
    func check(_ matcher: Matcher<Value>, _ verb: Verb, _ description: String?) -> Self {
        let verdict = Verdict(checking: expression, with: matcher, verb: verb)
        verdict.report(description: description, location: location)
        return counting(verdict.passed)
    }
}
