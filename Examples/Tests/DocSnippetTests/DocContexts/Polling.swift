import Clocks
import Deft
import ExampleApp
import Foundation

// The names the examples of Sources/Deft/Polling take as given.

/// Sources/Deft/Polling/Clocks/DrivableClock.swift.
protocol DrivableClockDocContext: DocCommentContext {
    var clock: VirtualClock { get }
    var testClock: TestClock<Duration> { get }
    var sleepers: [Given.Sleeper] { get }
    var watchers: Given.Watchers { get }
    var wakeup: DispatchSemaphore { get }
    var id: Int { get }
    var watch: ClockWatch { get }
    var deadline: VirtualClock.Instant { get }
}

/// Sources/Deft/Polling/Clocks/VirtualClock.swift.
protocol VirtualClockDocContext: DocCommentContext {
    var clock: VirtualClock { get }
    var evaluation: PollEvaluation { get }
}

/// Sources/Deft/Polling/Verbs/Eventually.swift.
protocol EventuallyDocContext: DocCommentContext {
    var feed: Given.Feed { get }
    var badge: Given.Badge { get }
    var player: Given.Player { get }
    var store: Given.SyncSession { get }
    var socket: Given.Socket { get }
    var clock: VirtualClock { get }
}

/// Sources/Deft/Polling/Verbs/PollHold.swift.
protocol PollHoldDocContext: DocCommentContext {
    var model: Given.StateModel { get }
    var sync: Given.StateModel { get }
    var player: Given.Player { get }
    var cache: Given.Warmable { get }
}

/// Sources/Deft/Polling/Verbs/PollUnwrap.swift.
protocol PollUnwrapDocContext: DocCommentContext {
    var auth: Given.Auth { get }
    var session: Given.Session { get }
    var readToken: @Sendable () -> String? { get }
}

/// Sources/Deft/Polling/Verbs/Pollable.swift.
protocol PollableDocContext: DocCommentContext {
    var feed: Given.AsyncFeed { get }
    var session: Given.Session { get }
    var inbox: Given.Counts { get }
    var loader: Given.Loader { get }
    var store: Given.Store { get }
}

/// Sources/Deft/Polling/Verbs/PollingDefaults.swift.
protocol PollingDefaultsDocContext: DocCommentContext {
    var model: Given.StateModel { get }
}

/// Sources/Deft/Polling/Verbs/PollingVerbs.swift.
protocol PollingVerbsDocContext: DocCommentContext {
    var feed: Given.AsyncFeed { get }
    var store: Given.Store { get }
    var model: Given.StateModel { get }
    var loader: Given.StateModel { get }
    var log: Given.StateModel { get }
    var socket: Given.StateModel { get }
    var inbox: Given.Counts { get }
    var spinner: Given.Spinner { get }
    var analytics: Given.Analytics { get }
    var connection: Given.Socket { get }
}

/// Sources/Deft/Polling/Verbs/StopPolling.swift.
protocol StopPollingDocContext: DocCommentContext {
    var server: Given.Server { get }
    typealias Health = Given.Health
    var weakSocket: Given.Socket? { get }
    var machine: Given.Machine { get }
    var weakTask: Task<Void, Never>? { get }
}

/// Sources/Deft/Polling/Verbs/WaitForValue.swift.
protocol WaitForValueDocContext: DocCommentContext {
    var api: UserAPI { get }
    var auth: Given.Auth { get }
}

/// Sources/Deft/Polling/Verbs/WaitUntil.swift.
protocol WaitUntilDocContext: DocCommentContext {
    var loader: Given.Loader { get }
    var sync: Given.StateModel { get }
}

extension Notification.Name {
    static let didSync = Notification.Name("didSync")
}
