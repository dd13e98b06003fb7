import Dispatch

/// A one-shot call at a time to come, which the poller cancels when it no
/// longer needs it: what ends a pause or a wait when nothing ends it earlier.
/// On the real clocks it is a deadline on ``AlarmThread``, which starts no
/// task, wakes no thread unless it is the earliest, and wakes none when
/// cancelled; on any other clock, a task asleep on it.
struct Alarm: Sendable {
    /// Stops the alarm: `ring` is not called if it has not been yet. Made
    /// directly for an alarm that rings by other means (a clock's watch, say).
    let cancel: @Sendable () -> Void

    /// Calls `ring` after `duration` of real time, on ``AlarmThread``.
    static func after(_ duration: Duration, ring: @escaping @Sendable () -> Void) -> Alarm {
        let thread = AlarmThread.shared
        let id = thread.set(.now().later(by: duration), ring: ring)
        return Alarm { thread.cancel(id) }
    }

    /// Calls `ring` when `sleep` returns, in a task of its own. Cancelling the
    /// alarm cancels the task, and `ring` is not called.
    static func whenReturns(
        _ sleep: @escaping @Sendable () async -> Void, ring: @escaping @Sendable () -> Void
    ) -> Alarm {
        let sleeper = Task.onPollDriver {
            // The clock's own writes while it sleeps wake no poll: this is
            // the poller's task, not the test's.
            await ExecutionMark.bound { mark in await StateChanges.$mutedIn.withValue(mark) { await sleep() } }
            if !Task.isCancelled { ring() }
        }
        return Alarm { sleeper.cancel() }
    }

    /// This alarm and `other` as one: cancelling it cancels both.
    func alongWith(_ other: Alarm) -> Alarm {
        Alarm {
            cancel()
            other.cancel()
        }
    }
}

extension DispatchTime {
    /// This time, `duration` later; a negative duration counts as zero. It
    /// counts in `UInt64` nanoseconds, never in `Int`, which is 32 bits on
    /// a watch (arm64_32); past the end of time it is `.distantFuture`.
    ///
    /// Not `advanced(by:)`: Apple's Dispatch has `advanced(by:
    /// DispatchTimeInterval)`, and `DispatchTimeInterval` has `.seconds(_:)`
    /// and `.milliseconds(_:)` as `Duration` does, so `advanced(by: .seconds(3))`
    /// would be ambiguous there (scripts/check-darwin-overloads.sh).
    func later(by duration: Duration) -> DispatchTime {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return self }
        let (nanoseconds, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = nanoseconds.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000))
        let (deadline, overflowLast) = uptimeNanoseconds.addingReportingOverflow(total)
        guard !overflow, !overflowAgain, !overflowLast, deadline < DispatchTime.distantFuture.uptimeNanoseconds
        else { return .distantFuture }
        return DispatchTime(uptimeNanoseconds: deadline)
    }
}
