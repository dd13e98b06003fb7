/// Checks that the value equals `rhs`; `expect(x) == nil` checks that it is nil.
///
/// ```swift
/// expect(total) == 42     // expected to equal <42>, got <40>
/// expect(user) == nil     // expected to be nil, got <User(…)>
/// ```
public func == <T: Equatable>(lhs: SyncExpectation<T>, rhs: T?) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that the value does not equal `rhs`; `expect(x) != nil` checks that it is not nil.
///
/// ```swift
/// expect(total) != 0      // expected to not equal <0>, got <0>
/// expect(user) != nil     // expected to not be nil, got <nil>
/// ```
public func != <T: Equatable>(lhs: SyncExpectation<T>, rhs: T?) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that the value is less than `rhs`.
///
/// ```swift
/// expect(latency) < 3  // expected to be less than <3>, got <5>
/// ```
public func < <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(ordered("be less than", rhs, <))
}

/// Checks that the value is greater than `rhs`.
///
/// ```swift
/// expect(count) > 3  // expected to be greater than <3>, got <1>
/// ```
public func > <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(ordered("be greater than", rhs, >))
}

/// Checks that the value is less than or equal to `rhs`.
///
/// ```swift
/// expect(retries) <= 3  // expected to be less than or equal to <3>, got <4>
/// ```
public func <= <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(ordered("be less than or equal to", rhs, <=))
}

/// Checks that the value is greater than or equal to `rhs`.
///
/// ```swift
/// expect(balance) >= 0  // expected to be greater than or equal to <0>, got <-1>
/// ```
public func >= <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(ordered("be greater than or equal to", rhs, >=))
}

/// Checks that the value is the very object `rhs`.
///
/// ```swift
/// expect(view.superview) === container
/// // expected to be identical to <0x6000012c4000>, got <0x6000012c4020>
/// ```
public func === <T: AnyObject>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.to(beIdenticalTo(rhs))
}

/// Checks that the value is not the object `rhs`.
///
/// ```swift
/// expect(copy) !== original  // expected to not be identical to <0x6000012c4000>, got <0x6000012c4000>
/// ```
public func !== <T: AnyObject>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.toNot(beIdenticalTo(rhs))
}

/// Checks that the value is the very object `rhs`, for objects seen through a
/// class-bound protocol: `scope: any Scope` is not a class type that
/// `=== <T: AnyObject>` takes, but converts to `AnyObject`, as in Nimble.
///
/// ```swift
/// expect(entry.scope) === Scope.container
/// // expected to be identical to <0x6000012c4000>, got <0x6000012c4020>
/// ```
@_disfavoredOverload
public func === (lhs: SyncExpectation<AnyObject>, rhs: AnyObject?) {
    lhs.to(beIdenticalTo(rhs))
}

/// Checks that the value is not the object `rhs`, for objects seen through a
/// class-bound protocol.
///
/// ```swift
/// expect(entry.scope) !== Scope.transient
/// // expected to not be identical to <0x6000012c4000>, got <0x6000012c4000>
/// ```
@_disfavoredOverload
public func !== (lhs: SyncExpectation<AnyObject>, rhs: AnyObject?) {
    lhs.toNot(beIdenticalTo(rhs))
}

/// A comparison matcher with the messages of `beLessThan` and its siblings;
/// a nil value fails with the `beNil()` hint.
private func ordered<T: Comparable>(_ relation: String, _ expected: T, _ holds: @escaping (T, T) -> Bool) -> Matcher<T>
{
    Matcher { expression in
        let actual = try expression.evaluate()
        let status = actual.map { MatcherStatus(bool: holds($0, expected)) } ?? .fail
        return MatcherResult(status: status) {
            let message = ExpectationMessage.expectedActualValueTo("\(relation) <\(stringify(expected))>")
            return status == .fail ? message.appendedBeNilHint() : message
        }
    }
}
