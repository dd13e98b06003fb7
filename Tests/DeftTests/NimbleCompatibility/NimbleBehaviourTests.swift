import Deft
import Foundation
import Testing

/// Where Deft's behaviour follows Nimble's rather than its own earlier choice.
struct NimbleBehaviourTests {
    /// `beCloseTo` on one value passes only strictly within the delta, as in
    /// Nimble; on collections, each element may be exactly the delta away.
    @Test func beCloseToExcludesTheDeltaForOneValue() {
        #expect(
            failures {
                expect(1.5).to(beCloseTo(1.0, within: 0.5))
                expect(1.5).toNot(beCloseTo(1.0, within: 0.5))
                expect(NSNumber(value: 3)).to(beCloseTo(NSNumber(value: 2), within: 1))
                expect([1.5]).to(beCloseTo([1.0], within: 0.5))
                expect(Double.infinity).to(beCloseTo(.infinity))
                expect(2.0).to(beCloseTo(2.0, within: 0))
            } == [
                "expected to be close to <1.0> (within 0.5), got <1.5>",
                "expected to be close to <2> (within 1.0), got <3>",
            ])
    }

    /// A nil value in the expected dictionary matches no entry, as in Nimble:
    /// a missing key is not a nil value.
    @Test func equalOnADictionaryOfOptionalsKeepsItsNilValues() {
        let host: String? = "a"
        let port: String? = nil
        #expect(
            failures {
                expect(["host": "a"]).to(equal(["host": host]))
                expect(["host": "a"]).to(equal(["host": host, "port": port]))
                expect(["host": "a"]).toNot(equal(["host": host, "port": port]))
                expect(nil as [String: String]?).to(equal(["host": host, "port": port]))
                expect(["host": "b"]).to(equal(["host": host]))
            } == [
                #"expected to equal <["host": "a", "port": nil]>, got <["host": "a"]>"#,
                #"expected to equal <["host": "a", "port": nil]>, got <nil>"#,
                #"expected to equal <["host": "a"]>, got <["host": "b"]>"#,
            ])
    }
}
