/// Matches a set equal to `expectedValue`; a failure lists the missing and
/// the extra elements, sorted when the elements are `Comparable`.
///
/// A nil on either side fails, negated or not, with the hint to use
/// `beNil()` where it helps: for a nil expected set, and for a nil under a
/// negated check.
///
/// ```swift
/// expect(Set([1, 2, 4])).to(equal(Set([1, 2, 3])))
/// // expected to equal <[1, 2, 3]>, got <[1, 2, 4]>, missing <[3]>, extra <[4]>
/// ```
@_disfavoredOverload
public func equal<T>(_ expectedValue: Set<T>?) -> Matcher<Set<T>> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let status: MatcherStatus
        switch (expectedValue, actual) {
        case (let expected?, let actual?): status = MatcherStatus(bool: expected == actual)
        default: status = .fail
        }
        return MatcherResult(status: status) { setMessage(expectedValue, actual) }
    }
}

/// The message of `equal` on sets, which the generic `equal` also gives when
/// its values are sets: the missing and the extra elements, sorted when they
/// are `Comparable`.
private func setMessage<T>(_ expectedValue: Set<T>?, _ actual: Set<T>?) -> ExpectationMessage {
    guard let expected = expectedValue, let actual else {
        let message = ExpectationMessage.expectedCustomValueTo(
            "equal <\(render(expectedValue))>", actual: "<\(render(actual))>")
        return NilHint.applies(expectedIsNil: expectedValue == nil) ? message.appendedBeNilHint() : message
    }
    var message = ExpectationMessage.expectedCustomValueTo(
        "equal <\(render(expected))>", actual: "<\(render(actual))>")
    let missing = expected.subtracting(actual)
    let extra = actual.subtracting(expected)
    if !missing.isEmpty { message = message.appended(message: ", missing <\(render(missing))>") }
    if !extra.isEmpty { message = message.appended(message: ", extra <\(render(extra))>") }
    let hints = closestExtras(missing, extra)
    return hints.isEmpty ? message : message.appended(details: hints.joined(separator: "\n"))
}

/// The set message when `T` is a `Set`, so that `equal(_:)` on `Equatable`
/// values reports sets as ``equal(_:)-(Set<T>?)`` does; nil for other types.
func setEqualityMessage<T>(_ expectedValue: T?, _ actual: T?) -> ExpectationMessage? {
    (T.self as? any SetMessageRouting.Type)?.setMessage(expectedValue.map { $0 }, actual.map { $0 })
}

/// Sets give their own `equal` message.
private protocol SetMessageRouting {
    static func setMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage
}

extension Set: SetMessageRouting {
    fileprivate static func setMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
        Deft.setMessage(expected as? Set, actual as? Set)
    }
}

/// The set as a list, in `<` order when the elements are `Comparable`, and
/// otherwise in the order of their rendered text, cut after
/// ``MessageDefaults/valueLimit`` characters: a large set of `Comparable`
/// elements gives its smallest ones without sorting the rest.
private func render<T>(_ set: Set<T>?) -> String {
    guard let set else { return "nil" }
    return ValueRenderer.render(set)
}

/// For sets of structured values: each missing element (up to three) and
/// the extra element closest to it, with how they differ. Sets of more than
/// ``LargeValueDiff/wholeCount`` missing or extra elements get none.
private func closestExtras<T>(_ missing: Set<T>, _ extra: Set<T>) -> [String] {
    guard !missing.isEmpty, !extra.isEmpty, missing.count <= LargeValueDiff.wholeCount,
        extra.count <= LargeValueDiff.wholeCount
    else { return [] }
    let extras = Array(extra).map { RenderedValue(reflecting: $0) }.sorted { $0.line() < $1.line() }
    let sought = Array(missing).map { RenderedValue(reflecting: $0) }.sorted { $0.line() < $1.line() }
    return sought.prefix(3).compactMap { item in
        closestElementHint(item, extras) { "extra <\(extras[$0].line(limit: 60))>" }
    }
}
