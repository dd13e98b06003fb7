import Dispatch
import Foundation
import Testing

@testable import Deft

/// The alarms that end a pause between polls. These are about real time, so
/// they wait on it, briefly.
struct AlarmTests {
    @Test func aDispatchAlarmRingsAtItsDeadline() async {
        let rang = Shared<ContinuousClock.Instant?>(nil)
        let start = ContinuousClock.now
        let alarm = Alarm.after(.milliseconds(5)) { rang.value = .now }
        let limit = start.advanced(by: .seconds(5))
        while rang.value == nil, ContinuousClock.now < limit { try? await Task.sleep(for: .milliseconds(1)) }
        alarm.cancel()
        let ringing = rang.value
        #expect(ringing.map { start.duration(to: $0) >= .milliseconds(5) } == true)
    }

    @Test func aCancelledDispatchAlarmNeverRings() async throws {
        let rang = Shared(false)
        Alarm.after(.milliseconds(5)) { rang.value = true }.cancel()
        try await Task.sleep(for: .milliseconds(30))
        #expect(rang.value == false)
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
        while rang.value == 0, ContinuousClock.now < limit { try? await Task.sleep(for: .milliseconds(1)) }
        try? await Task.sleep(for: .milliseconds(10))
        kept.cancel()
        #expect(rang.value == 1)
    }

    @Test func dispatchTimeAdvancesByDurationsOfAnySize() {
        let now = DispatchTime.now()
        #expect(now.advanced(by: .milliseconds(3)).uptimeNanoseconds == now.uptimeNanoseconds + 3_000_000)
        #expect(now.advanced(by: .milliseconds(-3)) == now)
        #expect(now.advanced(by: .seconds(Int64.max)) == .distantFuture)
    }
}
