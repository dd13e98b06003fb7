// Nimble's ordering and identity operators on async expectations:
// `await expect { await counter.value } > 0`. Each one awaits the expression
// once and checks it as the matcher it names.

/// Checks that the awaited value is less than `rhs`: the same as
/// `to(beLessThan(rhs))`.
///
/// ```swift
/// await expect { await queue.depth } < 10  // expected to be less than <10>, got <12>
/// ```
public nonisolated(nonsending) func < <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beLessThan(rhs))
}

/// Checks that the awaited value is greater than `rhs`: the same as
/// `to(beGreaterThan(rhs))`.
///
/// ```swift
/// await expect { await counter.value } > 0  // expected to be greater than <0>, got <0>
/// ```
public nonisolated(nonsending) func > <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThan(rhs))
}

/// Checks that the awaited value is less than or equal to `rhs`: the same as
/// `to(beLessThanOrEqualTo(rhs))`.
///
/// ```swift
/// await expect { await client.retries } <= 3  // expected to be less than or equal to <3>, got <4>
/// ```
public nonisolated(nonsending) func <= <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beLessThanOrEqualTo(rhs))
}

/// Checks that the awaited value is greater than or equal to `rhs`: the same
/// as `to(beGreaterThanOrEqualTo(rhs))`.
///
/// ```swift
/// await expect { await account.balance } >= 0  // expected to be greater than or equal to <0>, got <-1>
/// ```
public nonisolated(nonsending) func >= <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThanOrEqualTo(rhs))
}

/// Checks that the awaited value is the very object `rhs`: the same as
/// `to(beIdenticalTo(rhs))`.
///
/// ```swift
/// await expect { await cache.shared } === expectedCache
/// // expected to be identical to <0x6000012c4000>, got <0x6000012c4020>
/// ```
public nonisolated(nonsending) func === <T: AnyObject>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.to(beIdenticalTo(rhs))
}

/// Checks that the awaited value is not the object `rhs`: the same as
/// `toNot(beIdenticalTo(rhs))`.
///
/// ```swift
/// await expect { await store.snapshot() } !== liveStore
/// // expected to not be identical to <0x6000012c4000>, got <0x6000012c4000>
/// ```
public nonisolated(nonsending) func !== <T: AnyObject>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.toNot(beIdenticalTo(rhs))
}

/// Checks that the awaited value is the very object `rhs`, for objects seen
/// through a class-bound protocol (`any Scope`), which convert to `AnyObject`.
///
/// ```swift
/// await expect { await registry.scope } === Scope.container
/// // expected to be identical to <0x6000012c4000>, got <0x6000012c4020>
/// ```
@_disfavoredOverload
public nonisolated(nonsending) func === (lhs: AsyncExpectation<AnyObject>, rhs: AnyObject?) async {
    await lhs.to(beIdenticalTo(rhs))
}

/// Checks that the awaited value is not the object `rhs`, for objects seen
/// through a class-bound protocol.
///
/// ```swift
/// await expect { await registry.scope } !== Scope.transient
/// // expected to not be identical to <0x6000012c4000>, got <0x6000012c4000>
/// ```
@_disfavoredOverload
public nonisolated(nonsending) func !== (lhs: AsyncExpectation<AnyObject>, rhs: AnyObject?) async {
    await lhs.toNot(beIdenticalTo(rhs))
}
