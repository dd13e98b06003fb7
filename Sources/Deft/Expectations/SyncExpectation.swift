/// An expectation on a value or a synchronous expression, made by `expect`.
///
/// Nothing is evaluated until a verb runs: each `to`, `toNot` or `notTo`
/// evaluates the expression once and reports a failure at the line of `expect`.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// expect(name).toNot(beEmpty(), description: "a user needs a name")
/// expect { try parse("}") }.to(throwError(ParseError.unexpectedToken))
/// ```
public struct SyncExpectation<Value>: Expectation {
    @usableFromInline
    let body: () throws -> Value?
    public let location: SourceLocation
    public let status: ExpectationStatus

    @inlinable
    init(body: @escaping () throws -> Value?, location: SourceLocation, status: ExpectationStatus = .pending) {
        self.body = body
        self.location = location
        self.status = status
    }

    /// The expression, unevaluated; each `evaluate()` runs it again.
    ///
    /// ```swift
    /// let value = try expectation.expression.evaluate()
    /// ```
    public var expression: Expression<Value> {
        Expression(expression: body, location: location)
    }

    /// Checks that the value matches `matcher`.
    ///
    /// ```swift
    /// expect(cart.total).to(equal(42), description: "total after discount")
    /// // total after discount
    /// // expected to equal <42>, got <40>
    /// ```
    @inlinable
    @inline(__always)
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
        check(matcher, .to, description)
    }

    /// Checks that the value does not match `matcher`.
    ///
    /// ```swift
    /// expect(queue).toNot(beEmpty())  // expected to not be empty, got <[]>
    /// ```
    @inlinable
    @inline(__always)
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
        check(matcher, .toNot, description)
    }

    /// Checks that the value does not match `matcher`; the same as ``toNot(_:description:)``.
    ///
    /// ```swift
    /// expect(user.name).notTo(beNil())
    /// // expected to not be nil, got <nil>
    /// ```
    @inlinable
    @inline(__always)
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
        check(matcher, .toNot, description)
    }

    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        Assertions.record(pass, message: { message.stringValue }, location: location)
        return SyncExpectation(body: body, location: location, status: status.adding(pass))
    }

    @inlinable
    @inline(__always)
    func check(_ matcher: Matcher<Value>, _ verb: Verb, _ description: String?) -> Self {
        let passed = Verdict.judge(outcome: evaluateOnce(body), matcher: matcher, verb: verb, location: location) {
            verdict in
            verdict.report(description: description, location: location)
            return verdict.passed
        }
        return SyncExpectation(body: body, location: location, status: status.adding(passed))
    }
}
