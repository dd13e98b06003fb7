import Foundation

/// `lhs == rhs`, as `equal` decides it. Two slices of one of the standard
/// library's integer types are compared a block of memory at a time (such
/// integers are equal exactly when their bytes are): the same answer as
/// `ArraySlice`'s own `==`, which a debug build runs unspecialized, element
/// by element through the `Equatable` witness, at about 50 ms a million
/// elements. Any other type is compared by its `==`; in an optimized build
/// the type test folds away (`valuesEqual` of two `Int`s compiles to one
/// comparison).
///
/// ```swift
/// valuesEqual(Array(0..<1_000_000)[...], Array(0..<1_000_000)[...])  // true, at memory speed
/// ```
@inlinable
func valuesEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
    // Most types are not the size of a slice: a debug build asks no more of
    // them. A switch of `is` patterns, not a chain of `==`: it type-checks
    // in a few solver scopes, where ten `==` of metatypes took over 500.
    guard MemoryLayout<T>.size == MemoryLayout<ArraySlice<Int>>.size else { return lhs == rhs }
    switch T.self {
    case is ArraySlice<Int>.Type, is ArraySlice<UInt8>.Type, is ArraySlice<Int64>.Type, is ArraySlice<UInt64>.Type,
        is ArraySlice<Int32>.Type, is ArraySlice<UInt32>.Type, is ArraySlice<UInt>.Type, is ArraySlice<Int16>.Type,
        is ArraySlice<UInt16>.Type, is ArraySlice<Int8>.Type:
        if let equal = integerSlicesEqual(lhs, rhs) { return equal }
    default:
        break
    }
    return lhs == rhs
}

/// Whether two slices of standard integers hold the same bytes; nil for
/// other values. Only ``valuesEqual(_:_:)`` calls it, for the integer types
/// it lists: a `FixedWidthInteger` of another module might define `==`
/// otherwise.
@usableFromInline
func integerSlicesEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let left = lhs as? any IntegerSlice else { return nil }
    return left.sameBytes(as: rhs)
}

/// A slice of integers, compared by its bytes.
protocol IntegerSlice {
    /// Whether `other`, a slice of the same type, holds the same bytes.
    func sameBytes(as other: Any) -> Bool?
}

extension ArraySlice: IntegerSlice where Element: FixedWidthInteger {
    func sameBytes(as other: Any) -> Bool? {
        guard let other = other as? Self else { return nil }
        guard count == other.count else { return false }
        guard !isEmpty else { return true }
        return withUnsafeBytes { left in
            other.withUnsafeBytes { right in
                guard let start = left.baseAddress, let otherStart = right.baseAddress else { return false }
                return memcmp(start, otherStart, left.count) == 0
            }
        }
    }
}
