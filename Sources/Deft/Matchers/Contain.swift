/// Matches a sequence that contains every one of `items`.
///
/// ```swift
/// expect([1, 2]).to(contain(3))     // expected to contain <3>, got <[1, 2]>
/// expect([1, 2]).to(contain(1, 2))
/// ```
public func contain<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    containing(items, sequenceContains)
}

/// Matches a sequence that contains every element of `items`.
///
/// ```swift
/// expect(tags).to(contain(["swift", "linux"]))  // expected to contain <"swift", "linux">, got <["swift"]>
/// ```
@_disfavoredOverload
public func contain<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    containing(items, sequenceContains)
}

/// Whether `sequence` holds `item`: an array or other contiguous storage
/// is searched by index, which an unoptimized build runs several times
/// faster than `Sequence.contains`.
private func sequenceContains<S: Sequence>(_ sequence: S, _ item: S.Element) -> Bool where S.Element: Equatable {
    let found = sequence.withContiguousStorageIfAvailable { buffer in
        var index = 0
        while index < buffer.count {
            if buffer[index] == item { return true }
            index += 1
        }
        return false
    }
    return found ?? sequence.contains(item)
}

/// Matches a set that contains every one of `items`.
///
/// ```swift
/// expect(permissions).to(contain(.write))
/// // expected to contain <Permissions(rawValue: 2)>, got <Permissions(rawValue: 1)>
/// ```
@_disfavoredOverload
public func contain<S: SetAlgebra>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Matches a set that contains every element of `items`.
///
/// ```swift
/// expect(permissions).to(contain([.read, .write]))
/// // expected to contain <Permissions(rawValue: 1), Permissions(rawValue: 2)>, got <Permissions(rawValue: 1)>
/// ```
@_disfavoredOverload
public func contain<S: SetAlgebra>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    containing(items) { actual, item in actual.contains(item) }
}

/// Matches a set that contains every one of `items` (for types that are both
/// sequences and sets, such as `Set`).
///
/// ```swift
/// expect(Set([1, 2])).to(contain(3))  // expected to contain <3>, got <[1, 2]>
/// ```
@_disfavoredOverload
public func contain<S: Sequence & SetAlgebra>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Matches a set that contains every element of `items` (for `Set` and
/// other types that are both sequences and sets).
///
/// ```swift
/// expect(Set([1, 2])).to(contain([1, 3]))  // expected to contain <1, 3>, got <[1, 2]>
/// ```
@_disfavoredOverload
public func contain<S: Sequence & SetAlgebra>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    containing(items) { actual, item in actual.contains(item) }
}

/// Matches a string that contains every one of `substrings`.
///
/// ```swift
/// expect("seahorse").to(contain("whale"))  // expected to contain <"whale">, got <"seahorse">
/// ```
public func contain(_ substrings: String...) -> Matcher<String> {
    contain(substrings)
}

/// Matches a string that contains every element of `substrings`.
///
/// ```swift
/// expect(log).to(contain(["started", "stopped"]))  // expected to contain <"started", "stopped">, got <"started">
/// ```
@_disfavoredOverload
public func contain(_ substrings: [String]) -> Matcher<String> {
    // As in Nimble, an empty substring is in no string: `contain("")` never passes by checking nothing.
    containing(substrings) { actual, substring in !substring.isEmpty && actual.contains(substring) }
}

/// Matches a sequence with at least one element for which `predicate` is true.
///
/// ```swift
/// expect([1, 2]).to(containElementSatisfying({ $0 > 5 }, "greater than 5"))
/// // expected to find object in collection greater than 5
/// expect([1, 2]).to(containElementSatisfying { $0 > 5 })
/// // expected to find object in collection that satisfies matcher
/// ```
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) -> Bool, _ description: String = ""
) -> Matcher<S> {
    Matcher { expression in
        elementSatisfyingResult(MatcherStatus(try expression.evaluate()) { $0.contains(where: predicate) }, description)
    }
}

/// Matches a sequence with at least one element for which the async
/// `predicate` is true.
///
/// ```swift
/// await expect(ids).to(containElementSatisfying({ await store.contains($0) }, "that is stored"))
/// // expected to find object in collection that is stored
/// ```
public func containElementSatisfying<S: Sequence>(
    _ predicate: nonisolated(nonsending) @escaping (S.Element) async -> Bool, _ description: String = ""
) -> AsyncMatcher<S> {
    AsyncMatcher { expression in
        guard let actual = try await expression.evaluate() else { return elementSatisfyingResult(.fail, description) }
        var found = false
        for element in actual where await predicate(element) {
            found = true
            break
        }
        return elementSatisfyingResult(MatcherStatus(bool: found), description)
    }
}

/// The result of `containElementSatisfying`, whose message names what was
/// expected without the sequence, as in Nimble.
private func elementSatisfyingResult(_ status: MatcherStatus, _ description: String) -> MatcherResult {
    MatcherResult(status: status) {
        .expectedTo("find object in collection " + (description.isEmpty ? "that satisfies matcher" : description))
    }
}

/// The shared body of `contain`: every item must be in the actual value.
func containing<Actual, Item>(_ items: [Item], _ contains: @escaping (Actual, Item) -> Bool) -> Matcher<Actual> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let status = MatcherStatus(actual) { actual in
            items.allSatisfy { contains(actual, $0) }
        }
        return MatcherResult(status: status) { containMessage(items, actual, status, contains) }
    }
}

/// `expected to contain <items>, got <actual>`; when a sought struct, class
/// or enum value is missing from a sequence, the lines below name the
/// closest element (fewest differing leaves) and how it differs.
func containMessage<Actual, Item>(
    _ items: [Item], _ actual: Actual?, _ status: MatcherStatus, _ contains: (Actual, Item) -> Bool
) -> ExpectationMessage {
    let expectation = "contain <\(stringifyList(items))>"
    let plain = ExpectationMessage.expectedActualValueTo(expectation)
    guard status == .doesNotMatch, let actual, !(actual is String), let sequence = actual as? any Sequence else {
        return status == .fail ? plain.appendedBeNilHint() : plain
    }
    // Only a struct, class or enum value gets a closest element: check
    // what the others are before searching the sequence again. A value
    // too large to reflect whole (nil) is compared part by part.
    var sought: [(item: Item, rendered: RenderedValue?)] = []
    for item in items where sought.count < 3 {
        let rendered = RenderedValue(reflecting: item, nodeLimit: wholeValueNodes)
        if rendered?.isStructured ?? true, !contains(actual, item) { sought.append((item, rendered)) }
    }
    guard !sought.isEmpty else { return plain }
    let candidates = sequenceElements(sequence)
    // Elements too large, or beyond the nodes the search may read, take
    // no part in it.
    var nodesRead = 0
    let elements = candidates.map { element in
        let limit = min(wholeValueNodes, max(0, closestSearchNodes - nodesRead))
        return RenderedValue(reflecting: element, nodeLimit: limit, used: &nodesRead) ?? .elided
    }
    let hints = sought.compactMap { item, rendered in
        guard let rendered else { return largeClosestElementHint(item, candidates) { "element [\($0)]" } }
        return closestElementHint(rendered, elements) { "element [\($0)]" }
    }
    guard !hints.isEmpty else { return plain }
    let limit = ValueRenderer.firstLineLimit
    let shown = ValueRenderer.bounded(actual, limit: limit)
    return ExpectationMessage.expectedCustomValueTo(expectation, actual: "<\(shown)>")
        .appended(details: hints.joined(separator: "\n"))
}

/// The most nodes the closest-element search reflects in all.
private let closestSearchNodes = 20_000

/// The first 1,000 elements of a sequence, for the closest-element search.
private func sequenceElements<S: Sequence>(_ sequence: S) -> [Any] {
    sequence.prefix(1_000).map { $0 as Any }
}
