import Dispatch
import Foundation
import Testing

@testable import Deft

/// The alarms that end a pause between polls. The real-time alarms (on
/// `AlarmThread`) are about real time, so they wait on it, briefly, for an
/// alarm to ring: never to prove that something did not happen.
struct AlarmTests {
    @Test func aRealTimeAlarmRingsAtItsDeadline() async {
        let rang = Shared<ContinuousClock.Instant?>(nil)
        let start = ContinuousClock.now
        let alarm = Alarm.after(.milliseconds(5)) { rang.value = .now }
        let limit = start.advanced(by: .seconds(5))
        while rang.value == nil, ContinuousClock.now < limit { try? await Task.sleep(for: .milliseconds(1)) }
        alarm.cancel()
        let ringing = rang.value
        #expect(ringing.map { start.duration(to: $0) >= .milliseconds(5) } == true)
    }

    @Test func aCancelledRealTimeAlarmDoesNotRingBeforeALaterOne() async {
        // Proved by an event, not by sleeping: the later alarm rings after the
        // cancelled one's deadline, and by then the cancelled one has not.
        // (A cancel that comes after the deadline cannot stop the ring: on a
        // loaded machine, 5 ms between the two calls made this test fail once
        // in 20 suite runs, so the deadline is 50 ms, and a cancel that still
        // came late proves nothing.)
        let rang = Shared<[String]>([])
        let start = ContinuousClock.now
        Alarm.after(.milliseconds(50)) { rang.value.append("cancelled") }.cancel()
        let cancelledInTime = ContinuousClock.now - start < .milliseconds(50)
        let later = Alarm.after(.milliseconds(60)) { rang.value.append("later") }
        let limit = ContinuousClock.now.advanced(by: .seconds(5))
        while !rang.value.contains("later"), ContinuousClock.now < limit {
            try? await Task.sleep(for: .milliseconds(1))
        }
        later.cancel()
        if cancelledInTime { #expect(rang.value == ["later"]) } else { #expect(rang.value.last == "later") }
    }

    @Test func anEarlierAlarmSetWhileTheThreadSleepsUntilALaterOneRingsFirst() async {
        // The alarm thread sleeps until the first deadline, an hour away; the
        // second alarm must wake it, or it would not ring within the limit.
        let rang = Shared<[String]>([])
        let later = Alarm.after(.seconds(3600)) { rang.value.append("later") }
        let earlier = Alarm.after(.milliseconds(5)) { rang.value.append("earlier") }
        let limit = ContinuousClock.now.advanced(by: .seconds(5))
        while rang.value.isEmpty, ContinuousClock.now < limit { try? await Task.sleep(for: .milliseconds(1)) }
        later.cancel()
        earlier.cancel()
        #expect(rang.value == ["earlier"])
    }

    @Test func anAlarmInThePastRingsAtOnce() async {
        let rang = Shared(false)
        let alarm = Alarm.after(.milliseconds(-5)) { rang.value = true }
        let limit = ContinuousClock.now.advanced(by: .seconds(5))
        while !rang.value, ContinuousClock.now < limit { try? await Task.sleep(for: .milliseconds(1)) }
        alarm.cancel()
        #expect(rang.value)
    }

    @Test func aSleepingAlarmRingsWhenItsSleepReturnsAndNotOnceCancelled() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let rang = Shared(0)
        let deadline = clock.now.advanced(by: .seconds(1))
        let kept = Alarm.whenReturns({ try? await clock.sleep(until: deadline) }, ring: { rang.value += 1 })
        let cancelled = Alarm.whenReturns({ try? await clock.sleep(until: deadline) }, ring: { rang.value += 10 })
        cancelled.cancel()
        clock.advance(to: deadline)
        let limit = ContinuousClock.now.advanced(by: .seconds(5))
        while rang.value == 0, ContinuousClock.now < limit { await Task.yield() }
        kept.cancel()
        // The cancelled alarm's sleep ended when it was cancelled, before the
        // advance, so the advance woke only the kept one.
        #expect(rang.value == 1)
        #expect(clock.sleeperCount == 0)
    }

    @Test func dispatchTimeIsLaterByDurationsOfAnySize() {
        let now = DispatchTime.now()
        #expect(now.later(by: .milliseconds(3)).uptimeNanoseconds == now.uptimeNanoseconds + 3_000_000)
        #expect(now.later(by: .milliseconds(-3)) == now)
        #expect(now.later(by: .seconds(Int64.max)) == .distantFuture)
    }
}

/// The arithmetic a 32-bit watch (arm64_32) runs, checked by value.
struct ThirtyTwoBitArithmeticTests {
    @Test func theLongestTimeoutIsCountedWithoutInt() {
        #expect(Poller.longestTimeout == .seconds(Int64(3_153_600_000)))
        #expect(Poller.longestTimeout.components.seconds > Int64(Int32.max))
    }

    @Test func aDispatchDeadlinePastInt32NanosecondsIsNotTheEndOfTime() {
        let now = DispatchTime.now()
        let later = now.later(by: .seconds(3))
        #expect(later.uptimeNanoseconds == now.uptimeNanoseconds + 3_000_000_000)
        #expect(later != .distantFuture)
    }
}
