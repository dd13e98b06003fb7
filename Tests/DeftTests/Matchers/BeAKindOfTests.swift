import Deft
import Foundation
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

/// Stand-ins for a Foundation class cluster, which Linux does not have: a
/// public class, a private implementation class that presents itself as the
/// public one through `classForCoder`, as `__NSCFString` and `__NSArrayI`
/// do, and a public subclass that does the same.
class ClusterShape: NSObject {}
final class __ConcreteClusterShape: ClusterShape {
    override var classForCoder: AnyClass { ClusterShape.self }
}
final class PublicClusterCircle: ClusterShape {
    override var classForCoder: AnyClass { ClusterShape.self }
}

/// A stand-in for `__NSCFString`, one private class for mutable and
/// immutable values alike, a subclass of the mutable public class, which
/// presents itself through `classForCoder` as the one it holds.
class ClusterText: NSObject {}
class MutableClusterText: ClusterText {}
final class __ConcreteClusterText: MutableClusterText {
    let isMutable: Bool
    init(mutable: Bool) { isMutable = mutable }
    override var classForCoder: AnyClass { isMutable ? MutableClusterText.self : ClusterText.self }
}
/// A private class whose `classForCoder` names a class it is not a kind of.
final class __Unrelated: NSObject {
    override var classForCoder: AnyClass { ClusterShape.self }
}

struct ClassClusterInstanceTests {
    @Test func aSharedPrivateClassIsAnInstanceOfTheMutableOrImmutableClassItPresents() {
        #expect(failures { expect(__ConcreteClusterText(mutable: false)).to(beAnInstanceOf(ClusterText.self)) }.isEmpty)
        #expect(
            failures { expect(__ConcreteClusterText(mutable: false)).to(beAnInstanceOf(MutableClusterText.self)) } == [
                "expected to be an instance of MutableClusterText, got <ClusterText instance>"
            ])
        #expect(
            failures { expect(__ConcreteClusterText(mutable: true)).to(beAnInstanceOf(MutableClusterText.self)) }
                .isEmpty)
        #expect(
            failures { expect(__ConcreteClusterText(mutable: true)).to(beAnInstanceOf(ClusterText.self)) } == [
                "expected to be an instance of ClusterText, got <MutableClusterText instance>"
            ])
    }

    @Test func aMutableStringIsAnInstanceOfNSMutableStringOnly() {
        #expect(failures { expect(NSMutableString(string: "a")).to(beAnInstanceOf(NSMutableString.self)) }.isEmpty)
        #expect(failures { expect(NSMutableString(string: "a")).to(beAnInstanceOf(NSString.self)) }.count == 1)
    }

    @Test func aClassForCoderTheValueIsNotAKindOfIsIgnored() {
        #expect(
            failures { expect(__Unrelated()).to(beAnInstanceOf(ClusterShape.self)) } == [
                "expected to be an instance of ClusterShape, got <__Unrelated instance>"
            ])
    }

    @Test func aPrivateClusterClassIsAnInstanceOfItsPublicClass() {
        #expect(failures { expect(__ConcreteClusterShape()).to(beAnInstanceOf(ClusterShape.self)) }.isEmpty)
        #expect(failures { expect(__ConcreteClusterShape()).to(beAnInstanceOf(__ConcreteClusterShape.self)) }.isEmpty)
        #expect(failures { expect(NSString(string: "a")).to(beAnInstanceOf(NSString.self)) }.isEmpty)
        #expect(failures { expect(["a"] as NSArray).to(beAnInstanceOf(NSArray.self)) }.isEmpty)
    }

    @Test func theMessageNamesThePublicClass() {
        #expect(
            failures { expect(__ConcreteClusterShape() as NSObject).to(beAnInstanceOf(NSString.self)) } == [
                "expected to be an instance of NSString, got <ClusterShape instance>"
            ])
        #expect(
            failures { expect(__ConcreteClusterShape()).to(beAKindOf(NSString.self)) } == [
                "expected to be a kind of NSString, got <ClusterShape instance>"
            ])
    }

    @Test func aPublicSubclassIsStillNotAnInstanceOfItsSuperclass() {
        #expect(
            failures { expect(PublicClusterCircle()).to(beAnInstanceOf(ClusterShape.self)) } == [
                "expected to be an instance of ClusterShape, got <PublicClusterCircle instance>"
            ])
    }
}
