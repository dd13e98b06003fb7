import Testing

@testable import Deft

/// A collection of its own, its elements in the order it stores them; it
/// counts the elements read through its subscript.
private struct Column: RandomAccessCollection, Equatable {
    var values: [Int]
    let reads: LockedBox<Int>

    var startIndex: Int { values.startIndex }
    var endIndex: Int { values.endIndex }
    subscript(position: Int) -> Int {
        reads.withLock { $0 += 1 }
        return values[position]
    }

    static func == (lhs: Column, rhs: Column) -> Bool { lhs.values == rhs.values }
}

/// A collection that stores its elements in another order than it reads
/// them: `order` maps an element's offset to where it is stored.
private struct Shuffled: RandomAccessCollection, Equatable {
    var values: [Int]
    let order: @Sendable (Int, Int) -> Int

    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(position: Int) -> Int { values[order(position, values.count)] }

    static func == (lhs: Shuffled, rhs: Shuffled) -> Bool { lhs.values == rhs.values }
}

/// Rows that read as stored but for two, 300 and 1,500, swapped: off the
/// samples (every 7th of 2,000), so only the element the diff compares
/// tells the guess wrong.
private struct Log: RandomAccessCollection, Equatable {
    struct Row: Equatable {
        var id: Int
        var note: String
    }
    var rows: [Row]

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }
    subscript(position: Int) -> Row { rows[position == 300 ? 1_500 : position == 1_500 ? 300 : position] }
}

/// A collection whose mirror lists its elements, not its stored array.
private struct Listed: RandomAccessCollection, Equatable, CustomReflectable {
    var values: [Int]
    let reads: LockedBox<Int>

    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(position: Int) -> Int {
        reads.withLock { $0 += 1 }
        return values[position]
    }
    var customMirror: Mirror { Mirror(self, unlabeledChildren: self, displayStyle: .collection) }

    static func == (lhs: Listed, rhs: Listed) -> Bool { lhs.values == rhs.values }
}

/// A collection that gives its storage, kept where `Mirror` does not find
/// an array; `reversed`, it gives it in the wrong order.
private struct Stored: RandomAccessCollection, Equatable {
    final class Box: Equatable {
        let values: [Int]
        init(_ values: [Int]) { self.values = values }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.values == rhs.values }
    }
    var box: Box
    var reversed = false

    var startIndex: Int { 0 }
    var endIndex: Int { box.values.count }
    subscript(position: Int) -> Int { box.values[reversed ? box.values.count - 1 - position : position] }

    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Int>) throws -> R) rethrows -> R? {
        try box.values.withUnsafeBufferPointer(body)
    }
}

private let million = MillionElements.original
private let millionChanged = MillionElements.changed
private let listing = MillionElements.listing

/// 2,000 elements, the one stored at 300 changed to -1.
private let twoThousand = Array(0..<2_000)
private let twoThousandChanged: [Int] = {
    var changed = twoThousand
    changed[300] = -1
    return changed
}()

/// A collection of the test's own is diffed by the elements it stores,
/// confirmed through its own indices: the message names the element as
/// the collection reads it, and never a wrong one.
struct StoredElementsTests {
    @Test func aMillionElementCollectionOfItsOwnIsDiffedByItsStoredArrayReadingAFewElements() {
        let reads = LockedBox(0)
        let message = boundedFailure {
            expect(Column(values: millionChanged, reads: reads)).to(equal(Column(values: million, reads: reads)))
        }
        let shown = (0...28).map(String.init).joined(separator: ", ")
        let value = "Column(values: [\(shown), … 999,971 more])"
        #expect(
            message == """
                expected to equal <\(value)>, got <\(value)>
                Difference (- expected, + actual):
                at [500000]:
                \(listing)
                """)
        // The elements shown, the first, the last and 256 samples, on each side.
        #expect(reads.value > 0)
        #expect(reads.value <= 2 * (7 + 2 + 257))
    }

    @Test func aCollectionStoredReversedNamesTheElementItReads() {
        let reversed: @Sendable (Int, Int) -> Int = { $1 - 1 - $0 }
        let message = boundedFailure {
            expect(Shuffled(values: twoThousandChanged, order: reversed))
                .to(equal(Shuffled(values: twoThousand, order: reversed)))
        }
        #expect(
            message.hasSuffix(
                """
                Difference (- expected, + actual):
                at [1699]:
                  … 1,697 unchanged elements
                  [1697] 302
                  [1698] 301
                - [1699] 300
                + [1699] -1
                  [1700] 299
                  [1701] 298
                  … 298 unchanged elements
                """))
    }

    @Test func anElementComparedPartByPartIsConfirmedToo() {
        let rows = (0..<2_000).map { Log.Row(id: $0, note: "n\($0)") }
        var changed = rows
        changed[300].note = "changed"
        let message = boundedFailure { expect(Log(rows: changed)).to(equal(Log(rows: rows))) }
        #expect(
            message.hasSuffix(
                """
                Difference (- expected, + actual):
                at [1500].note:
                - "n300"
                + "changed"
                """))
    }

    @Test func aCollectionThatSwapsOnlyTheChangedElementIsCaughtWhereTheDiffReadsIt() {
        // Offsets 300 and 1,500 are swapped: the storage reads as the
        // elements everywhere else, the samples included (every 7th).
        let swapped: @Sendable (Int, Int) -> Int = { offset, _ in
            offset == 300 ? 1_500 : offset == 1_500 ? 300 : offset
        }
        let message = boundedFailure {
            expect(Shuffled(values: twoThousandChanged, order: swapped))
                .to(equal(Shuffled(values: twoThousand, order: swapped)))
        }
        #expect(message.contains("\nat [1500]:\n"))
        #expect(message.contains("\n- [1500] 300\n+ [1500] -1\n"))
        #expect(!message.contains("[300]"))
    }

    @Test func aCollectionThatGivesItsStorageIsDiffedByItAndConfirmedToo() {
        let message = boundedFailure {
            expect(Stored(box: .init(millionChanged))).to(equal(Stored(box: .init(million))))
        }
        #expect(message.hasSuffix("\nat [500000]:\n\(listing)"))
        // Storage given in the wrong order: not confirmed, read element by element.
        let wrong = boundedFailure {
            expect(Stored(box: .init(twoThousandChanged), reversed: true))
                .to(equal(Stored(box: .init(twoThousand), reversed: true)))
        }
        #expect(wrong.contains("\nat [1699]:\n"))
        #expect(wrong.contains("\n- [1699] 300\n+ [1699] -1\n"))
    }

    @Test func aMirrorThatListsTheElementsIsReadOnlyAsFarAsAFewFields() {
        let reads = LockedBox(0)
        let message = boundedFailure {
            expect(Listed(values: twoThousandChanged, reads: reads))
                .to(equal(Listed(values: twoThousand, reads: reads)))
        }
        #expect(message.contains("\nat [300]:\n"))
        #expect(message.contains("\n- [300] 300\n+ [300] -1\n"))
        // No stored array: both copied element by element, as before, after
        // at most 16 elements a side were looked at as fields.
        #expect(reads.value >= 2 * 2_000)
        #expect(reads.value < 3 * 2_000)
    }

    @Test func aGuessIsConfirmedAtEveryElementItReads() {
        let reversed: @Sendable (Int, Int) -> Int = { $1 - 1 - $0 }
        let expected = Shuffled(values: [1, 2, 3], order: reversed)
        let actual = Shuffled(values: [1, 2, 4], order: reversed)
        let stored = StoredElements(expected, actual, equal: ==)
        #expect(stored?.expectedElements == [1, 2, 3])
        // The middle element is stored where it reads, the first and last are not.
        let middle = ElementReads()
        middle.read(expected: 1, actual: 1)
        #expect(stored?.confirms(middle) == false)
        let ordered = StoredElements(
            Shuffled(values: [1, 2, 3], order: { offset, _ in offset }),
            Shuffled(values: [1, 2, 4], order: { offset, _ in offset }), equal: ==)
        #expect(ordered?.confirms(middle) == true)
        // A read past the end is not confirmed.
        let past = ElementReads()
        past.read(actual: 3)
        #expect(ordered?.confirms(past) == false)
        let column = Column(values: [5, 6], reads: LockedBox(0))
        let same = StoredElements(column, column, equal: ==)
        #expect(same?.confirms(ElementReads()) == true)
    }
}
