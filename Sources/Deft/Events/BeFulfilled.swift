/// Matches an event fulfilled a number of times within its `expectedCount`.
///
/// Poll it to wait for an event with the usual eventual assertions, on the
/// one polling engine:
///
/// ```swift
/// expect(saved).to(beFulfilled())
/// // expected to be fulfilled, got <"saved", fulfilled 0 times, expected 1>
/// await expect(synced).toEventually(beFulfilled(), timeout: .seconds(1))
/// // expected to eventually be fulfilled, got <"synced", fulfilled 0 times, expected 1> (101 polls over 1.0 s; …)
/// await expect(retry).toNever(beFulfilled(), until: .milliseconds(200))
/// // expected to never be fulfilled, got <"retry", fulfilled 1 time, expected 1> (at poll 4, after 30 ms)
/// ```
public func beFulfilled() -> Matcher<TestEvent> {
    .simple("be fulfilled") { expression in
        guard let event = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: event.isFulfilled)
    }
}
