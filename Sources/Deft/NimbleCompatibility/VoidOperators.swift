// `==` and `!=` with `()`, as Nimble spells `beVoid()`.

/// Checks that the value is `()`: the same as `to(beVoid())`.
///
/// ```swift
/// expect(try session.close()) == ()
/// ```
public func == (lhs: SyncExpectation<Void>, rhs: Void) {
    lhs.to(beVoid())
}

/// Checks that the value is not `()`: the same as `toNot(beVoid())`.
///
/// ```swift
/// expect(nil as Void?) != ()
/// ```
public func != (lhs: SyncExpectation<Void>, rhs: Void) {
    lhs.toNot(beVoid())
}

/// Checks that the awaited value is `()`.
///
/// ```swift
/// await expect { try await session.close() } == ()
/// ```
public func == (lhs: AsyncExpectation<Void>, rhs: Void) async {
    await lhs.to(beVoid())
}

/// Checks that the awaited value is not `()`.
///
/// ```swift
/// await expect { await session.pending } != ()
/// ```
public func != (lhs: AsyncExpectation<Void>, rhs: Void) async {
    await lhs.toNot(beVoid())
}
