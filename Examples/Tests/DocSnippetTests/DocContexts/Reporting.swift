import Deft

// The names the examples of Sources/Deft/Reporting take as given.

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
