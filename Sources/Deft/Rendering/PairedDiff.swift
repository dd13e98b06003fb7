import Foundation

/// The diff of two values too large to reflect whole: a struct holding a
/// million rows, an enum whose payload is one, a tree of a hundred thousand
/// class instances. It walks both values together, part by part: parts
/// that are equal by their own `==` are skipped unread, parts small enough
/// are reflected and compared as ``StructuralDiff`` compares them,
/// collections, sets and dictionaries are compared by ``LargeValueDiff``,
/// and the walk stops at a budget, saying how many parts it left
/// uncompared. A failure then costs what its message shows, whatever the
/// value's shape.
///
/// ```swift
/// PairedDiff.text(expected: Table(rows: Array(0..<1_000_000)), actual: changed)
/// // Difference (- expected, + actual):
/// // at .rows[500000]:
/// // …
/// ```
final class PairedDiff {
    /// A part of at most this many nodes is reflected whole and compared
    /// as a tree.
    static let wholeNodes = 300
    /// How many nodes the walk may reflect, in all, to decide what to
    /// reflect whole.
    static let nodeBudget = 5_000
    /// How many parts the walk visits before it stops.
    static let visitLimit = 2_000

    private var visits = 0
    private var nodesLeft = nodeBudget
    /// Parts the walk did not compare because its budget ran out.
    private(set) var uncompared = 0
    /// The pairs of class instances on the current path: a cycle stops there.
    private var ancestors: [ObjectIdentifier] = []

    /// The diff of `expected` and `actual`, which `==` says differ, as
    /// lines below a message under `title`; nil when no difference shows.
    static func text(expected: Any, actual: Any, title: String? = .none) -> String? {
        let (diff, uncompared) = diff(expected: expected, actual: actual)
        return text(diff, uncompared: uncompared, title: title)
    }

    /// The diff of `expected` and `actual`, and how many parts it left uncompared.
    static func diff(expected: Any, actual: Any) -> (StructuralDiff, uncompared: Int) {
        let walker = PairedDiff()
        var diff = StructuralDiff()
        // The caller found both values too large to reflect whole.
        walker.compare(expected, actual, path: "", knownUnequal: true, knownLarge: true, into: &diff)
        return (diff, walker.uncompared)
    }

    /// `diff`'s text, saying how many parts it left `uncompared`.
    static func text(_ diff: StructuralDiff, uncompared: Int, title: String? = .none) -> String? {
        guard let text = diff.text(title: title) else { return nil }
        guard uncompared > 0 else { return text }
        let parts = uncompared == 1 ? "part" : "parts"
        return text + "\n… the diff stopped at its budget: \(groupedCount(uncompared)) more \(parts) not compared"
    }

    /// Adds the differences between `expected` and `actual` at `path` to
    /// `diff`; `knownUnequal` when `==` has already said they differ,
    /// `knownLarge` when they are known to be too large to reflect whole.
    func compare(
        _ expected: Any, _ actual: Any, path: String, knownUnequal: Bool = false, knownLarge: Bool = false,
        into diff: inout StructuralDiff
    ) {
        guard diff.blocks.count <= StructuralDiff.maxBlocks, visits < Self.visitLimit else {
            uncompared += 1
            return
        }
        visits += 1
        guard Swift.type(of: expected) == Swift.type(of: actual) else {
            return changed(expected, actual, path: path, into: &diff)
        }
        // A large collection's diff compares its elements by `==` anyway:
        // comparing the whole first would read them twice.
        if isLargeCollection(expected) || isLargeCollection(actual),
            comparePartwise(expected, actual, path: path, knownPrefix: .none, into: &diff)
        {
            return
        }
        // A reference back up the path (a parent pointer) is not compared
        // again: its `==` would read the whole graph above.
        if let left = instance(expected), let right = instance(actual),
            left === right || ancestors.contains(ObjectIdentifier(left))
                || ancestors.contains(ObjectIdentifier(right))
        {
            return
        }
        // Two arrays are compared element by element once: where they first
        // differ is where their diff starts (their `==` would read the
        // same elements, and the diff read them again).
        let scan = knownUnequal ? nil : ArrayScan(expected, actual)
        if scan?.equal == true { return }
        let equal = knownUnequal || scan != nil ? false : dynamicEquals(expected, actual)
        if equal == true { return }
        if !knownLarge, let left = reflectWhole(expected), let right = reflectWhole(actual) {
            return diff.compare(left, right, path: path)
        }
        if comparePartwise(expected, actual, path: path, knownPrefix: scan?.prefix, into: &diff) { return }
        compareChildren(expected, actual, path: path, unequal: equal == false, into: &diff)
    }

    /// True when two values are structs or class instances of one type
    /// that render by their stored properties, which a diff compares part
    /// by part, found without reflecting them; nil when only their
    /// renderings tell (``StructuralDiff/comparableParts(_:_:)``).
    static func structured(_ expected: Any, _ actual: Any) -> Bool? {
        guard Swift.type(of: expected) == Swift.type(of: actual), !(expected is String),
            !(expected is any TestOutputStringConvertible), !(expected is NSObject), addressText(expected) == nil
        else { return nil }
        let mirror = Mirror(reflecting: expected)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class, !mirror.children.isEmpty else {
            return nil
        }
        return true
    }

    /// The class instance `value` is or wraps in an optional; nil for
    /// any other value.
    private func instance(_ value: Any) -> AnyObject? {
        if let wrapped = value as? any OptionalInstance { return wrapped.wrappedInstance }
        guard Swift.type(of: value) is AnyObject.Type else { return nil }
        return value as AnyObject
    }

    /// The value reflected whole, or nil when it has more than
    /// ``wholeNodes`` nodes, a large collection, or the budget is spent.
    private func reflectWhole(_ value: Any) -> RenderedValue? {
        var used = 0
        let limit = min(Self.wholeNodes, nodesLeft)
        let rendered = RenderedValue(reflecting: value, nodeLimit: limit, used: &used)
        nodesLeft -= used
        return rendered
    }

    /// Compares two sets, dictionaries or collections of `Equatable`
    /// elements by ``LargeValueDiff``; false for other values.
    /// `knownPrefix`: how many leading elements two arrays are known to share.
    private func comparePartwise(
        _ expected: Any, _ actual: Any, path: String, knownPrefix: Int?, into diff: inout StructuralDiff
    ) -> Bool {
        if expected is String || expected is Substring { return false }
        if let keyed = Swift.type(of: expected) as? any KeyedPartsDiffing.Type {
            keyed.keyedDiff(expected: expected, actual: actual, path: path, into: &diff, walker: self)
            return true
        }
        guard let collection = expected as? any Collection else { return false }
        return compareCollections(collection, actual, path: path, knownPrefix: knownPrefix, into: &diff)
    }

    private func compareCollections<C: Collection>(
        _ expected: C, _ actual: Any, path: String, knownPrefix: Int?, into diff: inout StructuralDiff
    ) -> Bool {
        guard let actual = actual as? C, let element = C.Element.self as? any Equatable.Type else { return false }
        if let collection = expected as? any RandomAccessCollection,
            compareStored(collection, actual, element, path: path, into: &diff)
        {
            return true
        }
        compareArrays(element, Array(expected), Array(actual), path: path, knownPrefix: knownPrefix, into: &diff)
        return true
    }

    /// Compares two random-access collections of the test's own by the
    /// elements they store (``StoredElements``), without copying them
    /// element by element; false, with nothing added and the budget as it
    /// was, when they store none or the diff it gives is not confirmed
    /// through the collections' own indices.
    private func compareStored<R: RandomAccessCollection, E: Equatable>(
        _ expected: R, _ actual: Any, _ type: E.Type, path: String, into diff: inout StructuralDiff
    ) -> Bool {
        guard R.Element.self == E.self, !isStandardArray(expected), let actual = actual as? R,
            let stored = StoredElements(
                expected, actual, equal: { unsafeBitCast($0, to: E.self) == unsafeBitCast($1, to: E.self) })
        else { return false }
        let budget = (visits, nodesLeft, uncompared)
        var attempt = diff
        let reads = ElementReads()
        // The layout of an array does not depend on its element type.
        LargeValueDiff.sequences(
            unsafeBitCast(stored.expectedElements, to: [E].self), unsafeBitCast(stored.actualElements, to: [E].self),
            path: path, into: &attempt, walker: self, reads: reads)
        guard stored.confirms(reads) else {
            (visits, nodesLeft, uncompared) = budget
            return false
        }
        diff = attempt
        return true
    }

    /// `expected` and `actual` are arrays of `E` (checked): compared by `E`'s `==`.
    private func compareArrays<E: Equatable, Element>(
        _ type: E.Type, _ expected: [Element], _ actual: [Element], path: String, knownPrefix: Int?,
        into diff: inout StructuralDiff
    ) {
        guard Element.self == E.self else { return }
        // An array's layout does not depend on its element type.
        let left = unsafeBitCast(expected, to: [E].self)
        let right = unsafeBitCast(actual, to: [E].self)
        LargeValueDiff.sequences(left, right, path: path, knownPrefix: knownPrefix, into: &diff, walker: self)
    }

    /// Walks into the stored properties, tuple elements, enum payload or
    /// wrapped value of two values of one type; shows them whole, cut to
    /// a line, when their shapes differ.
    private func compareChildren(
        _ expected: Any, _ actual: Any, path: String, unequal: Bool, into diff: inout StructuralDiff
    ) {
        let left = Mirror(reflecting: expected)
        let right = Mirror(reflecting: actual)
        switch left.displayStyle {
        case .optional:
            guard let wrapped = left.children.first?.value, let other = right.children.first?.value else {
                return changed(expected, actual, path: path, into: &diff)
            }
            compare(wrapped, other, path: path, knownUnequal: unequal, into: &diff)
        case .enum:
            guard let case1 = left.children.first, let case2 = right.children.first, let name = case1.label,
                name == case2.label
            else { return changed(expected, actual, path: path, into: &diff) }
            compare(case1.value, case2.value, path: path + "." + name, into: &diff)
        case .struct, .class, .tuple:
            compareFields(expected, actual, (left, right), path: path, unequal: unequal, into: &diff)
        case .collection where left.children.count == right.children.count:
            // Elements that are not `Equatable`, paired by position.
            for (index, (element, other)) in zip(left.children, right.children).enumerated() {
                compare(element.value, other.value, path: path + "[\(index)]", into: &diff)
            }
        default:
            changed(expected, actual, path: path, into: &diff)
        }
    }

    /// Compares the fields of two structs, tuples or class instances; when
    /// none differs but `==` says the values are `unequal`, shows them whole.
    private func compareFields(
        _ expected: Any, _ actual: Any, _ mirrors: (Mirror, Mirror), path: String, unequal: Bool,
        into diff: inout StructuralDiff
    ) {
        let (left, right) = mirrors
        let isClass = left.displayStyle == .class
        var identities: [ObjectIdentifier] = []
        if isClass {
            identities = [ObjectIdentifier(expected as AnyObject), ObjectIdentifier(actual as AnyObject)]
            // A cycle: the instances are already being compared further up.
            if identities.contains(where: ancestors.contains) { return }
            ancestors += identities
        }
        defer { if isClass { ancestors.removeLast(2) } }
        let leftFields = fields(left, isClass: isClass)
        let rightFields = fields(right, isClass: isClass)
        guard leftFields.map(\.label) == rightFields.map(\.label) else {
            return changed(expected, actual, path: path, into: &diff)
        }
        let before = diff.blocks.count
        for (index, (field, other)) in zip(leftFields, rightFields).enumerated() {
            let label = field.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? String(index)
            compare(field.value, other.value, path: path + "." + label, into: &diff)
        }
        if unequal, diff.blocks.count == before, uncompared == 0 {
            changed(expected, actual, path: path, into: &diff)
        }
    }

    /// The stored properties of a struct, tuple or class instance, a
    /// class's superclass's first.
    private func fields(_ mirror: Mirror, isClass: Bool) -> [Mirror.Child] {
        var chain: [Mirror] = [mirror]
        while isClass, let parent = chain.last?.superclassMirror { chain.append(parent) }
        return chain.reversed().flatMap { Array($0.children) }
    }

    /// Both values whole, each cut to a line.
    private func changed(_ expected: Any, _ actual: Any, path: String, into diff: inout StructuralDiff) {
        let limit = StructuralDiff.valueLimit
        diff.changed(
            RenderedValue(reflecting: expected, budget: limit), RenderedValue(reflecting: actual, budget: limit),
            path: path)
    }
}

/// Whether `value` is a random-access collection (an array, a slice, a
/// `ContiguousArray`, `Data`) of more than ``LargeValueDiff/wholeCount``
/// elements, which a diff compares by `==` instead of reflecting.
func isLargeCollection(_ value: Any) -> Bool {
    guard let collection = value as? any RandomAccessCollection else { return false }
    return collection.count > LargeValueDiff.wholeCount
}

/// An optional, whose wrapped class instance ``PairedDiff`` checks for a
/// cycle before comparing.
private protocol OptionalInstance {
    var wrappedInstance: AnyObject? { get }
}

extension Optional: OptionalInstance {
    fileprivate var wrappedInstance: AnyObject? {
        guard let value = self, Swift.type(of: value as Any) is AnyObject.Type else { return nil }
        return value as AnyObject
    }
}
