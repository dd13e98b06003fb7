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
