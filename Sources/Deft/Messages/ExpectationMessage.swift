/// The failure message of a matcher, as a small tree.
///
/// The leaves say what was expected; `.appends` and `.details` decorate them.
/// Deft fills in `expected`, the verb (`to`, `to not`, `to eventually`, …) and
/// the actual value when the expectation fails, so one matcher message serves
/// every verb:
///
/// ```swift
/// let text = ExpectationMessage.expectedActualValueTo("equal <3>")
///     .toString(actual: "<2>")  // "expected to equal <3>, got <2>"
/// ```
public indirect enum ExpectationMessage: Sendable, CustomStringConvertible {
    /// `expected to <message>, got <actual>`, where Deft renders the actual value.
    case expectedActualValueTo(_ message: String)
    /// `expected to <message>, got <actual>`, with the actual text given here.
    case expectedCustomValueTo(_ message: String, actual: String)
    /// `expected to <message>`, with no actual value.
    case expectedTo(_ message: String)
    /// The text as it is, without `expected to`.
    case fail(_ message: String)
    /// A prefix before the whole message.
    case prepends(_ prefix: String, ExpectationMessage)
    /// A suffix on the first line of the message.
    case appends(ExpectationMessage, _ suffix: String)
    /// Further lines below the message.
    case details(ExpectationMessage, _ details: String)

    /// What was expected, without `expected to` or the actual value.
    ///
    /// ```swift
    /// let expectation = ExpectationMessage.expectedActualValueTo("be empty").expectedMessage  // "be empty"
    /// ```
    public var expectedMessage: String {
        switch self {
        case .fail(let text), .expectedTo(let text), .expectedActualValueTo(let text):
            return text
        case .expectedCustomValueTo(let text, _):
            return text
        case .prepends(_, let inner), .details(let inner, _):
            return inner.expectedMessage
        case .appends(let inner, let suffix):
            return inner.expectedMessage + suffix
        }
    }

    /// The message with `suffix` added to its first line.
    ///
    /// ```swift
    /// let longer = message.appended(message: " (after 3 retries)")
    /// ```
    public func appended(message suffix: String) -> ExpectationMessage {
        if case .details(let inner, let details) = self {
            return .details(inner.appended(message: suffix), details)
        }
        return .appends(self, suffix)
    }

    /// The message with Deft's hint for nil values.
    ///
    /// ```swift
    /// let hinted = message.appendedBeNilHint()  // "… (use beNil() to match nils)"
    /// ```
    public func appendedBeNilHint() -> ExpectationMessage {
        appended(message: " (use beNil() to match nils)")
    }

    /// The message with `details` on the lines below it.
    ///
    /// ```swift
    /// let detailed = message.appended(details: "at .items[3].price")
    /// ```
    public func appended(details: String) -> ExpectationMessage {
        .details(self, details)
    }

    /// The message with each leaf (the part that says what was expected)
    /// replaced by `transform(leaf)`; decorations are kept.
    ///
    /// ```swift
    /// let replaced = message.replacedExpectation { _ in .expectedTo("be valid") }
    /// ```
    public func replacedExpectation(_ transform: (ExpectationMessage) -> ExpectationMessage) -> ExpectationMessage {
        switch self {
        case .fail, .expectedTo, .expectedActualValueTo, .expectedCustomValueTo:
            return transform(self)
        case .prepends(let prefix, let inner):
            return .prepends(prefix, inner.replacedExpectation(transform))
        case .appends(let inner, let suffix):
            return .appends(inner.replacedExpectation(transform), suffix)
        case .details(let inner, let details):
            return .details(inner.replacedExpectation(transform), details)
        }
    }

    /// The message with `before` put in front of what was expected, and
    /// `after` appended.
    ///
    /// ```swift
    /// let wrapped = message.wrappedExpectation(before: "all ", after: " in <[1, 2]>")
    /// ```
    public func wrappedExpectation(before: String, after: String) -> ExpectationMessage {
        prepended(expectation: before).appended(message: after)
    }

    /// The message with `prefix` put in front of what was expected.
    ///
    /// ```swift
    /// let eventual = ExpectationMessage.expectedTo("be empty").prepended(expectation: "eventually ")
    /// ```
    public func prepended(expectation prefix: String) -> ExpectationMessage {
        replacedExpectation { leaf in
            switch leaf {
            case .expectedTo(let text): return .expectedTo(prefix + text)
            case .expectedActualValueTo(let text): return .expectedActualValueTo(prefix + text)
            case .expectedCustomValueTo(let text, let actual):
                return .expectedCustomValueTo(prefix + text, actual: actual)
            default: return leaf
            }
        }
    }

    /// The full text: `<expected> <to> <message>, got <actual>` plus decorations.
    ///
    /// ```swift
    /// let text = message.toString(actual: "<2>", to: "to not")
    /// ```
    public func toString(actual: String, expected: String = "expected", to: String = "to") -> String {
        switch self {
        case .fail(let text):
            return text
        case .expectedTo(let text):
            return "\(expected) \(to) \(text)"
        case .expectedActualValueTo(let text):
            return Self.sentence(expected, to, text, actual)
        case .expectedCustomValueTo(let text, let custom):
            return Self.sentence(expected, to, text, custom)
        case .prepends(let prefix, let inner):
            return prefix + inner.toString(actual: actual, expected: expected, to: to)
        case .appends(let inner, let suffix):
            return inner.toString(actual: actual, expected: expected, to: to) + suffix
        case .details(let inner, let details):
            return inner.toString(actual: actual, expected: expected, to: to) + "\n" + details
        }
    }

    /// Whether the text shows the actual value (`got <…>`), which the
    /// expression must then have produced.
    @usableFromInline
    var showsActualValue: Bool {
        switch self {
        case .expectedActualValueTo: return true
        case .expectedCustomValueTo, .expectedTo, .fail: return false
        case .prepends(_, let inner), .appends(let inner, _), .details(let inner, _): return inner.showsActualValue
        }
    }

    /// The message of a failed check of `verb`, with the value Deft rendered:
    /// what ``toString(actual:expected:to:)`` gives for `<value>`.
    func text(renderedValue value: String, verb: Verb) -> String {
        guard case .expectedActualValueTo(let text) = self else {
            return toString(actual: concatenated("<", value, ">"), to: verb.phrase)
        }
        return Self.sentence("expected", verb.phrase, text, concatenated("<", value, ">"))
    }

    /// `<expected> <to> <text>, got <actual>`, built in one allocation: this
    /// runs for every failure.
    private static func sentence(_ expected: String, _ to: String, _ text: String, _ actual: String) -> String {
        concatenated(concatenated(expected, " ", to), " ", text, ", got ", actual)
    }

    /// The message as `to` would print it, with `<actual>` standing for the value.
    public var description: String { toString(actual: "<actual>") }
}
