import Deft
import Testing

struct ComparisonTests {
    @Test func passingComparisonsRecordNoFailure() {
        #expect(
            failures {
                expect(2).to(beGreaterThan(1))
                expect(2).to(beGreaterThanOrEqualTo(2))
                expect(1).to(beLessThan(2))
                expect(2).to(beLessThanOrEqualTo(2))
                expect(1).toNot(beGreaterThan(1))
                expect("b").to(beGreaterThan("a"))
            }.isEmpty)
    }

    @Test func failuresNameTheRelation() {
        #expect(
            failures {
                expect(1).to(beGreaterThan(2))
                expect(1).to(beGreaterThanOrEqualTo(2))
                expect(3).to(beLessThan(2))
                expect(3).to(beLessThanOrEqualTo(2))
            } == [
                "expected to be greater than <2>, got <1>",
                "expected to be greater than or equal to <2>, got <1>",
                "expected to be less than <2>, got <3>",
                "expected to be less than or equal to <2>, got <3>",
            ])
    }

    @Test func negationFailsWhenTheRelationHolds() {
        #expect(
            failures { expect(3).toNot(beGreaterThan(2)) } == ["expected to not be greater than <2>, got <3>"])
    }

    @Test func nilValuesFailEvenNegated() {
        #expect(
            failures {
                expect(nil as Int?).to(beGreaterThan(1))
                expect(nil as Int?).toNot(beLessThan(1))
                expect(1).toNot(beLessThanOrEqualTo(nil))
            } == [
                "expected to be greater than <1>, got <nil>" + nilHint,
                "expected to not be less than <1>, got <nil>" + nilHint,
                "expected to not be less than or equal to <nil>, got <1>" + nilHint,
            ])
    }
}
