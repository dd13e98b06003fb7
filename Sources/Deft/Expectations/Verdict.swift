/// The outcome of checking one evaluated value against one matcher: the single
/// path that sync, async, `require` and polling expectations all share.
///
/// A verdict renders its message only when asked, so a passing expectation
/// builds no text.
@usableFromInline
struct Verdict<Value> {
    /// The expression, evaluated: it replays what the matcher saw.
    @usableFromInline
    let expression: Expression<Value>
    /// What the matcher answered, or the error it threw (usually the
    /// expression's own error, rethrown by `evaluate()`).
    @usableFromInline
    let answer: Result<MatcherResult, any Error>
    @usableFromInline
    let verb: Verb

    @inlinable
    init(expression: Expression<Value>, answered answer: Result<MatcherResult, any Error>, verb: Verb) {
        self.expression = expression
        self.answer = answer
        self.verb = verb
    }

    @inlinable
    var passed: Bool { verb.isSatisfied(by: answer) }

    /// What the expression produced: its value or its error.
    @inlinable
    var outcome: Result<Value?, any Error> { expression.outcome }

    /// The value the expression produced, if it produced one.
    @inlinable
    var value: Value? {
        guard case .success(let value) = outcome else { return nil }
        return value
    }

    /// The failure message, starting with the user's description if any.
    func message(description: String?) -> String {
        failureText(answer, actual: stringify(value), verb: verb, description: description)
    }

    /// The message of `message(description:)` with a trailing note, for the
    /// first line only; used by polling to append its history.
    func message(description: String?, note: String) -> String {
        let full = message(description: description)
        guard !note.isEmpty else { return full }
        guard let newline = full.firstIndex(of: "\n"), description == nil else { return full + note }
        return full[..<newline] + note + full[newline...]
    }
}

extension Verdict {
    /// Checks an evaluated outcome with a synchronous matcher.
    init(outcome: Result<Value?, any Error>, matcher: Matcher<Value>, verb: Verb, location: SourceLocation) {
        let expression = Expression(outcome: outcome, location: location)
        self.init(expression: expression, answered: Result { try matcher.satisfies(expression) }, verb: verb)
    }

    /// Checks an evaluated outcome with any matcher, awaiting it if needed.
    nonisolated(nonsending) init(
        outcome: Result<Value?, any Error>, matcher: some AsyncableMatcher<Value>, verb: Verb,
        location: SourceLocation
    ) async {
        self.expression = Expression(outcome: outcome, location: location)
        self.verb = verb
        do {
            self.answer = .success(
                try await matcher.satisfies(AsyncExpression(outcome: outcome, location: location)))
        } catch {
            self.answer = .failure(error)
        }
    }
}

/// Hands the outcome of a synchronous check to the handler in force and
/// returns whether it passed: the path of every failure, and of a pass that
/// a capture records.
///
/// Not generic: the caller renders the value, so that putting the message
/// together and handing it over cost an unoptimized build no metadata
/// lookups.
@usableFromInline
@inline(never)
func reportCheck(
    rendering actual: String, _ header: ExpectationHeader, _ answer: Result<MatcherResult, any Error>, _ verb: Verb,
    _ description: String?
) -> Bool {
    let passed = verb.isSatisfied(by: answer)
    Assertions.record(
        passed, message: { failureText(answer, actual: actual, verb: verb, description: description) },
        location: header.location)
    return passed
}

/// The message of a check: the matcher's message with the rendered value
/// and the verb's phrase, or the error that was thrown, after the user's
/// description if there is one.
func failureText(
    _ answer: Result<MatcherResult, any Error>, actual: @autoclosure () -> String, verb: Verb, description: String?
) -> String {
    let text: String
    switch answer {
    case .failure(let error): text = unexpectedError(error)
    case .success(let result):
        text = result.message.text(renderedValue: actual(), verb: verb)
    }
    guard let description, !description.isEmpty else { return text }
    return concatenated(description, "\n", text)
}

/// Runs an expression once and keeps its value or its error.
@inlinable
func evaluateOnce<Value>(_ body: () throws -> Value?) -> Result<Value?, any Error> {
    do { return .success(try body()) } catch { return .failure(error) }
}

/// Awaits an expression once and keeps its value or its error.
nonisolated(nonsending) func awaitOnce<Value>(
    _ body: () async throws -> Value?
) async -> Result<Value?, any Error> {
    do { return .success(try await body()) } catch { return .failure(error) }
}
