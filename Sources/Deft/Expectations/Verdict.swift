/// The outcome of checking one evaluated value against one matcher: the single
/// path that sync, async, `require` and polling expectations all share.
///
/// A verdict renders its message only when asked, so a passing expectation
/// builds no text.
@usableFromInline
struct Verdict<Value> {
    /// What the expression produced, kept as ``Expression`` keeps it, so
    /// that unoptimized code builds a verdict without a metadata lookup.
    @usableFromInline
    let replay: Expression<Value>.Storage.Replay
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

    /// What the expression produced: its value or its error.
    @inlinable
    var outcome: Result<Value?, any Error> { replay.outcome }

    /// The value the expression produced, if it produced one.
    @inlinable
    var value: Value? {
        guard case .success(let value) = outcome else { return nil }
        return value
    }

    /// The failure message, starting with the user's description if any.
    ///
    /// Inlined so that the matcher's deferred message is built here, in the
    /// caller: the rendering below then never sees the matcher's closure, and
    /// the optimizer can keep that closure off the heap on the passing path.
    @inlinable
    func message(description: String?) -> String {
        switch answer {
        case .failure(let error): return Self.text(thrown: error, description: description)
        case .success(let result):
            return Self.text(result.message, actual: value, verb: verb, description: description)
        }
    }

    /// The text for a matcher message and the actual value.
    @usableFromInline
    @inline(never)
    static func text(_ message: ExpectationMessage, actual: Value?, verb: Verb, description: String?) -> String {
        described(message.toString(actual: concatenated(["<", stringify(actual), ">"]), to: verb.phrase), description)
    }

    /// The text for an error thrown by the expression or the matcher.
    @usableFromInline
    @inline(never)
    static func text(thrown error: any Error, description: String?) -> String {
        described(unexpectedError(error), description)
    }

    private static func described(_ text: String, _ description: String?) -> String {
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
    @inlinable
    init(
        replay: Expression<Value>.Storage.Replay, answered answer: Result<MatcherResult, any Error>, verb: Verb
    ) {
        self.replay = replay
        self.answer = answer
        self.verb = verb
    }

    @inlinable
    init(outcome: Result<Value?, any Error>, answered answer: Result<MatcherResult, any Error>, verb: Verb) {
        self.init(replay: Expression<Value>.Storage.Replay(outcome), answered: answer, verb: verb)
    }

    /// Checks an evaluated outcome with a synchronous matcher.
    @inlinable
    init(outcome: Result<Value?, any Error>, matcher: Matcher<Value>, verb: Verb, location: SourceLocation) {
        self = Self.judge(
            outcome: outcome, matcher: matcher, verb: verb, header: ExpectationHeader(location), use: { $0 })
    }

    /// Checks an evaluated outcome with a synchronous matcher and hands the
    /// verdict to `use`, once, in the branch where the matcher returned or
    /// threw.
    ///
    /// Using the verdict inside each branch, rather than after they join,
    /// lets the optimizer see which case `answer` holds: on the passing path
    /// it then drops the matcher's deferred message without ever allocating it.
    @inlinable
    @inline(__always)
    static func judge<R>(
        outcome: consuming Result<Value?, any Error>, matcher: Matcher<Value>, verb: Verb, header: ExpectationHeader,
        quietPass: () -> R? = { nil }, use: (Verdict) throws -> R
    ) rethrows -> R {
        try judge(
            storage: .replaying(outcome), header: header, matcher: matcher, verb: verb, quietPass: quietPass, use: use)
    }

    /// Checks an evaluated expression's storage with a synchronous matcher
    /// and hands the verdict to `use`, as
    /// ``judge(outcome:matcher:verb:header:quietPass:use:)`` does. A pass that
    /// no capture records goes to `quietPass` instead, when it returns a
    /// result: no verdict is built, which unoptimized code pays for in
    /// metadata lookups.
    @inlinable
    @inline(__always)
    static func judge<R>(
        storage: consuming Expression<Value>.Storage, header: ExpectationHeader, matcher: Matcher<Value>, verb: Verb,
        quietPass: () -> R? = { nil }, use: (Verdict) throws -> R
    ) rethrows -> R {
        let expression = Expression(storage: storage, header: header)
        let answer: MatcherResult
        do {
            answer = try matcher.satisfies(expression)
        } catch {
            return try use(Verdict(replay: expression.storage.replay, answered: .failure(error), verb: verb))
        }
        if answer.status.passes(verb.style), !Assertions.recordsPasses, let result = quietPass() { return result }
        return try use(Verdict(replay: expression.storage.replay, answered: .success(answer), verb: verb))
    }

    /// Checks an evaluated outcome with any matcher, awaiting it if needed.
    nonisolated(nonsending) init(
        outcome: Result<Value?, any Error>, matcher: some AsyncableMatcher<Value>, verb: Verb,
        location: SourceLocation
    ) async {
        self.replay = Expression<Value>.Storage.Replay(outcome)
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
