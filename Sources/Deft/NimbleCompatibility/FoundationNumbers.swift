import Foundation

// `beCloseTo` for Foundation's numbers and dates, as Nimble has it, and the
// way a date reads in a message: to the ten-thousandth of a second, so two
// dates 5 ms apart never print alike.

/// A value `beCloseTo(_:within:)` can compare as a `Double`: `NSNumber`,
/// `Date` and `NSDate` (seconds since the reference date).
///
/// ```swift
/// expect(response.timestamp).to(beCloseTo(Date(), within: 1))
/// ```
public protocol NMBDoubleConvertible {
    /// The value as a `Double`.
    var doubleValue: CDouble { get }
}

extension NSNumber: NMBDoubleConvertible {}

extension Date: NMBDoubleConvertible {
    /// Seconds since the reference date.
    public var doubleValue: CDouble { timeIntervalSinceReferenceDate }
}

extension NSDate: NMBDoubleConvertible {
    /// Seconds since the reference date.
    public var doubleValue: CDouble { timeIntervalSinceReferenceDate }
}

/// Matches a number or date less than `delta` away from `expectedValue`, or equal to it.
///
/// ```swift
/// expect(sentAt).to(beCloseTo(Date(), within: 1))
/// // expected to be close to <2026-11-24 10:00:00.0000> (within 1.0), got <2026-11-24 09:59:57.2500>
/// ```
@_disfavoredOverload
public func beCloseTo<Value: NMBDoubleConvertible>(
    _ expectedValue: Value, within delta: Double = 1 / 10_000
) -> Matcher<Value> {
    Matcher { expression in
        let expected: Double = expectedValue.doubleValue
        let status = MatcherStatus(try expression.evaluate()) { (actual: Value) -> Bool in
            let value: Double = actual.doubleValue
            return value == expected || abs(value - expected) < delta
        }
        return .expecting(status) { "be close to <\(stringify(expectedValue))> (within \(stringify(delta)))" }
    }
}

extension Date: TestOutputStringConvertible {
    /// The date in the local time zone, to the ten-thousandth of a second:
    /// `2015-08-26 11:43:00.0050`.
    public var testDescription: String { testDateFormatter.string(from: self) }
}

extension NSDate: TestOutputStringConvertible {
    /// The date as ``Foundation/Date/testDescription`` shows it.
    public var testDescription: String { (self as Date).testDescription }
}

/// Formats dates in messages (`DateFormatter` is `Sendable`).
private let testDateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSS"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter
}()
