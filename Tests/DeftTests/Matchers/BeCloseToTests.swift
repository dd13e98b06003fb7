import Deft
import Testing

struct BeCloseToTests {
    @Test func passesWithinTheDelta() {
        #expect(
            failures {
                expect(1.2).to(beCloseTo(1.0, within: 0.25))
                expect(1.00001).to(beCloseTo(1.0))
                expect(Float(2)).to(beCloseTo(2))
                expect([1.0, 2.00001]).to(beCloseTo([1.0, 2.0]))
                expect(1.5).toNot(beCloseTo(1.0, within: 0.1))
            }.isEmpty)
    }

    @Test func failureShowsValuesAtFullPrecision() {
        #expect(
            failures {
                expect(1.2).to(beCloseTo(1.0, within: 0.1))
                expect(1.00011).to(beCloseTo(1.0))
            } == [
                "expected to be close to <1.0> (within 0.1), got <1.2>",
                "expected to be close to <1.0> (within 0.0001), got <1.00011>",
            ])
    }

    @Test func arraysCompareElementWiseAndByCount() {
        #expect(
            failures {
                expect([1.0, 2.5]).to(beCloseTo([1.0, 2.0], within: 0.1))
                expect([1.0]).to(beCloseTo([1.0, 2.0]))
                expect([1.0]).toNot(beCloseTo([1.0]))
            } == [
                "expected to be close to <[1.0, 2.0]> (each within 0.1), got <[1.0, 2.5]>",
                "expected to be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0]>",
                "expected to not be close to <[1.0]> (each within 0.0001), got <[1.0]>",
            ])
    }

    @Test func negationAndNil() {
        #expect(
            failures {
                expect(1.0).toNot(beCloseTo(1.0))
                expect(nil as Double?).toNot(beCloseTo(1.0))
                expect(nil as [Double]?).to(beCloseTo([1.0]))
            } == [
                "expected to not be close to <1.0> (within 0.0001), got <1.0>",
                "expected to not be close to <1.0> (within 0.0001), got <nil>" + nilHint,
                "expected to be close to <[1.0]> (each within 0.0001), got <nil>" + nilHint,
            ])
    }
}
