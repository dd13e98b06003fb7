/// An expectation on a value or a synchronous expression, made by `expect`.
///
/// Nothing is evaluated until a verb runs: `to`, `toNot` or `notTo` evaluates
/// the expression once and reports a failure at the line of `expect`. The
/// expectation a verb returns replays the value that verb saw, so chained
/// checks see one value, as in Nimble. Polling verbs evaluate afresh each poll.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// expect(name).toNot(beEmpty(), description: "a user needs a name")
/// expect { try parse("}") }.to(throwError(ParseError.unexpectedToken))
/// expect(counter.next()).to(beGreaterThan(0)).to(beLessThan(10))  // one call to next()
/// ```
public struct SyncExpectation<Value>: Expectation {
    /// The expression, unevaluated; each `evaluate()` runs it again. After a
    /// verb, it replays the value that verb saw.
    ///
    /// ```swift
    /// let value = try expectation.expression.evaluate()
    /// ```
    public let expression: Expression<Value>

    @inlinable
    @_transparent
    init(_ expression: Expression<Value>) {
        self.expression = expression
    }

    @inlinable
    init(body: @escaping () throws -> Value?, location: SourceLocation) {
        self.init(Expression(deferred: body, header: ExpectationHeader(location)))
    }

    /// Where `expect` was written.
    public var location: SourceLocation { expression.location }

    /// How the checks made so far went.
    public var status: ExpectationStatus { expression.header.status }

    /// Runs the expression once, or replays what a verb saw.
    @inlinable
    func evaluate() -> Result<Value?, any Error> { expression.outcome }

    /// Checks that the value matches `matcher`.
    ///
    /// ```swift
    /// expect(cart.total).to(equal(42), description: "total after discount")
    /// // total after discount
    /// // expected to equal <42>, got <40>
    /// ```
    @inlinable
    @_transparent
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
    @_transparent
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
    @_transparent
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = .none) -> Self {
        check(matcher, .toNot, description)
    }

    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        Assertions.record(pass, message: { message.stringValue }, location: location)
        return counting(pass)
    }

    /// The same expectation with one more check counted.
    @inlinable
    @_transparent
    func counting(_ passed: Bool) -> Self {
        SyncExpectation(expression.counting(passed))
    }

    /// Evaluates the expression once, checks it, and returns the
    /// expectation that replays what it saw.
    ///
    /// Inlined, with the verbs, into the caller, where `Value` is a concrete
    /// type: unoptimized generic code would look up the metadata of every
    /// type built on `Value` here, several times per check.
    @inlinable
    @_transparent
    func check(_ matcher: Matcher<Value>, _ verb: Verb, _ description: String?) -> Self {
        let evaluated = expression.evaluatedOnce
        let passed = Verdict.check(evaluated, matcher, verb, description)
        return SyncExpectation(evaluated.counting(passed))
    }
}
