import Foundation

/// Matches a value of type `expectedType` or of a subtype: a subclass, or a
/// type conforming to the protocol.
///
/// The message names the value's run-time type, even when the expression's
/// type is a protocol or `Any`. A nil value fails, negated or not.
///
/// ```swift
/// let value: Any = 3
/// expect(value).to(beAKindOf(String.self))  // expected to be a kind of String, got <Int instance>
/// ```
public func beAKindOf<T, U>(_ expectedType: T.Type) -> Matcher<U> {
    typeMatcher("be a kind of \(expectedType)") { $0 is T }
}

/// Matches a value whose run-time type is exactly `expectedType`; a subclass
/// does not match.
///
/// A Foundation class cluster counts as its public class: a string that
/// Foundation holds in an `NSTaggedPointerString` or a `__NSCFString` is an
/// instance of `NSString`, an array in an `__NSArrayI` an instance of
/// `NSArray`, as their `classForCoder` says (the private class itself still
/// matches too).
///
/// ```swift
/// let shape: Shape = Square()
/// expect(shape).to(beAnInstanceOf(Rectangle.self))
/// // expected to be an instance of Rectangle, got <Square instance>
/// expect(NSString(string: "a")).to(beAnInstanceOf(NSString.self))
/// ```
public func beAnInstanceOf<T, U>(_ expectedType: T.Type) -> Matcher<U> {
    typeMatcher("be an instance of \(expectedType)") { value in
        type(of: value) == expectedType || presentedType(of: value) == expectedType
    }
}

/// A matcher on the run-time type of the value; nil fails with the `beNil()` hint.
private func typeMatcher<U>(_ expectation: String, _ matches: @escaping (Any) -> Bool) -> Matcher<U> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail) {
                ExpectationMessage.expectedCustomValueTo(expectation, actual: "<nil>").appendedBeNilHint()
            }
        }
        // Boxing as `Any` opens existentials, so `type(of:)` gives the dynamic type.
        let value: Any = actual
        return MatcherResult(status: MatcherStatus(bool: matches(value))) {
            .expectedCustomValueTo(expectation, actual: "<\(presentedType(of: value)) instance>")
        }
    }
}

/// The type `value` stands for: its run-time type, or, for an instance of a
/// class private to Foundation or to Swift's bridging (its name starts with
/// `_`, `NSTaggedPointer` or `NSConcrete`: `__NSCFString`, `__NSArrayI`,
/// `_SwiftDeferredNSArray`, `NSTaggedPointerString`, `NSConcreteData`), the
/// public class-cluster class it answers `classForCoder` with.
///
/// ```swift
/// presentedType(of: NSString(string: "a"))  // NSString.self, on every platform
/// ```
func presentedType(of value: Any) -> Any.Type {
    let type = Swift.type(of: value)
    // Only class instances: on Apple platforms `as? NSObject` would bridge a
    // Swift value too.
    guard type is AnyObject.Type, let object = value as? NSObject else { return type }
    let name = String(describing: type)
    guard name.hasPrefix("_") || name.hasPrefix("NSTaggedPointer") || name.hasPrefix("NSConcrete") else {
        return type
    }
    let presented: AnyClass = object.classForCoder
    return object.isKind(of: presented) ? presented : type
}
