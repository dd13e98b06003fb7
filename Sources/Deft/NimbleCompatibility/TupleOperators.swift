// `==` and `!=` on expectations of tuples and of arrays of tuples, so that
// labels are ignored: `expect((x: 1, y: "a")) == (1, "a")`, and
// `expect((1, two: "2")) == (1, two: "2")`. `== nil` checks that the tuple
// is nil.
//
// Every overload of `==` makes each `==` in a test file cost more to
// type-check, even `a + 1 == 2` (about 0.5% each, BENCHMARKS.md), and a
// disfavored one more still: the tuple overloads are not, since no other
// overload takes a tuple. Synchronous
// tuples take one overload per arity, 2 to 6, as in Nimble: a parameter pack
// cannot take a tuple with labels on the right-hand side, which Nimble's
// `expect((1, two: "2")) == (1, two: "2")` spells. Awaited tuples take a pack,
// two overloads for any arity, `()` included. Arrays of tuples take one
// overload for every arity, sync and async, and compare their elements when
// the check runs.

/// Checks that a tuple of 2 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// let row = ("a", 1)
/// expect(row) == ("a", 1)
/// ```
public func == <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 2 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// let row = ("b", 1)
/// expect(row) != ("a", 1)
/// ```
public func != <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that a tuple of 3 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// let row = ("a", 1, true)
/// expect(row) == ("a", 1, true)
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 3 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// let row = ("b", 1, true)
/// expect(row) != ("a", 1, true)
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that a tuple of 4 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// let row = ("a", 1, true, 2.5)
/// expect(row) == ("a", 1, true, 2.5)
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?
) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 4 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// let row = ("b", 1, true, 2.5)
/// expect(row) != ("a", 1, true, 2.5)
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?
) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that a tuple of 5 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// let row = ("a", 1, true, 2.5, "b")
/// expect(row) == ("a", 1, true, 2.5, "b")
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?
) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 5 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// let row = ("b", 1, true, 2.5, "b")
/// expect(row) != ("a", 1, true, 2.5, "b")
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?
) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that a tuple of 6 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// let row = ("a", 1, true, 2.5, "b", 2)
/// expect(row) == ("a", 1, true, 2.5, "b", 2)
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?
) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 6 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// let row = ("b", 1, true, 2.5, "b", 2)
/// expect(row) != ("a", 1, true, 2.5, "b", 2)
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?
) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that the awaited tuple equals `rhs`; `== nil` checks that it is
/// nil, and `== ()` that the awaited value is `()`, as `to(beVoid())` does.
///
/// ```swift
/// await expect { await store.lastRow } == ("a", 1)
/// await expect { try await session.close() } == ()
/// ```
@_disfavoredOverload
public nonisolated(nonsending) func == <each T: Equatable>(
    lhs: AsyncExpectation<(repeat each T)>, rhs: (repeat each T)?
) async {
    if let rhs {
        if isEmpty(repeat (each T).self) {
            await lhs.to(voidMatcher(of: (repeat each T).self))
        } else {
            await lhs.to(equal(rhs, by: tuplesEqual))
        }
    } else {
        await lhs.to(beNil())
    }
}

/// Checks that the awaited tuple does not equal `rhs`; `!= nil` checks that
/// it is not nil, and `!= ()` that the awaited value is not `()`, as
/// `toNot(beVoid())` does.
///
/// ```swift
/// await expect { await store.lastRow } != ("a", 2)
/// await expect { await session.pending } != ()
/// ```
@_disfavoredOverload
public nonisolated(nonsending) func != <each T: Equatable>(
    lhs: AsyncExpectation<(repeat each T)>, rhs: (repeat each T)?
) async {
    if let rhs {
        if isEmpty(repeat (each T).self) {
            await lhs.toNot(voidMatcher(of: (repeat each T).self))
        } else {
            await lhs.toNot(equal(rhs, by: tuplesEqual))
        }
    } else {
        await lhs.toNot(beNil())
    }
}

/// Whether a pack has no elements: the tuple of its types is `()`.
private func isEmpty<each T>(_ types: repeat (each T).Type) -> Bool {
    for _ in repeat each types { return false }
    return true
}

/// `beVoid()` for the empty tuple of a pack, which the compiler does not know
/// is `Void`: the same message and verdict.
private func voidMatcher<Value>(of _: Value.Type) -> Matcher<Value> {
    .simpleNilable("be void") { expression in MatcherStatus(bool: try expression.evaluate() != nil) }
}

/// Checks that an array of tuples equals `rhs`, element by element, whatever
/// the tuples' labels.
///
/// One overload serves every arity: each `==` a library declares is weighed
/// by the compiler at every `==` in a test file, `a + 1 == 2` included. The
/// elements are compared when the check runs: tuples of `Equatable` values
/// element by element, `Equatable` values with `==`; anything else does not
/// match.
///
/// ```swift
/// expect(rows) == [(1, "a"), (2, "b")]
/// ```
@_disfavoredOverload
public func == <Element>(lhs: SyncExpectation<[Element]>, rhs: [Element]?) {
    lhs.to(equal(rhs))
}

/// Checks that an awaited array of tuples equals `rhs`, element by element,
/// whatever the tuples' labels.
///
/// ```swift
/// await expect { await store.rows } == [(1, "a"), (2, "b")]
/// ```
@_disfavoredOverload
public nonisolated(nonsending) func == <Element>(lhs: AsyncExpectation<[Element]>, rhs: [Element]?) async {
    await lhs.to(equal(rhs))
}

/// Checks that an array of tuples does not equal `rhs`, element by element,
/// whatever the tuples' labels.
///
/// ```swift
/// expect(rows) != []
/// ```
@_disfavoredOverload
public func != <Element>(lhs: SyncExpectation<[Element]>, rhs: [Element]?) {
    lhs.toNot(equal(rhs))
}

/// Checks that an awaited array of tuples does not equal `rhs`, element by
/// element, whatever the tuples' labels.
///
/// ```swift
/// await expect { await store.rows } != []
/// ```
@_disfavoredOverload
public nonisolated(nonsending) func != <Element>(lhs: AsyncExpectation<[Element]>, rhs: [Element]?) async {
    await lhs.toNot(equal(rhs))
}

/// Whether two values are equal, compared when the check runs: `Equatable`
/// values with `==`, tuples element by element (their labels aside); any
/// other value is equal to nothing.
func dynamicallyEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    guard left.displayStyle == .tuple, right.displayStyle == .tuple, left.children.count == right.children.count
    else { return false }
    return zip(left.children, right.children).allSatisfy { dynamicallyEqual($0.value, $1.value) }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Whether two tuples are equal, element by element.
private func tuplesEqual<each Element: Equatable>(
    _ lhs: (repeat each Element), _ rhs: (repeat each Element)
) -> Bool {
    for (left, right) in repeat (each lhs, each rhs) {
        guard left == right else { return false }
    }
    return true
}
