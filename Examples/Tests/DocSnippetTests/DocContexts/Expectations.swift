import Deft
import ExampleApp
import Foundation

// The names the examples of Sources/Deft/Expectations take as given.

/// An API whose calls throw: `try await api.fetch()`.
protocol GivenAPI: Sendable {
    func fetch() async throws -> String
    func profile() async throws -> String?
}

/// Sources/Deft/Expectations/AsyncExpectation.swift.
protocol AsyncExpectationDocContext: DocCommentContext {
    var store: Given.Store { get }
    var api: any GivenAPI { get }
    var expectation: AsyncExpectation<Int> { get }
    var cache: Cache { get }
    var inbox: Given.Inbox { get }
    var session: Given.Session { get }
}

/// Sources/Deft/Expectations/AsyncOperators.swift.
protocol AsyncOperatorsDocContext: DocCommentContext {
    var cart: Given.AsyncCart { get }
    var session: Given.Session { get }
}

/// Sources/Deft/Expectations/ClosureLabel.swift.
protocol ClosureLabelDocContext: DocCommentContext {
    var load: @Sendable () -> Int { get }
    var lookUp: @Sendable () -> String? { get }
    var loadUser: @Sendable () async -> Given.User? { get }
}

/// The state of a screen, for `guard case`.
enum GivenState: Sendable, CustomStringConvertible {
    case idle
    case loaded([String])
    var description: String { "idle" }
}

/// Sources/Deft/Expectations/Expect.swift.
protocol ExpectDocContext: DocCommentContext {
    var cart: Given.Cart { get }
    var user: Given.User? { get }
    var data: Data { get }
    func parse(_ text: String) throws -> Int
    var load: @Sendable () -> Int { get }
    var cache: [String: String] { get }
    var account: Given.Account { get }
    var store: Given.Store { get }
    var session: Given.Session { get }
    var state: GivenState { get }
}

extension ExpectDocContext {
    typealias User = Given.User
}

/// Sources/Deft/Expectations/NilOperators.swift.
protocol NilOperatorsDocContext: DocCommentContext {
    var delegate: Given.Delegate? { get }
    var completion: (@Sendable () -> Void)? { get }
    var view: Given.View { get }
    var error: (any Error)? { get }
    var session: Given.Session { get }
}

/// Sources/Deft/Expectations/Operators.swift.
protocol OperatorsDocContext: DocCommentContext {
    var total: Int { get }
    var user: Given.User? { get }
    var latency: Int { get }
    var count: Int { get }
    var retries: Int { get }
    var balance: Int { get }
    var view: Given.View { get }
    var container: AnyObject { get }
    var copy: Given.Delegate { get }
    var original: Given.Delegate { get }
    var entry: Given.Entry { get }
}

extension OperatorsDocContext {
    typealias Scope = Given.Scope
}

/// The state of a service, for `guard case`.
enum GivenServiceState: Sendable, CustomStringConvertible {
    case starting
    case ready(Given.Service)
    var description: String { "starting" }
}

/// Sources/Deft/Expectations/Require.swift.
protocol RequireDocContext: DocCommentContext {
    var list: [Int] { get }
    func parse(_ text: String) throws -> Int
    var database: Given.Database { get }
    var id: Int { get }
    var session: Given.Session { get }
    var model: Given.SyncSession { get }
    var auth: Given.Auth { get }
    var state: GivenServiceState { get }
}

extension RequireDocContext {
    typealias Config = Given.Config
}

/// Sources/Deft/Expectations/RequireClosure.swift.
protocol RequireClosureDocContext: DocCommentContext {
    var countRows: @Sendable () throws -> Int { get }
    var database: Given.Database { get }
    var id: Int { get }
    var store: Given.Store { get }
    var session: Given.Session { get }
    var currentUser: @Sendable () -> Given.User? { get }
}

extension RequireClosureDocContext {
    typealias Config = Given.Config
}

/// Sources/Deft/Expectations/RequireError.swift.
protocol RequireErrorDocContext: DocCommentContext {
    var user: Given.User? { get }
}

/// Sources/Deft/Expectations/SyncExpectation+AsyncMatcher.swift.
protocol SyncExpectationAsyncMatcherDocContext: DocCommentContext {
    var cart: Given.Cart { get }
    var session: Given.SyncSession { get }
    func holdItems(_ count: Int) -> AsyncMatcher<Given.Cart>
}

/// Sources/Deft/Expectations/SyncExpectation.swift.
protocol SyncExpectationDocContext: DocCommentContext {
    var name: String { get }
    func parse(_ text: String) throws -> Int
    var counter: Given.Counter { get }
    var expectation: SyncExpectation<Int> { get }
    var cart: Given.Cart { get }
    var queue: [Int] { get }
    var user: Given.User { get }
    var total: Int { get }
}

extension SyncExpectationDocContext {
    typealias ParseError = Given.ParseError
}

/// Sources/Deft/Expectations/SyncRequirement.swift.
protocol SyncRequirementDocContext: DocCommentContext {
    var session: Given.Session { get }
    var model: Given.SyncSession { get }
    var items: [Int] { get }
    var requirement: SyncRequirement<Int> { get }
    var asyncRequirement: AsyncRequirement<Int> { get }
    var user: Given.User { get }
    var cart: Given.Cart { get }
    var auth: Given.Auth { get }
    var api: any GivenAPI { get }
    var store: Given.Store { get }
}

/// Sources/Deft/Expectations/TaskOfExpectation.swift.
protocol TaskOfExpectationDocContext: DocCommentContext {
    var model: Given.ListModel { get }
    var store: Given.Store { get }
    var worker: Given.Worker { get }
}
