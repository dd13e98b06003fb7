// `==` and `!=` on expectations of tuples and of arrays of tuples, one
// overload per arity as in Nimble, so that labels are ignored.

/// Checks that a tuple of 2 elements equals `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    lhs.to(equal(rhs))
}

/// Checks that a tuple of 2 elements does not equal `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    lhs.toNot(equal(rhs))
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

/// Checks that a tuple of 3 elements equals `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    lhs.to(equal(rhs))
}

/// Checks that a tuple of 3 elements does not equal `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    lhs.toNot(equal(rhs))
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

/// Checks that a tuple of 4 elements equals `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?
) {
    lhs.to(equal(rhs))
}

/// Checks that a tuple of 4 elements does not equal `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?
) {
    lhs.toNot(equal(rhs))
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

/// Checks that a tuple of 5 elements equals `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?
) {
    lhs.to(equal(rhs))
}

/// Checks that a tuple of 5 elements does not equal `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?
) {
    lhs.toNot(equal(rhs))
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

/// Checks that a tuple of 6 elements equals `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) == expectedRows
/// ```
@_disfavoredOverload
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?
) {
    lhs.to(equal(rhs))
}

/// Checks that a tuple of 6 elements does not equal `rhs`, whatever their labels.
///
/// ```swift
/// expect(rows) != expectedRows
/// ```
@_disfavoredOverload
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?
) {
    lhs.toNot(equal(rhs))
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
