import Deft
import Testing

struct BeTruthyTests {
    @Test func numbersAreTruthyUnlessZero() {
        #expect(failures { expect(1).to(beTruthy()) } == [])
        #expect(failures { expect(0).to(beTruthy()) } == ["expected to be truthy, got <0>"])
        #expect(failures { expect(0.0).to(beFalsy()) } == [])
        #expect(failures { expect(2.5).to(beFalsy()) } == ["expected to be falsy, got <2.5>"])
        #expect(failures { expect(UInt8(0)).toNot(beTruthy()) } == [])
    }

    @Test func nilIsFalsyAndBooleansAreThemselves() {
        #expect(failures { expect(nil as Int?).to(beFalsy()) } == [])
        #expect(failures { expect(nil as Bool?).to(beTruthy()) } == ["expected to be truthy, got <nil>"])
        #expect(failures { expect(true).to(beTruthy()) } == [])
        #expect(failures { expect(false).to(beTruthy()) } == ["expected to be truthy, got <false>"])
    }

    /// A type that is `ExpressibleByBooleanLiteral & Equatable` is truthy
    /// unless it equals its own `false` literal, as in Nimble.
    @Test func booleanLiteralTypesAreTruthyUnlessFalse() {
        enum Switch: ExpressibleByBooleanLiteral, Equatable {
            case on, off
            init(booleanLiteral value: Bool) { self = value ? .on : .off }
        }
        #expect(failures { expect(Switch.on).to(beTruthy()) } == [])
        #expect(failures { expect(Switch.off).to(beFalsy()) } == [])
        #expect(failures { expect(Switch.off).to(beTruthy()) } == ["expected to be truthy, got <off>"])
    }
}
