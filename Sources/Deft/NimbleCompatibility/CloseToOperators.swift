// Nimble's operators for `beCloseTo`: `expect(x) ≈ y`, `expect(x) ≈ (y, delta)`,
// `expect(x) == y ± delta` and `expect(x) ≈ y ± delta`.

/// `expect(value) ≈ expected` reads `expect(value).to(beCloseTo(expected))`.
infix operator ≈ : ComparisonPrecedence

/// Binds tighter than `≈` and `==`, so `expect(x) ≈ y ± d` pairs `y ± d` first.
precedencegroup PlusMinusOperatorPrecedence {
    higherThan: ComparisonPrecedence
}

/// `expected ± delta` makes the pair that `≈` and `==` take.
infix operator ± : PlusMinusOperatorPrecedence

/// Pairs an expected floating-point value with a tolerance.
///
/// ```swift
/// expect(ratio) == 0.5 ± 0.01
/// ```
public func ± <Value: FloatingPoint>(lhs: Value, rhs: Value) -> (expected: Value, delta: Value) {
    (lhs, rhs)
}

/// Pairs an expected number or date with a tolerance in seconds or units.
///
/// ```swift
/// expect(sentAt) ≈ Date() ± 1
/// ```
public func ± <Value: NMBDoubleConvertible>(lhs: Value, rhs: Double) -> (expected: Value, delta: Double) {
    (lhs, rhs)
}

/// Checks that the value is within 0.0001 of `rhs`.
///
/// ```swift
/// expect(0.1 + 0.2) ≈ 0.3
/// ```
public func ≈ <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// Checks that the value is within `rhs.delta` of `rhs.expected`.
///
/// ```swift
/// expect(ratio) ≈ (0.5, 0.01)
/// ```
public func ≈ <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Checks that every element is within 0.0001 of the element of `rhs` at its place.
///
/// ```swift
/// expect(weights) ≈ [0.25, 0.75]
/// ```
public func ≈ <Value: Collection>(lhs: SyncExpectation<Value>, rhs: Value) where Value.Element: FloatingPoint {
    lhs.to(beCloseTo(rhs))
}

/// Checks that a number or date is within 0.0001 of `rhs`.
///
/// ```swift
/// expect(total as NSNumber) ≈ 3.5
/// ```
public func ≈ <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// Checks that a number or date is within `rhs.delta` of `rhs.expected`.
///
/// ```swift
/// expect(sentAt) ≈ (Date(), 1)
/// ```
public func ≈ <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Checks that the value is within `rhs.delta` of `rhs.expected`: `expect(x) == y ± d`.
///
/// ```swift
/// expect(ratio) == 0.5 ± 0.01
/// ```
@_disfavoredOverload
public func == <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Checks that a number or date is within `rhs.delta` of `rhs.expected`.
///
/// ```swift
/// expect(sentAt) == Date() ± 1
/// ```
@_disfavoredOverload
public func == <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Checks that the awaited value is within 0.0001 of `rhs`.
///
/// ```swift
/// await expect { await meter.ratio } ≈ 0.5
/// ```
public nonisolated(nonsending) func ≈ <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: Value) async {
    await lhs.to(beCloseTo(rhs))
}

/// Checks that the awaited value is within `rhs.delta` of `rhs.expected`.
///
/// ```swift
/// await expect { await meter.ratio } ≈ (0.5, 0.01)
/// ```
public nonisolated(nonsending) func ≈ <Value: FloatingPoint>(
    lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Value)
) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Checks that every awaited element is within 0.0001 of the element of
/// `rhs` at its place.
///
/// ```swift
/// await expect { await model.weights } ≈ [0.25, 0.75]
/// ```
public nonisolated(nonsending) func ≈ <Value: Collection>(lhs: AsyncExpectation<Value>, rhs: Value) async
where Value.Element: FloatingPoint {
    await lhs.to(beCloseTo(rhs))
}

/// Checks that the awaited value is within `rhs.delta` of `rhs.expected`:
/// `await expect { … } == y ± d`.
///
/// ```swift
/// await expect { await meter.ratio } == 0.5 ± 0.01
/// ```
@_disfavoredOverload
public nonisolated(nonsending) func == <Value: FloatingPoint>(
    lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Value)
) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Checks that an awaited number or date is within 0.0001 of `rhs`.
///
/// ```swift
/// await expect { await ledger.total as NSNumber } ≈ 3.5
/// ```
public nonisolated(nonsending) func ≈ <Value: NMBDoubleConvertible>(lhs: AsyncExpectation<Value>, rhs: Value) async {
    await lhs.to(beCloseTo(rhs))
}

/// Checks that an awaited number or date is within `rhs.delta` of `rhs.expected`.
///
/// ```swift
/// await expect { await inbox.lastReceived } ≈ (Date(), 1)
/// ```
public nonisolated(nonsending) func ≈ <Value: NMBDoubleConvertible>(
    lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Double)
) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}
