import Foundation

/// Nimble's name for a polling timeout or interval. In Deft it is a Swift
/// `Duration`, which spells its values the same way, so stored timeouts keep
/// compiling: `let timeout: NimbleTimeInterval = .seconds(2)`.
///
/// ```swift
/// let timeout: NimbleTimeInterval = .milliseconds(500)
/// expect(flag.value).toEventually(beTrue(), timeout: timeout)
/// ```
public typealias NimbleTimeInterval = Duration

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    ///
    /// ```swift
    /// let seconds = Duration.milliseconds(1_500).timeInterval  // 1.5
    /// ```
    public var timeInterval: TimeInterval {
        let parts = components
        let seconds = TimeInterval(parts.seconds)
        let fraction: TimeInterval = TimeInterval(parts.attoseconds) / 1e18
        return seconds + fraction
    }

    /// The duration as a `DispatchTimeInterval`, in the finest unit whose
    /// count fits in an `Int`: nanoseconds where they fit, then
    /// microseconds, milliseconds, and seconds, saturating at `Int.max`
    /// seconds. Each is rounded toward zero. Where `Int` has 64 bits that is
    /// always nanoseconds up to about 292 years; on a 32-bit watch
    /// (`arm64_32`) nanoseconds end at about 2.1 s.
    ///
    /// ```swift
    /// queue.asyncAfter(deadline: .now() + Duration.seconds(1).dispatchTimeInterval) { print("a second later") }
    /// ```
    public var dispatchTimeInterval: DispatchTimeInterval {
        let (unit, count) = dispatchCount(as: Int.self)
        switch unit {
        case .nanoseconds: return .nanoseconds(count)
        case .microseconds: return .microseconds(count)
        case .milliseconds: return .milliseconds(count)
        case .seconds: return .seconds(count)
        }
    }

    /// The finest `DispatchTimeInterval` unit whose count of this duration
    /// fits in `Count`, and that count, rounded toward zero; past
    /// `Count.max` seconds, `Count.max` (or `Count.min`) seconds. Generic
    /// so that tests can ask for `Int32`, the `Int` of a 32-bit watch.
    ///
    /// ```swift
    /// Duration.seconds(3).dispatchCount(as: Int32.self)  // (.microseconds, 3_000_000)
    /// ```
    func dispatchCount<Count: FixedWidthInteger & SignedInteger>(as _: Count.Type) -> (DispatchUnit, Count) {
        let parts = components
        let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
        let finerUnits: [(DispatchUnit, perSecond: Int64)] = [
            (.nanoseconds, 1_000_000_000), (.microseconds, 1_000_000), (.milliseconds, 1_000),
        ]
        for (unit, perSecond) in finerUnits {
            let (scaled, overflow) = parts.seconds.multipliedReportingOverflow(by: perSecond)
            let (total, overflowAgain) = scaled.addingReportingOverflow(
                parts.attoseconds / (attosecondsPerSecond / perSecond))
            if !overflow, !overflowAgain, let count = Count(exactly: total) { return (unit, count) }
        }
        return (.seconds, Count(clamping: parts.seconds))
    }
}

/// A unit a `DispatchTimeInterval` counts in.
enum DispatchUnit: Equatable {
    case nanoseconds, microseconds, milliseconds, seconds
}

extension Duration {
    /// The duration in whole nanoseconds, rounded toward zero: Nimble's
    /// `NimbleTimeInterval.nanoseconds`. A negative duration gives 0, and
    /// one too long for `UInt64` gives `UInt64.max`.
    ///
    /// ```swift
    /// try await Task.sleep(nanoseconds: Duration.milliseconds(5).nanoseconds)  // 5_000_000
    /// ```
    public var nanoseconds: UInt64 {
        let parts = components
        guard parts.seconds >= 0, parts.attoseconds >= 0 else { return 0 }
        let (scaled, overflow) = UInt64(parts.seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = scaled.addingReportingOverflow(UInt64(parts.attoseconds / 1_000_000_000))
        return overflow || overflowAgain ? .max : total
    }
}

extension Date {
    /// The date `duration` later (earlier, for a negative one), as Nimble
    /// spells it for a `NimbleTimeInterval`.
    ///
    /// ```swift
    /// let deadline = Date().advanced(by: .seconds(2))
    /// ```
    public func advanced(by duration: Duration) -> Date {
        advanced(by: duration.timeInterval)
    }
}

extension TimeInterval {
    /// These seconds as a `Duration`, for a Nimble timeout written from a
    /// `TimeInterval`.
    ///
    /// ```swift
    /// let timeout = configuredTimeout.nimbleInterval
    /// ```
    public var nimbleInterval: Duration { .seconds(self) }
}

/// Nimble's former name for ``PollingDefaults``.
///
/// ```swift
/// PollingDefaults.timeout = .seconds(2)  // was: AsyncDefaults.timeout = .seconds(2)
/// ```
@available(*, deprecated, renamed: "PollingDefaults")
public typealias AsyncDefaults = PollingDefaults
