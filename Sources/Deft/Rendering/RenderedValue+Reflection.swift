extension RenderedValue {
    /// The deepest nesting rendered; deeper values show as `…`.
    static let maxDepth = 12

    /// Reflects `value` into a tree: common scalars by their exact type,
    /// ``TestOutputStringConvertible`` types by their `testDescription`
    /// (except those Deft conforms only for Nimble's sake, `RenderedByDeft`),
    /// optionals, collections, sets, dictionaries and tuples by their
    /// structure, other types by `CustomDebugStringConvertible`, then
    /// `CustomStringConvertible`, then their `Mirror`. Class instances already
    /// being rendered show as `<cycle: Type>`.
    ///
    /// ```swift
    /// RenderedValue(reflecting: [1, 2]).line()  // "[1, 2]"
    /// ```
    init(reflecting value: Any) {
        var reflector = Reflector()
        self = reflector.reflect(value, depth: 0)
    }
}

/// Walks a value with `Mirror`, keeping the class instances on the current
/// path to cut reference cycles.
private struct Reflector {
    var ancestors: [ObjectIdentifier] = []

    mutating func reflect(_ value: Any, depth: Int) -> RenderedValue {
        if let text = ValueRenderer.scalarText(dynamic: value) {
            return Swift.type(of: value) == String.self ? .string(value as! String) : .scalar(text)
        }
        if let text = value as? Substring { return .string(String(text)) }
        if let character = value as? Character { return .string(String(character)) }
        if let custom = value as? any TestOutputStringConvertible, !(value is any RenderedByDeft) {
            return .scalar(custom.testDescription)
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .absent }
            return reflect(wrapped, depth: depth)
        }
        guard depth < RenderedValue.maxDepth else { return .elided }
        switch mirror.displayStyle {
        case .collection:
            return .collection(mirror.children.map { reflect($0.value, depth: depth + 1) })
        case .set:
            return .set(sortedElements(mirror.children.map(\.value), depth: depth))
        case .dictionary:
            return .dictionary(sortedEntries(mirror, depth: depth))
        case .tuple:
            return .tuple(fields(of: mirror, depth: depth))
        case .enum:
            if let text = customText(value) { return .scalar(text) }
            return enumCase(value, mirror, depth: depth)
        case .struct, .class:
            return structure(value, mirror, depth: depth)
        default:
            return .scalar(customText(value) ?? String(describing: value))
        }
    }

    private mutating func structure(_ value: Any, _ mirror: Mirror, depth: Int) -> RenderedValue {
        let typeName = String(describing: mirror.subjectType)
        let isClass = mirror.displayStyle == .class
        let identity = isClass ? ObjectIdentifier(value as AnyObject) : nil
        if let identity, ancestors.contains(identity) { return .cycle(type: typeName) }
        if let identity { ancestors.append(identity) }
        defer { if identity != nil { ancestors.removeLast() } }
        var allFields: [RenderedValue.Field] = []
        var current: Mirror? = mirror
        var chain: [Mirror] = []
        while let level = current {
            chain.append(level)
            current = isClass ? level.superclassMirror : nil
        }
        for level in chain.reversed() { allFields += fields(of: level, depth: depth) }
        let text = customText(value)
        if let text, allFields.isEmpty { return .scalar(text) }
        return .structure(.init(type: typeName, isClass: isClass, fields: allFields, customText: text))
    }

    private mutating func enumCase(_ value: Any, _ mirror: Mirror, depth: Int) -> RenderedValue {
        let typeName = String(describing: mirror.subjectType)
        guard let child = mirror.children.first, let name = child.label else {
            return .enumCase(type: typeName, name: String(describing: value), payload: nil)
        }
        return .enumCase(type: typeName, name: name, payload: reflect(child.value, depth: depth + 1))
    }

    private mutating func fields(of mirror: Mirror, depth: Int) -> [RenderedValue.Field] {
        mirror.children.map { child in
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            return RenderedValue.Field(label: label, value: reflect(child.value, depth: depth + 1))
        }
    }

    private mutating func sortedElements(_ elements: [Any], depth: Int) -> [RenderedValue] {
        let rendered = elements.map { reflect($0, depth: depth + 1) }
        return sortedIndices(elements, rendered).map { rendered[$0] }
    }

    private mutating func sortedEntries(_ mirror: Mirror, depth: Int) -> [RenderedValue.Entry] {
        var keys: [Any] = []
        var entries: [RenderedValue.Entry] = []
        for pair in mirror.children {
            let parts = Array(Mirror(reflecting: pair.value).children)
            guard parts.count == 2 else { continue }
            keys.append(parts[0].value)
            entries.append(
                .init(key: reflect(parts[0].value, depth: depth + 1), value: reflect(parts[1].value, depth: depth + 1)))
        }
        return sortedIndices(keys, entries.map(\.key)).map { entries[$0] }
    }

    /// Indices of `values` in `<` order when they are all of one `Comparable`
    /// type, and otherwise in the order of their rendered text.
    private func sortedIndices(_ values: [Any], _ rendered: [RenderedValue]) -> [Int] {
        let comparable = values.count < 2 || values.dropFirst().allSatisfy { dynamicLessThan(values[0], $0) != nil }
        if comparable {
            return values.indices.sorted { dynamicLessThan(values[$0], values[$1]) ?? false }
        }
        let texts = rendered.map { $0.line() }
        return values.indices.sorted { texts[$0] < texts[$1] }
    }

    /// The type's own description, if it has one.
    private func customText(_ value: Any) -> String? {
        if let debug = value as? any CustomDebugStringConvertible { return debug.debugDescription }
        if let plain = value as? any CustomStringConvertible { return plain.description }
        return nil
    }
}
