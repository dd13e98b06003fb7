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
    // The expression's parts, kept apart rather than as an `Expression`: a
    // check reads them in unspecialized code in a debug build, where each
    // generic type built on `Value` costs a metadata lookup, and these are
    // found through this type's own metadata.
    /// The value a verb saw, when `source` is `.value`.
    @usableFromInline
    let replayed: Value?
    @usableFromInline
    let source: Expression<Value>.Source
    @usableFromInline
    let header: ExpectationHeader

    @inlinable
    @_transparent
    init(replayed: Value?, source: Expression<Value>.Source, header: ExpectationHeader) {
        self.replayed = replayed
        self.source = source
        self.header = header
    }

    /// A new expectation on `body`, not evaluated yet: what `expect` builds.
    /// It takes no `Value?`, so that unoptimized code builds it with one
    /// metadata lookup (this type's), not three.
    @inlinable
    init(deferred body: @escaping () throws -> Value?, header: ExpectationHeader) {
        self.replayed = nil
        self.source = .deferred(body)
        self.header = header
    }

    @inlinable
    init(_ expression: Expression<Value>) {
        self.init(replayed: expression.replayed, source: expression.source, header: expression.header)
    }

    @inlinable
    init(body: @escaping () throws -> Value?, location: SourceLocation) {
        self.init(deferred: body, header: ExpectationHeader(location))
    }

    /// The expression, unevaluated; each `evaluate()` runs it again. After a
    /// verb, it replays the value that verb saw.
    ///
    /// ```swift
    /// let value = try expectation.expression.evaluate()
    /// ```
    public var expression: Expression<Value> { Expression(replayed, source, header) }

    /// Where `expect` was written.
    public var location: SourceLocation { header.location }

    /// How the checks made so far went.
    public var status: ExpectationStatus { header.status }

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
    @inline(__always)
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
    @inline(__always)
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
    @inline(__always)
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
    func counting(_ passed: Bool) -> Self {
        SyncExpectation(replayed: replayed, source: source, header: header.adding(passed))
    }

    /// Evaluates the expression once, checks it with `matcher`, reports the
    /// outcome, and returns the expectation that replays what it saw: the
    /// path of every `to`, `toNot` and `notTo`.
    ///
    /// It is one function on purpose. In a debug build it runs
    /// unspecialized, and each generic type built on `Value` (`Value?`,
    /// `Expression<Value>`) costs a metadata lookup once per function that
    /// uses it, so the whole check stays here; a built-in check
    /// (``ValueCheck``) needs no `Expression` at all. A pass that no capture
    /// records is the common case: the matcher builds no message for it, and
    /// nothing is reported. Optimized, it is inlined into the caller and
    /// specialized, which lets the optimizer delete the expression's closure
    /// context; unoptimized, `@inline(__always)` changes nothing.
    @inlinable
    @inline(__always)
    func check(_ matcher: Matcher<Value>, _ verb: Verb, _ description: String?) -> Self {
        var replayed = replayed
        var source = source
        if case .deferred(let body) = source {
            do {
                replayed = try body()
                source = .value
            } catch {
                replayed = nil
                source = .error(error)
            }
        }
        let droppedPasses = Assertions.recordsPasses ? ExpectationStyle?.none : verb.style
        let answer: Result<MatcherResult, any Error>
        switch matcher.body {
        case .answering(let matcher):
            answer = Result { try matcher(Expression(replayed, source, header)) }
        case .answeringUnlessDropped(let matcher):
            answer = Result { try matcher(Expression(replayed, source, header), droppedPasses) }
        #if DEBUG
            case .checking(let check):
                if let value = replayed {
                    let status = check.status(of: value)
                    answer = .success(
                        MatcherResult.dropped(status, droppedPasses)
                            ?? MatcherResult(status: status, message: check.message(for: value, status: status)))
                } else {
                    answer = Result { try check.result(for: Expression(replayed, source, header)) }
                }
        #endif
        }
        let passed: Bool
        // `verb.isSatisfied(by:)` spelled out: on every pass it would be a
        // call into another file, about 200 instructions in a debug build.
        if droppedPasses != nil, case .success(let result) = answer, result.status.passes(verb.style) {
            passed = true
        } else {
            let actual: String
            if let value = replayed { actual = ValueRenderer.text(of: value) } else { actual = "nil" }
            passed = reportCheck(rendering: actual, header, answer, verb, description)
        }
        return SyncExpectation(replayed: replayed, source: source, header: header.adding(passed))
    }
}
