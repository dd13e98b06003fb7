/// Matches a floating-point value less than `delta` away from
/// `expectedValue`, or equal to it. The default delta is 0.0001.
///
/// ```swift
/// expect(ratio).to(beCloseTo(1.0, within: 0.1))  // expected to be close to <1.0> (within 0.1), got <1.2>
/// ```
public func beCloseTo<Value: FloatingPoint>(_ expectedValue: Value, within delta: Value = 1 / 10_000) -> Matcher<Value>
{
    Matcher { expression in
        .expecting(MatcherStatus(try expression.evaluate()) { isClose($0, expectedValue, delta) }) {
            "be close to <\(stringify(expectedValue))> (within \(stringify(delta)))"
        }
    }
}

/// Matches a collection of floating-point values, each at most `delta` away
/// from the value at the same position in `expectedValues` (inclusive, as
/// in Nimble); the counts must match. NaN is close to NaN and to nothing
/// else, where Nimble counts it close to any number.
///
/// ```swift
/// expect([1.0, 2.5]).to(beCloseTo([1.0, 2.0], within: 0.1))
/// // expected to be close to <[1.0, 2.0]> (each within 0.1), got <[1.0, 2.5]>
/// ```
public func beCloseTo<Value: FloatingPoint, Values: Collection>(
    _ expectedValues: Values, within delta: Value = 1 / 10_000
) -> Matcher<Values> where Values.Element == Value {
    Matcher { expression in
        let status = MatcherStatus(try expression.evaluate()) { (actual: Values) -> Bool in
            guard actual.count == expectedValues.count else { return false }
            return zip(actual, expectedValues).allSatisfy { (value: Value, expected: Value) -> Bool in
                value == expected || (value.isNaN && expected.isNaN) || abs(value - expected) <= delta
            }
        }
        return .expecting(status) { "be close to <\(stringify(expectedValues))> (each within \(stringify(delta)))" }
    }
}

/// Nimble's test for one value: strictly less than `delta` away. An equal
/// value is close whatever the delta, so that infinities match themselves.
private func isClose<Value: FloatingPoint>(_ actual: Value, _ expected: Value, _ delta: Value) -> Bool {
    actual == expected || abs(actual - expected) < delta
}
