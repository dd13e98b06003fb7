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
    /// Duration.milliseconds(1_500).timeInterval  // 1.5
    /// ```
    public var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }

    /// The duration as a `DispatchTimeInterval`, to the nanosecond, saturating
    /// at `Int.max` nanoseconds.
    ///
    /// ```swift
    /// queue.asyncAfter(deadline: .now() + Duration.seconds(1).dispatchTimeInterval) { … }
    /// ```
    public var dispatchTimeInterval: DispatchTimeInterval {
        let parts = components
        let (scaled, overflow) = parts.seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = scaled.addingReportingOverflow(parts.attoseconds / 1_000_000_000)
        guard !overflow, !overflowAgain else { return .nanoseconds(parts.seconds < 0 ? .min : .max) }
        return .nanoseconds(Int(total))
    }
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
