/// The whole of a value, one part per line, for an attachment: every
/// element, entry and stored property, indented by depth, with nothing cut.
/// Collections of common scalars are written without reflecting each
/// element, and integers without a string each, into one buffer of bytes
/// (``TextLines``), so a million numbers take a fraction of a second.
///
/// ```swift
/// ValueLines(Point(x: 1, y: 2)).lines  // ["Point(", "  x: 1", "  y: 2", ")"]
/// ```
struct ValueLines {
    /// The most lines written; a value that needs more ends with a line
    /// saying so.
    static let maxLines = 20_000_000

    /// The lines, in one buffer.
    private(set) var text: TextLines
    /// The class instances on the current path: a cycle stops there.
    private var ancestors: [ObjectIdentifier] = []

    init(_ value: Any) {
        self.init(value, appendingTo: TextLines())
    }

    /// `value`'s lines after those of `lines`.
    init(_ value: Any, appendingTo lines: TextLines) {
        text = lines
        write(value, prefix: "", indent: "")
        if text.count >= Self.maxLines { text.append("… stopped at \(groupedCount(Self.maxLines)) lines") }
    }

    /// The lines as strings.
    var lines: [String] { text.strings }

    private mutating func write(_ value: Any, prefix: String, indent: String) {
        guard text.count < Self.maxLines else { return }
        if let leaf = RenderedValue(reflecting: value, nodeLimit: 1) {
            text.appendLine(indent: indent, prefix: prefix, leaf.line())
            return
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .collection || mirror.displayStyle == .set,
            writeScalars(value, prefix: prefix, indent: indent, sorted: mirror.displayStyle == .set)
        {
            return
        }
        let inner = indent + "  "
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else {
                return text.appendLine(indent: indent, prefix: prefix, "nil")
            }
            write(wrapped, prefix: prefix, indent: indent)
        case .collection:
            text.appendLine(indent: indent, prefix: prefix, "[")
            for child in mirror.children { write(child.value, prefix: "", indent: inner) }
            text.appendLine(indent: indent, "]")
        case .set, .dictionary:
            // Each element's lines, in the order of their text.
            var blocks: [[String]] = []
            for child in mirror.children {
                var block = ValueLines(parts: ancestors)
                if mirror.displayStyle == .dictionary, let entry = entry(child.value) {
                    block.write(entry.value, prefix: RenderedValue(reflecting: entry.key).line() + ": ", indent: inner)
                } else {
                    block.write(child.value, prefix: "", indent: inner)
                }
                blocks.append(block.lines)
            }
            text.appendLine(indent: indent, prefix: prefix, "[")
            // Sorted as their lists of lines compare, by one string each: its
            // lines joined by NUL, which sorts before any character, so a line
            // that begins another still comes first. One `<` on two strings
            // a comparison, not a generic comparison of two arrays.
            let keys = blocks.map { $0.joined(separator: "\u{0}") }
            for index in keys.indices.sorted(by: { keys[$0] < keys[$1] }) {
                for line in blocks[index] { text.append(line) }
            }
            text.appendLine(indent: indent, "]")
        case .enum:
            guard let payload = mirror.children.first, let name = payload.label else {
                return text.appendLine(indent: indent, prefix: prefix, String(describing: value))
            }
            write(payload.value, prefix: prefix + "." + name + " ", indent: indent)
        case .tuple, .struct, .class:
            writeFields(value, mirror, prefix: prefix, indent: indent)
        default:
            text.appendLine(indent: indent, prefix: prefix, String(describing: value))
        }
    }

    private init(parts ancestors: [ObjectIdentifier]) {
        text = TextLines()
        self.ancestors = ancestors
    }

    private mutating func writeFields(_ value: Any, _ mirror: Mirror, prefix: String, indent: String) {
        let isClass = mirror.displayStyle == .class
        let typeName = mirror.displayStyle == .tuple ? "" : String(describing: mirror.subjectType)
        if isClass {
            let identity = ObjectIdentifier(value as AnyObject)
            if ancestors.contains(identity) {
                return text.appendLine(indent: indent, prefix: prefix, "<cycle: \(typeName)>")
            }
            ancestors.append(identity)
        }
        defer { if isClass { ancestors.removeLast() } }
        var chain: [Mirror] = [mirror]
        while isClass, let parent = chain.last?.superclassMirror { chain.append(parent) }
        text.appendLine(indent: indent, prefix: prefix, typeName + "(")
        for level in chain.reversed() {
            for child in level.children {
                let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                write(child.value, prefix: label.map { $0 + ": " } ?? "", indent: indent + "  ")
            }
        }
        text.appendLine(indent: indent, ")")
    }

    /// A dictionary entry's key and value.
    private func entry(_ pair: Any) -> (key: Any, value: Any)? {
        let parts = Array(Mirror(reflecting: pair).children)
        guard parts.count == 2 else { return nil }
        return (parts[0].value, parts[1].value)
    }

    /// Writes a collection or set (`sorted`, by text) of common scalars
    /// (integers, strings, doubles, Booleans) one per line without
    /// reflecting each; false for any other value.
    private mutating func writeScalars(_ value: Any, prefix: String, indent: String, sorted: Bool) -> Bool {
        guard let collection = value as? any Collection else { return false }
        return writeScalars(collection, prefix: prefix, indent: indent, sorted: sorted)
    }

    private mutating func writeScalars<C: Collection>(
        _ collection: C, prefix: String, indent: String, sorted: Bool
    ) -> Bool {
        guard let first = collection.first, ValueRenderer.scalarText(first) != nil else { return false }
        let inner = indent + "  "
        let room = Self.maxLines - text.count
        text.appendLine(indent: indent, prefix: prefix, "[")
        if !sorted, C.Element.self == Int.self, writeIntegers(collection, indent: inner, room: room) {
            text.appendLine(indent: indent, "]")
            return true
        }
        var texts: [String] = []
        texts.reserveCapacity(min(collection.count, room))
        for element in collection {
            guard texts.count < room else { break }
            texts.append(ValueRenderer.scalarText(element) ?? String(describing: element))
        }
        if sorted { texts.sort() }
        text.reserve(lines: texts.count, bytesEach: inner.utf8.count + 8)
        for element in texts { text.appendLine(indent: inner, element) }
        text.appendLine(indent: indent, "]")
        return true
    }

    /// Writes the `Int`s of an array, slice or `ContiguousArray`, at most
    /// `room` of them, each as its digits; false for another collection.
    private mutating func writeIntegers<C: Collection>(_ collection: C, indent: String, room: Int) -> Bool {
        func written(_ integers: UnsafeBufferPointer<Int>) {
            text.appendLines(indent: indent, integers: UnsafeBufferPointer(rebasing: integers.prefix(room)))
        }
        if let array = collection as? [Int] {
            array.withUnsafeBufferPointer(written)
        } else if let array = collection as? ArraySlice<Int> {
            array.withUnsafeBufferPointer(written)
        } else if let array = collection as? ContiguousArray<Int> {
            array.withUnsafeBufferPointer(written)
        } else {
            return false
        }
        return true
    }
}
