import Deft
import ExampleApp

// The names the examples of Sources/Deft/Reporting, Rendering, Sequences and
// State take as given.

/// Sources/Deft/Reporting/AssertionContext.swift.
protocol AssertionContextDocContext: DocCommentContext {
    var work: Given.Work { get }
}

/// Sources/Deft/Reporting/AssertionHandler.swift.
protocol AssertionHandlerDocContext: DocCommentContext {
    var recorder: AssertionRecorder { get }
}

/// Sources/Deft/Reporting/AssertionRecorder.swift.
protocol AssertionRecorderDocContext: DocCommentContext {
    var recorder: AssertionRecorder { get }
    var first: any AssertionHandler { get }
    var second: any AssertionHandler { get }
}

/// Sources/Deft/Reporting/Capture.swift.
protocol CaptureDocContext: DocCommentContext {
    var recorder: AssertionRecorder { get }
    var store: Given.Store { get }
    var counter: Given.Meter { get }
    var queue: Given.Queue { get }
    func beEven() -> Matcher<Int>
}

/// Sources/Deft/Reporting/CheckCount.swift.
protocol CheckCountDocContext: DocCommentContext {
    var parser: Given.Parser { get }
    var feed: Given.AsyncFeed { get }
}

/// Sources/Deft/Rendering/Stringify.swift.
protocol StringifyDocContext: DocCommentContext {}

extension StringifyDocContext {
    typealias Point = Given.Point
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

/// Sources/Deft/State/LockedBox.swift.
protocol LockedBoxDocContext: DocCommentContext {
    var socket: Given.Socket { get }
    var calls: LockedBox<Int> { get }
    var isLoading: LockedBox<Bool> { get }
    var requests: LockedBox<[String]> { get }
}
