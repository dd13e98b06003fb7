import Foundation

// Foundation's collections and strings (`NSArray`, `NSSet`, `NSDictionary`,
// `NSIndexSet`, `NSString`) in `beEmpty`, `contain`, `beginWith`, `endWith`
// and `haveCount`, on every platform, under the protocol names Nimble uses.
// Each overload is disfavoured, so Swift collections and strings keep
// resolving to Deft's own matchers.

/// A Foundation collection `contain(_:)` can search: `NSArray` and `NSSet`.
///
/// ```swift
/// expect(["a"] as NSArray).to(contain("a" as NSString))
/// ```
public protocol NMBContainer {
    /// Whether the collection holds an object equal to `anObject`.
    func contains(_ anObject: Any) -> Bool
}

extension NSArray: NMBContainer {}
extension NSSet: NMBContainer {}

/// A Foundation collection `beEmpty()` and `haveCount(_:)` can count.
///
/// ```swift
/// expect(NSDictionary()).to(beEmpty())
/// ```
public protocol NMBCollection {
    /// The number of elements.
    var count: Int { get }
}

extension NSSet: NMBCollection {}
extension NSIndexSet: NMBCollection {}
extension NSDictionary: NMBCollection {}

/// A Foundation collection with an order, for `beginWith(_:)` and `endWith(_:)`.
///
/// ```swift
/// expect(["a", "b"] as NSArray).to(beginWith("a"))
/// ```
public protocol NMBOrderedCollection: NMBCollection {
    /// The element at `index`.
    func object(at index: Int) -> Any
}

extension NSArray: NMBOrderedCollection {}

/// Matches an empty `NSString`.
///
/// ```swift
/// expect("" as NSString).to(beEmpty())
/// ```
@_disfavoredOverload
public func beEmpty() -> Matcher<NSString> {
    .simple("be empty") { expression in MatcherStatus(try expression.evaluate()) { $0.length == 0 } }
}

/// Matches an empty Foundation collection.
///
/// ```swift
/// expect(NSSet()).to(beEmpty())
/// ```
@_disfavoredOverload
public func beEmpty() -> Matcher<NMBCollection> {
    .simple("be empty") { expression in MatcherStatus(try expression.evaluate()) { $0.count == 0 } }
}

/// Matches an `NSString` that contains every one of `substrings`.
///
/// ```swift
/// expect("food" as NSString).to(contain("oo" as NSString))
/// ```
@_disfavoredOverload
public func contain(_ substrings: NSString...) -> Matcher<NSString> {
    contain(substrings)
}

/// Matches an `NSString` that contains every one of `substrings`.
///
/// ```swift
/// expect("food" as NSString).to(contain(["f", "d"] as [NSString]))
/// ```
@_disfavoredOverload
public func contain(_ substrings: [NSString]) -> Matcher<NSString> {
    .simple("contain <\(stringifyList(substrings))>") { expression in
        MatcherStatus(try expression.evaluate()) { actual in
            substrings.allSatisfy { actual.range(of: $0 as String).location != NSNotFound }
        }
    }
}

/// Matches a Foundation collection that holds every one of `items`.
///
/// ```swift
/// expect([1, 2] as NSArray).to(contain(1, 2))
/// ```
@_disfavoredOverload
public func contain(_ items: Any?...) -> Matcher<NMBContainer> {
    contain(items)
}

/// Matches a Foundation collection that holds every one of `items`.
///
/// ```swift
/// expect([1, 2] as NSArray).to(contain([1, 2]))
/// ```
@_disfavoredOverload
public func contain(_ items: [Any?]) -> Matcher<NMBContainer> {
    .simple("contain <\(stringifyList(items))>") { expression in
        MatcherStatus(try expression.evaluate()) { actual in
            items.allSatisfy { item in item.map { actual.contains($0) } ?? false }
        }
    }
}

/// Matches a Foundation collection whose first element equals `startingElement`.
///
/// ```swift
/// expect(["a", "b"] as NSArray).to(beginWith("a"))
/// ```
@_disfavoredOverload
public func beginWith(_ startingElement: Any) -> Matcher<NMBOrderedCollection> {
    .simple("begin with <\(stringify(startingElement))>") { expression in
        MatcherStatus(try expression.evaluate()) { collection in
            collection.count > 0 && isEqualObject(collection.object(at: 0), startingElement)
        }
    }
}

/// Matches a Foundation collection whose last element equals `endingElement`.
///
/// ```swift
/// expect(["a", "b"] as NSArray).to(endWith("b"))
/// ```
@_disfavoredOverload
public func endWith(_ endingElement: Any) -> Matcher<NMBOrderedCollection> {
    .simple("end with <\(stringify(endingElement))>") { expression in
        MatcherStatus(try expression.evaluate()) { collection in
            collection.count > 0 && isEqualObject(collection.object(at: collection.count - 1), endingElement)
        }
    }
}

/// Matches a Foundation collection with `expectedValue` elements.
///
/// ```swift
/// expect([1, 2] as NSArray).to(haveCount(2))
/// // expected to have NSArray with count 2, got 3
/// ```
@_disfavoredOverload
public func haveCount(_ expectedValue: Int) -> Matcher<NMBCollection> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else { return MatcherResult(status: .fail, message: .fail("")) }
        return MatcherResult(status: MatcherStatus(bool: actual.count == expectedValue)) {
            .expectedCustomValueTo(
                "have \(prettyCollectionType(actual)) with count \(expectedValue)",
                actual: "\(actual.count). Actual Value: \(stringify(actual))")
        }
    }
}

/// Whether two Foundation elements are equal, as `NSObject.isEqual(_:)` says.
private func isEqualObject(_ element: Any, _ expected: Any) -> Bool {
    guard let element = element as? NSObject else { return false }
    return element.isEqual(expected)
}
