import Deft
import Testing

private struct Item: Equatable {
    var name: String
    var price: Double
    var tags: [String] = []
}

private let cart = [
    Item(name: "pen", price: 1.5),
    Item(name: "ink", price: 4.25, tags: ["blue"]),
    Item(name: "paper", price: 3),
]

/// `contain` names the element closest to a missing struct and how it differs.
struct ContainClosestElementTests {
    @Test func namesTheClosestElementAndItsDifference() {
        let messages = failures { expect(cart).to(contain(Item(name: "ink", price: 4.5, tags: ["blue"]))) }
        #expect(
            messages == [
                #"expected to contain <Item(name: "ink", price: 4.5, tags: ["blue"])>, "#
                    + #"got <[Item(name: "pen", price: 1.5, tags: []), Item(name: "ink", price: 4.25, tags: "#
                    + #"["blue"]), Item(name: "paper", price: 3.0, …)]>"# + "\n"
                    + #"Closest to <Item(name: "ink", price: 4.5, tags: ["blue"])> is element [1], "#
                    + "which differs (- expected, + actual):\n"
                    + "at .price:\n"
                    + "- 4.5\n"
                    + "+ 4.25"
            ])
    }

    @Test func eachMissingItemGetsItsClosestElement() {
        let messages = failures {
            expect(cart).to(
                contain(Item(name: "pen", price: 1.5), Item(name: "pen", price: 2), Item(name: "papr", price: 3)))
        }
        #expect(messages.count == 1)
        #expect(
            messages.first?.split(separator: "\n").dropFirst().joined(separator: "\n")
                == """
                Closest to <Item(name: "pen", price: 2.0, tags: [])> is element [0], which differs (- expected, + actual):
                at .price:
                - 2.0
                + 1.5
                Closest to <Item(name: "papr", price: 3.0, tags: [])> is element [2], which differs (- expected, + actual):
                at .name:
                - "papr"
                + "paper"
                """)
    }

    @Test func nothingInCommonMeansNoHint() {
        #expect(
            failures { expect([Item(name: "a", price: 1)]).to(contain(Item(name: "b", price: 2, tags: ["t"]))) } == [
                #"expected to contain <Item(name: "b", price: 2.0, tags: ["t"])>, "#
                    + #"got <[Item(name: "a", price: 1.0, tags: [])]>"#
            ])
    }

    @Test func scalarsAndStringsKeepTheirMessage() {
        #expect(failures { expect([1, 2]).to(contain(3)) } == ["expected to contain <3>, got <[1, 2]>"])
        #expect(
            failures { expect("seahorse").to(contain("whale")) } == [
                #"expected to contain <"whale">, got <"seahorse">"#
            ])
    }

    @Test func negationShowsNoHint() {
        #expect(
            failures { expect([Item(name: "a", price: 1)]).toNot(contain(Item(name: "a", price: 1))) } == [
                #"expected to not contain <Item(name: "a", price: 1.0, tags: [])>, "#
                    + #"got <[Item(name: "a", price: 1.0, tags: [])]>"#
            ])
    }
}

/// `equal` on sets of structs pairs each missing element with its closest extra one.
struct EqualSetClosestElementTests {
    private struct Seat: Hashable {
        var row: Int
        var letter: String
    }

    @Test func missingElementsArePairedWithTheirClosestExtra() {
        let expected: Set = [Seat(row: 1, letter: "A"), Seat(row: 2, letter: "B")]
        let actual: Set = [Seat(row: 1, letter: "A"), Seat(row: 2, letter: "C")]
        #expect(
            failures { expect(actual).to(equal(expected)) }.first?.split(separator: "\n").dropFirst()
                .joined(separator: "\n")
                    == """
                    Closest to <Seat(row: 2, letter: "B")> is extra <Seat(row: 2, letter: "C")>, which differs (- expected, + actual):
                    at .letter:
                    - "B"
                    + "C"
                    """)
    }
}
