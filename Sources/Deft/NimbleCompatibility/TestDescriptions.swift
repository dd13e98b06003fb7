import Foundation

// `testDescription` on the types Nimble makes `TestOutputStringConvertible`,
// so that matchers written for Nimble that read it, or require the
// conformance, compile. The text is the one Deft shows in its messages
// (strings quoted, doubles in full), not Nimble's: the same as `stringify`.

/// A type that conforms to ``TestOutputStringConvertible`` only for Nimble's
/// sake: Deft renders its values itself, by their structure, and their
/// `testDescription` is that rendering.
protocol RenderedByDeft {}

extension Double: TestOutputStringConvertible, RenderedByDeft {
    /// The number as Deft shows it, in full: `1.00001`.
    ///
    /// ```swift
    /// let text = (0.1 + 0.2).testDescription  // "0.30000000000000004"
    /// ```
    public var testDescription: String { stringify(self) }
}

extension Float: TestOutputStringConvertible, RenderedByDeft {
    /// The number as Deft shows it, in full: `1.5`.
    ///
    /// ```swift
    /// let text = Float(1.5).testDescription  // "1.5"
    /// ```
    public var testDescription: String { stringify(self) }
}

extension String: TestOutputStringConvertible, RenderedByDeft {
    /// The string as Deft shows it: quoted, with Swift's escapes.
    ///
    /// ```swift
    /// let text = "a\tb".testDescription  // "\"a\\tb\""
    /// ```
    public var testDescription: String { stringify(self) }
}

extension Array: TestOutputStringConvertible, RenderedByDeft {
    /// The array as Deft shows it: `[1, 2, 3]`.
    ///
    /// ```swift
    /// let text = ["a", "b"].testDescription  // "[\"a\", \"b\"]"
    /// ```
    public var testDescription: String { stringify(self) }
}

extension AnySequence: TestOutputStringConvertible {
    /// The sequence's elements, as Deft shows an array: `[1, 2, 3]`.
    /// Reading it iterates the sequence.
    ///
    /// ```swift
    /// let text = AnySequence([1, 2]).testDescription  // "[1, 2]"
    /// ```
    public var testDescription: String { stringify(Array(self)) }
}

extension Data: TestOutputStringConvertible, RenderedByDeft {
    /// The data as Deft shows it: its size, `3 bytes`.
    ///
    /// ```swift
    /// let text = Data([1, 2, 3]).testDescription  // "3 bytes"
    /// ```
    public var testDescription: String { stringify(self) }
}

extension NSNumber: TestOutputStringConvertible, RenderedByDeft {
    /// The number as Deft shows it: `3`, `1.5`.
    ///
    /// ```swift
    /// let text = NSNumber(value: 1.5).testDescription  // "1.5"
    /// ```
    public var testDescription: String { stringify(self) }
}

extension NSArray: TestOutputStringConvertible, RenderedByDeft {
    /// The array as Deft shows a Swift array: `[1, "a"]`.
    ///
    /// ```swift
    /// let text = NSArray(array: [1, "a"]).testDescription  // "[1, \"a\"]"
    /// ```
    public var testDescription: String { stringify(self) }
}

extension NSIndexSet: TestOutputStringConvertible {
    /// The indexes, as Deft shows an array: `[1, 2, 3]`.
    ///
    /// ```swift
    /// let text = NSIndexSet(indexesIn: NSRange(location: 1, length: 3)).testDescription  // "[1, 2, 3]"
    /// ```
    public var testDescription: String { stringify(Array(self)) }
}

/// The name of a collection's type, for messages: `Array<Int>`. This
/// overload serves Swift collections.
///
/// ```swift
/// let text = prettyCollectionType([1, 2])  // "Array<Int>"
/// ```
public func prettyCollectionType<T: Collection>(_ collection: T) -> String {
    String(describing: type(of: collection))
}

/// The name of a Foundation collection's class cluster (`NSArray`, not
/// `__NSArrayI`) for a Foundation array, dictionary, set or index set; for
/// any other value, the value itself as `String(describing:)` gives it, as
/// in Nimble.
///
/// ```swift
/// let text = prettyCollectionType(NSMutableArray())  // "NSArray"
/// ```
public func prettyCollectionType<T>(_ value: T) -> String {
    switch value {
    case is NSArray: return String(describing: NSArray.self)
    case is NSDictionary: return String(describing: NSDictionary.self)
    case is NSSet: return String(describing: NSSet.self)
    case is NSIndexSet: return String(describing: NSIndexSet.self)
    default: return String(describing: value)
    }
}
