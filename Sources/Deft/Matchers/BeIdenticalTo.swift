/// Matches the very object `expected` (`===`), not merely an equal one.
/// Messages show object addresses.
///
/// A nil actual value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// expect(cache.shared).to(beIdenticalTo(cache.shared))
/// expect(copy).to(beIdenticalTo(original))
/// // expected to be identical to <0x6000012c4000>, got <0x6000012c4020>
/// ```
public func beIdenticalTo<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    identical(to: expected)
}

/// The matcher behind every `beIdenticalTo` and `be`.
private func identical<T: AnyObject>(to expected: T?) -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let status: MatcherStatus = actual == nil ? .fail : MatcherStatus(bool: actual === expected)
        return MatcherResult(status: status) {
            let message = ExpectationMessage.expectedCustomValueTo(
                "be identical to \(address(of: expected))", actual: address(of: actual))
            return status == .fail ? message.appendedBeNilHint() : message
        }
    }
}

/// Matches the very object `expected`; the same as ``beIdenticalTo(_:)``.
///
/// ```swift
/// expect(view.superview).to(be(container))
/// // expected to be identical to <0x6000012c4000>, got <0x6000012c4020>
/// ```
public func be<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    beIdenticalTo(expected)
}

/// Matches the very object `expected`, for values seen through a class-bound
/// protocol or as `AnyObject`, as Nimble spells it.
///
/// ```swift
/// expect(delegate as AnyObject).to(beIdenticalTo(controller))
/// ```
@_disfavoredOverload
public func beIdenticalTo(_ expected: AnyObject?) -> Matcher<AnyObject> {
    identical(to: expected)
}

/// `beIdenticalTo` for values seen as `AnyObject`.
///
/// ```swift
/// expect(delegate as AnyObject).to(be(controller))
/// ```
@_disfavoredOverload
public func be(_ expected: AnyObject?) -> Matcher<AnyObject> {
    identical(to: expected)
}

/// An object's identity as Nimble's messages print it: `<0x…>`, or `nil`.
func identityAsString(_ value: Any?) -> String {
    address(of: value.map { $0 as AnyObject })
}

/// `<0x…>`, the address of `object`, or `nil`, as Nimble prints identities.
func address(of object: AnyObject?) -> String {
    guard let object else { return "nil" }
    return "<0x\(String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))>"
}
