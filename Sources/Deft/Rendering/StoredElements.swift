/// The elements of two random-access collections of the test's own (not
/// the standard library's arrays), read without a generic step per
/// element: from the collections' contiguous storage
/// (`withContiguousStorageIfAvailable`), or else from an array each stores
/// (a stored property of one name on both, found by `Mirror`, of the
/// collection's element type and holding as many elements as the
/// collection). A million-element collection is then diffed as fast as an
/// array, where copying it element by element through its own generic
/// `index(after:)` and subscript took half a second in a debug build.
///
/// A stored array is a guess at the elements in their order: a collection
/// may keep them reversed, rotated or in a ring buffer. So a diff made
/// from the guess (``PairedDiff``) is kept only when ``confirms(_:)``:
/// every element it shows or compares part by part, the first and the
/// last, and a spread of ``samples`` equal the guessed ones when read
/// through the collection's own indices (`index(_:offsetBy:)`, O(1) on a
/// random-access collection whose index is `Int`). An element the
/// message names at `[i]` is then the collection's element `i`; a diff
/// not confirmed is dropped, and the collections are copied element by
/// element as before.
///
/// ```swift
/// struct Column: RandomAccessCollection, Equatable {
///     var values: [Int]
///     var startIndex: Int { values.startIndex }
///     var endIndex: Int { values.endIndex }
///     subscript(position: Int) -> Int { values[position] }
/// }
/// let stored = StoredElements(Column(values: [1, 2]), Column(values: [1, 3]), equal: ==)
/// stored?.actualElements  // [1, 3]
/// ```
struct StoredElements<C: RandomAccessCollection> {
    /// How many evenly spread elements of each side are confirmed, besides
    /// those the diff reads.
    static var samples: Int { 256 }

    let expected: C
    let actual: C
    /// The guessed elements of `expected` and `actual`, in order.
    let expectedElements: [C.Element]
    let actualElements: [C.Element]
    private let equal: (C.Element, C.Element) -> Bool

    /// Nil when the collections' index is not `Int` (another index,
    /// even a `Strideable` one whose stride is not `Int`, may walk to an
    /// offset one step at a time), or neither gives its storage nor stores
    /// an array of its elements.
    init?(_ expected: C, _ actual: C, equal: @escaping (C.Element, C.Element) -> Bool) {
        guard C.Index.self == Int.self else { return nil }
        let counts = (expected.count, actual.count)
        if let left = expected.withContiguousStorageIfAvailable({ Array($0) }),
            let right = actual.withContiguousStorageIfAvailable({ Array($0) })
        {
            (expectedElements, actualElements) = (left, right)
        } else if let stored = Self.storedArrays(expected, actual, counts: counts) {
            (expectedElements, actualElements) = stored
        } else {
            return nil
        }
        guard expectedElements.count == counts.0, actualElements.count == counts.1 else { return nil }
        self.expected = expected
        self.actual = actual
        self.equal = equal
    }

    /// Whether the guess holds at every element `reads` names, the first,
    /// the last and ``samples`` more, on both sides.
    func confirms(_ reads: ElementReads) -> Bool {
        confirms(expected, expectedElements, at: reads.expected) && confirms(actual, actualElements, at: reads.actual)
    }

    private func confirms(_ collection: C, _ elements: [C.Element], at read: [Int]) -> Bool {
        let count = elements.count
        guard count > 0 else { return true }
        let step = max(1, count / Self.samples)
        let offsets = read + Array(stride(from: 0, to: count, by: step)) + [count - 1]
        for offset in offsets {
            guard offset >= 0, offset < count else { return false }
            let index = collection.index(collection.startIndex, offsetBy: offset)
            guard equal(collection[index], elements[offset]) else { return false }
        }
        return true
    }

    /// How many of a collection's stored properties are looked at: a
    /// custom mirror may list every element instead.
    static var fieldsRead: Int { 16 }

    /// The first stored property both values hold under one label that is
    /// an array, `ContiguousArray` or `ArraySlice` of the elements, as many
    /// as each collection's count.
    private static func storedArrays(_ expected: C, _ actual: C, counts: (Int, Int)) -> ([C.Element], [C.Element])? {
        let left = Mirror(reflecting: expected).children.prefix(fieldsRead)
        let right = Mirror(reflecting: actual).children.prefix(fieldsRead)
        for (field, other) in zip(left, right) where field.label == other.label {
            if let elements = array(field.value, count: counts.0), let others = array(other.value, count: counts.1) {
                return (elements, others)
            }
        }
        return nil
    }

    /// `value` as an array of the elements when it is exactly an array,
    /// `ContiguousArray` or `ArraySlice` of them (no element is converted)
    /// and holds `count`.
    private static func array(_ value: Any, count: Int) -> [C.Element]? {
        let type = Swift.type(of: value)
        let elements: [C.Element]?
        if type == [C.Element].self {
            elements = value as? [C.Element]
        } else if type == ContiguousArray<C.Element>.self {
            elements = (value as? ContiguousArray<C.Element>).map(Array.init)
        } else if type == ArraySlice<C.Element>.self {
            elements = (value as? ArraySlice<C.Element>).map(Array.init)
        } else {
            elements = nil
        }
        return elements?.count == count ? elements : nil
    }
}

/// The offsets of the elements a diff of two arrays read to show them or
/// to compare them part by part
/// (``LargeValueDiff/sequences(_:_:path:knownPrefix:into:walker:reads:)``):
/// what ``StoredElements`` confirms.
///
/// ```swift
/// let reads = ElementReads()
/// reads.read(expected: 3, actual: 4)
/// reads.expected  // [3]
/// ```
final class ElementReads {
    private(set) var expected: [Int] = []
    private(set) var actual: [Int] = []

    func read(expected index: Int) { expected.append(index) }

    func read(actual index: Int) { actual.append(index) }

    func read(expected: Int, actual: Int) {
        read(expected: expected)
        read(actual: actual)
    }
}
