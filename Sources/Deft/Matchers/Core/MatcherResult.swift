/// What a matcher found: a ``MatcherStatus`` and the message to show if the
/// expectation fails.
///
/// Built-in matchers build their message only when it is read, so a passing
/// expectation never renders a value.
///
/// ```swift
/// let result = MatcherResult(bool: value > 0, message: .expectedActualValueTo("be positive"))
/// ```
public struct MatcherResult {
    /// Whether the value matched.
    public var status: MatcherStatus
    @usableFromInline
    var messageSource: MessageSource

    @usableFromInline
    enum MessageSource {
        case ready(ExpectationMessage)
        case deferred(() -> ExpectationMessage)
    }

    /// The failure message: what was expected, and optionally the actual value.
    ///
    /// ```swift
    /// print(result.message.expectedMessage)
    /// ```
    public var message: ExpectationMessage {
        @inlinable
        get {
            switch messageSource {
            case .ready(let message): return message
            case .deferred(let build): return build()
            }
        }
        set { messageSource = .ready(newValue) }
    }

    /// Creates a result.
    ///
    /// ```swift
    /// let result = MatcherResult(status: .fail, message: .fail("the value was nil"))
    /// ```
    @inlinable
    public init(status: MatcherStatus, message: ExpectationMessage) {
        self.status = status
        self.messageSource = .ready(message)
    }

    /// Creates a result from a Boolean: `true` matches.
    ///
    /// ```swift
    /// let result = MatcherResult(bool: text.hasPrefix("a"), message: .expectedActualValueTo("begin with \"a\""))
    /// ```
    public init(bool: Bool, message: ExpectationMessage) {
        self.init(status: MatcherStatus(bool: bool), message: message)
    }

    /// Creates a result whose message is built only if someone reads it.
    ///
    /// ```swift
    /// let result = MatcherResult(status: .matches) { .expectedActualValueTo("equal <\(stringify(expected))>") }
    /// ```
    @inlinable
    public init(status: MatcherStatus, lazyMessage: @escaping () -> ExpectationMessage) {
        self.status = status
        self.messageSource = .deferred(lazyMessage)
    }

    /// Whether this result passes an expectation of `style`.
    ///
    /// ```swift
    /// if result.toBoolean(expectation: .toMatch) { print("it passes") }
    /// ```
    public func toBoolean(expectation style: ExpectationStyle) -> Bool {
        status.passes(style)
    }
}
