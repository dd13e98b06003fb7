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
        guard let actual = try expression.evaluate() else { return allPassNilResult() }
        for element in actual {
            let result = try elementMatcher.satisfies(
                Expression(outcome: .success(element), location: expression.location))
            if result.status != .matches { return allPassFailure(result, element, actual) }
        }
        return MatcherResult(status: .matches) { .expectedActualValueTo("all pass") }
    }
}

/// Matches a sequence whose every element matches the async `elementMatcher`.
///
/// ```swift
/// await expect { await store.items }.to(allPass(beStocked()))
/// // expected to all be stocked, but failed first at element <"pear"> in <["apple", "pear"]>
/// ```
public func allPass<S: Sequence>(_ elementMatcher: AsyncMatcher<S.Element>) -> AsyncMatcher<S> {
    AsyncMatcher { expression in
        guard let actual = try await expression.evaluate() else { return allPassNilResult() }
        for element in actual {
            let elementExpression = AsyncExpression(outcome: .success(element), location: expression.location)
            let result = try await elementMatcher.satisfies(elementExpression)
            if result.status != .matches { return allPassFailure(result, element, actual) }
        }
        return MatcherResult(status: .matches) { .expectedActualValueTo("all pass") }
    }
}

private func allPassNilResult() -> MatcherResult {
    MatcherResult(status: .fail) { ExpectationMessage.expectedActualValueTo("all pass").appendedBeNilHint() }
}

private func allPassFailure<Element, S>(_ result: MatcherResult, _ element: Element, _ actual: S) -> MatcherResult {
    MatcherResult(status: .doesNotMatch) {
        .expectedTo(
            "all \(expectationText(result.message)), but failed first at element <\(stringify(element))>"
                + " in <\(stringify(actual))>")
    }
}
