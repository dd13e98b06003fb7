import Deft
import Testing

/// A matcher written for Nimble 9–12, with the `Predicate` names.
///
/// Deft deprecates those names, as Nimble does, and the test target builds
/// with warnings as errors. A use of a deprecated name inside a deprecated
/// declaration is not diagnosed, and neither is a deprecated default
/// implementation reached through its protocol's requirement. So the legacy
/// matchers live in a deprecated extension of `LegacyMatchers` and the tests
/// call them through the requirements.
private protocol LegacyMatchers {
    static func beEven() -> Matcher<Int>
    static func beOdd() -> Matcher<Int>
    static func beSmall() -> AsyncMatcher<Int>
}

@available(*, deprecated, message: "uses Nimble's deprecated Predicate names on purpose")
extension LegacyMatchers {
    static func beEven() -> Matcher<Int> {
        Deft.Predicate.simple("be even") { expression in
            PredicateStatus(bool: (try expression.evaluate() ?? 1).isMultiple(of: 2))
        }
    }

    static func beOdd() -> Matcher<Int> {
        Deft.Predicate { expression in
            let value = try expression.evaluate() ?? 0
            return PredicateResult(bool: !value.isMultiple(of: 2), message: .expectedActualValueTo("be odd"))
        }
    }

    static func beSmall() -> AsyncMatcher<Int> {
        AsyncPredicate.simple("be small") { expression in
            PredicateStatus(bool: (try await expression.evaluate() ?? 0) < 3)
        }
    }
}

private enum Legacy: LegacyMatchers {}

private func legacy<L: LegacyMatchers>(_: L.Type = L.self) -> (
    even: Matcher<Int>, odd: Matcher<Int>, small: AsyncMatcher<Int>
) {
    (L.beEven(), L.beOdd(), L.beSmall())
}

struct PredicateNamesTests {
    @Test func matchersBuiltWithThePredicateNamesWork() async {
        let matchers = legacy(Legacy.self)
        let messages = await asyncFailures {
            expect(2).to(matchers.even)
            expect(3).to(matchers.odd)
            await expect { 1 }.to(matchers.small)
            expect(3).to(matchers.even)
            expect(nil as Int?).to(matchers.even)
            expect(4).to(matchers.odd)
            await expect { 5 }.to(matchers.small)
        }
        #expect(
            messages == [
                "expected to be even, got <3>",
                "expected to be even, got <nil> (use beNil() to match nils)",
                "expected to be odd, got <4>",
                "expected to be small, got <5>",
            ])
    }
}
