import Deft
import Testing

/// An amount kept as cents in storage named as a library names what is not
/// public, shown by a custom mirror of no display style and no description.
struct MirroredAmount: Equatable, CustomReflectable {
    var _cents: Int
    var _currency = "EUR"
    var customMirror: Mirror {
        Mirror(self, children: ["amount": "\(_cents / 100).\(_cents % 100)", "currency": _currency])
    }
}

/// Memory at an address, as a buffer's storage holds it.
private final class Block {
    let bytes = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    deinit { bytes.deallocate() }
}

/// A buffer over raw memory whose custom mirror shows what it holds, not
/// its storage.
private struct MirroredBuffer: Equatable, CustomReflectable {
    var _block = Block()
    var _readerIndex = 0
    var contents: [UInt8]
    var customMirror: Mirror { Mirror(self, children: ["readable": contents], displayStyle: .struct) }
    static func == (lhs: MirroredBuffer, rhs: MirroredBuffer) -> Bool { lhs.contents == rhs.contents }
}

/// A type with a description and a custom mirror of no display style.
private struct Invoice: Equatable, CustomReflectable, CustomStringConvertible {
    var _number: Int
    var _totalCents: Int
    var description: String { "Invoice #\(_number) of the spring quarter, total \(_totalCents) cents" }
    var customMirror: Mirror { Mirror(self, children: ["number": _number, "total": _totalCents]) }
}

/// A node of a list whose custom mirror shows the next node.
final class MirroredNode: Equatable, CustomReflectable {
    var value: Int
    var next: MirroredNode?
    init(_ value: Int) { self.value = value }
    var customMirror: Mirror { Mirror(self, children: ["value": value, "next": next as Any]) }
    static func == (lhs: MirroredNode, rhs: MirroredNode) -> Bool { lhs.value == rhs.value }
}

/// Exact text of diffs of `CustomReflectable` values: the custom mirror's
/// children are what a diff compares, never the stored properties behind
/// them, and on the first line the value prints as Swift (and Nimble) print it.
struct CustomMirrorDiffTests {
    @Test func aCustomMirrorOfNoDisplayStyleIsComparedByItsChildren() {
        #expect(
            failures { expect(MirroredAmount(_cents: 1250)) == MirroredAmount(_cents: 1205) } == [
                "expected to equal <DeftTests.MirroredAmount>, got <DeftTests.MirroredAmount>\n"
                    + "Difference (- expected, + actual):\n"
                    + "at .amount:\n"
                    + #"- "12.5""# + "\n"
                    + #"+ "12.50""#
            ])
        #expect(
            failures { expect([MirroredAmount(_cents: 1250)]) == [MirroredAmount(_cents: 1205)] }.first?
                .split(separator: "\n").dropFirst() == [
                    "Difference (- expected, + actual):", "at [0].amount:", #"- "12.5""#, #"+ "12.50""#,
                ])
    }

    @Test func aCustomMirrorHidesStorageAndAddresses() {
        let expected = MirroredBuffer(contents: Array(0..<24))
        var changed = Array(0..<24) as [UInt8]
        changed[20] = 99
        #expect(
            failures { expect(MirroredBuffer(contents: changed)) == expected }.first?.split(separator: "\n")
                .dropFirst() == [
                    "Difference (- expected, + actual):",
                    "at .readable[20]:",
                    "  … 18 unchanged elements",
                    "  [18] 18",
                    "  [19] 19",
                    "- [20] 20",
                    "+ [20] 99",
                    "  [21] 21",
                    "  [22] 22",
                    "  … 1 unchanged element",
                ])
    }

    @Test func aCustomMirrorWithADescriptionIsComparedByItsChildren() {
        #expect(
            failures { expect(Invoice(_number: 7, _totalCents: 1250)) == Invoice(_number: 7, _totalCents: 1205) }
                == [
                    "expected to equal <Invoice #7 of the spring quarter, total 1205 cents>, "
                        + "got <Invoice #7 of the spring quarter, total 1250 cents>\n"
                        + "Difference (- expected, + actual):\n"
                        + "at .total:\n"
                        + "- 1205\n"
                        + "+ 1250"
                ])
    }

    @Test func aCycleThroughACustomMirrorStops() {
        let node = MirroredNode(1)
        node.next = node
        #expect(
            failures { expect(node) == MirroredNode(2) } == [
                "expected to equal <DeftTests.MirroredNode>, got <DeftTests.MirroredNode>\n"
                    + "Differences (- expected, + actual):\n"
                    + "at .value:\n"
                    + "- 2\n"
                    + "+ 1\n"
                    + "at .next:\n"
                    + "- nil\n"
                    + "+ <cycle: MirroredNode>"
            ])
    }

    @Test func aPlatformTypesDescriptionStaysItsValue() {
        #expect(failures { expect(0..<3) == 0..<4 } == ["expected to equal <Range(0..<4)>, got <Range(0..<3)>"])
    }
}
