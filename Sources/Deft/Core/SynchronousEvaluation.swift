/// Runs a synchronous expression for an async poll: where the caller is on an
/// actor, on that actor; where it is not (a nonisolated XCTest method or
/// `@Test` function), on the main actor, as Nimble does, so that
/// `await expect(view.isHidden).toEventually(beTrue())` reads UI state on the
/// main thread.
///
/// Inside a poll, what the expression reads is tracked (``Check/reads``):
/// a change to an `@Observable` property it read wakes the poll.
///
/// The expression is not `Sendable`; it is handed to the main actor while its
/// caller is suspended awaiting it, so nothing else touches it meanwhile.
func evaluateSynchronously<Outcome>(
    isolation: isolated (any Actor)? = #isolation, _ evaluate: @escaping () -> Outcome
) async -> Outcome {
    let reads = Check.current?.reads
    guard isolation == nil else { return reads?.track(evaluate) ?? evaluate() }
    let expression = HandedOver(evaluate)
    return await MainActor.run { HandedOver(reads?.track(expression.value) ?? expression.value()) }.value
}

/// A value handed from one thread or actor to another that waits for it;
/// the sender never touches it again.
struct HandedOver<Value>: @unchecked Sendable {
    // @unchecked Sendable: its sender waits while it crosses, and never touches it again.
    let value: Value

    init(_ value: Value) { self.value = value }
}
