import Deft
import Foundation

// The names the examples of Sources/Deft/Matchers take as given.

/// Sources/Deft/Matchers/AllPass.swift.
protocol AllPassDocContext: DocCommentContext {
    var orders: [Given.Order] { get }
    func beShipped() -> AsyncMatcher<Given.Order>
    var ids: [Int] { get }
    var store: Given.Store { get }
}

/// Sources/Deft/Matchers/BeAKindOf.swift.
protocol BeAKindOfDocContext: DocCommentContext {}

extension BeAKindOfDocContext {
    typealias Shape = Given.Shape
    typealias Rectangle = Given.Rectangle
    typealias Square = Given.Square
}

/// Sources/Deft/Matchers/BeCloseTo.swift.
protocol BeCloseToDocContext: DocCommentContext {
    var ratio: Double { get }
}

/// Sources/Deft/Matchers/BeEmpty.swift.
protocol BeEmptyDocContext: DocCommentContext {
    var inbox: [String] { get }
    var name: String { get }
    var permissions: Given.Permissions { get }
}

/// Sources/Deft/Matchers/BeIdenticalTo.swift.
protocol BeIdenticalToDocContext: DocCommentContext {
    var cache: Given.SharedCache { get }
    var copy: Given.Delegate { get }
    var original: Given.Delegate { get }
    var view: Given.View { get }
    var container: AnyObject { get }
    var delegate: any Sendable { get }
    var controller: Given.Delegate { get }
}

/// Sources/Deft/Matchers/BeLogical.swift.
protocol BeLogicalDocContext: DocCommentContext {
    var flag: Bool { get }
}

/// Sources/Deft/Matchers/BeNil.swift.
protocol BeNilDocContext: DocCommentContext {
    var cache: [String: String] { get }
    var session: Given.SyncSession { get }
}

/// Sources/Deft/Matchers/BeResult.swift.
protocol BeResultDocContext: DocCommentContext {
    var result: Result<Int, Given.NetworkError> { get }
}

extension BeResultDocContext {
    typealias NetworkError = Given.NetworkError
}

/// Sources/Deft/Matchers/BeVoid.swift.
protocol BeVoidDocContext: DocCommentContext {
    var cache: Given.SharedCache { get }
}

/// Sources/Deft/Matchers/BeWithin.swift.
protocol BeWithinDocContext: DocCommentContext {
    var index: Int { get }
    var percent: Int { get }
}

/// Sources/Deft/Matchers/Comparison.swift.
protocol ComparisonDocContext: DocCommentContext {
    var score: Int { get }
    var age: Int { get }
    var latency: Int { get }
    var retries: Int { get }
}

/// Sources/Deft/Matchers/Contain.swift.
protocol ContainDocContext: DocCommentContext {
    var tags: [String] { get }
    var permissions: Given.Permissions { get }
    var log: String { get }
    var ids: [Int] { get }
    var store: Given.Store { get }
}

/// Sources/Deft/Matchers/Core/AsyncMatcher.swift.
protocol AsyncMatcherDocContext: DocCommentContext {
    var cart: Given.Cart { get }
    var service: Given.Service { get }
    var matcher: AsyncMatcher<Int> { get }
    var expression: AsyncExpression<Int> { get }
    var lenientMatcher: AsyncMatcher<Int> { get }
    var asyncExpression: AsyncExpression<Int> { get }
}

extension AsyncMatcherDocContext {
    typealias Cart = Given.Cart
    typealias Service = Given.Service
}

/// Sources/Deft/Matchers/Core/Matcher.swift.
protocol MatcherDocContext: DocCommentContext {
    var lenientMatcher: Matcher<Int> { get }
}

/// Sources/Deft/Matchers/Core/MatcherResult.swift.
protocol MatcherResultDocContext: DocCommentContext {
    var value: Int { get }
    var text: String { get }
    var expected: Int { get }
    var result: MatcherResult { get }
}

/// Sources/Deft/Matchers/Core/MatcherStatus.swift.
protocol MatcherStatusDocContext: DocCommentContext {
    var value: [Int] { get }
    var result: MatcherResult { get }
}

/// Sources/Deft/Matchers/Equal.swift.
protocol EqualDocContext: DocCommentContext {
    var cart: Given.Cart { get }
    var total: Int { get }
    var name: String { get }
    var ratio: Double { get }
}

/// Sources/Deft/Matchers/EqualTuple.swift.
protocol EqualTupleDocContext: DocCommentContext {
    var rows: [(Int, String)] { get }
}

/// Sources/Deft/Matchers/Map.swift.
protocol MapDocContext: DocCommentContext {
    var user: Given.User { get }
    var order: Given.Order { get }
    var session: Given.Session { get }
    func parse(_ text: String) async -> Int?
}

/// Sources/Deft/Matchers/MatchError.swift.
protocol MatchErrorDocContext: DocCommentContext {
    var result: (value: Int?, error: (any Error)?) { get }
}

extension MatchErrorDocContext {
    typealias ParseError = Given.ParseError
}

/// Sources/Deft/Matchers/Not.swift.
protocol NotDocContext: DocCommentContext {
    var job: Given.Job { get }
    func finishSoon() -> AsyncMatcher<Given.JobState>
}

/// Sources/Deft/Matchers/PostNotifications.swift.
protocol PostNotificationsDocContext: DocCommentContext {
    var cart: Given.Cart { get }
}

extension Notification.Name {
    static let didCheckOut = Notification.Name("didCheckOut")
}

/// Sources/Deft/Matchers/SatisfyAllOf.swift.
protocol SatisfyAllOfDocContext: DocCommentContext {
    var account: Given.Account { get }
    func holdAtMost(_ limit: Int) -> AsyncMatcher<Int>
    var order: Given.Order { get }
    func beShipped() -> AsyncMatcher<Given.Order>
    func haveItems(_ count: Int) -> AsyncMatcher<Given.Order>
}

/// Sources/Deft/Matchers/SatisfyAnyOf.swift.
protocol SatisfyAnyOfDocContext: DocCommentContext {
    var job: Given.Job { get }
    func finishSoon() -> AsyncMatcher<Given.JobState>
    var order: Given.Order { get }
    func beShipped() -> AsyncMatcher<Given.Order>
    func beCancelled() -> AsyncMatcher<Given.Order>
}

/// Sources/Deft/Matchers/Succeed.swift.
protocol SucceedDocContext: DocCommentContext {
    var isValid: Bool { get }
    var form: Given.Form { get }
    func validate(_ form: Given.Form) -> ToSucceedResult
}

/// Sources/Deft/Matchers/ThrowAssertion.swift.
protocol ThrowAssertionDocContext: DocCommentContext {}

extension ThrowAssertionDocContext {
    typealias Percent = Given.Percent
}

/// Sources/Deft/Matchers/ThrowError.swift.
protocol ThrowErrorDocContext: DocCommentContext {
    func parse(_ text: String) throws -> Int
    func load() throws -> String
}

extension ThrowErrorDocContext {
    typealias ParseError = Given.ParseError
}
