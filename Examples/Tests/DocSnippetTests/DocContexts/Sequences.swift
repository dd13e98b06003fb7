import Deft
import ExampleApp

// The names the examples of Sources/Deft/Sequences take as given.

/// Sources/Deft/Sequences/Emit.swift.
protocol EmitDocContext: DocCommentContext {
    var results: AsyncStream<Int> { get }
    var numbers: AsyncStream<Int> { get }
    var search: SearchModel { get }
    var clock: VirtualClock { get }
}

/// Sources/Deft/Sequences/SequenceEvents.swift.
protocol SequenceEventsDocContext: DocCommentContext {
    var search: SearchModel { get }
    var clock: VirtualClock { get }
    var events: SequenceEvents<[String]> { get }
}

/// Sources/Deft/Sequences/WithEvents.swift.
protocol WithEventsDocContext: DocCommentContext {
    var search: SearchModel { get }
    var clock: VirtualClock { get }
}
