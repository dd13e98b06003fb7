import Deft

/// The messages of the expectations in `body` that failed, captured silently.
func failures(_ body: () -> Void) -> [String] {
    gatherFailingExpectations(silently: true, closure: body).map { $0.message.stringValue }
}

/// The messages of the async expectations in `body` that failed, captured silently.
func asyncFailures(isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void) async -> [String] {
    await gatherFailingExpectations(silently: true, closure: body).map { $0.message.stringValue }
}

let nilHint = " (use beNil() to match nils)"

/// An async matcher for mixing with sync ones: `be small` (less than 3).
var isSmall: AsyncMatcher<Int> {
    AsyncMatcher { expression in
        let value = try await expression.evaluate() ?? 0
        return MatcherResult(bool: value < 3, message: .expectedActualValueTo("be small"))
    }
}
