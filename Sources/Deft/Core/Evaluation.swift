/// The runs of one synchronous expression, and what the last one produced.
///
/// The first evaluation runs the body, later ones answer from the cache; a
/// rerun runs it again and keeps the new outcome, so a failure message shows
/// what the matcher saw last.
///
/// It is not `Sendable`: one check uses it at a time, on one thread, so its
/// cache skips the runtime's exclusivity tracking, which would otherwise
/// record each read and write.
@usableFromInline
final class Evaluation<Value> {
    /// Whether the expression has run.
    @usableFromInline
    @exclusivity(unchecked) var hasRun = false
    @usableFromInline
    @exclusivity(unchecked) var value: Value?
    @usableFromInline
    @exclusivity(unchecked) var error: (any Error)?
    /// The expression.
    @usableFromInline
    let body: () throws -> Value?
    /// A body that caches by itself, handed in by a caller
    /// (``Expression/init(memoizedExpression:location:withoutCaching:isClosure:)``):
    /// called on every evaluation, with `withoutCaching` as its argument.
    @usableFromInline
    let memoizedBody: ((Bool) throws -> Value?)?

    /// An evaluation of `body`, which has not run yet.
    @inlinable
    init(_ body: @escaping () throws -> Value?) {
        self.body = body
        self.memoizedBody = .none
    }

    /// An evaluation of a body that caches by itself.
    init(memoized body: @escaping (Bool) throws -> Value?) {
        self.body = { try body(false) }
        self.memoizedBody = body
    }

    /// An evaluation that has already produced `outcome`.
    init(outcome: Result<Value?, any Error>) {
        self.body = { try outcome.get() }
        self.memoizedBody = .none
        record(outcome)
    }

    /// What the last run produced; nil if the expression never ran.
    @inlinable
    var last: Result<Value?, any Error>? {
        guard hasRun else { return .none }
        if let error { return .failure(error) }
        return .success(value)
    }

    /// The value of the last run, or the error it threw.
    @inlinable
    func replayed() throws -> Value? {
        if let error { throw error }
        return value
    }

    /// Keeps what a run produced.
    @inlinable
    func record(_ outcome: Result<Value?, any Error>) {
        switch outcome {
        case .success(let value): record(value: value)
        case .failure(let error):
            hasRun = true
            self.value = .none
            self.error = error
        }
    }

    /// Keeps a run's value.
    @inlinable
    func record(value: Value?) {
        hasRun = true
        self.value = value
        self.error = .none
    }

    /// The expression's value: the cached outcome, or a new run of it.
    @inlinable
    func evaluate(rerunning: Bool) throws -> Value? {
        if let memoizedBody { return try run { try memoizedBody(rerunning) } }
        if !rerunning, hasRun { return try replayed() }
        return try run(body)
    }

    /// Runs `body` and keeps what it produced.
    @inlinable
    func run(_ body: () throws -> Value?) throws -> Value? {
        do {
            let value = try body()
            record(value: value)
            return value
        } catch {
            record(.failure(error))
            throw error
        }
    }

    /// A new evaluation of the same expression, which has not run yet: what
    /// each poll of an eventual assertion starts from. It caches within the
    /// poll; a body that caches by itself is told to run again.
    func fresh() -> Evaluation<Value> {
        guard let memoizedBody else { return Evaluation(body) }
        return Evaluation { try memoizedBody(true) }
    }
}

/// The awaited runs of one async expression. What the last one produced is
/// kept in ``cache``, an ``Evaluation`` that replays it, so a verdict reads
/// it the same way for async and synchronous expressions.
final class AsyncEvaluation<Value> {
    /// What the last run produced; its own body never runs.
    let cache = Evaluation<Value> { .none }
    private let body: () async throws -> Value?
    private let memoizedBody: ((Bool) async throws -> Value?)?

    /// An evaluation of `body`, which has not run yet.
    init(_ body: @escaping () async throws -> Value?) {
        self.body = body
        self.memoizedBody = .none
    }

    /// An evaluation of a body that caches by itself.
    init(memoized body: @escaping (Bool) async throws -> Value?) {
        self.body = { try await body(false) }
        self.memoizedBody = body
    }

    /// An evaluation that has already produced `outcome`.
    init(outcome: Result<Value?, any Error>) {
        self.body = { try outcome.get() }
        self.memoizedBody = .none
        cache.record(outcome)
    }

    /// The expression's value: the cached outcome, or a new run awaited.
    nonisolated(nonsending) func evaluate(rerunning: Bool) async throws -> Value? {
        if !rerunning, cache.hasRun, case .none = memoizedBody { return try cache.replayed() }
        do {
            let value: Value?
            if let memoizedBody { value = try await memoizedBody(rerunning) } else { value = try await body() }
            cache.record(value: value)
            return value
        } catch {
            cache.record(.failure(error))
            throw error
        }
    }

    /// A new evaluation of the same expression, which has not run yet: what
    /// each poll starts from.
    func fresh() -> AsyncEvaluation<Value> {
        guard let memoizedBody else { return AsyncEvaluation(body) }
        return AsyncEvaluation { try await memoizedBody(true) }
    }
}
