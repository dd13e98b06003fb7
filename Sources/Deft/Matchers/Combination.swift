/// How `satisfyAllOf` and `satisfyAnyOf` combine the results of their matchers.
enum Combination {
    case all, any

    /// The combined result. A `.fail` (a nil value, say) fails the
    /// combination too, unless `any` has a matcher that matches. As in
    /// Nimble, the message shows the value as Swift describes it, unbracketed.
    func result<T>(of results: [MatcherResult], actual: T?) -> MatcherResult {
        guard !results.isEmpty else { return noMatchers(actual: actual) }
        let statuses = results.map(\.status)
        let status: MatcherStatus
        switch self {
        case .all:
            status = statuses.contains(.fail) ? .fail : MatcherStatus(bool: statuses.allSatisfy { $0 == .matches })
        case .any:
            status =
                statuses.contains(.matches) ? .matches : statuses.contains(.fail) ? .fail : .doesNotMatch
        }
        return MatcherResult(status: status) {
            let (title, separator) = self == .all ? ("match all of: ", ", and ") : ("match one of: ", ", or ")
            let text = title + results.map { "{\(expectationText($0.message))}" }.joined(separator: separator)
            guard let actual else { return ExpectationMessage.expectedActualValueTo(text).appendedBeNilHint() }
            return .expectedCustomValueTo(text, actual: describedValue(actual))
        }
    }

    /// No matchers to combine: a check that checks nothing, which fails
    /// `to` and `toNot` alike, whatever the value. (Nimble passes
    /// `satisfyAllOf()` on any value that is not nil.)
    private func noMatchers<T>(actual: T?) -> MatcherResult {
        MatcherResult(status: .fail) {
            let name = self == .all ? "satisfyAllOf" : "satisfyAnyOf"
            let text = "match \(self == .all ? "all" : "one") of: no matchers (\(name) needs at least one)"
            guard let actual else { return ExpectationMessage.expectedActualValueTo(text) }
            return .expectedCustomValueTo(text, actual: describedValue(actual))
        }
    }

    /// The value as Swift describes it, as in Nimble; a collection of more
    /// than ``LargeValueDiff/wholeCount`` elements, or a description longer
    /// than ``MessageDefaults/valueLimit``, is rendered by Deft and cut instead.
    private func describedValue<T>(_ value: T) -> String {
        if !(value is String), let collection = value as? any Collection,
            collection.count > LargeValueDiff.wholeCount
        {
            return ValueRenderer.render(value)
        }
        let text = "\(value)"
        guard text.utf8.count > MessageDefaults.limit else { return text }
        return RenderedValue.scalar(text).lineAndCompleteness(limit: MessageDefaults.limit, counting: true).text
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
