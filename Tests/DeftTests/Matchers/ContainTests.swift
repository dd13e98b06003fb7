import Deft
import Testing

private struct Permissions: OptionSet {
    let rawValue: Int
    static let read = Permissions(rawValue: 1)
    static let write = Permissions(rawValue: 2)
}

struct ContainTests {
    @Test func passesWhenEveryItemIsPresent() {
        #expect(
            failures {
                expect([1, 2, 3]).to(contain(3))
                expect([1, 2, 3]).to(contain(1, 3))
                expect([1, 2, 3]).to(contain([2, 3]))
                expect(Set([1, 2])).to(contain(2))
                expect(Permissions.read).to(contain(.read))
                expect("seahorse").to(contain("horse", "sea"))
                expect("seahorse").to(contain(["sea"]))
                expect([1, 2]).toNot(contain(3))
                expect("seahorse").toNot(contain("whale"))
            }.isEmpty)
    }

    @Test func failureShowsTheItemsAndTheValue() {
        #expect(
            failures {
                expect([1, 2]).to(contain(3))
                expect([1, 2]).to(contain(1, 3))
                expect(Set([1, 2])).to(contain([3]))
                expect(Permissions.read).to(contain(.write))
                expect("seahorse").to(contain("whale"))
                expect("seahorse").to(contain(["sea", "whale"]))
            } == [
                "expected to contain <3>, got <[1, 2]>",
                "expected to contain <1, 3>, got <[1, 2]>",
                "expected to contain <3>, got <[1, 2]>",
                "expected to contain <Permissions(rawValue: 2)>, got <Permissions(rawValue: 1)>",
                "expected to contain <\"whale\">, got <\"seahorse\">",
                "expected to contain <\"sea\", \"whale\">, got <\"seahorse\">",
            ])
    }

    @Test func negationAndNil() {
        #expect(
            failures {
                expect([1, 2]).toNot(contain(2))
                expect("seahorse").toNot(contain("sea"))
                expect(nil as [Int]?).toNot(contain(1))
                expect(nil as String?).to(contain("a"))
            } == [
                "expected to not contain <2>, got <[1, 2]>",
                "expected to not contain <\"sea\">, got <\"seahorse\">",
                "expected to not contain <1>, got <nil>" + nilHint,
                "expected to contain <\"a\">, got <nil>" + nilHint,
            ])
    }
}
