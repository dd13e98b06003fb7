import Deft
import Foundation

// The names the examples of Sources/Deft/NimbleCompatibility take as given.

/// Sources/Deft/NimbleCompatibility/AsyncComparisonOperators.swift.
protocol AsyncComparisonOperatorsDocContext: DocCommentContext {
    var queue: Given.Meter { get }
    var counter: Given.Meter { get }
    var client: Given.Meter { get }
    var account: Given.Account { get }
    var cache: Given.Meter { get }
    var expectedCache: Given.Delegate { get }
    var store: Given.Store { get }
    var liveStore: Given.Store { get }
    var registry: Given.Meter { get }
}

extension AsyncComparisonOperatorsDocContext {
    typealias Scope = Given.Scope
}

/// Sources/Deft/NimbleCompatibility/CloseToOperators.swift.
protocol CloseToOperatorsDocContext: DocCommentContext {
    var ratio: Double { get }
    var sentAt: Date { get }
    var weights: [Double] { get }
    var total: Double { get }
    var meter: Given.Meter { get }
    var model: Given.Meter { get }
    var ledger: Given.Meter { get }
    var inbox: Given.Inbox { get }
}

/// Sources/Deft/NimbleCompatibility/DefaultDelta.swift.
protocol DefaultDeltaDocContext: DocCommentContext {
    var total: Double { get }
    var expected: Double { get }
    var ratio: Float { get }
}

/// Sources/Deft/NimbleCompatibility/EqualOptionalElements.swift.
protocol EqualOptionalElementsDocContext: DocCommentContext {
    var cache: [String: String] { get }
    var settings: [String: String] { get }
    var defaults: [String: String] { get }
    var point: Given.Point { get }
}

/// Sources/Deft/NimbleCompatibility/ExplicitClosureSpellings.swift.
protocol ExplicitClosureSpellingsDocContext: DocCommentContext {
    func parse(_ text: String) throws -> Int
    var load: @Sendable () -> Int { get }
    var cache: [String: String] { get }
    var store: Given.Store { get }
    var loadUser: @Sendable () async -> Given.User? { get }
    var database: Given.Database { get }
    var id: Int { get }
    var session: Given.Session { get }
    var auth: Given.Auth { get }
}

/// Sources/Deft/NimbleCompatibility/ExplicitSpellings.swift.
protocol ExplicitSpellingsDocContext: DocCommentContext {
    var total: Int { get }
    func parse(_ text: String) throws -> Int
    var store: Given.Store { get }
    var session: Given.Session { get }
    var model: Given.SyncSession { get }
    var database: Given.Database { get }
    var id: Int { get }
    var auth: Given.Auth { get }
}

extension ExplicitSpellingsDocContext {
    typealias Config = Given.Config
}

/// Sources/Deft/NimbleCompatibility/FoundationNumbers.swift.
protocol FoundationNumbersDocContext: DocCommentContext {
    var response: Given.Response { get }
    var sentAt: Date { get }
}

/// Sources/Deft/NimbleCompatibility/NimbleAssertionHandler.swift.
protocol NimbleAssertionHandlerDocContext: DocCommentContext {}

extension NimbleAssertionHandlerDocContext {
    typealias Form = Given.Form
}

/// Sources/Deft/NimbleCompatibility/NimbleHandlerNames.swift.
protocol NimbleHandlerNamesDocContext: DocCommentContext {
    var state: Given.JobState { get }
}

/// Sources/Deft/NimbleCompatibility/NimbleTimeInterval.swift.
protocol NimbleTimeIntervalDocContext: DocCommentContext {
    var flag: LockedBox<Bool> { get }
    var queue: DispatchQueue { get }
    var configuredTimeout: TimeInterval { get }
}

/// Sources/Deft/NimbleCompatibility/OnFailure.swift.
protocol OnFailureDocContext: DocCommentContext {
    var response: Given.Response { get }
}

extension OnFailureDocContext {
    typealias StopTest = Given.StopTest
}

/// Sources/Deft/NimbleCompatibility/PollingAliases.swift.
protocol PollingAliasesDocContext: DocCommentContext {
    var loader: Given.Meter { get }
    var session: Given.Session { get }
    var socket: Given.Meter { get }
    var spinner: Given.Spinner { get }
    var model: Given.SyncSession { get }
    var inbox: Given.Counts { get }
}

/// Sources/Deft/NimbleCompatibility/PredicateNames.swift.
protocol PredicateNamesDocContext: DocCommentContext {
    var value: Int { get }
    var items: [Int] { get }
}

extension PredicateNamesDocContext {
    typealias Service = Given.Service
}

/// Sources/Deft/NimbleCompatibility/TupleOperators.swift.
protocol TupleOperatorsDocContext: DocCommentContext {
    var store: Given.Store { get }
    var session: Given.Session { get }
    var rows: [(Int, String)] { get }
}

/// Sources/Deft/NimbleCompatibility/VoidOperators.swift.
protocol VoidOperatorsDocContext: DocCommentContext {
    var session: Given.SyncSession { get }
}
