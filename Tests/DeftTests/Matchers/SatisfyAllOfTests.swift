import Deft
import Testing

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
                "expected to match all of: {be greater than <1>}, and {be less than <3>}, got 5",
                "expected to not match all of: {be greater than <1>}, and {be less than <3>}, got 2",
                "expected to not match all of: {equal <1>}, and {be less than <3>}, got <nil>" + nilHint,
            ])
    }

    @Test func asyncMatchersMix() async {
        let messages = await asyncFailures {
            await expect { 2 }.to(satisfyAllOf(beGreaterThan(1), isSmall))
            await expect { 5 }.to(satisfyAllOf([beGreaterThan(1), isSmall]))
        }
        #expect(messages == ["expected to match all of: {be greater than <1>}, and {be small}, got 5"])
    }
}
