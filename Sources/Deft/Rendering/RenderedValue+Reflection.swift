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
    /// structure, structs and classes by their `Mirror` (a
    /// `CustomReflectable` type's custom mirror, whatever its display
    /// style) with their `CustomDebugStringConvertible`, then
    /// `CustomStringConvertible` text for one line, and other types by that
    /// text. Class instances already being rendered show as `<cycle: Type>`.
    ///
    /// ```swift
    /// RenderedValue(reflecting: [1, 2]).line()  // "[1, 2]"
    /// ```
    init(reflecting value: Any) {
        var reflector = Reflector()
        self = reflector.reflect(value, depth: 0)
    }

    /// Reflects only as much of `value` as a line of about `budget`
    /// characters prints: a collection, set or dictionary stops at the
    /// element that crosses it and becomes ``truncated(_:omitted:)``. A set
    /// or dictionary of `Comparable` elements or keys gives its smallest
    /// ones, found without sorting the rest.
    ///
    /// ```swift
    /// RenderedValue(reflecting: Array(0..<1_000_000), budget: 20).line()  // "[0, 1, 2, 3, 4, 5, 6, … 999,993 more]"
    /// ```
    init(reflecting value: Any, budget: Int) {
        var reflector = Reflector(budget: budget)
        reflector.nodeLimit = Reflector.nodeLimit(forBudget: budget)
        self = reflector.reflect(value, depth: 0)
    }

    /// Reflects `value` whole, or gives nil as soon as it finds the value
    /// too large for that: more than `nodeLimit` parts, or a collection,
    /// set or dictionary of more than ``LargeValueDiff/wholeCount``
    /// elements. A large value's diff is then found part by part
    /// (``PairedDiff``), and only what the message shows is reflected.
    ///
    /// ```swift
    /// RenderedValue(reflecting: Array(0..<10), nodeLimit: 100)  // the whole array
    /// RenderedValue(reflecting: Array(0..<5_000), nodeLimit: 100)  // nil
    /// ```
    init?(reflecting value: Any, nodeLimit: Int) {
        var used = 0
        self.init(reflecting: value, nodeLimit: nodeLimit, used: &used)
    }

    /// `value` as one part with nothing inside it to show (a scalar, a
    /// string, a type's own test description, `nil`, an empty collection, a
    /// struct with no stored properties), or nil for a value with parts:
    /// what ``ValueLines`` writes on a line of its own. A collection, set,
    /// dictionary, tuple, struct or class instance with parts is refused as
    /// soon as its `Mirror` shows them, none of them read.
    ///
    /// ```swift
    /// RenderedValue(leaf: 42)?.line()  // "42"
    /// RenderedValue(leaf: [1, 2])  // nil
    /// ```
    init?(leaf value: Any) {
        var reflector = Reflector()
        reflector.nodeLimit = 1
        reflector.stopsAtLargeCollections = true
        reflector.refusesParts = true
        let rendered = reflector.reflect(value, depth: 0)
        guard !reflector.exhausted else { return nil }
        self = rendered
    }

    /// ``init(reflecting:nodeLimit:)``, adding the nodes it read to `used`.
    /// A value a cheap count (``NodeCount``) proves larger than `nodeLimit`
    /// is refused unread, as if the limit's nodes were read.
    init?(reflecting value: Any, nodeLimit: Int, used: inout Int) {
        if nodeLimit >= NodeCount.worthCounting, NodeCount.exceeds(value, limit: nodeLimit) {
            used += nodeLimit + 1
            return nil
        }
        var reflector = Reflector()
        reflector.nodeLimit = nodeLimit
        reflector.stopsAtLargeCollections = true
        let rendered = reflector.reflect(value, depth: 0)
        used += reflector.nodes
        guard !reflector.exhausted else { return nil }
        self = rendered
    }
}

/// Walks a value with `Mirror`, keeping the class instances on the current
/// path to cut reference cycles.
private struct Reflector {
    var ancestors: [ObjectIdentifier] = []
    /// About how many characters of the value will be printed; `.max` reads it all.
    var budget = Int.max

    /// How many parts (nodes of the tree) may be read before the rest
    /// shows as `…`; with a budget, a few for each character the line prints.
    var nodeLimit = Int.max
    /// Whether a collection of more than ``LargeValueDiff/wholeCount``
    /// elements ends the reflection, as too large to read whole.
    var stopsAtLargeCollections = false
    /// Whether a value whose `Mirror` shows parts that would pass the node
    /// limit is refused there, unread (``RenderedValue/init(leaf:)``), which
    /// leaves ``nodes`` short of what reading them would count.
    var refusesParts = false
    /// The parts read so far.
    private(set) var nodes = 0
    /// Whether the node limit was reached or a large collection met: the
    /// tree is then incomplete.
    private(set) var exhausted = false

    /// Collections, sets and dictionaries up to this size are read whole
    /// even under a budget: sorting them costs little.
    static let wholeReadCount = 200

    /// The parts a line of about `budget` characters may need: each part
    /// prints at least a character or two, so four per character leave the
    /// line complete, and a value of a million parts is not read whole to
    /// print a hundred characters of it.
    static func nodeLimit(forBudget budget: Int) -> Int {
        budget >= Int.max / 8 ? Int.max : budget * 2 + 32
    }

    mutating func reflect(_ value: Any, depth: Int) -> RenderedValue {
        nodes += 1
        guard nodes <= nodeLimit else {
            exhausted = true
            return .elided
        }
        if Swift.type(of: value) == String.self { return .string(value as! String) }
        if let text = ValueRenderer.scalarText(dynamic: value) { return .scalar(text) }
        if let address = addressText(value) { return .address(address) }
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
        if stopsAtLargeCollections, isLarge(mirror) {
            exhausted = true
            return .elided
        }
        if refusesParts, nodes >= nodeLimit, hasPartsOfItsOwn(mirror) {
            exhausted = true
            return .elided
        }
        let bounded = budget != .max && mirror.children.count > Self.wholeReadCount
        switch mirror.displayStyle {
        case .collection:
            guard bounded else { return .collection(mirror.children.map { reflect($0.value, depth: depth + 1) }) }
            return boundedList(mirror.children.lazy.map(\.value), count: mirror.children.count, depth: depth) {
                .collection($0)
            }
        case .set:
            if bounded, let set = value as? any SmallestElements {
                return boundedSorted(count: mirror.children.count, depth: depth) { set.smallestElements($0) }
            }
            if bounded { return unordered(count: mirror.children.count) }
            return .set(sortedElements(mirror.children.map(\.value), depth: depth))
        case .dictionary:
            if bounded, let dictionary = value as? any SmallestEntries {
                return boundedSorted(count: mirror.children.count, depth: depth) { dictionary.smallestEntries($0) }
            }
            if bounded { return unordered(count: mirror.children.count) }
            return .dictionary(sortedEntries(mirror, depth: depth))
        case .tuple:
            return .tuple(fields(of: mirror, depth: depth))
        case .enum:
            if let text = customText(value) { return .scalar(text) }
            return enumCase(value, mirror, depth: depth)
        case .struct, .class:
            return structure(value, mirror, depth: depth)
        case nil where !mirror.children.isEmpty && !isPlatformValue(value, mirror):
            // A custom mirror with no display style (`CustomReflectable`):
            // its children are what the type shows of itself.
            return structure(value, mirror, depth: depth)
        default:
            return .scalar(customText(value) ?? String(describing: value))
        }
    }

    /// Whether `mirror` shows parts that its value is rendered by: the
    /// elements, entries or fields of a collection, set, dictionary, tuple,
    /// struct or class instance (an enum or a value with no display style
    /// may print as its own description instead).
    private func hasPartsOfItsOwn(_ mirror: Mirror) -> Bool {
        switch mirror.displayStyle {
        case .collection, .set, .dictionary, .tuple, .struct, .class: return !mirror.children.isEmpty
        default: return false
        }
    }

    /// Whether `mirror` is a collection, set or dictionary of more than
    /// ``LargeValueDiff/wholeCount`` elements.
    private func isLarge(_ mirror: Mirror) -> Bool {
        switch mirror.displayStyle {
        case .collection, .set, .dictionary: return mirror.children.count > LargeValueDiff.wholeCount
        default: return false
        }
    }

    /// A large set or dictionary whose elements or keys have no order:
    /// sorting them by their text would read them all, so the line shows
    /// only how many there are (`[… 100,000 more]`), and the diff shows
    /// what differs.
    private func unordered(count: Int) -> RenderedValue {
        .truncated(.set([]), omitted: count)
    }

    /// The first elements of a collection of `count`, as many as a line of
    /// about ``budget`` characters shows; the rest are counted, never read.
    private mutating func boundedList<S: Sequence<Any>>(
        _ elements: S, count: Int, depth: Int, _ make: ([RenderedValue]) -> RenderedValue
    ) -> RenderedValue {
        var read: [RenderedValue] = []
        var used = 0
        for element in elements {
            if used > budget { break }
            let rendered = reflect(element, depth: depth + 1)
            used += rendered.line(limit: budget - used + 1).utf8.count + 2
            read.append(rendered)
        }
        return read.count < count ? .truncated(make(read), omitted: count - read.count) : make(read)
    }

    /// The smallest elements or entries of a set or dictionary of `count`,
    /// in order, as many as a line of about ``budget`` characters shows.
    /// `smallest(k)` gives the `k` smallest; it is asked for more until
    /// they fill the line.
    private mutating func boundedSorted<Element>(
        count: Int, depth: Int, _ smallest: (Int) -> [Element]
    ) -> RenderedValue {
        // Each element takes at least three characters (`0, `).
        var wanted = budget / 3 + 1
        while true {
            let elements = smallest(min(wanted, count))
            var rendered: RenderedValue
            if let entries = elements as? [(key: Any, value: Any)] {
                rendered = .dictionary(
                    entries.map {
                        .init(key: reflect($0.key, depth: depth + 1), value: reflect($0.value, depth: depth + 1))
                    })
            } else {
                rendered = .set(elements.map { reflect($0, depth: depth + 1) })
            }
            if elements.count < count { rendered = .truncated(rendered, omitted: count - elements.count) }
            let filled = !rendered.lineAndCompleteness(limit: budget).isComplete || elements.count == count
            if filled || wanted >= count { return rendered }
            wanted *= 4
        }
    }

    /// Whether `value` is the standard library's or Foundation's and has
    /// a description, which is then its value (`Range(0..<3)`), whatever
    /// its custom mirror shows.
    private func isPlatformValue(_ value: Any, _ mirror: Mirror) -> Bool {
        customText(value) != nil && isPlatformType(mirror.subjectType)
    }

    /// A struct or class instance by its stored properties, or a value by
    /// its custom mirror's children. On one line it prints as its own
    /// description, or, with a custom mirror of no display style and no
    /// description, as Swift prints it (the type's name, as Nimble shows it).
    private mutating func structure(_ value: Any, _ mirror: Mirror, depth: Int) -> RenderedValue {
        let typeName = String(describing: mirror.subjectType)
        let isClass = mirror.displayStyle == .class
        let isObject = isClass || Swift.type(of: value) is AnyObject.Type
        let identity = isObject ? ObjectIdentifier(value as AnyObject) : nil
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
        let ownText = customText(value)
        let text = ownText ?? (mirror.displayStyle == nil ? String(describing: value) : nil)
        if let text, allFields.isEmpty { return .scalar(text) }
        return .structure(
            .init(
                type: typeName, isClass: isClass, fields: allFields, customText: text,
                isPlatformType: ownText != nil && isPlatformType(mirror.subjectType)))
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
        // The Swift scalar it bridges to, as the same node: one part, as a
        // Swift scalar is.
        if let scalar = bridgedScalar(value) {
            if let text = scalar as? String { return .string(text) }
            return .scalar(ValueRenderer.scalarText(dynamic: scalar) ?? String(describing: scalar))
        }
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

/// A set whose elements are `Comparable`: its smallest elements, found in
/// one pass, for a message that prints only the first of them.
protocol SmallestElements {
    /// The `count` smallest elements, in ascending order.
    func smallestElements(_ count: Int) -> [Any]
}

/// A dictionary whose keys are `Comparable`: its entries with the smallest
/// keys, found in one pass.
protocol SmallestEntries {
    /// The `count` entries with the smallest keys, in ascending key order.
    func smallestEntries(_ count: Int) -> [(key: Any, value: Any)]
}

extension Set: SmallestElements where Element: Comparable {
    func smallestElements(_ count: Int) -> [Any] {
        smallest(count, of: self, by: <).map { $0 as Any }
    }
}

extension Dictionary: SmallestEntries where Key: Comparable {
    func smallestEntries(_ count: Int) -> [(key: Any, value: Any)] {
        smallest(count, of: keys, by: <).map { key in (key: key as Any, value: self[key] as Any) }
    }
}

/// The `count` smallest elements of `elements` by `less`, in order, in one
/// pass that keeps only those.
func smallest<S: Sequence>(
    _ count: Int, of elements: S, by less: (S.Element, S.Element) -> Bool
) -> [S.Element] {
    var kept: [S.Element] = []
    guard count > 0 else { return kept }
    kept.reserveCapacity(count + 1)
    // The largest kept element once `count` are kept: most elements are
    // compared with it alone.
    var largest: S.Element?
    for element in elements {
        if let largest {
            guard less(element, largest) else { continue }
            kept.removeLast()
        }
        var low = 0
        var high = kept.count
        while low < high {
            let middle = (low + high) / 2
            if less(element, kept[middle]) { high = middle } else { low = middle + 1 }
        }
        kept.insert(element, at: low)
        if kept.count == count { largest = kept[count - 1] }
    }
    return kept
}
