import Deft
import Testing

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
                "expected to not not equal <1>, got <nil>",  // two negations: a positive check, no hint
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
