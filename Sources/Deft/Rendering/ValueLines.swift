/// The whole of a value, one part per line, for an attachment: every
/// element, entry and stored property, indented by depth, with nothing cut.
/// Collections of common scalars are written without reflecting each
/// element, so a million numbers take a fraction of a second.
///
/// ```swift
/// ValueLines(Point(x: 1, y: 2)).lines  // ["Point(", "  x: 1", "  y: 2", ")"]
/// ```
struct ValueLines {
    /// The most lines written; a value that needs more ends with a line
    /// saying so.
    static let maxLines = 20_000_000

    private(set) var lines: [String] = []
    /// The class instances on the current path: a cycle stops there.
    private var ancestors: [ObjectIdentifier] = []

    init(_ value: Any) {
        write(value, prefix: "", indent: "")
        if lines.count >= Self.maxLines { lines.append("… stopped at \(groupedCount(Self.maxLines)) lines") }
    }

    private mutating func write(_ value: Any, prefix: String, indent: String) {
        guard lines.count < Self.maxLines else { return }
        if let leaf = RenderedValue(reflecting: value, nodeLimit: 1) {
            lines.append(indent + prefix + leaf.line())
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
            guard let wrapped = mirror.children.first?.value else { return lines.append(indent + prefix + "nil") }
            write(wrapped, prefix: prefix, indent: indent)
        case .collection:
            lines.append(indent + prefix + "[")
            for child in mirror.children { write(child.value, prefix: "", indent: inner) }
            lines.append(indent + "]")
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
            lines.append(indent + prefix + "[")
            for block in blocks.sorted(by: { $0.lexicographicallyPrecedes($1) }) { lines += block }
            lines.append(indent + "]")
        case .enum:
            guard let payload = mirror.children.first, let name = payload.label else {
                return lines.append(indent + prefix + String(describing: value))
            }
            write(payload.value, prefix: prefix + "." + name + " ", indent: indent)
        case .tuple, .struct, .class:
            writeFields(value, mirror, prefix: prefix, indent: indent)
        default:
            lines.append(indent + prefix + String(describing: value))
        }
    }

    private init(parts ancestors: [ObjectIdentifier]) {
        self.ancestors = ancestors
    }

    private mutating func writeFields(_ value: Any, _ mirror: Mirror, prefix: String, indent: String) {
        let isClass = mirror.displayStyle == .class
        let typeName = mirror.displayStyle == .tuple ? "" : String(describing: mirror.subjectType)
        if isClass {
            let identity = ObjectIdentifier(value as AnyObject)
            if ancestors.contains(identity) { return lines.append(indent + prefix + "<cycle: \(typeName)>") }
            ancestors.append(identity)
        }
        defer { if isClass { ancestors.removeLast() } }
        var chain: [Mirror] = [mirror]
        while isClass, let parent = chain.last?.superclassMirror { chain.append(parent) }
        lines.append(indent + prefix + typeName + "(")
        for level in chain.reversed() {
            for child in level.children {
                let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                write(child.value, prefix: label.map { $0 + ": " } ?? "", indent: indent + "  ")
            }
        }
        lines.append(indent + ")")
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
        var texts: [String] = []
        texts.reserveCapacity(min(collection.count, Self.maxLines - lines.count))
        for element in collection {
            guard lines.count + texts.count < Self.maxLines else { break }
            texts.append(inner + (ValueRenderer.scalarText(element) ?? String(describing: element)))
        }
        lines.append(indent + prefix + "[")
        lines += sorted ? texts.sorted() : texts
        lines.append(indent + "]")
        return true
    }
}
