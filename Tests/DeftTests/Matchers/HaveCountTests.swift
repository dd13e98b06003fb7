import Deft
import Testing

struct HaveCountTests {
    @Test func passesForTheRightCount() {
        #expect(
            failures {
                expect([1, 2]).to(haveCount(2))
                expect("abc").to(haveCount(3))
                expect([1]).toNot(haveCount(2))
            }.isEmpty)
    }

    @Test func failureGivesCountThenContents() {
        #expect(
            failures {
                expect([1, 2, 3]).to(haveCount(2))
                expect(["a": 1]).toNot(haveCount(1))
                expect(nil as [Int]?).to(haveCount(0))
            } == [
                "expected to have Array<Int> with count 2, got 3\nActual Value: [1, 2, 3]",
                "expected to not have Dictionary<String, Int> with count 1, got 1\nActual Value: [\"a\": 1]",
                "expected to have Array<Int> with count 0, got <nil>" + nilHint,
            ])
    }
}
