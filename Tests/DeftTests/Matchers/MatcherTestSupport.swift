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
