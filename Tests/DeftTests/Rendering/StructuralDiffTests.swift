import Deft
import Testing

private struct Item: Equatable {
    var name: String
    var price: Double
}

private struct Order: Equatable {
    var id: Int
    var customer: String
    var items: [Item]
    var notes: [String: String]
}

private enum Load: Equatable {
    case idle
    case loaded(items: [Item], page: Int)
}

private final class Account: Equatable {
    let owner: String
    let balance: Int
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }
    static func == (lhs: Account, rhs: Account) -> Bool { lhs.owner == rhs.owner && lhs.balance == rhs.balance }
}

private struct Tagged: Equatable, CustomStringConvertible {
    var id: Int
    var label: String
    var description: String { "Tagged #\(id)" }
}

private let order = Order(
    id: 7, customer: "Ada Lovelace",
    items: [Item(name: "pen", price: 1.5), Item(name: "ink", price: 4.25), Item(name: "paper", price: 3)],
    notes: ["gift": "no", "wrap": "yes"])

/// Exact text of the diffs `equal` adds below its first line.
struct StructuralDiffTests {
    @Test func scalarsKeepNimblesMessage() {
        #expect(failures { expect(1).to(equal(2)) } == ["expected to equal <2>, got <1>"])
        #expect(failures { expect("a").to(equal("b")) } == [#"expected to equal <"b">, got <"a">"#])
        #expect(failures { expect(1.5).to(equal(2.5)) } == ["expected to equal <2.5>, got <1.5>"])
        #expect(failures { expect(true) == false } == ["expected to equal <false>, got <true>"])
    }

    @Test func shortValuesTheEyeComparesGetNoDiff() {
        #expect(failures { expect([1, 2]).to(equal([1, 3])) } == ["expected to equal <[1, 3]>, got <[1, 2]>"])
        #expect(
            failures { expect(Item(name: "a", price: 1)).to(equal(Item(name: "a", price: 2))) } == [
                #"expected to equal <Item(name: "a", price: 2.0)>, got <Item(name: "a", price: 1.0)>"#
            ])
    }

    @Test func structFieldInsideAnArrayIsNamedByKeyPath() {
        var actual = order
        actual.items[1].price = 4.5
        #expect(
            failures { expect(actual).to(equal(order)) } == [
                #"expected to equal <Order(id: 7, customer: "Ada Lovelace", items: [Item(name: "pen", price: 1.5), "#
                    + #"Item(name: "ink", price: 4.25), Item(name: "paper", …)])>, got <Order(id: 7, customer: "#
                    + #""Ada Lovelace", items: [Item(name: "pen", price: 1.5), Item(name: "ink", price: 4.5), "#
                    + #"Item(name: "paper", …)])>"# + "\n"
                    + "Difference (- expected, + actual):\n"
                    + "at .items[1].price:\n"
                    + "- 4.25\n"
                    + "+ 4.5"
            ])
    }

    @Test func severalChangesEachGetTheirKeyPath() {
        var actual = order
        actual.customer = "Ada King"
        actual.items.remove(at: 0)
        actual.notes["gift"] = "yes"
        actual.notes["rush"] = "no"
        let messages = failures { expect(actual).to(equal(order)) }
        #expect(messages.count == 1)
        #expect(
            messages.first?.split(separator: "\n").dropFirst().joined(separator: "\n")
                == """
                Differences (- expected, + actual):
                at .customer:
                - "Ada Lovelace"
                + "Ada King"
                at .items[0]:
                - [0] Item(name: "pen", price: 1.5)
                  [1→0] Item(name: "ink", price: 4.25)
                  [2→1] Item(name: "paper", price: 3.0)
                at .notes:
                - "gift": "no"
                + "gift": "yes"
                + "rush": "no"
                  … 1 unchanged entry
                """)
    }

    @Test func dictionaryEntriesAreComparedByKey() {
        let expected = ["alpha": 1, "beta": 2, "gamma": 3, "delta": 4, "epsilon": 5]
        var actual = expected
        actual["beta"] = 20
        let messages = failures { expect(actual).to(equal(expected)) }
        #expect(
            messages == [
                #"expected to equal <["alpha": 1, "beta": 2, "delta": 4, "epsilon": 5, "gamma": 3]>, "#
                    + #"got <["alpha": 1, "beta": 20, "delta": 4, "epsilon": 5, "gamma": 3]>"# + "\n"
                    + "Difference (- expected, + actual):\n"
                    + #"at ["beta"]:"# + "\n"
                    + #"- "beta": 2"# + "\n"
                    + #"+ "beta": 20"# + "\n"
                    + "  … 4 unchanged entries"
            ])
    }

    @Test func setsListMissingAndExtraElements() {
        let expected: Set = ["alpha", "beta", "gamma", "delta", "epsilon"]
        let actual: Set = ["alpha", "beta", "gamma", "delta", "zeta"]
        #expect(
            failures { expect(["s": actual]).to(equal(["s": expected])) }.first?.split(separator: "\n")
                .dropFirst().joined(separator: "\n")
                    == """
                    Difference (- expected, + actual):
                    at ["s"]:
                    - "epsilon"
                    + "zeta"
                      … 4 unchanged elements
                    """)
    }

    @Test func enumPayloadsAreComparedInside() {
        let expected = Load.loaded(items: [Item(name: "pen", price: 1.5), Item(name: "ink", price: 4)], page: 3)
        let actual = Load.loaded(items: [Item(name: "pen", price: 1.5), Item(name: "ink", price: 4)], page: 2)
        #expect(
            failures { expect(actual).to(equal(expected)) }.first?.split(separator: "\n").dropFirst()
                .joined(separator: "\n")
                    == """
                    Difference (- expected, + actual):
                    at .loaded.page:
                    - 3
                    + 2
                    """)
    }

    @Test func differentEnumCasesShowOnTheFirstLineOnly() {
        #expect(
            failures { expect(Load.idle).to(equal(Load.loaded(items: [], page: 1))) } == [
                "expected to equal <loaded(items: [], page: 1)>, got <idle>"
            ])
    }

    @Test func classesAreComparedByTheirProperties() {
        let expected = [Account(owner: "Ada Lovelace", balance: 100), Account(owner: "Charles Babbage", balance: 5)]
        let actual = [Account(owner: "Ada Lovelace", balance: 100), Account(owner: "Charles Babbage", balance: 7)]
        #expect(
            failures { expect(actual).to(equal(expected)) }.first?.split(separator: "\n").dropFirst()
                .joined(separator: "\n")
                    == """
                    Difference (- expected, + actual):
                    at [1].balance:
                    - 5
                    + 7
                    """)
    }

    @Test func customDescriptionsStillDiffByProperty() {
        let expected = [Tagged(id: 1, label: "first"), Tagged(id: 2, label: "second"), Tagged(id: 3, label: "x")]
        var actual = expected
        actual[2].label = "y"
        #expect(
            failures { expect(actual).to(equal(expected)) } == [
                "expected to equal <[Tagged #1, Tagged #2, Tagged #3]>, got <[Tagged #1, Tagged #2, Tagged #3]>\n"
                    + "Difference (- expected, + actual):\n"
                    + "at [2].label:\n"
                    + #"- "x""# + "\n"
                    + #"+ "y""#
            ])
    }

    @Test func longOneLineStringsShowTheirFirstDifference() {
        let base = String(repeating: "abc", count: 60)
        let messages = failures { expect(base + "X" + base).to(equal(base + "Y" + base)) }
        #expect(
            messages.first?.split(separator: "\n").dropFirst().joined(separator: "\n")
                == """
                Difference (- expected, + actual):
                first difference at character 180:
                - "…abcabcabcabcabcabcabcabcabcabcYabcabcabcabcabcabcabcabcabcabc…"
                + "…abcabcabcabcabcabcabcabcabcabcXabcabcabcabcabcabcabcabcabcabc…"
                """)
    }

    @Test func invisibleChangesInLinesAreQuoted() {
        let messages = failures { expect("one\ntwo \nthree").to(equal("one\ntwo\nthree")) }
        #expect(
            messages == [
                #"expected to equal <"one\ntwo\nthree">, got <"one\ntwo \nthree">"# + "\n"
                    + "Difference (- expected, + actual):\n"
                    + "  one\n"
                    + "- two\n"
                    + #"+ "two ""# + "\n"
                    + "  three"
            ])
    }

    @Test func valuesThatRenderTheSameSaySo() {
        let expected = [Double.nan, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        #expect(
            failures { expect(expected.map { $0 }).to(equal(expected)) }.first?.split(separator: "\n").dropFirst()
                .joined(separator: "\n")
                == "No difference shows: the values render the same, but == says they are not equal.")
    }

    @Test func theOperatorFormShowsTheSameDiff() {
        var actual = order
        actual.items[1].price = 4.5
        #expect(failures { expect(actual) == order } == failures { expect(actual).to(equal(order)) })
    }

    @Test func negationNeverShowsADiff() {
        #expect(
            failures { expect(order).toNot(equal(order)) }.first?.contains("Difference") == false)
    }

    @Test func aNilSideKeepsTheHintWhereItHelps() {
        let none: Order? = nil
        #expect(failures { expect(none).to(equal(order)) }.first?.hasSuffix("got <nil>") == true)
        #expect(
            failures { expect(none).toNot(equal(order)) }.first?.hasSuffix("got <nil> (use beNil() to match nils)")
                == true)
        #expect(
            failures { expect(order).to(equal(none)) }.first?.hasSuffix(" (use beNil() to match nils)") == true)
    }
}
