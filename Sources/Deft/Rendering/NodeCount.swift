import Foundation

/// Whether reflecting a value whole (``RenderedValue/init(reflecting:nodeLimit:used:)``)
/// would read more than a number of nodes, proven by a cheap count: it
/// walks only the parts the reflection surely reads (optionals, arrays,
/// structs, tuples and class instances by their `Mirror`), with none of
/// its per-part casts, and stops at the limit. A value it cannot prove too
/// large (a large collection inside, which ends the reflection anyway, or
/// parts it does not walk) is reflected as before: the count is a lower
/// bound of the reflection's, so it never refuses a value that fits.
///
/// A class graph whose nodes point back to their parents is the case it is
/// for: reflecting a part of it reaches the whole graph, so every attempt
/// to show a part whole reads the limit's nodes and fails; counting them
/// costs a fraction of rendering them.
///
/// ```swift
/// NodeCount.exceeds(Array(repeating: [1, 2], count: 100), limit: 50)  // true
/// NodeCount.exceeds([1, 2, 3], limit: 50)  // false
/// ```
enum NodeCount {
    /// The smallest limit worth a count before the reflection: below it,
    /// reflecting costs little either way.
    static let worthCounting = 64

    /// True when reflecting `value` surely reads more than `limit` nodes.
    static func exceeds(_ value: Any, limit: Int) -> Bool {
        var counter = Counter(limit: limit)
        counter.visit(value, depth: 0)
        return counter.count > limit && !counter.unprovable
    }
}

private struct Counter {
    let limit: Int
    /// Nodes counted so far; the walk stops once it passes `limit`.
    var count = 0
    /// A large collection was met: the reflection stops there, having read
    /// fewer nodes than this count may reach.
    var unprovable = false
    /// The class instances on the current path, as the reflection keeps them.
    var ancestors: [ObjectIdentifier] = []

    init(limit: Int) {
        self.limit = limit
    }

    private var done: Bool { count > limit || unprovable }

    /// Counts `value` and the parts the reflection surely reads below it,
    /// at `depth` as ``RenderedValue``'s reflection counts depth.
    mutating func visit(_ value: Any, depth: Int) {
        count += 1
        guard !done else { return }
        let type = Swift.type(of: value)
        if type == String.self || type == Int.self || type == Double.self || type == Bool.self { return }
        if readsWithoutMirror(type), let parts = value as? any PartsWithoutMirror {
            return visit(parts, of: value, depth: depth)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            // Not counted: the reflection's casts see through an optional,
            // and may show it as its wrapped value, one node in all.
            count -= 1
            if let wrapped = mirror.children.first?.value { visit(wrapped, depth: depth) }
        case .collection:
            guard depth < RenderedValue.maxDepth, !isLeaf(value) else { return }
            guard mirror.children.count <= LargeValueDiff.wholeCount else {
                unprovable = true
                return
            }
            for child in mirror.children {
                visit(child.value, depth: depth + 1)
                if done { return }
            }
        case .struct, .tuple, .class:
            guard depth < RenderedValue.maxDepth, !isLeaf(value) else { return }
            var identity: ObjectIdentifier?
            if mirror.displayStyle == .class || type is AnyObject.Type {
                let object = ObjectIdentifier(value as AnyObject)
                if ancestors.contains(object) { return }
                identity = object
                ancestors.append(object)
            }
            defer { if identity != nil { ancestors.removeLast() } }
            // The type's own stored properties: its superclasses' are read
            // too, but need not be counted for a lower bound.
            for child in mirror.children {
                visit(child.value, depth: depth + 1)
                if done { return }
            }
        default:
            return
        }
    }

    /// Counts an optional or a standard array by its parts, as its
    /// `Mirror` lists them (the case `.optional` and `.collection` below).
    private mutating func visit(_ parts: any PartsWithoutMirror, of value: Any, depth: Int) {
        if parts.isOptional {
            count -= 1
            if let wrapped = parts.parts.first { visit(wrapped, depth: depth) }
            return
        }
        guard depth < RenderedValue.maxDepth, !isLeaf(value) else { return }
        guard parts.partCount <= LargeValueDiff.wholeCount else {
            unprovable = true
            return
        }
        for part in parts.parts {
            visit(part, depth: depth + 1)
            if done { return }
        }
    }

    /// Whether each type met so far is an optional or a standard array,
    /// found once a type: a failed cast costs more than this search.
    private var mirrorlessTypes: [(type: ObjectIdentifier, isMirrorless: Bool)] = []

    private mutating func readsWithoutMirror(_ type: Any.Type) -> Bool {
        let identifier = ObjectIdentifier(type)
        for known in mirrorlessTypes where known.type == identifier { return known.isMirrorless }
        let mirrorless = type is any PartsWithoutMirror.Type
        mirrorlessTypes.append((identifier, mirrorless))
        return mirrorless
    }

    /// Whether each type met so far is a leaf (``isLeaf(_:)``), found once
    /// a type: a graph has few types and many nodes.
    private var leafTypes: [(type: ObjectIdentifier, isLeaf: Bool)] = []

    private mutating func isLeaf(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        for known in leafTypes where known.type == type { return known.isLeaf }
        let leaf = Self.isLeaf(value)
        leafTypes.append((type, leaf))
        return leaf
    }

    /// Values the reflection shows by their text, or reads by other means
    /// than their `Mirror`: addresses, Foundation objects, substrings,
    /// characters, and types with a `testDescription`; the answer depends
    /// on the type alone.
    private static func isLeaf(_ value: Any) -> Bool {
        if value is any TestOutputStringConvertible, !(value is any RenderedByDeft) { return true }
        // Only class instances: on Apple platforms `is NSObject` bridges an array too.
        if Swift.type(of: value) is AnyObject.Type, value is NSObject { return true }
        return value is Substring || value is Character || value is any _Pointer || value is OpaquePointer
            || value is ObjectIdentifier
    }
}

/// An optional or a standard array: its parts are what its `Mirror` lists
/// (the wrapped value; the elements in order), read without one.
private protocol PartsWithoutMirror {
    var isOptional: Bool { get }
    var partCount: Int { get }
    var parts: [Any] { get }
}

extension Optional: PartsWithoutMirror {
    fileprivate var isOptional: Bool { true }
    fileprivate var partCount: Int { self == nil ? 0 : 1 }
    fileprivate var parts: [Any] { map { [$0] } ?? [] }
}

extension Array: PartsWithoutMirror {
    fileprivate var isOptional: Bool { false }
    fileprivate var partCount: Int { count }
    fileprivate var parts: [Any] { map { $0 } }
}
