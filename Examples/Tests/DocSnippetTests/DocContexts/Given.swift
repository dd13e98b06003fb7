import Deft
import ExampleApp
import Foundation

// The types that the examples in Deft's doc comments take as given (a
// `Store` actor with a `count`, a `User` with a `name`), for
// scripts/check-doc-snippets.py. They live in `Given`, so that they never
// clash with the types the guides' snippets declare; a source's context
// protocol (DocContexts/<Area>.swift) names the ones its examples use, with a
// typealias in an extension of that protocol (`typealias User = Given.User`).
// Nothing here runs: the examples are compiled, not run.
enum Given {
    struct User: Sendable, Equatable, Codable {
        var name: String?
        var nickname: String?
        var isValid: Bool
        func loadName() async -> String? { name }
        func loadNickname() async -> String? { nickname }
    }

    /// An actor the examples await: `await store.count`.
    actor Store {
        var count = 0
        var items: [String] = []
        var user: User?
        var lastRow = ("a", 1)
        var rows: [(Int, String)] = []
        func contains(_ id: Int) -> Bool { id < count }
        func snapshot() -> Store { self }
    }

    /// An actor holding a signed-in user: `await session.user`.
    actor Session {
        var user: User?
        var delegate: Delegate?
        var lastError: (any Error)?
        var isExpired = false
        var pending: Void = ()
        func close() throws {}
    }

    /// The same, read synchronously: `session.user`.
    final class SyncSession: Sendable {
        let user: User? = .none
        let isExpired = false
        let cart: Cart? = .none
        func close() throws {}
    }

    final class Delegate: Sendable {}

    final class Cart: Sendable, CustomStringConvertible {
        let items: [String] = []
        let total = 0
        func checkOut() {}
        var description: String { "Cart(items: \(items))" }
    }

    /// An API with completion handlers: `loader.load { result in … }`.
    final class Loader: Sendable {
        let isDone = false
        func load(_ completion: @escaping @Sendable (Result<[String], any Error>) -> Void) {}
    }

    /// A store with completion handlers: `store.save { … }`.
    final class CallbackStore: Sendable {
        func save(_ completion: @escaping @Sendable () -> Void) {}
        func sync(_ completion: @escaping @Sendable () -> Void) {}
    }

    enum ParseError: Error, Equatable {
        case unexpectedToken, emptyInput
        var line: Int { 1 }
    }

    struct Config {
        static func load() throws -> Config { Config() }
    }

    final class Scope: Sendable {
        static let container = Scope()
        static let transient = Scope()
    }

    struct Entry: Sendable {
        var scope: Scope
    }

    final class View: @unchecked Sendable {
        let superview: AnyObject? = .none
    }

    actor Account {
        var balance = 0
    }

    final class Auth: Sendable {
        let token: String? = .none
        func signIn(_ completion: @escaping @Sendable (String) -> Void) {}
    }

    struct Database: Sendable {
        func first(where id: Int) throws -> String? { .none }
    }

    actor Inbox {
        var messages: [String] = []
        var count = 0
        var lastReceived = Date()
    }

    struct Service: Sendable, Equatable {
        enum State: Sendable { case starting, ready }
        var state = State.starting
        var isReady = false
        var isBusy = false
    }

    final class Counter: Sendable {
        func next() -> Int { 1 }
    }

    actor AsyncCounter {
        var value = 0
    }
}

extension Given {
    actor AsyncCart {
        var total = 0
    }

    final class ListModel: Sendable {
        let items: [String] = []
    }

    actor Worker {
        nonisolated let isIdle = true
        var count = 0
    }
}

extension Given {
    struct Order: Sendable {
        var total = 0
    }

    enum NetworkError: Error, Equatable {
        case offline, timeout
    }

    struct Permissions: OptionSet, Sendable {
        let rawValue: Int
        static let read = Permissions(rawValue: 1)
        static let write = Permissions(rawValue: 2)
    }

    class Shape {}
    class Rectangle: Shape {}
    final class Square: Rectangle {}

    /// A cache with one shared instance: `cache.shared`.
    final class SharedCache: Sendable {
        let shared = Delegate()
        func clear() {}
    }

    enum JobState: Sendable, Equatable {
        case running, done
    }

    actor Job {
        var state = JobState.running
    }

    struct Form: Sendable {
        var isValid = true
    }

    struct Percent: Sendable {
        enum ParseError: Error { case notANumber }
        init(_ value: Int) { precondition(value <= 100) }
        init(parsing text: String) throws { throw ParseError.notANumber }
    }
}

extension Given {
    struct Point: Equatable, Sendable {
        var x = 0
        var y = 0
    }

    struct StopTest: Error {}

    struct Response: Sendable {
        var status = 200
        var timestamp = Date()
    }

    /// An actor of numbers the examples await: `await meter.ratio`.
    actor Meter {
        var ratio = 0.5
        var weights = [0.25, 0.75]
        var total = 3.5
        var depth = 0
        var value = 0
        var retries = 0
        var scope = Scope.container
        var shared = Delegate()
        var isLoading = false
        var isOpen = true
    }
}

extension Given {
    final class Spinner: Sendable {
        let isVisible = false
    }

    /// Counts read synchronously: `inbox.count`.
    final class Counts: Sendable {
        let count = 0
        let depth = 0
    }
}

extension Given {
    /// What a clock that watches its sleepers keeps: `sleepers`, `watchers`.
    struct Sleeper: Sendable {
        var deadline: VirtualClock.Instant
        var evaluation: PollEvaluation
    }

    final class Watchers: Sendable {
        func add(_ watcher: @escaping @Sendable () -> Void) -> Int { 0 }
        func remove(_ id: Int) {}
    }

    /// A model with a feed of items, read synchronously: `feed.items`.
    final class Feed: Sendable {
        let items: [FeedModel.Item] = []
        func load() {}
    }

    /// The same, awaited: `await feed.items`.
    actor AsyncFeed {
        var items: [String] = []
        var count = 0
        var isLoading = false
    }

    final class Badge: Sendable {
        let text = ""
    }

    final class Socket: @unchecked Sendable {
        let isOpen = true
        var onMessage: (@Sendable (String) -> Void)?
    }

    final class Player: Sendable {
        let isPlaying = false
    }

    enum ModelState: Sendable, Equatable {
        case loading, ready, idle
    }

    actor StateModel {
        var state = ModelState.loading
        var status = ModelState.idle
        var errors: [String] = []
        var isOpen = true
        var isLoading = false
        nonisolated let isDone = false
        func start() {}
    }

    final class Warmable: Sendable {
        let isWarm = false
    }

    enum Health: Sendable, Equatable {
        case starting, ok
    }

    final class Server: Sendable {
        let hasExited = false
        let status = 0
        func health() async throws -> Health { .ok }
    }

    final class Machine: Sendable {
        enum State: Sendable { case running, failed }
        let state = State.running
        let error = "none"
    }

    final class Analytics: Sendable {
        let events: [String] = []
    }

    final class Work: Sendable {
        let result: String? = .none
    }

    final class Parser: @unchecked Sendable {
        var onToken: ((String) -> Void)?
        func feed(_ text: String) {}
    }
}

extension Given {
    actor Queue {
        var isEmpty = true
    }
}
