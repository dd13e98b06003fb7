import Deft
import Testing

struct BeWithinTests {
    @Test func passesInsideTheRange() {
        #expect(
            failures {
                expect(2).to(beWithin(0..<3))
                expect(3).to(beWithin(0...3))
                expect(3).toNot(beWithin(0..<3))
            }.isEmpty)
    }

    @Test func failureShowsTheRange() {
        #expect(
            failures {
                expect(3).to(beWithin(0..<3))
                expect(4).to(beWithin(0...3))
                expect(1.5).toNot(beWithin(1.0...2.0))
                expect(nil as Int?).toNot(beWithin(0..<3))
            } == [
                "expected to be within range <(0..<3)>, got <3>",
                "expected to be within range <(0...3)>, got <4>",
                "expected to not be within range <(1.0...2.0)>, got <1.5>",
                "expected to not be within range <(0..<3)>, got <nil>" + nilHint,
            ])
    }
}
