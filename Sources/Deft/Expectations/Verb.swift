/// How an expectation uses its matcher: the words after `expected`.
@usableFromInline
enum Verb: Sendable {
    case to, toNot, toEventually, toEventuallyNot, toNever, toAlways

    /// Whether the matcher must match (`to…`) or must not (`…not`, `toNever`).
    @inlinable
    var style: ExpectationStyle {
        switch self {
        case .to, .toEventually, .toAlways: return .toMatch
        case .toNot, .toEventuallyNot, .toNever: return .toNotMatch
        }
    }

    /// Whether a matcher's `answer` passes an expectation made with this verb.
    @inlinable
    func isSatisfied(by answer: Result<MatcherResult, any Error>) -> Bool {
        guard case .success(let result) = answer else { return false }
        return result.status.passes(style)
    }

    /// The start of a failure message, up to the matcher's words: `expected
    /// to `, `expected to not `, …; one literal, so that building the message
    /// takes one part fewer.
    var expectedPhrase: String {
        switch self {
        case .to: return "expected to "
        case .toNot: return "expected to not "
        case .toEventually: return "expected to eventually "
        case .toEventuallyNot: return "expected to eventually not "
        case .toNever: return "expected to never "
        case .toAlways: return "expected to always "
        }
    }

    /// The words that follow `expected` in a failure message.
    var phrase: String {
        switch self {
        case .to: return "to"
        case .toNot: return "to not"
        case .toEventually: return "to eventually"
        case .toEventuallyNot: return "to eventually not"
        case .toNever: return "to never"
        case .toAlways: return "to always"
        }
    }
}
