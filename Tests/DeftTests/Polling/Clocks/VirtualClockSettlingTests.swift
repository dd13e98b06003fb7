import Foundation
import Testing

@testable import Deft

/// Whether a step of a ``VirtualClock`` has settled by itself: every task
/// its last waking `advance` resumed has begun its next sleep on the clock.
/// The poller then waits for nothing more after that step.
struct VirtualClockSettlingTests {
    @Test func aTickerThatSleepsAgainSettlesItsStep() async {
        let clock = VirtualClock()
        let ticks = Shared(0)
        let ticker = Task {
            while !Task.isCancelled {
                guard (try? await clock.sleep(for: .milliseconds(100))) != nil else { return }
                ticks.value += 1
            }
        }
        defer { ticker.cancel() }
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .milliseconds(100))
        #expect(!clock.wokenTasksSleepAgain)
        while clock.sleeperCount == 0 { await Task.yield() }
        #expect(clock.wokenTasksSleepAgain)
        #expect(ticks.value == 1)
    }

    @Test func aTaskThatEndsAfterItsWakeNeverSettlesTheStepByItself() async {
        let clock = VirtualClock()
        let sleeper = Task { try? await clock.sleep(for: .milliseconds(100)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .milliseconds(100))
        await sleeper.value
        // Only the system can say whether it has reached its next suspension.
        #expect(!clock.wokenTasksSleepAgain)
    }

    @Test func anotherTasksSleepDoesNotSettleTheStep() async {
        let clock = VirtualClock()
        let woken = Task { try? await clock.sleep(for: .milliseconds(100)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .milliseconds(100))
        await woken.value
        let other = Task { try? await clock.sleep(for: .seconds(1)) }
        defer { other.cancel() }
        while clock.sleeperCount == 0 { await Task.yield() }
        #expect(!clock.wokenTasksSleepAgain)
    }
}
