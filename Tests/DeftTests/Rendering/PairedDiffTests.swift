import Foundation
import Testing

@testable import Deft

private struct Table: Equatable {
    var name: String
    var rows: [Int]
}

private struct Outer: Equatable {
    var id: Int
    var table: Table
}

private enum Payload: Equatable {
    case empty
    case rows([Int])
}

/// Hashable but not Comparable.
private struct Tag: Hashable {
    var name: String
    var code: Int
}

/// Not Equatable: its parts are compared by reflection.
private struct Labelled {
    var label: String
    var rows: [Int]
}

/// A node of a tree whose children point back to it: the graph has cycles.
private final class Node: Equatable {
    let value: Int
    var children: [Node]
    weak var parent: Node?

    init(value: Int, children: [Node] = []) {
        self.value = value
        self.children = children
        for child in children { child.parent = self }
    }

    static func == (lhs: Node, rhs: Node) -> Bool {
        lhs === rhs || (lhs.value == rhs.value && lhs.children == rhs.children)
    }

    /// A tree of `count` nodes, numbered depth first, ten children a node;
    /// the node numbered `changed` holds -1.
    static func tree(_ count: Int, changed: Int? = .none) -> Node {
        var next = 0
        func build(_ size: Int) -> Node {
            let value = next == changed ? -1 : next
            next += 1
            var children: [Node] = []
            var left = size - 1
            let share = max(1, left / 10)
            while left > 0 {
                children.append(build(min(share, left)))
                left -= min(share, left)
            }
            return Node(value: value, children: children)
        }
        return build(count)
    }
}

private let million = MillionElements.original
private let millionChanged = MillionElements.changed
private let listing = MillionElements.listing

/// A failure costs what its message shows whatever the shape of the value:
/// the message stays within 4 KB and still names the difference.
struct PairedDiffTests {
    @Test func aStructHoldingALargeArrayNamesTheChangedElement() {
        let message = boundedFailure {
            expect(Table(name: "t", rows: millionChanged)).to(equal(Table(name: "t", rows: million)))
        }
        let shown = (0...26).map(String.init).joined(separator: ", ")
        let value = "Table(name: \"t\", rows: [\(shown), … 999,973 more])"
        #expect(
            message == """
                expected to equal <\(value)>, got <\(value)>
                Difference (- expected, + actual):
                at .rows[500000]:
                \(listing)
                """)
    }

    @Test func nestedTwoDeepEnumPayloadsOptionalsAndTuplesNameTheChangedElement() {
        let deep = boundedFailure {
            expect(Outer(id: 1, table: Table(name: "t", rows: millionChanged)))
                .to(equal(Outer(id: 1, table: Table(name: "t", rows: million))))
        }
        #expect(deep.hasSuffix("at .table.rows[500000]:\n\(listing)"))
        let payload = boundedFailure { expect(Payload.rows(millionChanged)).to(equal(Payload.rows(million))) }
        #expect(payload.hasSuffix("at .rows[500000]:\n\(listing)"))
        let optional = boundedFailure {
            expect(Optional(Table(name: "t", rows: millionChanged))).to(equal(Table(name: "t", rows: million)))
        }
        #expect(optional.hasSuffix("at .rows[500000]:\n\(listing)"))
        let tuple = boundedFailure { expect((1, millionChanged)).to(equal((1, million))) }
        #expect(tuple.hasSuffix("at .1[500000]:\n\(listing)"))
    }

    @Test func contiguousArraysSlicesAndDataAreComparedByTheirElements() {
        let contiguous = boundedFailure {
            expect(ContiguousArray(millionChanged)).to(equal(ContiguousArray(million)))
        }
        #expect(contiguous.hasSuffix("at [500000]:\n\(listing)"))
        let slice = boundedFailure { expect(millionChanged[...]).to(equal(million[...])) }
        #expect(slice.hasSuffix("at [500000]:\n\(listing)"))
        let data = Data(repeating: 7, count: 1_000_000)
        var changed = data
        changed[500_000] = 8
        let message = boundedFailure { expect(changed).to(equal(data)) }
        #expect(message.hasPrefix("expected to equal <1000000 bytes>, got <1000000 bytes>\n"))
        #expect(message.contains("at [500000]:\n"))
        #expect(message.contains("- [500000] 7\n+ [500000] 8\n"))
    }

    @Test func setsAndDictionariesOfUnorderedValuesAreDiffedByHash() {
        let tags = Set((0..<20_000).map { Tag(name: "tag\($0)", code: $0) })
        var removed = tags
        removed.remove(Tag(name: "tag500", code: 500))
        #expect(
            boundedFailure { expect(removed).to(equal(tags)) }
                == "expected to equal <[… 20,000 more]>, got <[… 19,999 more]>, "
                + "missing <[Tag(name: \"tag500\", code: 500)]>")
        let byTag = Dictionary(uniqueKeysWithValues: tags.map { ($0, $0.code) })
        var changed = byTag
        changed[Tag(name: "tag500", code: 500)] = -1
        #expect(
            boundedFailure { expect(changed).to(equal(byTag)) } == """
                expected to equal <[… 20,000 more]>, got <[… 20,000 more]>
                Difference (- expected, + actual):
                at [Tag(name: "tag500", code: 500)]:
                - Tag(name: "tag500", code: 500): 500
                + Tag(name: "tag500", code: 500): -1
                  … 19,999 unchanged entries
                """)
    }

    @Test func aNestedSetIsDiffedByHash() {
        struct Holder: Equatable {
            var tags: Set<Tag>
        }
        let tags = Set((0..<5_000).map { Tag(name: "tag\($0)", code: $0) })
        var changed = tags
        changed.remove(Tag(name: "tag7", code: 7))
        changed.insert(Tag(name: "new", code: -1))
        let message = boundedFailure { expect(Holder(tags: changed)).to(equal(Holder(tags: tags))) }
        #expect(
            message.hasSuffix(
                """
                Difference (- expected, + actual):
                at .tags:
                - Tag(name: "tag7", code: 7)
                + Tag(name: "new", code: -1)
                  … 4,999 unchanged elements
                """))
    }

    @Test func aDictionaryOfArraysNamesTheChangedElement() {
        let columns = Dictionary(uniqueKeysWithValues: (0..<300).map { ("c\($0)", Array(0..<1_000)) })
        var changed = columns
        changed["c7", default: []][500] = -1
        let message = boundedFailure { expect(changed).to(equal(columns)) }
        #expect(message.contains("\nat [\"c7\"][500]:\n"))
        #expect(message.contains("- [500] 500\n+ [500] -1\n"))
    }

    @Test func aClassGraphWithCyclesNamesTheChangedLeaf() {
        let tree = Node.tree(20_000)
        let changed = Node.tree(20_000, changed: 7_777)
        let message = boundedFailure { expect(changed).to(equal(tree)) }
        #expect(message.hasSuffix(".value:\n- 7777\n+ -1"))
        #expect(message.contains("\nat .children[3]."))
        let first =
            "Node(value: 0, children: [Node(value: 1, children: [Node(value: 2, children: "
            + "[Node(value: 3, children: [Node(value: 4, children: [], …), … 17 more]), … 10 more]), … 10 more]), … 10 more])"
        #expect(
            message == """
                expected to equal <\(first)>, got <\(first)>
                Difference (- expected, + actual):
                at .children[3].children[8].children[9].children[13].value:
                - 7777
                + -1
                """)
    }

    @Test func theDiffAsksEachElementsEqualityOnce() {
        // 2,000 elements, the 1,001st changed: `==` reads 1,001 of them for
        // the verdict; the diff reads the same 1,001 to find the change,
        // then the 999 after it, and never the changed pair again.
        struct Counted: Equatable {
            var value: Int
            let calls: LockedBox<Int>
            static func == (lhs: Counted, rhs: Counted) -> Bool {
                lhs.calls.withLock { $0 += 1 }
                return lhs.value == rhs.value
            }
        }
        struct Holder: Equatable {
            var rows: [Counted]
        }
        let calls = LockedBox(0)
        let rows = (0..<2_000).map { Counted(value: $0, calls: calls) }
        var changed = rows
        changed[1_000].value = -1
        let message = boundedFailure { expect(Holder(rows: changed)).to(equal(Holder(rows: rows))) }
        #expect(message.hasSuffix("at .rows[1000].value:\n- 1000\n+ -1"))
        #expect(calls.value == 1_001 + 1_001 + 999)
    }

    @Test func aSmallArrayOfLargeElementsAsksTheChangedPairOnceToFindIt() {
        // Ten blocks of 400 cells, too many nodes to show whole; block 6
        // changed. `==` reads 7 blocks for the verdict; the diff reads the
        // same 7 to find the change, then the 3 after it, and does not ask
        // the changed pair again before comparing its parts.
        struct Block: Equatable {
            var id: Int
            var cells: [Int]
            let calls: LockedBox<Int>
            static func == (lhs: Block, rhs: Block) -> Bool {
                lhs.calls.withLock { $0 += 1 }
                return lhs.id == rhs.id && lhs.cells == rhs.cells
            }
        }
        struct Sheet: Equatable {
            var blocks: [Block]
        }
        let calls = LockedBox(0)
        let blocks = (0..<10).map { Block(id: $0, cells: Array(0..<400), calls: calls) }
        var changed = blocks
        changed[6].cells[7] = -1
        let message = boundedFailure { expect(Sheet(blocks: changed)).to(equal(Sheet(blocks: blocks))) }
        #expect(message.contains("\nat .blocks[6].cells[7]:\n"))
        #expect(message.contains("\n- [7] 7\n+ [7] -1\n"))
        #expect(calls.value == 7 + 7 + 3)
    }

    @Test func partsThatAreNotEquatableAreComparedByReflection() {
        struct Holder: Equatable {
            var labelled: Labelled
            static func == (lhs: Holder, rhs: Holder) -> Bool { lhs.labelled.rows == rhs.labelled.rows }
        }
        let message = boundedFailure {
            expect(Holder(labelled: Labelled(label: "a", rows: millionChanged)))
                .to(equal(Holder(labelled: Labelled(label: "a", rows: million))))
        }
        #expect(message.hasSuffix("at .labelled.rows[500000]:\n\(listing)"))
    }

    @Test func containAllPassAndBeginWithOnSuchValuesStayBounded() {
        let tables = [Table(name: "t", rows: million)]
        let changed = Table(name: "t", rows: millionChanged)
        let missing = boundedFailure { expect(tables).to(contain(changed)) }
        #expect(missing.contains("is element [0], which differs (- expected, + actual):\nat .rows[500000]:\n"))
        #expect(missing.contains("- [500000] -1\n+ [500000] 500000\n"))
        _ = boundedFailure { expect(tables).to(allPass { $0.rows.count < 5 }) }
        _ = boundedFailure { expect(tables).to(beginWith(changed)) }
    }

    @Test func aWalkThatRunsOutOfBudgetSaysWhatItLeftUncompared() {
        // 3,000 changed rows that are not Equatable: each is visited, and
        // the walk stops at its limit.
        let rows = (0..<3_000).map { Labelled(label: "r\($0)", rows: [$0]) }
        let changed = rows.map { Labelled(label: $0.label, rows: [-1]) }
        guard let text = PairedDiff.text(expected: rows, actual: changed) else {
            Issue.record("no diff")
            return
        }
        #expect(text.utf8.count <= 4_096)
        #expect(text.hasPrefix("Differences (- expected, + actual):\nat [0].rows[0]:\n"))
        #expect(
            text.hasSuffix("\n… 1 more differences\n… the diff stopped at its budget: 2,991 more parts not compared"))
    }

    @Test func reflectionUnderABudgetStopsAtItsNodeLimit() {
        let tree = Node.tree(20_000)
        let line = RenderedValue(reflecting: tree, budget: 60).line(limit: 60)
        #expect(line.utf8.count < 200)
        #expect(line.hasPrefix("Node(value: 0, children: [Node(value: 1, "))
        #expect(RenderedValue(reflecting: Array(0..<5_000), nodeLimit: 100_000) == nil)
        #expect(RenderedValue(reflecting: Array(0..<10), nodeLimit: 100) == RenderedValue(reflecting: Array(0..<10)))
    }
}
