import Deft

// The names the examples of Sources/Deft/Core take as given.

/// Sources/Deft/Core/AsyncExpression.swift.
protocol AsyncExpressionDocContext: DocCommentContext {
    var expression: AsyncExpression<[String]> { get }
    var userExpression: AsyncExpression<Given.User> { get }
    var store: Given.Store { get }
    var matcher: Matcher<[String]> { get }
}

/// Sources/Deft/Core/Expression.swift.
protocol ExpressionDocContext: DocCommentContext {
    var expression: Expression<[String]> { get }
    var counter: Given.Counter { get }
}

/// Sources/Deft/Core/SourceLocation.swift.
protocol SourceLocationDocContext: DocCommentContext {
    var record: AssertionRecord { get }
}

extension SourceLocationDocContext {
    typealias User = Given.User
}
