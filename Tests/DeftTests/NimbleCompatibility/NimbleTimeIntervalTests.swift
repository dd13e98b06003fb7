import Foundation
import Testing

@testable import Deft

/// The arithmetic behind `dispatchTimeInterval`, by value, for a 64-bit
/// `Int` and for `Int32`, the `Int` of a 32-bit watch (`arm64_32`), where a
/// count of nanoseconds ends at about 2.1 s.
struct NimbleTimeIntervalTests {
    @Test func aShortDurationIsCountedInNanosecondsEverywhere() {
        #expect(Duration.milliseconds(1_500).dispatchCount(as: Int32.self) == (.nanoseconds, 1_500_000_000))
        #expect(Duration.milliseconds(1_500).dispatchCount(as: Int64.self) == (.nanoseconds, 1_500_000_000))
        #expect(Duration.nanoseconds(Int64(Int32.max)).dispatchCount(as: Int32.self) == (.nanoseconds, .max))
        #expect(Duration.zero.dispatchCount(as: Int32.self) == (.nanoseconds, 0))
    }

    @Test func aLongerDurationMovesToACoarserUnitWhereIntHas32Bits() {
        #expect(Duration.seconds(3).dispatchCount(as: Int32.self) == (.microseconds, 3_000_000))
        #expect(Duration.nanoseconds(Int64(3_000_000_999)).dispatchCount(as: Int32.self) == (.microseconds, 3_000_000))
        #expect(Duration.seconds(-3).dispatchCount(as: Int32.self) == (.microseconds, -3_000_000))
        #expect(Duration.seconds(3_600).dispatchCount(as: Int32.self) == (.milliseconds, 3_600_000))
        #expect(Duration.seconds(30 * 86_400).dispatchCount(as: Int32.self) == (.seconds, 2_592_000))
        #expect(Duration.seconds(3).dispatchCount(as: Int64.self) == (.nanoseconds, 3_000_000_000))
    }

    @Test func aDurationPastTheLastSecondSaturates() {
        let century = Duration.seconds(Int64(100) * 365 * 86_400)
        #expect(century.dispatchCount(as: Int32.self) == (.seconds, .max))
        #expect(century.dispatchCount(as: Int64.self) == (.nanoseconds, 3_153_600_000_000_000_000))
        #expect(Duration.seconds(Int64.max).dispatchCount(as: Int32.self) == (.seconds, .max))
        #expect(Duration.seconds(Int64.min).dispatchCount(as: Int32.self) == (.seconds, .min))
        #expect(Duration.seconds(Int64.max).dispatchCount(as: Int64.self) == (.seconds, .max))
    }

    /// What `DispatchTimeInterval` makes of each unit is the same span.
    @Test func theDispatchIntervalKeepsItsLength() {
        #expect(Duration.milliseconds(1_500).dispatchTimeInterval == .nanoseconds(1_500_000_000))
        #expect(Duration.seconds(Int64.max).dispatchTimeInterval == .seconds(.max))
        #expect(Duration.seconds(3_600).dispatchTimeInterval == .milliseconds(3_600_000))
    }
}
