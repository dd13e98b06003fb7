/// Matches a successful `Result`; the expectations in `test` may check its
/// value, and each reports its own failure at its own line.
///
/// A nil value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// expect(result).to(beSuccess())
/// // expected to be <success(Int)>, got <failure(timeout)>
/// expect(result).to(beSuccess { value in expect(value).to(equal(3)) })
/// // expected to equal <3>, got <2>
/// // expected to be <success(Int)> that satisfies block, got <success(2)>
/// ```
public func beSuccess<Success, Failure>(test: ((Success) -> Void)? = .none) -> Matcher<Result<Success, Failure>> {
    resultCase("success(\(Success.self))", test: test) { try? $0.get() }
}

/// Matches a successful `Result` whose value equals `value`.
///
/// ```swift
/// expect(result).to(beSuccess(3))
/// // expected to be <success(Int)> that equals 3, got <success(2)>
/// ```
public func beSuccess<Success: Equatable, Failure>(_ value: Success) -> Matcher<Result<Success, Failure>> {
    let expectation = "be <success(\(Success.self))> that equals \(stringify(value))"
    return Matcher { expression in
        guard let result = try expression.evaluate() else { return nilResult(expectation) }
        let status = MatcherStatus(bool: (try? result.get()) == value)
        return MatcherResult(status: status) { .expectedCustomValueTo(expectation, actual: render(result)) }
    }
}

/// Matches a successful `Result` whose value matches `matcher`.
///
/// ```swift
/// expect(result).to(beSuccess(equal(3)))
/// // expected to be <success(Int)> that satisfies matcher, got <success(2)>
/// // expected to equal <3>, got <2>
/// ```
public func beSuccess<Success, Failure>(_ matcher: Matcher<Success>) -> Matcher<Result<Success, Failure>> {
    resultCase("success(\(Success.self))", matcher: matcher) { try? $0.get() }
}

/// Matches a failed `Result`; the expectations in `test` may check its error.
///
/// ```swift
/// expect(result).to(beFailure())
/// // expected to be <failure(NetworkError)>, got <success(3)>
/// ```
public func beFailure<Success, Failure>(test: ((Failure) -> Void)? = .none) -> Matcher<Result<Success, Failure>> {
    resultCase("failure(\(Failure.self))", test: test, extract: failure)
}

/// Matches a failed `Result` whose error matches `matcher`.
///
/// ```swift
/// expect(result).to(beFailure(equal(.offline)))
/// // expected to be <failure(NetworkError)> that satisfies matcher, got <failure(timeout)>
/// // expected to equal <offline>, got <timeout>
/// ```
public func beFailure<Success, Failure>(_ matcher: Matcher<Failure>) -> Matcher<Result<Success, Failure>> {
    resultCase("failure(\(Failure.self))", matcher: matcher, extract: failure)
}

/// Matches a failed `Result` whose error matches `matcher`, a matcher of
/// any error such as `matchError`: the error is checked as `any Error`.
///
/// ```swift
/// expect(result).to(beFailure(matchError(NetworkError.offline)))
/// // expected to be <failure(NetworkError)> that satisfies matcher, got <failure(timeout)>
/// // expected to match error <offline>, got <timeout>
/// ```
@_disfavoredOverload
public func beFailure<Success, Failure>(_ matcher: Matcher<any Error>) -> Matcher<Result<Success, Failure>> {
    resultCase("failure(\(Failure.self))", matcher: matcher) { failure($0).map { $0 as any Error } }
}

private func failure<Success, Failure>(_ result: Result<Success, Failure>) -> Failure? {
    guard case .failure(let error) = result else { return nil }
    return error
}

/// Matches the case of a `Result` that `extract` finds, checked further by `test`.
private func resultCase<Success, Failure, Payload>(
    _ name: String, test: ((Payload) -> Void)?, extract: @escaping (Result<Success, Failure>) -> Payload?
) -> Matcher<Result<Success, Failure>> {
    let expectation = "be <\(name)>" + (test == nil ? "" : " that satisfies block")
    return Matcher { expression in
        guard let result = try expression.evaluate() else { return nilResult(expectation) }
        guard let payload = extract(result) else {
            return MatcherResult(status: .doesNotMatch) { .expectedCustomValueTo(expectation, actual: render(result)) }
        }
        let failures = test.map { test in failureMessages { test(payload) } } ?? []
        return MatcherResult(status: MatcherStatus(bool: failures.isEmpty)) {
            ExpectationMessage.expectedCustomValueTo(expectation, actual: render(result))
        }
    }
}

/// Matches the case of a `Result` that `extract` finds, checked further by `matcher`.
private func resultCase<Success, Failure, Payload>(
    _ name: String, matcher: Matcher<Payload>, extract: @escaping (Result<Success, Failure>) -> Payload?
) -> Matcher<Result<Success, Failure>> {
    let expectation = "be <\(name)> that satisfies matcher"
    return Matcher { expression in
        guard let result = try expression.evaluate() else { return nilResult(expectation) }
        guard let payload = extract(result) else {
            return MatcherResult(status: .doesNotMatch) { .expectedCustomValueTo(expectation, actual: render(result)) }
        }
        let inner = try matcher.satisfies(Expression(expression: { payload }, location: expression.location))
        return MatcherResult(status: MatcherStatus(bool: inner.status == .matches)) {
            ExpectationMessage.expectedCustomValueTo(expectation, actual: render(result))
                .appended(details: inner.message.toString(actual: stringify(payload)))
        }
    }
}

/// `<success(value)>` or `<failure(error)>`, with the payload rendered as
/// every value is (`Result`'s own description names the module).
private func render<Success, Failure>(_ result: Result<Success, Failure>) -> String {
    switch result {
    case .success(let value): return "<success(\(stringify(value)))>"
    case .failure(let error): return "<failure(\(stringify(error)))>"
    }
}

private func nilResult(_ expectation: String) -> MatcherResult {
    MatcherResult(status: .fail) { ExpectationMessage.expectedActualValueTo(expectation).appendedBeNilHint() }
}
