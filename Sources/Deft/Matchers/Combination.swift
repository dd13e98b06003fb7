/// How `satisfyAllOf` and `satisfyAnyOf` combine the results of their matchers.
enum Combination {
    case all, any

    /// The combined result. A `.fail` (a nil value, say) fails the
    /// combination too, unless `any` has a matcher that matches.
    func result(of results: [MatcherResult]) -> MatcherResult {
        let statuses = results.map(\.status)
        let status: MatcherStatus
        switch self {
        case .all:
            status = statuses.contains(.fail) ? .fail : MatcherStatus(bool: statuses.allSatisfy { $0 == .matches })
        case .any:
            status =
                statuses.contains(.matches) ? .matches : statuses.contains(.fail) ? .fail : .doesNotMatch
        }
        return .expecting(status) {
            let (title, separator) = self == .all ? ("match all of: ", ", and ") : ("match one of: ", ", or ")
            return title + results.map { "{\(expectationText($0.message))}" }.joined(separator: separator)
        }
    }

    /// The results of `matchers` on `expression`, in order.
    nonisolated(nonsending) static func results<T>(
        of matchers: [any AsyncableMatcher<T>], on expression: AsyncExpression<T>
    ) async throws -> [MatcherResult] {
        var results: [MatcherResult] = []
        for matcher in matchers { results.append(try await matcher.satisfies(expression)) }
        return results
    }
}
