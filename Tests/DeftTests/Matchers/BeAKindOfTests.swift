import Deft
import Testing

private protocol Shape {}
private class Rectangle: Shape {}
private final class Square: Rectangle {}

struct BeAKindOfTests {
    private let number: Any = 3
    private let shape: any Shape = Square()

    @Test func passesForTheTypeAndItsSupertypes() {
        #expect(failures { expect(number).to(beAKindOf(Int.self)) }.isEmpty)
        #expect(failures { expect(shape).to(beAKindOf(Rectangle.self)) }.isEmpty)
        #expect(failures { expect(Square()).to(beAKindOf((any Shape).self)) }.isEmpty)
        #expect(failures { expect(number).toNot(beAKindOf(String.self)) }.isEmpty)
    }

    @Test func failureNamesTheRunTimeType() {
        #expect(
            failures { expect(number).to(beAKindOf(String.self)) } == [
                "expected to be a kind of String, got <Int instance>"
            ])
        #expect(
            failures { expect(shape).to(beAKindOf(Int.self)) } == [
                "expected to be a kind of Int, got <Square instance>"
            ])
    }

    @Test func negationFails() {
        #expect(
            failures { expect(shape).toNot(beAKindOf(Rectangle.self)) } == [
                "expected to not be a kind of Rectangle, got <Square instance>"
            ])
    }

    @Test func nilFailsEvenWhenNegated() {
        let none: Any? = nil
        #expect(
            failures { expect(none).toNot(beAKindOf(Int.self)) } == [
                "expected to not be a kind of Int, got <nil> (use beNil() to match nils)"
            ])
    }
}

struct BeAnInstanceOfTests {
    private let shape: any Shape = Square()

    @Test func passesForTheExactType() {
        #expect(failures { expect(shape).to(beAnInstanceOf(Square.self)) }.isEmpty)
        #expect(failures { expect(shape).toNot(beAnInstanceOf(Rectangle.self)) }.isEmpty)
        #expect(failures { expect(3 as Any).to(beAnInstanceOf(Int.self)) }.isEmpty)
    }

    @Test func failsForASupertypeNamingTheRunTimeType() {
        #expect(
            failures { expect(shape).to(beAnInstanceOf(Rectangle.self)) } == [
                "expected to be an instance of Rectangle, got <Square instance>"
            ])
    }

    @Test func negationFails() {
        #expect(
            failures { expect(shape).toNot(beAnInstanceOf(Square.self)) } == [
                "expected to not be an instance of Square, got <Square instance>"
            ])
    }

    @Test func nilFailsEvenWhenNegated() {
        let none: (any Shape)? = nil
        #expect(
            failures { expect(none).toNot(beAnInstanceOf(Square.self)) } == [
                "expected to not be an instance of Square, got <nil> (use beNil() to match nils)"
            ])
    }
}
