import Foundation
import Testing

@testable import Deft

/// A step whose woken task was still on its way when the evaluation read,
/// and that has begun its next sleep since: what it did belongs to that
/// instant, so the poll reads again before time moves. The check's share of
/// waiting for a quiet process is zero here, as it is once a busy process
/// has spent it.
struct SettledStepTests {
    @Test func aPollReadsAgainWhatAWokenTaskDidBeforeItsNextSleep() async {
        var timing = PollTiming()
        timing.quietGrace = .zero
        let clock = VirtualClock(maxSpeedup: nil)
        let value = Shared(0)
        let (failures, passedAt) = await PollTiming.$current.withValue(timing) {
            let producer = Task {
                for next in 1...2 {
                    do { try await clock.sleep(for: .milliseconds(100)) } catch { return }
                    // Stopped on its way, as a busy machine stops it.
                    holdThread(for: 0.005)
                    value.value = next
                }
            }
            defer { producer.cancel() }
            while clock.nextDeadline == nil { await Task.yield() }
            let failures = await gatherFailingExpectations(silently: true) {
                await expect { () -> Int in
                    let seen = value.value
                    // The producer sets 1 and sleeps again while this poll runs.
                    if seen == 0, clock.now.offset == .milliseconds(100) { holdThread(for: 0.02) }
                    return seen
                }.toEventually(equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
            }
            return (failures.map(\.message.stringValue), clock.now.offset)
        }
        #expect(failures == [])
        #expect(passedAt == .milliseconds(100))
    }
}

private func holdThread(for seconds: TimeInterval) {
    Thread.sleep(forTimeInterval: seconds)
}
