// `==` and `!=` with `()`, as Nimble spells `beVoid()`. Awaited values take
// the tuple operators' pack (TupleOperators.swift), whose empty pack is `()`.

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
