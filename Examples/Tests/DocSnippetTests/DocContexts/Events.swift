import Deft

// The names the examples of Sources/Deft/Events take as given.

/// Sources/Deft/Events/BeFulfilled.swift.
protocol BeFulfilledDocContext: DocCommentContext {
    var saved: TestEvent { get }
    var synced: TestEvent { get }
    var retry: TestEvent { get }
}

/// Sources/Deft/Events/TestEvent.swift.
protocol TestEventDocContext: DocCommentContext {
    var loader: Given.Loader { get }
    var done: TestEvent { get }
    var retry: TestEvent { get }
    var saved: TestEvent { get }
}

/// Sources/Deft/Events/WaitForEvents.swift.
protocol WaitForEventsDocContext: DocCommentContext {
    var store: Given.CallbackStore { get }
    var loader: Given.Loader { get }
    var loaded: TestEvent { get }
}
