import Deft
import Testing

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
                "expected to match one of: {equal <1>}, or {equal <2>}, got 5",
                "expected to not match one of: {equal <1>}, or {equal <2>}, got 2",
                "expected to not match one of: {equal <1>}, or {equal <2>}, got <nil>" + nilHint,
            ])
    }

    @Test func asyncMatchersMix() async {
        let messages = await asyncFailures {
            await expect { 1 }.to(satisfyAnyOf(equal(7), isSmall))
            await expect { 5 }.to(satisfyAnyOf([equal(7), isSmall]))
        }
        #expect(messages == ["expected to match one of: {equal <7>}, or {be small}, got 5"])
    }
}
