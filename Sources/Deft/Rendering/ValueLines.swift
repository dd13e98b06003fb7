import Foundation

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
    /// What this walk has learned about the types it met.
    private let types = TypeNotes()

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
        let type = ObjectIdentifier(Swift.type(of: value))
        if !types.haveParts.contains(type), let leaf = RenderedValue(leaf: value) {
            text.appendLine(indent: indent, prefix: prefix, leaf.line())
            return
        }
        // Bytes as a reader compares them, never its storage's address.
        if type == ObjectIdentifier(Data.self) { return writeBytes(value as! Data, prefix: prefix, indent: indent) }
        let mirror = Mirror(reflecting: value)
        if !types.haveParts.contains(type) { types.note(value, type, mirror) }
        // A standard library or Foundation type's stored properties are its
        // own business: it is written as its description, as messages show it.
        if mirror.displayStyle == .struct || mirror.displayStyle == .class,
            let description = types.platformDescription(of: value, type)
        {
            return text.appendLine(indent: indent, prefix: prefix, description)
        }
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
            // Each element's lines, in the order of their text: written
            // one after another into a buffer of their own, then copied in
            // order.
            var blocks = TextLines()
            swap(&text, &blocks)
            var ends: [Int] = []
            for child in mirror.children {
                if mirror.displayStyle == .dictionary, let entry = entry(child.value) {
                    write(entry.value, prefix: RenderedValue(reflecting: entry.key).line() + ": ", indent: inner)
                } else {
                    write(child.value, prefix: "", indent: inner)
                }
                ends.append(text.count)
            }
            swap(&text, &blocks)
            text.appendLine(indent: indent, prefix: prefix, "[")
            let starts = [0] + ends.dropLast()
            for index in blocks.orderOfBlocks(starts, ends) {
                text.append(lines: starts[index]..<ends[index], of: blocks)
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

    private mutating func writeFields(_ value: Any, _ mirror: Mirror, prefix: String, indent: String) {
        let isClass = mirror.displayStyle == .class
        let typeName = mirror.displayStyle == .tuple ? "" : types.name(of: mirror.subjectType)
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

    /// A dictionary entry's key and value: a standard dictionary's
    /// `(key:value:)` pair by a cast, any other pair by its `Mirror`.
    private func entry(_ pair: Any) -> (key: Any, value: Any)? {
        if let entry = pair as? (key: Any, value: Any) { return entry }
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

    /// Writes `data` as its bytes, one decimal value per line, as a
    /// `[UInt8]` is written.
    private mutating func writeBytes(_ data: Data, prefix: String, indent: String) {
        guard !data.isEmpty else { return text.appendLine(indent: indent, prefix: prefix, "[]") }
        let room = Self.maxLines - text.count
        text.appendLine(indent: indent, prefix: prefix, "[")
        data.withUnsafeBytes { bytes in
            text.appendLines(indent: indent + "  ", bytes: UnsafeRawBufferPointer(rebasing: bytes.prefix(room)))
        }
        text.appendLine(indent: indent, "]")
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

/// What one ``ValueLines`` walk learns about the types it meets, so that a
/// hundred thousand values of one type pay for it once: which types' values
/// always have parts, and each type's name.
private final class TypeNotes {
    /// Types whose every value has stored properties or fields that its
    /// `Mirror` shows: never a line of its own (``RenderedValue/init(leaf:)``).
    private(set) var haveParts: Set<ObjectIdentifier> = []
    private var names: [ObjectIdentifier: String] = [:]
    private var describesItself: [ObjectIdentifier: Bool] = [:]

    /// Notes `value`'s type (`type`) as one whose values always have parts,
    /// when `mirror` shows that this one has and no value of the type can
    /// show otherwise: a struct, tuple or class instance (whose stored
    /// properties its type fixes) without a custom mirror, and not a
    /// Foundation object.
    func note(_ value: Any, _ type: ObjectIdentifier, _ mirror: Mirror) {
        switch mirror.displayStyle {
        case .struct, .tuple, .class:
            guard !mirror.children.isEmpty, !(value is any CustomReflectable) else { return }
            // A Foundation object is rendered as the value it bridges to,
            // which may be one line for one value and not for the next (an
            // empty `NSArray`).
            if mirror.displayStyle == .class,
                value is NSString || value is NSNumber || value is NSArray || value is NSSet || value is NSDictionary
            {
                return
            }
            haveParts.insert(type)
        default:
            return
        }
    }

    /// The description of a value whose type belongs to the standard
    /// library or Foundation (``isPlatformType(_:)``), has one and shows
    /// no custom mirror (`URL`, `Decimal`, `Duration`, `NSError`); nil for
    /// any other value.
    func platformDescription(of value: Any, _ type: ObjectIdentifier) -> String? {
        let describes =
            describesItself[type]
            ?? {
                let describes =
                    isPlatformType(Swift.type(of: value)) && !(value is any CustomReflectable)
                    && (value is any CustomDebugStringConvertible || value is any CustomStringConvertible)
                describesItself[type] = describes
                return describes
            }()
        guard describes else { return nil }
        return (value as? any CustomDebugStringConvertible)?.debugDescription ?? String(describing: value)
    }

    /// The type's name, as `String(describing:)` gives it.
    func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
