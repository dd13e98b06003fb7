/// Checks that the awaited value equals `rhs`; `== nil` checks that it is nil.
///
/// ```swift
/// await expect { await cart.total } == 42  // expected to equal <42>, got <40>
/// ```
public nonisolated(nonsending) func == <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    if let rhs { await lhs.to(equal(rhs)) } else { await lhs.to(beNil()) }
}

/// Checks that the awaited value does not equal `rhs`; `!= nil` checks that it is not nil.
///
/// ```swift
/// await expect { await session.user } != nil  // expected to not be nil, got <nil>
/// ```
public nonisolated(nonsending) func != <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    if let rhs { await lhs.toNot(equal(rhs)) } else { await lhs.toNot(beNil()) }
}
