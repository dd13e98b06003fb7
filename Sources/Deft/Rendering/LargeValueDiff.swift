/// Diffs of arrays and dictionaries too large to reflect whole: they compare
/// the values by their own `==` to find what changed, and reflect only the
/// elements the message shows, so a failure costs what it shows rather
/// than what the values hold.
///
/// ```swift
/// LargeValueDiff.sequences(Array(0..<1_000_000), changed).text()
/// // Difference (- expected, + actual):
/// // at [500000]:
/// //   … 499,998 unchanged elements
/// // …
/// ```
enum LargeValueDiff {
    /// Values of more elements than this are diffed here; smaller ones are
    /// reflected whole.
    static let wholeCount = 1_000
    /// How many changed elements or entries a diff reads; the rest are counted.
    static let changeBudget = 64
    /// How many comparisons an alignment of two large middles may make
    /// before it gives up and pairs them by position.
    static let alignmentWork = 500_000

    /// The diff of two arrays, of which one has more than ``wholeCount`` elements.
    static func sequences<Element: Equatable>(_ expected: [Element], _ actual: [Element]) -> StructuralDiff {
        var diff = StructuralDiff()
        sequences(expected, actual, path: "", into: &diff, walker: .none)
        return diff
    }

    /// The diff of two arrays at `path`, added to `diff`. With a `walker`
    /// (the elements may be too large to reflect whole), the elements shown
    /// are reflected only as far as their lines print, the changes are
    /// aligned by `==`, and elements that differ part by part are compared
    /// by the walker. `knownPrefix`: how many leading elements the arrays
    /// share, found by comparing them up to the first pair that differs
    /// (``ArrayScan``), which is not compared again. `reads` collects the
    /// index of each element the diff shows or compares part by part.
    static func sequences<Element: Equatable>(
        _ expected: [Element], _ actual: [Element], path: String, knownPrefix: Int? = .none,
        into diff: inout StructuralDiff, walker: PairedDiff?, reads: ElementReads? = .none
    ) {
        let counts = (expected.count, actual.count)
        let shorter = min(counts.0, counts.1)
        var prefix = knownPrefix ?? commonIntegers(expected, actual, limit: shorter, fromEnd: false)
        while knownPrefix == nil, prefix < shorter, expected[prefix] == actual[prefix] { prefix += 1 }
        // The pair where the prefix ends is known to differ: `==` is not
        // asked again (for a large element, it would read it again).
        let firstDiffers = prefix < shorter
        let suffixLimit = shorter - prefix - (firstDiffers && counts.0 == counts.1 ? 1 : 0)
        var suffix = commonIntegers(expected, actual, limit: suffixLimit, fromEnd: true)
        while suffix < suffixLimit, expected[counts.0 - 1 - suffix] == actual[counts.1 - 1 - suffix] {
            suffix += 1
        }
        let ends = (counts.0 - suffix, counts.1 - suffix)
        let rendered = RenderedElements(expected: expected, actual: actual, bounded: walker != nil, reads: reads)
        var edits: [Edit] = []
        var tail = (same: 0, removed: 0, inserted: 0)
        if walker == nil, ends.0 - prefix + ends.1 - prefix <= wholeCount {
            let left = (prefix..<ends.0).map { rendered.expected($0) }
            let right = (prefix..<ends.1).map { rendered.actual($0) }
            edits = align(left, right).map { $0.offset(by: prefix) }
        } else if let aligned = myers(
            ends.0 - prefix, ends.1 - prefix, maxEdits: 300, maxWork: alignmentWork,
            // Written out, not through a function: the alignment may make
            // hundreds of thousands of comparisons, each a call in a debug build.
            equal: { i, j in
                if firstDiffers, i == 0, j == 0 { return false }
                return expected[prefix + i] == actual[prefix + j]
            })
        {
            edits = aligned.map { $0.offset(by: prefix) }
        } else {
            // Too many to align: pair the middles by position, reading
            // only the first changes.
            var changes = 0
            for index in prefix..<max(ends.0, ends.1) {
                let inExpected = index < ends.0
                let inActual = index < ends.1
                let same =
                    inExpected && inActual && (index != prefix || !firstDiffers) && expected[index] == actual[index]
                if changes > changeBudget {
                    if same { tail.same += 1 }
                    if !same, inExpected { tail.removed += 1 }
                    if !same, inActual { tail.inserted += 1 }
                    continue
                }
                if same {
                    edits.append(.same(index, index))
                    continue
                }
                if inExpected { edits.append(.removed(index)) }
                if inActual { edits.append(.inserted(index)) }
                changes += 1
            }
        }
        var window = SequenceWindow(
            counts: counts, common: (prefix, suffix), edits: edits, tail: tail,
            expected: rendered.expected, actual: rendered.actual)
        if let walker {
            window.compareNested = { diff, i, j, path in
                reads?.read(expected: i, actual: j)
                walker.compare(expected[i], actual[j], path: path, knownUnequal: true, into: &diff)
            }
            window.comparableParts = { i, j in
                reads?.read(expected: i, actual: j)
                return PairedDiff.structured(expected[i], actual[j])
            }
        }
        diff.compareSequences(window, path: path, changeBudget: changeBudget)
    }

    /// How many elements two arrays of the standard library's integers share
    /// at their start or end, compared a block of memory at a time (such an
    /// integer equals another exactly when its bytes do); 0 for other
    /// elements, which `==` compares one by one.
    private static func commonIntegers<Element>(
        _ expected: [Element], _ actual: [Element], limit: Int, fromEnd: Bool
    ) -> Int {
        switch Element.self {
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type, is UInt8.Type,
            is UInt16.Type, is UInt32.Type, is UInt64.Type:
            break
        default:
            return 0
        }
        let stride = MemoryLayout<Element>.stride
        let bytes = expected.withUnsafeBytes { left in
            actual.withUnsafeBytes { right in
                commonBytes(left, right, limit: limit * stride, fromEnd: fromEnd)
            }
        }
        return bytes / stride
    }

    /// The diff of two dictionaries, of which one has more than ``wholeCount`` entries.
    static func dictionaries<Key, Value: Equatable>(_ expected: [Key: Value], _ actual: [Key: Value]) -> StructuralDiff
    {
        var diff = StructuralDiff()
        dictionaries(expected, actual, path: "", into: &diff, walker: .none)
        return diff
    }

    /// The diff of two dictionaries at `path`, added to `diff`; with a
    /// `walker`, as ``sequences(_:_:path:into:walker:)``.
    static func dictionaries<Key, Value: Equatable>(
        _ expected: [Key: Value], _ actual: [Key: Value], path: String, into diff: inout StructuralDiff,
        walker: PairedDiff?
    ) {
        var removed: [Key] = []
        var changed: [Key] = []
        var inserted: [Key] = []
        let expectedKeys = Array(expected.keys)
        if expectedKeys == Array(actual.keys) {
            // The same keys in the same order, as in a copy with some
            // values changed: compare the values in that order.
            let expectedValues = Array(expected.values)
            let actualValues = Array(actual.values)
            for index in expectedValues.indices where expectedValues[index] != actualValues[index] {
                changed.append(expectedKeys[index])
            }
        } else {
            for (key, value) in expected {
                guard let other = actual[key] else {
                    removed.append(key)
                    continue
                }
                if other != value { changed.append(key) }
            }
        }
        // The keys both have are `expected.count - removed.count`; any
        // more in `actual` are new.
        if actual.count > expected.count - removed.count {
            for key in actual.keys where expected[key] == nil { inserted.append(key) }
        }
        let shownKeys = firstKeys(removed + changed)
        let shownInserted = firstKeys(inserted)
        var lines: [Listing.Line] = []
        var nested: [(key: String, RenderedValue, RenderedValue)] = []
        var nestedKeys: [(text: String, key: Key)] = []
        func entryText(_ key: String, _ value: RenderedValue) -> String {
            key + ": " + value.line(limit: StructuralDiff.elementLimit)
        }
        func reflect(_ value: Any) -> RenderedValue {
            guard walker != nil else { return RenderedValue(reflecting: value) }
            return RenderedValue(reflecting: value, budget: StructuralDiff.elementLimit)
        }
        for key in shownKeys {
            let keyText = reflect(key).line(limit: StructuralDiff.elementLimit)
            let left = reflect(expected[key] as Any)
            guard let value = actual[key] else {
                lines.append(.removed(entryText(keyText, left), key: "[\(keyText)]"))
                continue
            }
            let right = reflect(value)
            if StructuralDiff.comparableParts(left, right) {
                if walker == nil { nested.append((keyText, left, right)) } else { nestedKeys.append((keyText, key)) }
            } else {
                lines.append(.removed(entryText(keyText, left), key: "[\(keyText)]"))
                lines.append(.inserted(entryText(keyText, right), key: "[\(keyText)]"))
            }
        }
        for key in shownInserted {
            let keyText = reflect(key).line(limit: StructuralDiff.elementLimit)
            lines.append(.inserted(entryText(keyText, reflect(actual[key] as Any)), key: "[\(keyText)]"))
        }
        let unchanged = expected.count - removed.count - changed.count
        if unchanged > 0 { lines.append(.skipped(unchanged)) }
        var listing = Listing(lines: lines, noun: "entry", ordered: false)
        // A changed entry is two lines (`-` and `+`), a removed or added one is one.
        let shownChanged = shownKeys.filter { actual[$0] != nil }.count
        let unreadRemoved = removed.count - (shownKeys.count - shownChanged)
        listing.unreadChanges =
            unreadRemoved + 2 * (changed.count - shownChanged) + inserted.count - shownInserted.count
        diff.addListing(listing, path: path)
        for (key, left, right) in nested { diff.compare(left, right, path: path + "[\(key)]") }
        for (text, key) in nestedKeys {
            guard let left = expected[key], let right = actual[key] else { continue }
            walker?.compare(left, right, path: path + "[\(text)]", knownUnequal: true, into: &diff)
        }
    }

    /// The diff of two sets at `path`, added to `diff`: the missing and the
    /// extra elements, found by hashing, never by sorting the whole; only
    /// ``changeBudget`` of each are reflected: the smallest when the
    /// elements are `Comparable`, and else, sorted by their text, all of
    /// them when they are no more, or the first in the set's order.
    static func sets<Element>(
        _ expected: Set<Element>, _ actual: Set<Element>, path: String, into diff: inout StructuralDiff
    ) {
        let missing = expected.subtracting(actual)
        let extra = actual.subtracting(expected)
        let limit = StructuralDiff.elementLimit
        func shown(_ elements: Set<Element>) -> [String] {
            // `Comparable` elements: the smallest, found in one pass. Others:
            // all of them when they are few, sorted by their text, else as
            // many as are shown, taken in the set's own order.
            let comparable = elements.first.map { dynamicLessThan($0, $0) != nil } ?? false
            let chosen =
                comparable
                ? smallest(changeBudget, of: elements) { dynamicLessThan($0, $1) ?? false }
                : Array(elements.prefix(changeBudget))
            let texts = chosen.map { RenderedValue(reflecting: $0, budget: limit).line(limit: limit) }
            return comparable ? texts : texts.sorted()
        }
        let removed = shown(missing)
        let inserted = shown(extra)
        var lines = removed.map { Listing.Line.removed($0, key: "") } + inserted.map { .inserted($0, key: "") }
        let unchanged = expected.count - missing.count
        if unchanged > 0 { lines.append(.skipped(unchanged)) }
        var listing = Listing(lines: lines, noun: "element", ordered: false)
        listing.unreadChanges = missing.count - removed.count + extra.count - inserted.count
        diff.addListing(listing, path: path)
    }

    /// The first ``changeBudget`` of `keys`, in `<` order when they are
    /// `Comparable`, else in the order of their text.
    private static func firstKeys<Key>(_ keys: [Key]) -> [Key] {
        smallest(changeBudget, of: keys.map { $0 as Any }, by: keyOrder).compactMap { $0 as? Key }
    }

    private static func keyOrder(_ lhs: Any, _ rhs: Any) -> Bool {
        dynamicLessThan(lhs, rhs) ?? (stringify(lhs) < stringify(rhs))
    }
}

/// The elements of two arrays, each reflected once, when first asked for;
/// `bounded`, only as far as a line of ``StructuralDiff/elementLimit``
/// characters prints them.
private final class RenderedElements<Element> {
    private let expectedValues: [Element]
    private let actualValues: [Element]
    private let bounded: Bool
    private let reads: ElementReads?
    private var expectedCache: [Int: RenderedValue] = [:]
    private var actualCache: [Int: RenderedValue] = [:]

    init(expected: [Element], actual: [Element], bounded: Bool, reads: ElementReads?) {
        expectedValues = expected
        actualValues = actual
        self.bounded = bounded
        self.reads = reads
    }

    func expected(_ index: Int) -> RenderedValue {
        if let cached = expectedCache[index] { return cached }
        reads?.read(expected: index)
        let rendered = reflect(expectedValues[index])
        expectedCache[index] = rendered
        return rendered
    }

    func actual(_ index: Int) -> RenderedValue {
        if let cached = actualCache[index] { return cached }
        reads?.read(actual: index)
        let rendered = reflect(actualValues[index])
        actualCache[index] = rendered
        return rendered
    }

    private func reflect(_ value: Element) -> RenderedValue {
        bounded
            ? RenderedValue(reflecting: value, budget: StructuralDiff.elementLimit) : RenderedValue(reflecting: value)
    }
}

extension Edit {
    /// The edit with both indices moved on by `offset`.
    func offset(by offset: Int) -> Edit {
        switch self {
        case .same(let i, let j): return .same(i + offset, j + offset)
        case .removed(let i): return .removed(i + offset)
        case .inserted(let j): return .inserted(j + offset)
        }
    }
}

/// A type whose large values ``LargeValueDiff`` compares.
protocol LargeValueDiffing {
    /// Whether `value`, of this type, has more than ``LargeValueDiff/wholeCount`` elements.
    static func isLarge(_ value: Any) -> Bool
    /// The diff of two values of this type.
    static func largeDiff(expected: Any, actual: Any) -> StructuralDiff
}

extension Array: LargeValueDiffing where Element: Equatable {
    static func isLarge(_ value: Any) -> Bool {
        ((value as? Self)?.count ?? 0) > LargeValueDiff.wholeCount
    }

    static func largeDiff(expected: Any, actual: Any) -> StructuralDiff {
        LargeValueDiff.sequences(expected as? Self ?? [], actual as? Self ?? [])
    }
}

extension Dictionary: LargeValueDiffing where Value: Equatable {
    static func isLarge(_ value: Any) -> Bool {
        ((value as? Self)?.count ?? 0) > LargeValueDiff.wholeCount
    }

    static func largeDiff(expected: Any, actual: Any) -> StructuralDiff {
        LargeValueDiff.dictionaries(expected as? Self ?? [:], actual as? Self ?? [:])
    }
}

/// A set or dictionary whose diff ``PairedDiff`` finds by hashing and by
/// its values' own `==`, reading only what differs.
protocol KeyedPartsDiffing {
    /// Adds the diff of `expected` and `actual`, both of this type, at `path`.
    static func keyedDiff(
        expected: Any, actual: Any, path: String, into diff: inout StructuralDiff, walker: PairedDiff)
}

extension Dictionary: KeyedPartsDiffing where Value: Equatable {
    static func keyedDiff(
        expected: Any, actual: Any, path: String, into diff: inout StructuralDiff, walker: PairedDiff
    ) {
        LargeValueDiff.dictionaries(
            expected as? Self ?? [:], actual as? Self ?? [:], path: path, into: &diff, walker: walker)
    }
}

extension Set: KeyedPartsDiffing {
    static func keyedDiff(
        expected: Any, actual: Any, path: String, into diff: inout StructuralDiff, walker: PairedDiff
    ) {
        LargeValueDiff.sets(expected as? Self ?? [], actual as? Self ?? [], path: path, into: &diff)
    }
}
