/// The runs of one expression and what the last run produced: the memo that an
/// ``Expression`` and every copy of it share.
///
/// A caching evaluation runs its body the first time it is asked, then answers
/// with that outcome (the value, or the error it threw). A rerun runs the body
/// again and keeps the new outcome, so a failure message shows what the
/// matcher saw last.
final class Evaluation<Value> {
    /// The expression. Its argument is `withoutCaching`: only a memoized body
    /// handed in by a caller (``Expression/init(memoizedExpression:location:withoutCaching:isClosure:)``) reads it.
    private let body: (Bool) throws -> Value?
    /// Whether `body` caches by itself, so that every evaluation calls it.
    private let cachesItself: Bool
    /// What the last run produced; nil until the expression has run.
    private(set) var last: Result<Value?, any Error>?

    /// An evaluation of `body`, which has not run yet.
    init(_ body: @escaping () throws -> Value?) {
        self.body = { _ in try body() }
        self.cachesItself = false
    }

    /// An evaluation of a body that caches by itself.
    init(memoized body: @escaping (Bool) throws -> Value?) {
        self.body = body
        self.cachesItself = true
    }

    /// An evaluation that has already produced `outcome`.
    init(outcome: Result<Value?, any Error>) {
        self.body = { _ in try outcome.get() }
        self.cachesItself = false
        self.last = outcome
    }

    private init(body: @escaping (Bool) throws -> Value?, cachesItself: Bool) {
        self.body = body
        self.cachesItself = cachesItself
    }

    /// The expression's value: the cached outcome, or a new run of it.
    func evaluate(rerunning: Bool) throws -> Value? {
        if !rerunning, !cachesItself, let last { return try last.get() }
        let outcome = Result { try body(rerunning) }
        last = outcome
        return try outcome.get()
    }

    /// A new evaluation of the same expression, which has not run yet: what
    /// each poll of an eventual assertion starts from. It caches within the
    /// poll; a body that caches by itself is told to run again.
    func fresh() -> Evaluation<Value> {
        let body = body
        return Evaluation(body: cachesItself ? { _ in try body(true) } : body, cachesItself: false)
    }
}

/// The awaited runs of one async expression and what the last run produced:
/// the memo that an ``AsyncExpression`` and every copy of it share.
final class AsyncEvaluation<Value> {
    private let body: (Bool) async throws -> Value?
    private let cachesItself: Bool
    /// What the last run produced; nil until the expression has run.
    private(set) var last: Result<Value?, any Error>?

    /// An evaluation of `body`, which has not run yet.
    init(_ body: @escaping () async throws -> Value?) {
        self.body = { _ in try await body() }
        self.cachesItself = false
    }

    /// An evaluation of a body that caches by itself.
    init(memoized body: @escaping (Bool) async throws -> Value?) {
        self.body = body
        self.cachesItself = true
    }

    /// An evaluation that has already produced `outcome`.
    init(outcome: Result<Value?, any Error>) {
        self.body = { _ in try outcome.get() }
        self.cachesItself = false
        self.last = outcome
    }

    private init(body: @escaping (Bool) async throws -> Value?, cachesItself: Bool) {
        self.body = body
        self.cachesItself = cachesItself
    }

    /// The expression's value: the cached outcome, or a new run awaited.
    nonisolated(nonsending) func evaluate(rerunning: Bool) async throws -> Value? {
        if !rerunning, !cachesItself, let last { return try last.get() }
        let outcome: Result<Value?, any Error>
        do { outcome = .success(try await body(rerunning)) } catch { outcome = .failure(error) }
        last = outcome
        return try outcome.get()
    }

    /// A new evaluation of the same expression, which has not run yet: what
    /// each poll starts from.
    func fresh() -> AsyncEvaluation<Value> {
        let body = body
        return AsyncEvaluation(body: cachesItself ? { _ in try await body(true) } : body, cachesItself: false)
    }
}
