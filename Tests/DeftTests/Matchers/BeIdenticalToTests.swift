import Deft
import Testing

private final class Box {}

private func hex(_ object: AnyObject) -> String {
    "<0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16) + ">"
}

struct BeIdenticalToTests {
    private let first = Box()
    private let second = Box()

    @Test func passesForTheSameObject() {
        #expect(failures { expect(first).to(beIdenticalTo(first)) }.isEmpty)
        #expect(failures { expect(first).to(be(first)) }.isEmpty)
        #expect(failures { expect(first).toNot(beIdenticalTo(second)) }.isEmpty)
        #expect(failures { expect(first as AnyObject).to(beIdenticalTo(first as AnyObject)) }.isEmpty)
    }

    @Test func failsWithBothAddresses() {
        #expect(
            failures { expect(first).to(beIdenticalTo(second)) } == [
                "expected to be identical to \(hex(second)), got \(hex(first))"
            ])
        #expect(
            failures { expect(first).to(be(second)) } == [
                "expected to be identical to \(hex(second)), got \(hex(first))"
            ])
    }

    @Test func negationFailsForTheSameObject() {
        #expect(
            failures { expect(first).toNot(be(first)) } == [
                "expected to not be identical to \(hex(first)), got \(hex(first))"
            ])
    }

    @Test func nilFailsEvenWhenNegated() {
        let none: Box? = nil
        #expect(
            failures { expect(none).toNot(beIdenticalTo(first)) } == [
                "expected to not be identical to \(hex(first)), got nil (use beNil() to match nils)"
            ])
        #expect(
            failures { expect(first).to(beIdenticalTo(none)) } == [
                "expected to be identical to nil, got \(hex(first))"
            ])
    }
}
