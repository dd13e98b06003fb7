import Foundation
import XCTest

@testable import Deft

/// ``StartedTasks``, the signal for a task the polled expression itself
/// starts, and the wait for such a task before a driven clock's time moves.
/// XCTest runs these one at a time, so the process goes quiet between them.
final class StartedTasksXCTests: XCTestCase {
    func testATaskStartedInsideIsAliveUntilItEnds() async {
        let started = StartedTasks(watching: true)
        let evaluation = PollEvaluation.next()
        let release = Shared(false)
        let task = await started.bound(for: evaluation) {
            Task {
                while !release.value { await Task.yield() }
            }
        }
        XCTAssertEqual(started.alive(), [evaluation])
        release.value = true
        await task.value
        // The task's values are freed as it ends, just after its result is set.
        let freed = await Self.eventually { started.alive().isEmpty }
        XCTAssertTrue(freed)
    }

    func testADetachedTaskAndAnEvaluationThatStartsNothingLeaveNothingAlive() async {
        let started = StartedTasks(watching: true)
        let release = Shared(false)
        let task = await started.bound(for: .next()) {
            Task.detached {
                while !release.value { await Task.yield() }
            }
        }
        _ = await started.bound(for: .next()) { 0 }
        XCTAssertEqual(started.alive(), [])
        release.value = true
        await task.value
    }

    /// A check on a clock that cannot say who sleeps on it watches nothing.
    func testAStartedTaskIsNotSeenWhereNothingWatches() async {
        let started = StartedTasks(watching: false)
        let release = Shared(false)
        let task = await started.bound(for: .next()) {
            Task {
                while !release.value { await Task.yield() }
            }
        }
        XCTAssertEqual(started.alive(), [])
        release.value = true
        await task.value
    }

    /// The expression starts a task at its first poll, evaluated on the main
    /// actor from this nonisolated test, and the task runs 20 ms before its
    /// 150 ms sleep: the rounds of the executor end before it sleeps.
    /// Without the wait for a started task, uncapped time passed 300 ms
    /// before it slept, and the check passed falsely.
    func testTimeWaitsForATaskTheExpressionStartsThatRunsBeforeItsSleep() async throws {
        #if os(Linux) || canImport(Darwin)
            var timing = PollTiming()
            timing.quietGrace = .seconds(10)
            let clock = VirtualClock(maxSpeedup: nil)
            let flag = Shared(false)
            let started = Shared(false)
            let messages = await PollTiming.$current.withValue(timing) {
                await gatherFailingExpectations(silently: true) {
                    await expect { () -> Bool in
                        if !started.value {
                            started.value = true
                            Task {
                                Self.run(for: .milliseconds(20))
                                do { try await clock.sleep(for: .milliseconds(150)) } catch { return }
                                flag.value = true
                            }
                        }
                        return flag.value
                    }
                    .toNever(beTrue(), until: .milliseconds(300), clock: clock)
                }.map { maskingRealTime($0.message.stringValue) }
            }
            XCTAssertEqual(
                messages, ["expected to never be true, got <true> (at poll 16, after 150 ms virtual / <t> real)"])
        #else
            throw XCTSkip("Windows does not say whether other threads run")
        #endif
    }

    /// Keeps this thread running, not asleep, for `duration`.
    private static func run(for duration: Duration) {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < duration {}
    }

    /// Up to a second of real time, for a task whose values are being freed.
    private static func eventually(_ condition: () -> Bool) async -> Bool {
        let end = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < end {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return false
    }
}
