/// The text Deft shows for a value in failure messages.
///
/// Strings are quoted and escaped, floating-point numbers print in full
/// precision, `nil` prints as `nil`, collections, dictionaries (sorted by
/// key), sets, tuples, enums, structs and classes print their parts, and
/// types conforming to ``TestOutputStringConvertible`` print their
/// `testDescription`. Reference cycles print as `<cycle: Type>`. A value
/// longer than ``MessageDefaults/valueLimit-type.property`` (1,000 characters by default)
/// is cut with a count of what is left out, and only what is printed is
/// read: `[0, 1, 2, …, 221, … 999,778 more]`.
///
/// ```swift
/// let number = stringify(1.00001)           // "1.00001"
/// let quoted = stringify("a\"b")            // "\"a\\\"b\""
/// let none = stringify(nil as Int?)         // "nil"
/// let sorted = stringify(["b": 2, "a": 1])  // "[\"a\": 1, \"b\": 2]"
/// let point = stringify(Point(x: 1, y: 2))  // "Point(x: 1, y: 2)"
/// ```
@inlinable
public func stringify<T>(_ value: T?) -> String {
    guard let value else { return "nil" }
    return ValueRenderer.text(of: value)
}
