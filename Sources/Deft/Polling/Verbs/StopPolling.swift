/// Thrown from a polled expression, a matcher, or an `eventually` or
/// `continually` block to end the poll at once (Gomega's `StopTrying`):
/// when the outcome can no longer change, there is no point in waiting out
/// the timeout.
///
/// `StopPolling("…")` fails the check with its message, at the poll that
/// threw it. `StopPolling(passing: "…")` ends a `toNever`, `toAlways` or
/// `continually` as passed: what it watches is gone, so it can no longer
/// go wrong. A check that waits for a match (`toEventually`, `eventually`)
/// cannot pass by a stop, and fails saying so.
///
/// A stop is never taken for an ordinary error: the poll does not go on, and
/// a matcher such as `throwError()` never sees it. Thrown anywhere else (a
/// plain `expect(…).to(…)`, a test body), it is an error whose text says it
/// was thrown outside any polling check.
///
/// ```swift
/// await expect {
///     if server.hasExited { throw StopPolling("the server exited with \(server.status)") }
///     return try await server.health()
/// }.toEventually(equal(Health.ok), timeout: .seconds(10))
/// // toEventually stopped polling at poll 3, after 20 ms: the server exited with 1; earlier polls saw
/// // <starting> ×2
///
/// await expect {
///     guard let socket = weakSocket else { throw StopPolling(passing: "the socket was released") }
///     return socket.isOpen
/// }.toAlways(beTrue(), until: .seconds(1))
/// ```
public struct StopPolling: Error, CustomStringConvertible, Sendable {
    /// Why the poll stopped.
    ///
    /// ```swift
    /// let message = StopPolling("the server exited").message   // "the server exited"
    /// ```
    public let message: String
    /// Whether the stop ends a `toNever`, `toAlways` or `continually` as passed.
    ///
    /// ```swift
    /// let passes = StopPolling(passing: "gone").passes   // true
    /// ```
    public let passes: Bool

    /// A stop that fails the check with `message`.
    ///
    /// ```swift
    /// if machine.state == .failed { throw StopPolling("the machine failed: \(machine.error)") }
    /// ```
    public init(_ message: String) {
        self.message = message
        self.passes = false
    }

    /// A stop that ends a `toNever`, `toAlways` or `continually` as passed:
    /// what it watches is gone.
    ///
    /// ```swift
    /// guard let task = weakTask else { throw StopPolling(passing: "the task finished") }
    /// expect(task.isCancelled).to(beFalse())
    /// ```
    public init(passing message: String) {
        self.message = message
        self.passes = true
    }

    /// What the error says where no polling check catches it.
    ///
    /// ```swift
    /// print(StopPolling("gone"))
    /// // StopPolling("gone") was thrown outside any polling check, where nothing stops: throw it from the
    /// // expression, matcher or block of a toEventually, toNever, toAlways, eventually or continually
    /// ```
    public var description: String {
        "StopPolling(\(passes ? "passing: " : "")\"\(message)\") was thrown outside any polling check, where nothing "
            + "stops: throw it from the expression, matcher or block of a toEventually, toNever, toAlways, "
            + "eventually or continually"
    }
}

extension Verdict {
    /// The stop the expression or the matcher threw at this poll, if any.
    var stop: StopPolling? {
        if case .failure(let stop as StopPolling)? = seen { return stop }
        if case .failure(let stop as StopPolling) = answer { return stop }
        return nil
    }
}
