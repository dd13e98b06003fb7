import Deft

// The names the examples of Sources/Deft/Messages take as given.

/// Sources/Deft/Messages/ExpectationMessage.swift.
protocol ExpectationMessageDocContext: DocCommentContext {
    var message: ExpectationMessage { get }
}

/// Sources/Deft/Messages/MessageDefaults.swift.
protocol MessageDefaultsDocContext: DocCommentContext {
    var payload: String { get }
    var store: Given.Store { get }
}
