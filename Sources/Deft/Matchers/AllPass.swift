/// Matches a sequence whose every element makes `passFunc` return true.
///
/// ```swift
/// expect([1, 2, 3]).to(allPass { $0 < 3 })
/// // expected to all pass a condition, but failed first at element <3> in <[1, 2, 3]>
/// ```
public func allPass<S: Sequence>(_ passFunc: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass("pass a condition", passFunc)
}

/// Matches a sequence whose every element makes `passFunc` return true;
/// `passName` describes the condition in the failure message.
///
/// ```swift
/// expect([1, 2, 3]).to(allPass("be small") { $0 < 3 })
/// // expected to all be small, but failed first at element <3> in <[1, 2, 3]>
/// ```
public func allPass<S: Sequence>(_ passName: String, _ passFunc: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass(
        Matcher<S.Element>.simple(passName) { expression in
            try MatcherStatus(try expression.evaluate(), passFunc)
        })
}

/// Matches a sequence whose every element matches `elementMatcher`.
///
/// ```swift
/// expect([1, 2, 3]).to(allPass(beLessThan(3)))
/// // expected to all be less than <3>, but failed first at element <3> in <[1, 2, 3]>
/// ```
public func allPass<S: Sequence>(_ elementMatcher: Matcher<S.Element>) -> Matcher<S> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else { return AllPassFold.nilSequence }
        var fold = AllPassFold()
        for element in actual {
            let result = try elementMatcher.satisfies(
                Expression(outcome: .success(element), location: expression.location))
            if let failure = fold.add(result, element, actual) { return failure }
        }
        return fold.passed
    }
}

/// Matches a sequence whose every element matches the async `elementMatcher`.
///
/// ```swift
/// await expect(orders).to(allPass(beShipped()))
/// ```
public func allPass<S: Sequence>(_ elementMatcher: AsyncMatcher<S.Element>) -> AsyncMatcher<S> {
    AsyncMatcher { expression in
        guard let actual = try await expression.evaluate() else { return AllPassFold.nilSequence }
        var fold = AllPassFold()
        for element in actual {
            let elementExpression = AsyncExpression(outcome: .success(element), location: expression.location)
            if let failure = fold.add(try await elementMatcher.satisfies(elementExpression), element, actual) {
                return failure
            }
        }
        return fold.passed
    }
}

/// Matches a sequence whose every element makes the async `passFunc` return true.
///
/// ```swift
/// await expect(ids).to(allPass { await store.contains($0) })
/// // expected to all pass a condition, but failed first at element <3> in <[1, 2, 3]>
/// ```
public func allPass<S: Sequence>(
    _ passFunc: nonisolated(nonsending) @escaping (S.Element) async throws -> Bool
) -> AsyncMatcher<S> {
    allPass("pass a condition", passFunc)
}

/// Matches a sequence whose every element makes the async `passFunc` return
/// true; `passName` describes the condition in the failure message.
///
/// ```swift
/// await expect(ids).to(allPass("be stored") { await store.contains($0) })
/// // expected to all be stored, but failed first at element <3> in <[1, 2, 3]>
/// ```
public func allPass<S: Sequence>(
    _ passName: String, _ passFunc: nonisolated(nonsending) @escaping (S.Element) async throws -> Bool
) -> AsyncMatcher<S> {
    allPass(
        AsyncMatcher<S.Element>.simple(passName) { expression in
            guard let element = try await expression.evaluate() else { return .fail }
            return MatcherStatus(bool: try await passFunc(element))
        })
}

/// The element results of `allPass`, in order: it stops at the first element
/// that does not match, and otherwise names what every element did.
private struct AllPassFold {
    /// The last element's result, for the message of a sequence that passed.
    private var last: MatcherResult?

    /// `allPass` on no sequence at all.
    static var nilSequence: MatcherResult {
        MatcherResult(status: .fail) { ExpectationMessage.expectedTo("all pass").appendedBeNilHint() }
    }

    /// Takes one element's result; returns the failure if it did not match.
    mutating func add<Element, S>(_ result: MatcherResult, _ element: Element, _ actual: S) -> MatcherResult? {
        last = result
        guard result.status != .matches else { return nil }
        return MatcherResult(status: .doesNotMatch) {
            .expectedTo(
                "all \(expectationText(result.message)), but failed first at element <\(stringify(element))>"
                    + " in <\(stringify(actual))>")
        }
    }

    /// The result when every element matched: `all <what each did>`.
    var passed: MatcherResult {
        let last = self.last
        return MatcherResult(status: .matches) {
            .expectedTo("all " + (last.map { expectationText($0.message) } ?? "pass"))
        }
    }
}
