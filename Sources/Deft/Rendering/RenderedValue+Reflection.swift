import Foundation

extension RenderedValue {
    /// The deepest nesting rendered; deeper values show as `…`.
    static let maxDepth = 12

    /// Reflects `value` into a tree: common scalars by their exact type,
    /// Foundation objects (`NSString`, `NSNumber`, `NSArray`, `NSSet`,
    /// `NSDictionary`, whatever class-cluster class holds them) as the Swift
    /// values they bridge to, ``TestOutputStringConvertible`` types by their `testDescription`
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
        if let bridged = foundationValue(value, depth: depth) { return bridged }
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
        return sortedIndices(elements.map { bridgedScalar($0) ?? $0 }, rendered).map { rendered[$0] }
    }

    private mutating func sortedEntries(_ mirror: Mirror, depth: Int) -> [RenderedValue.Entry] {
        let pairs: [(key: Any, value: Any)] = mirror.children.compactMap { pair in
            let parts = Array(Mirror(reflecting: pair.value).children)
            guard parts.count == 2 else { return nil }
            return (parts[0].value, parts[1].value)
        }
        return sortedEntries(pairs, depth: depth)
    }

    private mutating func sortedEntries(_ pairs: [(key: Any, value: Any)], depth: Int) -> [RenderedValue.Entry] {
        let entries = pairs.map { key, value in
            RenderedValue.Entry(key: reflect(key, depth: depth + 1), value: reflect(value, depth: depth + 1))
        }
        return sortedIndices(pairs.map { bridgedScalar($0.key) ?? $0.key }, entries.map(\.key)).map { entries[$0] }
    }

    /// A Foundation object rendered as the Swift value it bridges to, or nil
    /// for any other value. On Apple platforms these arrive as instances of
    /// private class-cluster classes (`NSTaggedPointerString`,
    /// `__NSCFNumber`, `__NSArrayI`, `_SwiftDeferredNSArray`), whose
    /// `Mirror` has no children and whose descriptions drop quotes; corelibs
    /// Foundation hands out `NSString` and `NSNumber` elements too.
    private mutating func foundationValue(_ value: Any, depth: Int) -> RenderedValue? {
        // Only class instances: on Apple platforms `as? NSArray` would bridge
        // a Swift array too.
        guard Swift.type(of: value) is AnyObject.Type else { return nil }
        if let scalar = bridgedScalar(value) { return reflect(scalar, depth: depth) }
        guard value is NSArray || value is NSSet || value is NSDictionary else { return nil }
        guard depth < RenderedValue.maxDepth else { return .elided }
        if let array = value as? NSArray { return .collection(array.map { reflect($0, depth: depth + 1) }) }
        if let set = value as? NSSet { return .set(sortedElements(Array(set), depth: depth)) }
        if let dictionary = value as? NSDictionary {
            return .dictionary(sortedEntries(dictionary.map { pair in (key: pair.0, value: pair.1) }, depth: depth))
        }
        return nil
    }

    /// The Swift scalar a Foundation string or number bridges to: a
    /// `String`, `Bool`, `Double`, `Float`, `UInt64` or `Int64`; nil for any
    /// other value, and for an `NSDecimalNumber`, whose description is exact.
    private func bridgedScalar(_ value: Any) -> Any? {
        guard Swift.type(of: value) is AnyObject.Type else { return nil }
        if let string = value as? NSString { return string as String }
        guard let number = value as? NSNumber, !(number is NSDecimalNumber) else { return nil }
        if isBoolean(number) { return number.boolValue }
        switch String(cString: number.objCType) {
        case "d": return number.doubleValue
        case "f": return number.floatValue
        case "Q", "L", "I", "S", "C": return number.uint64Value
        default: return number.int64Value
        }
    }

    /// Whether `number` holds a `Bool`: on Apple platforms it is then
    /// `kCFBooleanTrue` or `kCFBooleanFalse` (`__NSCFBoolean`), whose type
    /// code `c` an `Int8` shares; corelibs Foundation gives `c` to `Bool` only.
    private func isBoolean(_ number: NSNumber) -> Bool {
        #if canImport(Darwin)
            return CFGetTypeID(number) == CFBooleanGetTypeID()
        #else
            return String(cString: number.objCType) == "c"
        #endif
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
