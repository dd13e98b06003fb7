/// Matches a set equal to `expectedValue`; a failure lists the missing and
/// the extra elements, sorted when the elements are `Comparable`.
///
/// A nil actual value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// expect(Set([1, 2, 4])).to(equal(Set([1, 2, 3])))
/// // expected to equal <[1, 2, 3]>, got <[1, 2, 4]>, missing <[3]>, extra <[4]>
/// ```
public func equal<T>(_ expectedValue: Set<T>?) -> Matcher<Set<T>> {
    Matcher { expression in
        let actual = try expression.evaluate()
        guard let expected = expectedValue, let actual else {
            return MatcherResult(status: .fail) {
                ExpectationMessage.expectedCustomValueTo(
                    "equal <\(render(expectedValue))>", actual: "<\(render(actual))>"
                ).appendedBeNilHint()
            }
        }
        return MatcherResult(status: MatcherStatus(bool: expected == actual)) {
            var message = ExpectationMessage.expectedCustomValueTo(
                "equal <\(render(expected))>", actual: "<\(render(actual))>")
            let missing = expected.subtracting(actual)
            let extra = actual.subtracting(expected)
            if !missing.isEmpty { message = message.appended(message: ", missing <\(render(missing))>") }
            if !extra.isEmpty { message = message.appended(message: ", extra <\(render(extra))>") }
            let hints = closestExtras(missing, extra)
            return hints.isEmpty ? message : message.appended(details: hints.joined(separator: "\n"))
        }
    }
}

/// The set as a list, in `<` order when the elements are `Comparable`, and
/// otherwise in the order of their rendered text.
private func render<T>(_ set: Set<T>?) -> String {
    guard let set else { return "nil" }
    let sorted = set.sorted { lhs, rhs in dynamicLessThan(lhs, rhs) ?? (stringify(lhs) < stringify(rhs)) }
    return stringify(sorted)
}

/// For sets of structured values: each missing element (up to three) and
/// the extra element closest to it, with how they differ.
private func closestExtras<T>(_ missing: Set<T>, _ extra: Set<T>) -> [String] {
    guard !missing.isEmpty, !extra.isEmpty else { return [] }
    let extras = Array(extra).map { RenderedValue(reflecting: $0) }.sorted { $0.line() < $1.line() }
    let sought = Array(missing).map { RenderedValue(reflecting: $0) }.sorted { $0.line() < $1.line() }
    return sought.prefix(3).compactMap { item in
        closestElementHint(item, extras) { "extra <\(extras[$0].line(limit: 60))>" }
    }
}
