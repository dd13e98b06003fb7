/// The outcome of one check: what the matcher answered about an expression,
/// and what the expression produced. Sync, async, `require` and polling
/// expectations all reach their verdicts here, and report them the same way.
///
/// A verdict renders its message only when asked, so a passing expectation
/// builds no text.
@usableFromInline
struct Verdict<Value> {
    /// What the matcher answered, or the error it threw (usually the
    /// expression's own error, rethrown by `evaluate()`).
    @usableFromInline
    var answer: Result<MatcherResult, any Error>
    @usableFromInline
    let verb: Verb
    /// The cache of what the expression produced: the one the matcher
    /// evaluated the expression through.
    @usableFromInline
    let evaluation: Evaluation<Value>

    /// What the expression produced; nil if it never ran.
    var seen: Result<Value?, any Error>? { evaluation.last }

    @inlinable
    var passed: Bool { verb.isSatisfied(by: answer) }

    /// The value the expression produced, if it produced one.
    var value: Value? {
        guard case .success(let value) = seen else { return nil }
        return value
    }

    /// The failure message, starting with the user's description if any.
    @inlinable
    func message(description: String?) -> String {
        failureText(answer, actual: renderedValue, verb: verb, description: description)
    }

    /// The message of `message(description:)` with a trailing note, for the
    /// first line only; used by polling to append its history.
    func message(description: String?, note: String) -> String {
        let full = message(description: description)
        guard !note.isEmpty else { return full }
        guard let newline = full.firstIndex(of: "\n"), description == nil else { return full + note }
        return full[..<newline] + note + full[newline...]
    }

    /// The value as `got <…>` shows it.
    @inlinable
    var renderedValue: String {
        guard evaluation.hasRun, let value = try? evaluation.replayed() else { return "nil" }
        return stringify(value)
    }
}

extension Verdict {
    /// Hands `expression` to `matcher`, which evaluates it if and when it
    /// chooses, and keeps what the expression produced.
    ///
    /// As in Nimble, a message that shows the value (`got <…>`) evaluates
    /// the expression if the matcher did not; an error it throws then is the
    /// answer.
    @inlinable
    init(checking expression: Expression<Value>, with matcher: Matcher<Value>, verb: Verb) {
        self.verb = verb
        self.evaluation = expression.evaluation
        do { answer = .success(try matcher.satisfies(expression)) } catch { answer = .failure(error) }
        guard !evaluation.hasRun, case .success(let result) = answer, result.message.showsActualValue else { return }
        do { _ = try expression.evaluate() } catch { answer = .failure(error) }
    }

    /// Hands `expression` to any matcher, awaiting it if it is async. A
    /// synchronous matcher on a synchronous expression checks it where
    /// ``evaluateSynchronously(isolation:_:)`` runs it.
    nonisolated(nonsending) init(
        checking expression: AsyncExpression<Value>, with matcher: some AsyncableMatcher<Value>, verb: Verb
    ) async {
        if case .synchronous(let synchronous) = expression.source, let matcher = matcher as? Matcher<Value> {
            self = await evaluateSynchronously { Verdict(checking: synchronous, with: matcher, verb: verb) }
            return
        }
        self.verb = verb
        self.evaluation = expression.evaluation
        do { answer = .success(try await matcher.satisfies(expression)) } catch { answer = .failure(error) }
        guard !evaluation.hasRun, case .success(let result) = answer, result.message.showsActualValue else { return }
        do { _ = try await expression.evaluate() } catch { answer = .failure(error) }
    }

    /// A check of a value that is already known, such as whether a polled
    /// condition holds yet.
    init(value: Value?, matcher: Matcher<Value>, verb: Verb, location: SourceLocation) {
        self.init(checking: Expression(value: value, location: location), with: matcher, verb: verb)
    }

    /// Hands the verdict to the handler in force; a pass that nobody
    /// records costs no message.
    @inlinable
    func report(description: String?, location: SourceLocation) {
        Assertions.record(passed, message: { message(description: description) }, location: location)
    }
}

/// The message of a check: the matcher's message with the rendered value
/// and the verb's phrase, or the error that was thrown, after the user's
/// description if there is one.
@usableFromInline
func failureText(
    _ answer: Result<MatcherResult, any Error>, actual: @autoclosure () -> String, verb: Verb, description: String?
) -> String {
    let text: String
    switch answer {
    case .failure(let error): text = unexpectedError(error)
    case .success(let result):
        // Build the message once, and render the value only if it shows it.
        // The verb decides whether a nil gets the beNil() hint (NilHint).
        let message = NilHint.$verb.withValue(verb) { result.message }
        text = message.text(renderedValue: message.showsActualValue ? actual() : "", verb: verb)
    }
    guard let description, !description.isEmpty else { return text }
    return concatenated(description, "\n", text)
}
