// `==` and `!=` on expectations of tuples and of arrays of tuples, so that
// labels are ignored: `expect((x: 1, y: "a")) == (1, "a")`.
//
// Every overload of `==` makes each `==` in a test file cost more to
// type-check, even `expect(n) == 3`. Nimble has one overload per arity, 2 to
// 6; for tuples these take a parameter pack instead, four overloads for
// twenty, and any arity. Arrays of tuples keep one overload per arity: a pack
// cannot take the elements of an array of labelled tuples.

/// Checks that a tuple equals `rhs`, whatever their labels; `== nil`
/// checks that it is nil.
///
/// ```swift
/// expect(parse("a=1")) == ("a", 1)  // expected to equal <("a", 1)>, got <("a", 2)>
/// ```
@_disfavoredOverload
public func == <each T: Equatable>(
    lhs: SyncExpectation<(repeat each T)>, rhs: (repeat each T)?
) {
    if let rhs { lhs.to(equal(rhs, by: tuplesEqual)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple does not equal `rhs`, whatever their labels; `!= nil`
/// checks that it is not nil.
///
/// ```swift
/// expect(parse("a=1")) != ("a", 2)  // expected to not equal <("a", 2)>, got <("a", 2)>
/// ```
@_disfavoredOverload
public func != <each T: Equatable>(
    lhs: SyncExpectation<(repeat each T)>, rhs: (repeat each T)?
) {
    if let rhs { lhs.toNot(equal(rhs, by: tuplesEqual)) } else { lhs.toNot(beNil()) }
}

/// Checks that the awaited tuple equals `rhs`, whatever their labels; `== nil`
/// checks that it is nil.
///
/// ```swift
/// await expect { await store.lastRow } == ("a", 1)
/// ```
@_disfavoredOverload
public func == <each T: Equatable>(
    lhs: AsyncExpectation<(repeat each T)>, rhs: (repeat each T)?
) async {
    if let rhs { await lhs.to(equal(rhs, by: tuplesEqual)) } else { await lhs.to(beNil()) }
}

/// Checks that the awaited tuple does not equal `rhs`, whatever their labels;
/// `!= nil` checks that it is not nil.
///
/// ```swift
/// await expect { await store.lastRow } != ("a", 2)
/// ```
@_disfavoredOverload
public func != <each T: Equatable>(
    lhs: AsyncExpectation<(repeat each T)>, rhs: (repeat each T)?
) async {
    if let rhs { await lhs.toNot(equal(rhs, by: tuplesEqual)) } else { await lhs.toNot(beNil()) }
}

/// Checks that an array of 2-tuples equals `rhs`.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<[(T1, T2)]>, rhs: [(T1, T2)]?) {
    lhs.to(equal(rhs))
}

/// Checks that an array of 2-tuples equals `rhs`.
///
/// ```swift
/// await expect { await store.rows } == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable>(lhs: AsyncExpectation<[(T1, T2)]>, rhs: [(T1, T2)]?) async {
    await lhs.to(equal(rhs))
}

/// Checks that an array of 2-tuples does not equal `rhs`.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<[(T1, T2)]>, rhs: [(T1, T2)]?) {
    lhs.toNot(equal(rhs))
}

/// Checks that an array of 2-tuples does not equal `rhs`.
///
/// ```swift
/// await expect { await store.rows } != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable>(lhs: AsyncExpectation<[(T1, T2)]>, rhs: [(T1, T2)]?) async {
    await lhs.toNot(equal(rhs))
}

/// Checks that an array of 3-tuples equals `rhs`.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?)
{
    lhs.to(equal(rhs))
}

/// Checks that an array of 3-tuples equals `rhs`.
///
/// ```swift
/// await expect { await store.rows } == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(
    lhs: AsyncExpectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?
) async {
    await lhs.to(equal(rhs))
}

/// Checks that an array of 3-tuples does not equal `rhs`.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?)
{
    lhs.toNot(equal(rhs))
}

/// Checks that an array of 3-tuples does not equal `rhs`.
///
/// ```swift
/// await expect { await store.rows } != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(
    lhs: AsyncExpectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?
) async {
    await lhs.toNot(equal(rhs))
}

/// Checks that an array of 4-tuples equals `rhs`.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: SyncExpectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?
) {
    lhs.to(equal(rhs))
}

/// Checks that an array of 4-tuples equals `rhs`.
///
/// ```swift
/// await expect { await store.rows } == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: AsyncExpectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?
) async {
    await lhs.to(equal(rhs))
}

/// Checks that an array of 4-tuples does not equal `rhs`.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: SyncExpectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?
) {
    lhs.toNot(equal(rhs))
}

/// Checks that an array of 4-tuples does not equal `rhs`.
///
/// ```swift
/// await expect { await store.rows } != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: AsyncExpectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?
) async {
    await lhs.toNot(equal(rhs))
}

/// Checks that an array of 5-tuples equals `rhs`.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: SyncExpectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?
) {
    lhs.to(equal(rhs))
}

/// Checks that an array of 5-tuples equals `rhs`.
///
/// ```swift
/// await expect { await store.rows } == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: AsyncExpectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?
) async {
    await lhs.to(equal(rhs))
}

/// Checks that an array of 5-tuples does not equal `rhs`.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: SyncExpectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?
) {
    lhs.toNot(equal(rhs))
}

/// Checks that an array of 5-tuples does not equal `rhs`.
///
/// ```swift
/// await expect { await store.rows } != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: AsyncExpectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?
) async {
    await lhs.toNot(equal(rhs))
}

/// Checks that an array of 6-tuples equals `rhs`.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: SyncExpectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?
) {
    lhs.to(equal(rhs))
}

/// Checks that an array of 6-tuples equals `rhs`.
///
/// ```swift
/// await expect { await store.rows } == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: AsyncExpectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?
) async {
    await lhs.to(equal(rhs))
}

/// Checks that an array of 6-tuples does not equal `rhs`.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: SyncExpectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?
) {
    lhs.toNot(equal(rhs))
}

/// Checks that an array of 6-tuples does not equal `rhs`.
///
/// ```swift
/// await expect { await store.rows } != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: AsyncExpectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?
) async {
    await lhs.toNot(equal(rhs))
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
