// Nimble's names for the tolerance `beCloseTo` uses when none is given.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The tolerance `beCloseTo` uses when none is given, 0.0001, as a `Double`.
///
/// ```swift
/// expect(total).to(beCloseTo(expected, within: DefaultDelta * 10))
/// ```
public let DefaultDelta: Double = 0.0001

/// The tolerance `beCloseTo` uses when none is given, 0.0001, in any
/// floating-point type.
///
/// ```swift
/// let tolerance: Float = defaultDelta()
/// expect(ratio).to(beCloseTo(0.5, within: tolerance))
/// ```
public func defaultDelta<F: FloatingPoint>() -> F {
    1 / 10_000
}
