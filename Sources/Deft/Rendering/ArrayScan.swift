/// Two arrays (`Array`, `ArraySlice` or `ContiguousArray`) of `Equatable`
/// elements compared element by element, as their `==` compares them, up
/// to the first pair that differs: whether they are equal, and how many
/// leading elements they share. ``PairedDiff`` starts an array's diff
/// there, so the elements before the change are read once, not once by
/// `==` and again by the diff. Nil for other values (a set or dictionary
/// iterates in no fixed order; another collection's `==` may not compare
/// element by element).
///
/// ```swift
/// ArrayScan([1, 2, 3], [1, 5, 3])  // equal: false, prefix: 1
/// ```
struct ArrayScan {
    let equal: Bool
    let prefix: Int

    init?(_ expected: Any, _ actual: Any) {
        guard let array = expected as? any ScannedArray, let scan = array.scan(against: actual) else { return nil }
        self = scan
    }

    init(equal: Bool, prefix: Int) {
        self.equal = equal
        self.prefix = prefix
    }
}

/// Whether `value` is an `Array`, `ArraySlice` or `ContiguousArray`.
func isStandardArray(_ value: Any) -> Bool {
    value is any ScannedArray
}

/// The standard library's arrays, whose `==` compares their counts and
/// then their elements in order.
private protocol ScannedArray {
    func scan(against other: Any) -> ArrayScan?
}

extension ScannedArray where Self: RandomAccessCollection {
    fileprivate func scan(against other: Any) -> ArrayScan? {
        guard let other = other as? Self, let element = Element.self as? any Equatable.Type else { return nil }
        return Self.scan(element, Array(self), Array(other))
    }

    /// `expected` and `actual` are arrays of `E` (checked).
    private static func scan<E: Equatable>(_ type: E.Type, _ expected: [Element], _ actual: [Element]) -> ArrayScan? {
        guard Element.self == E.self else { return nil }
        // An array's layout does not depend on its element type.
        let left = unsafeBitCast(expected, to: [E].self)
        let right = unsafeBitCast(actual, to: [E].self)
        let shorter = Swift.min(left.count, right.count)
        var prefix = 0
        while prefix < shorter, left[prefix] == right[prefix] { prefix += 1 }
        return ArrayScan(equal: left.count == right.count && prefix == shorter, prefix: prefix)
    }
}

extension Array: ScannedArray {}
extension ArraySlice: ScannedArray {}
extension ContiguousArray: ScannedArray {}
