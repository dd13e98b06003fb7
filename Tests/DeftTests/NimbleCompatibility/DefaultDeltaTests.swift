import Deft
import Testing

/// Nimble's names for `beCloseTo`'s default tolerance.
struct DefaultDeltaTests {
    @Test func defaultDeltaIsTheDefaultTolerance() {
        #expect(DefaultDelta == 0.0001)
        let float: Float = defaultDelta()
        #expect(float == 0.0001)
        #expect(
            failures {
                expect(1.0 + DefaultDelta / 2).to(beCloseTo(1.0))
                expect(1.0 + DefaultDelta * 2).to(beCloseTo(1.0))
            } == ["expected to be close to <1.0> (within 0.0001), got <1.0002>"])
    }
}
