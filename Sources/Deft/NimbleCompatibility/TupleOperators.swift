// `==` and `!=` on expectations of tuples and of arrays of tuples, so that
// labels are ignored: `expect((x: 1, y: "a")) == (1, "a")`, and
// `expect((1, two: "2")) == (1, two: "2")`. `== nil` checks that the tuple
// is nil.
//
// Every overload of `==` makes each `==` in a test file cost more to
// type-check, even `expect(n) == 3`. Synchronous tuples take one overload per
// arity, 2 to 6, as in Nimble: a parameter pack cannot bind a labelled tuple.
// Awaited tuples take a pack, two overloads for ten, and any arity from 2.

/// Checks that a tuple of 2 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// expect(row) == ("a", 1)
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 2 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// expect(row) != ("a", 1)
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that a tuple of 3 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// expect(row) == ("a", 1, true)
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 3 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// expect(row) != ("a", 1, true)
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that a tuple of 4 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// expect(row) == ("a", 1, true, 2.5)
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?
) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 4 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// expect(row) != ("a", 1, true, 2.5)
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?
) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that a tuple of 5 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// expect(row) == ("a", 1, true, 2.5, "b")
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?
) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 5 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// expect(row) != ("a", 1, true, 2.5, "b")
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?
) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that a tuple of 6 elements equals `rhs`, whatever their labels;
/// `== nil` checks that it is nil.
///
/// ```swift
/// expect(row) == ("a", 1, true, 2.5, "b", 2)
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?
) {
    if let rhs { lhs.to(equal(rhs)) } else { lhs.to(beNil()) }
}

/// Checks that a tuple of 6 elements does not equal `rhs`, whatever their
/// labels; `!= nil` checks that it is not nil.
///
/// ```swift
/// expect(row) != ("a", 1, true, 2.5, "b", 2)
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?
) {
    if let rhs { lhs.toNot(equal(rhs)) } else { lhs.toNot(beNil()) }
}

/// Checks that the awaited tuple equals `rhs`; `== nil` checks that it is nil.
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

/// Checks that the awaited tuple does not equal `rhs`; `!= nil` checks that
/// it is not nil.
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
