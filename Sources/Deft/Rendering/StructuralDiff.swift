/// The differences between an expected and an actual ``RenderedValue``, each
/// headed by its key path (`at .items[3].price:`), with unchanged parts
/// collapsed.
///
/// ```swift
/// StructuralDiff(expected: RenderedValue(reflecting: [1, 2, 3]), actual: RenderedValue(reflecting: [1, 5, 3])).text
/// // Difference (- expected, + actual):
/// // at [1]:
/// //   [0] 1
/// // - [1] 2
/// // + [1] 5
/// //   [2] 3
/// ```
struct StructuralDiff {
    /// One change, or one listing of changes in a collection or string.
    struct Block: Equatable {
        let path: String
        let note: String?
        let lines: [String]
    }

    static let maxBlocks = 8
    static let maxChangeLines = 24
    static let context = 2
    static let valueLimit = 200
    static let elementLimit = 100

    var blocks: [Block] = []
    /// Changed elements a diff of a large value counted but did not compare.
    var unreadElements = 0

    init(expected: RenderedValue, actual: RenderedValue) {
        compare(expected, actual, path: "")
    }

    /// A diff with no blocks yet, for a large value whose parts are compared
    /// one by one (``LargeValueDiff``).
    init() {}

    /// The diff as lines below a message, under `title` (`Difference`) and a
    /// legend saying which side is which; nil when no difference shows.
    func text(title: String? = .none) -> String? {
        guard !blocks.isEmpty else { return nil }
        let heading = title ?? (blocks.count == 1 ? "Difference" : "Differences")
        var lines = ["\(heading) (- expected, + actual):"]
        for block in blocks.prefix(Self.maxBlocks) {
            if block.lines.isEmpty, let note = block.note {
                // A difference said in words: `at .buffer: only the address differs`.
                let sentence = note.prefix(1).uppercased() + note.dropFirst() + "."
                lines.append(block.path.isEmpty ? sentence : "at \(block.path): \(note)")
            } else if !block.path.isEmpty || block.note != nil {
                if block.path.isEmpty {
                    lines.append("\(block.note ?? ""):")
                } else {
                    lines.append("at \(block.path)" + (block.note.map { " (\($0))" } ?? "") + ":")
                }
            }
            lines += block.lines
        }
        if blocks.count > Self.maxBlocks {
            lines.append("… \(groupedCount(blocks.count - Self.maxBlocks)) more differences")
        }
        if unreadElements > 0 {
            lines.append(
                "… \(groupedCount(unreadElements)) more changed \(unreadElements == 1 ? "element" : "elements")")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether the only difference is the whole value, which the first line
    /// of a message already shows.
    var isWholeValueOnly: Bool {
        guard blocks.count == 1, unreadElements == 0, let block = blocks.first else { return false }
        guard block.path.isEmpty, case .none = block.note, block.lines.count == 2 else { return false }
        return block.lines[0].hasPrefix("- ") && block.lines[1].hasPrefix("+ ")
    }

    // MARK: Comparing

    mutating func compare(_ expected: RenderedValue, _ actual: RenderedValue, path: String) {
        guard expected != actual else { return }
        switch (expected, actual) {
        case (.structure(let left), .structure(let right))
        where left.type == right.type && left.fields.map(\.label) == right.fields.map(\.label):
            compareStructures(left, right, path: path)
        case (.enumCase(let leftType, let leftName, let left?), .enumCase(let rightType, let rightName, let right?))
        where leftType == rightType && leftName == rightName:
            compare(left, right, path: path + "." + leftName)
        case (.tuple(let left), .tuple(let right)) where left.map(\.label) == right.map(\.label):
            compareFields(left, right, path: path)
        case (.collection(let left), .collection(let right)):
            compareSequences(left, right, path: path)
        case (.dictionary(let left), .dictionary(let right)):
            compareDictionaries(left, right, path: path)
        case (.set(let left), .set(let right)):
            compareSets(left, right, path: path)
        case (.string(let left), .string(let right))
        where isLongText(left) || isLongText(right):
            compareStrings(left, right, path: path)
        case (.scalar(let left), .scalar(let right)):
            compareDescriptions(left, right, path: path, note: .none)
        case (.address, .address):
            blocks.append(Block(path: path, note: Self.addressOnly, lines: []))
        default:
            changed(expected, actual, path: path)
        }
    }

    /// Two values shown whole, their addresses as `0x…`; where only
    /// addresses tell them apart, that is said in words.
    mutating func changed(_ expected: RenderedValue, _ actual: RenderedValue, path: String) {
        var lines = [
            "- " + expected.lineHidingAddresses(limit: Self.valueLimit),
            "+ " + actual.lineHidingAddresses(limit: Self.valueLimit),
        ]
        if lines[0] == lines[1] {
            if expected.line(limit: Self.valueLimit) != actual.line(limit: Self.valueLimit) {
                return blocks.append(Block(path: path, note: Self.addressOnly, lines: []))
            }
            lines = ["  " + lines[0].dropFirst(2) + " (renders the same, but is not equal)"]
        }
        blocks.append(Block(path: path, note: nil, lines: lines))
    }

    mutating func compareFields(
        _ expected: [RenderedValue.Field], _ actual: [RenderedValue.Field], path: String
    ) {
        for (index, (left, right)) in zip(expected, actual).enumerated() {
            compare(left.value, right.value, path: path + "." + (left.label ?? String(index)))
        }
    }

    /// Whether two differing values are worth comparing part by part rather
    /// than showing whole.
    static func comparableParts(_ expected: RenderedValue, _ actual: RenderedValue) -> Bool {
        switch (expected, actual) {
        // Values read only as far as their line prints (``PairedDiff``).
        case (.truncated(let left, _), _): return comparableParts(left, actual)
        case (_, .truncated(let right, _)): return comparableParts(expected, right)
        case (.structure(let left), .structure(let right)): return left.type == right.type
        case (.enumCase(let leftType, let leftName, let left), .enumCase(let rightType, let rightName, let right)):
            return leftType == rightType && leftName == rightName && left != nil && right != nil
        case (.tuple(let left), .tuple(let right)): return left.count == right.count
        case (.collection, .collection), (.dictionary, .dictionary), (.set, .set): return true
        case (.string(let left), .string(let right)):
            return isLongText(left) || isLongText(right)
        case (.scalar(let left), .scalar(let right)):
            return comparableDescriptions(left, right)
        case (.address, .address): return true
        default: return false
        }
    }

    // MARK: Collections

    private mutating func compareSequences(_ expected: [RenderedValue], _ actual: [RenderedValue], path: String) {
        let window = SequenceWindow(
            counts: (expected.count, actual.count), common: (0, 0), edits: align(expected, actual),
            tail: (0, 0, 0), expected: { expected[$0] }, actual: { actual[$0] })
        compareSequences(window, path: path)
    }

    /// Lists the changes of `window` with a little context around them;
    /// elements that can be compared part by part (structs, nested
    /// collections) are compared below the listing instead. Unchanged runs
    /// are read only where they are shown. With a `changeBudget`, only that
    /// many changed elements are read, and the rest are counted.
    mutating func compareSequences(_ window: SequenceWindow, path: String, changeBudget: Int = .max) {
        var lines: [Listing.Line] = []
        var nested: [(Int, Int)] = []
        var removed: [Int] = []
        var inserted: [Int] = []
        // The run of unchanged elements since the last change: where it
        // starts in each sequence, and how long it is.
        var same = (start: (0, 0), count: 0)
        var changesRead = 0
        var unread = (removed: 0, inserted: 0)
        // Context lines are rendered only if the listing shows: when every
        // change is compared below it, no element around them is read.
        var sameLines: [(line: Int, i: Int, j: Int)] = []
        func sameLine(_ i: Int, _ j: Int) -> Listing.Line {
            sameLines.append((lines.count, i, j))
            return .same("")
        }
        func addSame(_ i: Int, _ j: Int) {
            if same.count == 0 { same.start = (i, j) }
            same.count += 1
        }
        func flushSame(last: Bool) {
            guard same.count > 0 else { return }
            let context = changesRead >= changeBudget ? 0 : Self.context
            let shownBefore = lines.isEmpty ? 0 : min(context, same.count)
            let shownAfter = last ? 0 : min(context, same.count - shownBefore)
            for offset in 0..<shownBefore { lines.append(sameLine(same.start.0 + offset, same.start.1 + offset)) }
            let hidden = same.count - shownBefore - shownAfter
            if hidden > 0 { lines.append(.skipped(hidden)) }
            for offset in (same.count - shownAfter)..<same.count {
                lines.append(sameLine(same.start.0 + offset, same.start.1 + offset))
            }
            same.count = 0
        }
        func flushChanges() {
            var keptRemoved: [Int] = []
            var keptInserted: [Int] = []
            for index in 0..<max(removed.count, inserted.count) {
                if index < removed.count, index < inserted.count,
                    window.comparableParts?(removed[index], inserted[index])
                        ?? Self.comparableParts(window.expected(removed[index]), window.actual(inserted[index]))
                {
                    nested.append((removed[index], inserted[index]))
                    continue
                }
                if index < removed.count { keptRemoved.append(removed[index]) }
                if index < inserted.count { keptInserted.append(inserted[index]) }
            }
            for i in keptRemoved {
                lines.append(
                    .removed(
                        "[\(i)] " + window.expected(i).lineHidingAddresses(limit: Self.elementLimit), key: "[\(i)]"))
            }
            for j in keptInserted {
                lines.append(
                    .inserted("[\(j)] " + window.actual(j).lineHidingAddresses(limit: Self.elementLimit), key: "[\(j)]")
                )
            }
            removed = []
            inserted = []
        }
        same = ((0, 0), window.common.prefix)
        for edit in window.edits {
            switch edit {
            case .same(let i, let j):
                flushChanges()
                addSame(i, j)
            case .removed(let i):
                flushSame(last: false)
                if changesRead >= changeBudget {
                    unread.removed += 1
                } else {
                    removed.append(i)
                    changesRead += 1
                }
            case .inserted(let j):
                flushSame(last: false)
                if changesRead >= changeBudget {
                    unread.inserted += 1
                } else {
                    inserted.append(j)
                    changesRead += 1
                }
            }
        }
        flushChanges()
        if window.tail.same + window.tail.removed + window.tail.inserted > 0 {
            flushSame(last: false)
            unread.removed += window.tail.removed
            unread.inserted += window.tail.inserted
            if window.tail.same > 0 { lines.append(.skipped(window.tail.same)) }
        }
        if window.common.suffix > 0 {
            let start = (window.expectedCount - window.common.suffix, window.actualCount - window.common.suffix)
            if same.count == 0 { same.start = start }
            same.count += window.common.suffix
        }
        flushSame(last: true)
        let unreadPairs = max(unread.removed, unread.inserted)
        let unreadAreNested = !nested.isEmpty && !lines.contains(where: \.isChange)
        if lines.contains(where: \.isChange) || (!unreadAreNested && unread.removed + unread.inserted > 0) {
            for (line, i, j) in sameLines {
                let index = i == j ? "[\(i)] " : "[\(i)→\(j)] "
                lines[line] = .same(index + window.actual(j).lineHidingAddresses(limit: Self.elementLimit))
            }
        }
        var listing = Listing(lines: lines, noun: "element", ordered: true)
        if !unreadAreNested { listing.unreadChanges = unread.removed + unread.inserted }
        addListing(listing, path: path)
        for (i, j) in nested {
            if changeBudget != .max, blocks.count >= Self.maxBlocks {
                unreadElements += 1
                continue
            }
            let elementPath = path + (i == j ? "[\(i)]" : "[\(i)→\(j)]")
            guard let compareNested = window.compareNested else {
                compare(window.expected(i), window.actual(j), path: elementPath)
                continue
            }
            compareNested(&self, i, j, elementPath)
        }
        if unreadAreNested { unreadElements += unreadPairs }
    }

    private mutating func compareDictionaries(
        _ expected: [RenderedValue.Entry], _ actual: [RenderedValue.Entry], path: String
    ) {
        var actualValues: [RenderedValue: RenderedValue] = [:]
        for entry in actual { actualValues[entry.key] = entry.value }
        let expectedKeys = Set(expected.map(\.key))
        var lines: [Listing.Line] = []
        var nested: [(key: String, RenderedValue, RenderedValue)] = []
        func entryText(_ key: String, _ value: RenderedValue) -> String {
            key + ": " + value.lineHidingAddresses(limit: Self.elementLimit)
        }
        for entry in expected {
            let key = entry.key.line(limit: Self.elementLimit)
            guard let value = actualValues[entry.key] else {
                lines.append(.removed(entryText(key, entry.value), key: "[\(key)]"))
                continue
            }
            if value == entry.value {
                lines.append(.same(entryText(key, value)))
            } else if Self.comparableParts(entry.value, value) {
                nested.append((key, entry.value, value))
            } else {
                lines.append(.removed(entryText(key, entry.value), key: "[\(key)]"))
                lines.append(.inserted(entryText(key, value), key: "[\(key)]"))
            }
        }
        for entry in actual where !expectedKeys.contains(entry.key) {
            let key = entry.key.line(limit: Self.elementLimit)
            lines.append(.inserted(entryText(key, entry.value), key: "[\(key)]"))
        }
        addListing(Listing(lines: lines, noun: "entry", ordered: false), path: path)
        for (key, left, right) in nested { compare(left, right, path: path + "[\(key)]") }
    }

    private mutating func compareSets(_ expected: [RenderedValue], _ actual: [RenderedValue], path: String) {
        let expectedSet = Set(expected)
        let actualSet = Set(actual)
        var lines: [Listing.Line] = []
        for element in expected {
            let text = element.line(limit: Self.elementLimit)
            lines.append(actualSet.contains(element) ? .same(text) : .removed(text, key: ""))
        }
        for element in actual where !expectedSet.contains(element) {
            lines.append(.inserted(element.line(limit: Self.elementLimit), key: ""))
        }
        addListing(Listing(lines: lines, noun: "element", ordered: false), path: path)
    }

    // MARK: Strings

    /// Strings of more UTF-8 bytes than this are compared by their first
    /// difference only, never split into lines.
    static let lineDiffBytes = 100_000

    private mutating func compareStrings(_ expected: String, _ actual: String, path: String) {
        guard max(expected.utf8.count, actual.utf8.count) <= Self.lineDiffBytes,
            hasNewline(expected) || hasNewline(actual)
        else {
            return compareLongLines(expected, actual, path: path)
        }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [Listing.Line] = []
        for edit in align(expectedLines, actualLines) {
            switch edit {
            case .same(_, let j): lines.append(.same(actualLines[j]))
            case .removed(let i): lines.append(.removed(Self.visible(expectedLines[i]), key: ""))
            case .inserted(let j): lines.append(.inserted(Self.visible(actualLines[j]), key: ""))
            }
        }
        addListing(Listing(lines: lines, noun: "line", ordered: true), path: path)
    }

    /// A changed line as it is, or quoted when it holds something invisible:
    /// trailing white space, tabs, carriage returns or control characters.
    static func visible(_ line: String) -> String {
        let invisible =
            line.last?.isWhitespace == true
            || line.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return invisible ? ValueRenderer.quoted(line) : line
    }

    /// Two long one-line strings (or two too long to split into lines):
    /// the stretch around their first difference. Only the bytes up to it
    /// and the stretch shown are read.
    mutating func compareLongLines(_ expected: String, _ actual: String, path: String) {
        let prefixBytes = commonUTF8Prefix(expected, actual)
        let suffixBytes = commonUTF8Suffix(
            expected, actual, limit: min(expected.utf8.count, actual.utf8.count) - prefixBytes)
        let start = Self.characterStart(expected, atByte: prefixBytes)
        let position =
            isASCIIPrefix(expected, byteCount: prefixBytes)
            ? prefixBytes : expected.distance(from: expected.startIndex, to: start)
        func window(_ text: String) -> String {
            let from = Self.characterStart(text, atByte: prefixBytes)
            let before = text[..<from].suffix(30)
            let changedEnd = max(Self.characterEnd(text, atByte: text.utf8.count - suffixBytes), from)
            let changed = text[from..<changedEnd].prefix(Self.valueLimit)
            let after = changed.endIndex == changedEnd ? text[changedEnd...].prefix(30) : text[changedEnd..<changedEnd]
            let end = after.isEmpty ? changed.endIndex : after.endIndex
            let shown = String(text[before.startIndex..<end])
            let core = ValueRenderer.quoted(shown).dropFirst().dropLast()
            return "\"" + (before.startIndex > text.startIndex ? "…" : "") + core + (end < text.endIndex ? "…" : "")
                + "\""
        }
        blocks.append(
            Block(
                path: path, note: "first difference at character \(groupedCount(position))",
                lines: ["- " + window(expected), "+ " + window(actual)]))
    }

    /// The start of the character that holds UTF-8 byte `offset` of `text`.
    private static func characterStart(_ text: String, atByte offset: Int) -> String.Index {
        var index = text.utf8.index(text.utf8.startIndex, offsetBy: min(offset, text.utf8.count))
        while index > text.startIndex, String.Index(index, within: text) == nil {
            index = text.utf8.index(before: index)
        }
        return index
    }

    /// The end of the character that holds UTF-8 byte `offset - 1` of `text`.
    private static func characterEnd(_ text: String, atByte offset: Int) -> String.Index {
        var index = text.utf8.index(text.utf8.startIndex, offsetBy: max(0, min(offset, text.utf8.count)))
        while index < text.endIndex, String.Index(index, within: text) == nil {
            index = text.utf8.index(after: index)
        }
        return index
    }

    // MARK: Listings

    mutating func addListing(_ listing: Listing, path: String) {
        let changes = listing.lines.filter(\.isChange)
        guard !changes.isEmpty || listing.unreadChanges > 0 else { return }
        let keys = Set(changes.map(\.key))
        let singleKey = keys.count == 1 ? keys.first ?? "" : ""
        blocks.append(Block(path: path + singleKey, note: nil, lines: listing.rendered()))
    }
}
