/// The outcome of checking one evaluated value against one matcher: the single
/// path that sync, async, `require` and polling expectations all share.
///
/// A verdict renders its message only when asked, so a passing expectation
/// builds no text.
@usableFromInline
struct Verdict<Value> {
    /// What the expression produced.
    @usableFromInline
    let outcome: Result<Value?, any Error>
    /// What the matcher answered, or the error it threw (usually the
    /// expression's own error, rethrown by `evaluate()`).
    @usableFromInline
    let answer: Result<MatcherResult, any Error>
    @usableFromInline
    let verb: Verb

    @inlinable
    var passed: Bool {
        guard case .success(let result) = answer else { return false }
        return result.status.passes(verb.style)
    }

    /// The value the expression produced, if it produced one.
    var value: Value? {
        guard case .success(let value) = outcome else { return nil }
        return value
    }

    /// The failure message, starting with the user's description if any.
    @usableFromInline
    func message(description: String?) -> String {
        let text: String
        switch answer {
        case .failure(let error):
            text = "unexpected error thrown: <\(ValueRenderer.render(error))>"
        case .success(let result):
            text = result.message.toString(actual: "<\(stringify(value))>", to: verb.phrase)
        }
        guard let description, !description.isEmpty else { return text }
        return "\(description)\n\(text)"
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
    @inlinable
    init(outcome: Result<Value?, any Error>, matcher: Matcher<Value>, verb: Verb, location: SourceLocation) {
        self.outcome = outcome
        self.verb = verb
        self.answer = Result { try matcher.satisfies(Expression(outcome: outcome, location: location)) }
    }

    /// Checks an evaluated outcome with any matcher, awaiting it if needed.
    nonisolated(nonsending) init(
        outcome: Result<Value?, any Error>, matcher: some AsyncableMatcher<Value>, verb: Verb,
        location: SourceLocation
    ) async {
        self.outcome = outcome
        self.verb = verb
        do {
            self.answer = .success(
                try await matcher.satisfies(AsyncExpression(outcome: outcome, location: location)))
        } catch {
            self.answer = .failure(error)
        }
    }
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
