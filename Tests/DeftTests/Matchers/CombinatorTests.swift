import Deft
import Testing

private struct User {
    var name: String
    var nickname: String?
}

private var isSmall: AsyncMatcher<Int> {
    AsyncMatcher { expression in
        let value = try await expression.evaluate() ?? 0
        return MatcherResult(bool: value < 3, message: .expectedActualValueTo("be small"))
    }
}

struct SatisfyAllOfTests {
    @Test func passesWhenEveryMatcherMatches() {
        #expect(
            failures {
                expect(2).to(satisfyAllOf(beGreaterThan(1), beLessThan(3)))
                expect(2).to(satisfyAllOf([beGreaterThan(1), beLessThan(3)]))
                expect(2).to(beGreaterThan(1) && beLessThan(3))
                expect(5).toNot(beGreaterThan(1) && beLessThan(3))
            }.isEmpty)
    }

    @Test func failureListsEveryMatcher() {
        #expect(
            failures {
                expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(3)))
                expect(2).toNot(beGreaterThan(1) && beLessThan(3))
                expect(nil as Int?).toNot(satisfyAllOf(equal(1), beLessThan(3)))
            } == [
                "expected to match all of: {be greater than <1>}, and {be less than <3>}, got <5>",
                "expected to not match all of: {be greater than <1>}, and {be less than <3>}, got <2>",
                "expected to not match all of: {equal <1>}, and {be less than <3>}, got <nil>" + nilHint,
            ])
    }

    @Test func asyncMatchersMix() async {
        let messages = await asyncFailures {
            await expect { 2 }.to(satisfyAllOf(beGreaterThan(1), isSmall))
            await expect { 5 }.to(satisfyAllOf([beGreaterThan(1), isSmall]))
        }
        #expect(messages == ["expected to match all of: {be greater than <1>}, and {be small}, got <5>"])
    }
}

struct SatisfyAnyOfTests {
    @Test func passesWhenOneMatcherMatches() {
        #expect(
            failures {
                expect(2).to(satisfyAnyOf(equal(1), equal(2)))
                expect(2).to(satisfyAnyOf([equal(1), equal(2)]))
                expect(1).to(equal(1) || equal(2))
                expect(nil as Int?).to(beNil() || equal(2))
                expect(5).toNot(equal(1) || equal(2))
            }.isEmpty)
    }

    @Test func failureListsEveryMatcher() {
        #expect(
            failures {
                expect(5).to(satisfyAnyOf(equal(1), equal(2)))
                expect(2).toNot(equal(1) || equal(2))
                expect(nil as Int?).toNot(equal(1) || equal(2))
            } == [
                "expected to match one of: {equal <1>}, or {equal <2>}, got <5>",
                "expected to not match one of: {equal <1>}, or {equal <2>}, got <2>",
                "expected to not match one of: {equal <1>}, or {equal <2>}, got <nil>" + nilHint,
            ])
    }

    @Test func asyncMatchersMix() async {
        let messages = await asyncFailures {
            await expect { 1 }.to(satisfyAnyOf(equal(7), isSmall))
            await expect { 5 }.to(satisfyAnyOf([equal(7), isSmall]))
        }
        #expect(messages == ["expected to match one of: {equal <7>}, or {be small}, got <5>"])
    }
}

struct NotTests {
    @Test func invertsTheMatcher() {
        #expect(
            failures {
                expect(1).to(not(equal(2)))
                expect(1).toNot(not(equal(1)))
                expect(1).to(not(equal(1)))
                expect(2).toNot(not(equal(1)))
                expect(nil as Int?).to(not(equal(1)))
                expect(nil as Int?).toNot(not(equal(1)))
            } == [
                "expected to not equal <1>, got <1>",
                "expected to not not equal <1>, got <2>",
                "expected to not equal <1>, got <nil>" + nilHint,
                "expected to not not equal <1>, got <nil>" + nilHint,
            ])
    }

    @Test func invertsAnAsyncMatcher() async {
        let messages = await asyncFailures {
            await expect { 5 }.to(not(isSmall))
            await expect { 1 }.to(not(isSmall))
        }
        #expect(messages == ["expected to not be small, got <1>"])
    }
}

struct MapTests {
    private let ada = User(name: "Ada", nickname: nil)

    @Test func passesWhenTheMappedValueMatches() {
        #expect(
            failures {
                expect(ada).to(map(\.name, equal("Ada")))
                expect(ada).to(map({ $0.name.count }, beLessThan(5)))
                expect(ada).to(map(\.nickname, beNil()))
                expect(ada).toNot(map(\.name, equal("Bob")))
                expect("12").to(compactMap({ Int($0) }, equal(12)))
            }.isEmpty)
    }

    @Test func failureShowsTheMappedValue() {
        #expect(
            failures {
                expect(ada).to(map(\.name, equal("Bob")))
                expect(ada).toNot(map({ $0.name.count }, beLessThan(5)))
                expect(ada).toNot(map(\.nickname, beNil()))
                expect(ada).to(map(\.nickname, equal("Ace")))
            } == [
                "expected to equal <\"Bob\">, got <\"Ada\">",
                "expected to not be less than <5>, got <3>",
                "expected to not be nil, got <nil>",
                "expected to equal <\"Ace\">, got <nil>" + nilHint,
            ])
    }

    @Test func nilValueReachesTheMatcher() {
        #expect(
            failures {
                expect(nil as User?).to(map(\.name, beNil()))
                expect(nil as User?).toNot(map(\.name, equal("Ada")))
            } == ["expected to not equal <\"Ada\">, got <nil>" + nilHint])
    }

    @Test func compactMapFailsOnNil() {
        #expect(
            failures {
                expect("12").to(compactMap({ Int($0) }, beGreaterThan(20)))
                expect("x").toNot(compactMap({ Int($0) }, beGreaterThan(20)))
                expect(nil as String?).to(compactMap({ Int($0) }, beGreaterThan(20)))
            } == [
                "expected to be greater than <20>, got <12>",
                "expected to not map String to a non-nil Int, got <nil>",
                "expected to map String to Int, got <nil>" + nilHint,
            ])
    }

    @Test func asyncTransform() async {
        let messages = await asyncFailures {
            await expect { 2 }.to(map({ value async in value * 2 }, isSmall))
            await expect { 1 }.to(map({ value async in value * 2 }, isSmall))
        }
        #expect(messages == ["expected to be small, got <4>"])
    }
}
