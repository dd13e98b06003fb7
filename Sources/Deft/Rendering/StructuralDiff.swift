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

    private(set) var blocks: [Block] = []

    init(expected: RenderedValue, actual: RenderedValue) {
        compare(expected, actual, path: "")
    }

    /// The diff as lines below a message, under `title` (`Difference`) and a
    /// legend saying which side is which; nil when no difference shows.
    func text(title: String? = .none) -> String? {
        guard !blocks.isEmpty else { return nil }
        let heading = title ?? (blocks.count == 1 ? "Difference" : "Differences")
        var lines = ["\(heading) (- expected, + actual):"]
        for block in blocks.prefix(Self.maxBlocks) {
            if !block.path.isEmpty || block.note != nil {
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
        return lines.joined(separator: "\n")
    }

    /// Whether the only difference is the whole value, which the first line
    /// of a message already shows.
    var isWholeValueOnly: Bool {
        guard blocks.count == 1, let block = blocks.first else { return false }
        return block.path.isEmpty && block.note == nil && block.lines.count == 2
            && block.lines[0].hasPrefix("- ") && block.lines[1].hasPrefix("+ ")
    }

    // MARK: Comparing

    private mutating func compare(_ expected: RenderedValue, _ actual: RenderedValue, path: String) {
        guard expected != actual else { return }
        switch (expected, actual) {
        case (.structure(let left), .structure(let right))
        where left.type == right.type && left.fields.map(\.label) == right.fields.map(\.label):
            let before = blocks.count
            compareFields(left.fields, right.fields, path: path)
            if blocks.count == before { changed(expected, actual, path: path) }
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
        default:
            changed(expected, actual, path: path)
        }
    }

    private mutating func changed(_ expected: RenderedValue, _ actual: RenderedValue, path: String) {
        var lines = [
            "- " + expected.line(limit: Self.valueLimit), "+ " + actual.line(limit: Self.valueLimit),
        ]
        if lines[0] == lines[1] {
            lines = ["  " + expected.line(limit: Self.valueLimit) + " (renders the same, but is not equal)"]
        }
        blocks.append(Block(path: path, note: nil, lines: lines))
    }

    private mutating func compareFields(
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
        case (.structure(let left), .structure(let right)): return left.type == right.type
        case (.enumCase(let leftType, let leftName, let left), .enumCase(let rightType, let rightName, let right)):
            return leftType == rightType && leftName == rightName && left != nil && right != nil
        case (.tuple(let left), .tuple(let right)): return left.count == right.count
        case (.collection, .collection), (.dictionary, .dictionary), (.set, .set): return true
        case (.string(let left), .string(let right)):
            return isLongText(left) || isLongText(right)
        default: return false
        }
    }

    // MARK: Collections

    private mutating func compareSequences(_ expected: [RenderedValue], _ actual: [RenderedValue], path: String) {
        var lines: [Listing.Line] = []
        var nested: [(Int, Int)] = []
        var removed: [Int] = []
        var inserted: [Int] = []
        func flush() {
            var keptRemoved: [Int] = []
            var keptInserted: [Int] = []
            for index in 0..<max(removed.count, inserted.count) {
                if index < removed.count, index < inserted.count,
                    Self.comparableParts(expected[removed[index]], actual[inserted[index]])
                {
                    nested.append((removed[index], inserted[index]))
                    continue
                }
                if index < removed.count { keptRemoved.append(removed[index]) }
                if index < inserted.count { keptInserted.append(inserted[index]) }
            }
            for i in keptRemoved {
                lines.append(.removed("[\(i)] " + expected[i].line(limit: Self.elementLimit), key: "[\(i)]"))
            }
            for j in keptInserted {
                lines.append(.inserted("[\(j)] " + actual[j].line(limit: Self.elementLimit), key: "[\(j)]"))
            }
            removed = []
            inserted = []
        }
        for edit in align(expected, actual) {
            switch edit {
            case .same(let i, let j):
                flush()
                let index = i == j ? "[\(i)]" : "[\(i)→\(j)]"
                lines.append(.same("\(index) " + actual[j].line(limit: Self.elementLimit)))
            case .removed(let i): removed.append(i)
            case .inserted(let j): inserted.append(j)
            }
        }
        flush()
        addListing(Listing(lines: lines, noun: "element", ordered: true), path: path)
        for (i, j) in nested {
            compare(expected[i], actual[j], path: path + (i == j ? "[\(i)]" : "[\(i)→\(j)]"))
        }
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
            key + ": " + value.line(limit: Self.elementLimit)
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

    private mutating func compareStrings(_ expected: String, _ actual: String, path: String) {
        guard expected.contains(where: \.isNewline) || actual.contains(where: \.isNewline) else {
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
    private static func visible(_ line: String) -> String {
        let invisible =
            line.last?.isWhitespace == true
            || line.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return invisible ? ValueRenderer.quoted(line) : line
    }

    /// Two long one-line strings: the stretch around their first difference.
    private mutating func compareLongLines(_ expected: String, _ actual: String, path: String) {
        let left = Array(expected)
        let right = Array(actual)
        var start = 0
        while start < left.count, start < right.count, left[start] == right[start] { start += 1 }
        var tail = 0
        while tail < left.count - start, tail < right.count - start,
            left[left.count - 1 - tail] == right[right.count - 1 - tail]
        {
            tail += 1
        }
        func window(_ characters: [Character]) -> String {
            let from = max(0, start - 30)
            let to = min(characters.count, max(characters.count - tail, start) + 30)
            let core = ValueRenderer.quoted(String(characters[from..<to])).dropFirst().dropLast()
            return "\"" + (from > 0 ? "…" : "") + core + (to < characters.count ? "…" : "") + "\""
        }
        blocks.append(
            Block(
                path: path, note: "first difference at character \(groupedCount(start))",
                lines: ["- " + window(left), "+ " + window(right)]))
    }

    // MARK: Listings

    private mutating func addListing(_ listing: Listing, path: String) {
        let changes = listing.lines.filter(\.isChange)
        guard !changes.isEmpty else { return }
        let keys = Set(changes.map(\.key))
        let singleKey = keys.count == 1 ? keys.first ?? "" : ""
        blocks.append(Block(path: path + singleKey, note: nil, lines: listing.rendered()))
    }
}
