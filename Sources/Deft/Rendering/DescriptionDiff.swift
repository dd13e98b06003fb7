/// How ``StructuralDiff`` compares values by their descriptions: a value
/// whose own description differs while its fields show only storage the
/// reader does not own, and any description of more than one line or too
/// long to compare by eye.
///
/// Storage the reader does not own is a field named with a leading
/// underscore (`_storage`, `_code`: the convention of the standard library,
/// Foundation and SwiftNIO for what is not public), anything below one, and
/// an address (``RenderedValue/address(_:)``). Whether a field is public
/// cannot be read at run time, and a module name cannot tell the user's
/// types apart (a test target compares the types of the app it tests), so
/// these marks decide, and the fields of the user's own types keep their
/// key paths:
///
/// ```
/// at .document (in the description, by key):
/// - "month":"1"
/// + "month":"01"
/// ```
extension StructuralDiff {
    /// What a diff says where two values differ only by an address.
    static let addressOnly = "only the address differs"

    /// Two instances of one type, by their fields, or by their descriptions
    /// when the fields that differ are storage and the descriptions differ.
    mutating func compareStructures(
        _ expected: RenderedValue.Structure, _ actual: RenderedValue.Structure, path: String
    ) {
        var parts = StructuralDiff()
        parts.compareFields(expected.fields, actual.fields, path: path)
        if let left = expected.customText, let right = actual.customText,
            expected.isPlatformType || parts.blocks.isEmpty
                || parts.blocks.contains(where: { Self.isStorage($0, below: path) }),
            maskingAddresses(left) != maskingAddresses(right)
        {
            // A platform type's description is its value (`12.5`): no heading.
            let note = expected.isPlatformType ? nil : Self.inTheDescription
            return compareDescriptions(left, right, path: path, note: note)
        }
        if parts.blocks.isEmpty { return changed(.structure(expected), .structure(actual), path: path) }
        blocks += parts.blocks
        unreadElements += parts.unreadElements
    }

    /// What heads a diff of two descriptions in place of their storage.
    static let inTheDescription = "in the description"

    /// Whether `block`, found below `path`, is about storage the reader
    /// does not own: an address, a field named with an underscore, or the
    /// descriptions of a value whose fields are such storage (the outermost
    /// description then speaks for it).
    private static func isStorage(_ block: Block, below path: String) -> Bool {
        block.note == addressOnly || block.note?.hasPrefix(inTheDescription) == true
            || block.path.dropFirst(path.count).contains("._")
    }

    /// Two descriptions: line by line when either has more than one line,
    /// by key when both are one-line JSON-like objects (`{"a":1,"b":2}`),
    /// by their smallest differing spans when either is longer than
    /// ``shortValueLength``, and otherwise whole (a scalar's without a
    /// heading, as any other scalar's); past ``lineDiffBytes``, by
    /// their first difference, as long strings are. Addresses in them are
    /// not compared, and show as `0x…`.
    mutating func compareDescriptions(_ expected: String, _ actual: String, path: String, note: String?) {
        let left = maskingAddresses(expected)
        let right = maskingAddresses(actual)
        if left == right {
            return blocks.append(Block(path: path, note: Self.addressOnly, lines: []))
        }
        guard max(left.utf8.count, right.utf8.count) <= Self.lineDiffBytes else {
            return compareLongLines(left, right, path: path)
        }
        if hasNewline(left) || hasNewline(right) {
            return compareDescriptionLines(left, right, path: path, note: note)
        }
        if let lines = Self.membersByKey(left, right) {
            let keyed = note.map { $0 + ", by key" } ?? "by key"
            return blocks.append(Block(path: path, note: keyed, lines: lines))
        }
        if max(left.count, right.count) > shortValueLength {
            let (removed, inserted) = differingSpans(left, right, limit: Self.valueLimit)
            return blocks.append(Block(path: path, note: note, lines: ["- " + removed, "+ " + inserted]))
        }
        blocks.append(Block(path: path, note: note, lines: ["- " + left, "+ " + right]))
    }

    /// Whether the only difference is one line of the whole value's
    /// description, which the first line of a message shows when it shows
    /// the value in full.
    var isWholeDescriptionOnly: Bool {
        guard blocks.count == 1, unreadElements == 0, let block = blocks.first else { return false }
        guard block.path.isEmpty, block.note == Self.inTheDescription, block.lines.count == 2 else { return false }
        return block.lines[0].hasPrefix("- ") && block.lines[1].hasPrefix("+ ")
    }

    /// Whether two differing descriptions are worth comparing below a
    /// listing: of several lines, too long to compare by eye, or alike but
    /// for their addresses.
    static func comparableDescriptions(_ expected: String, _ actual: String) -> Bool {
        isLongText(expected) || isLongText(actual) || maskingAddresses(expected) == maskingAddresses(actual)
    }

    /// Two descriptions of which one has more than one line, line by line
    /// as strings are, and a long changed line by what differs in it
    /// (``narrowedLines(_:expected:actual:)``).
    private mutating func compareDescriptionLines(_ expected: String, _ actual: String, path: String, note: String?) {
        func splitLines(_ text: String) -> [String] {
            text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        }
        let expectedLines = splitLines(expected)
        let actualLines = splitLines(actual)
        let edits = align(expectedLines, actualLines)
        let narrowed = Self.narrowedLines(edits, expected: expectedLines, actual: actualLines)
        var lines: [Listing.Line] = []
        for edit in edits {
            switch edit {
            case .same(_, let j): lines.append(.same(actualLines[j]))
            case .removed(let i):
                lines.append(.removed(Self.visible(narrowed.removed[i] ?? expectedLines[i]), key: ""))
            case .inserted(let j):
                lines.append(.inserted(Self.visible(narrowed.inserted[j] ?? actualLines[j]), key: ""))
            }
        }
        let listing = Listing(lines: lines, noun: "line", ordered: true)
        blocks.append(Block(path: path, note: note, lines: listing.rendered()))
    }

    /// The members of two one-line JSON-like objects that differ, by key,
    /// in the expected object's order with the actual one's new keys last,
    /// and unchanged members around them as context; nil unless both are
    /// such objects.
    private static func membersByKey(_ expected: String, _ actual: String) -> [String]? {
        guard let left = jsonMembers(expected), let right = jsonMembers(actual) else { return nil }
        var actualByKey: [Substring: Substring] = [:]
        for member in right where actualByKey[member.key] == nil { actualByKey[member.key] = member.text }
        let expectedKeys = Set(left.map(\.key))
        var lines: [Listing.Line] = []
        for member in left {
            guard let text = actualByKey[member.key] else {
                lines.append(.removed(String(member.text), key: ""))
                continue
            }
            if text == member.text {
                lines.append(.same(String(text)))
            } else {
                lines.append(.removed(String(member.text), key: ""))
                lines.append(.inserted(String(text), key: ""))
            }
        }
        for member in right where !expectedKeys.contains(member.key) {
            lines.append(.inserted(String(member.text), key: ""))
        }
        return Listing(lines: lines, noun: "member", ordered: true).rendered()
    }

    /// The members of a one-line JSON-like object, `{"a":1, "b":[2, 3]}`:
    /// each top-level `key: value` with its key; nil for any other text.
    static func jsonMembers(_ text: String) -> [(key: Substring, text: Substring)]? {
        guard text.first == "{", text.last == "}", text.count > 2 else { return nil }
        let body = text.dropFirst().dropLast()
        var members: [(key: Substring, text: Substring)] = []
        var depth = 0
        var inString = false
        var escaped = false
        var start = body.startIndex
        var colon: String.Index?
        func close(at end: String.Index) -> Bool {
            let member = body[start..<end].trimmingWhitespace
            guard let colon, colon >= member.startIndex, colon < member.endIndex else { return false }
            let key = member[..<colon].trimmingWhitespace
            guard !key.isEmpty else { return false }
            members.append((key, member))
            return true
        }
        for index in body.indices {
            let character = body[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{", "[", "(": depth += 1
            case "}", "]", ")": depth -= 1
            case ":" where depth == 0 && colon == nil: colon = index
            case "," where depth == 0:
                guard close(at: index) else { return nil }
                start = body.index(after: index)
                colon = nil
            default: break
            }
            if depth < 0 { return nil }
        }
        guard depth == 0, !inString, close(at: body.endIndex) else { return nil }
        return members
    }
}

extension Substring {
    /// The text without white space at either end.
    fileprivate var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
