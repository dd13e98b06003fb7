import Foundation
import XCTest

@testable import Deft

/// ``ProcessThreads``, the system's word on this process's other threads,
/// and the wait for them before a driven clock's time first moves. XCTest
/// runs these one at a time, so the process goes quiet between them, unless
/// other tests share it (Xcode may run Swift Testing's beside XCTest's): then
/// each test skips, saying so, as no signal of other threads can be checked.
final class ProcessThreadsXCTests: XCTestCase {
    override func setUp() async throws {
        #if os(Linux) || canImport(Darwin)
            guard Self.eventually({ ProcessThreads.othersAreRunnable() == false }) else {
                throw XCTSkip(
                    "other threads of this process kept running for a second (tests running beside these, as "
                        + "Xcode may run Swift Testing's): the quiet-process signal cannot be checked here")
            }
        #endif
    }

    func testAThreadThatRunsIsSeenAndOneThatSleepsIsNot() throws {
        #if os(Linux) || canImport(Darwin)
            let spinning = Shared(true)
            let stopped = DispatchSemaphore(value: 0)
            Thread {
                while spinning.value {}
                stopped.signal()
            }.start()
            XCTAssertEqual(ProcessThreads.othersAreRunnable(), true)
            spinning.value = false
            stopped.wait()
            // The thread has ended; the rest sleep, once the pool is idle.
            XCTAssertTrue(Self.eventually { ProcessThreads.othersAreRunnable() == false })
        #else
            XCTAssertNil(ProcessThreads.othersAreRunnable())  // Windows: the system cannot tell
        #endif
    }

    /// The violation a task makes at 150 ms, as an uncapped
    /// `toNever(until: 300 ms)` reports it.
    private let violationAt150 = [
        "expected to never be true, got <true> (at poll 16, after 150 ms virtual / <t> real)"
    ]

    /// A task the test started just before the check is still running when
    /// the rounds of the executor end: the system has not let it reach its
    /// sleep. Without the wait for the quiet process, uncapped time passed
    /// 300 ms before it slept, and the check passed falsely.
    func testTimeWaitsForATaskThatRunsBeforeItsSleep() async throws {
        #if os(Linux) || canImport(Darwin)
            let messages = await Self.toNeverOfATask { clock, flag in
                Self.run(for: .milliseconds(20))
                do { try await clock.sleep(for: .milliseconds(150)) } catch { return }
                flag.value = true
            }
            XCTAssertEqual(messages, violationAt150)
        #else
            throw XCTSkip("Windows does not say whether other threads run")
        #endif
    }

    /// A task woken at 150 ms runs again, then runs 20 ms more before it
    /// writes: the clock's signal says it has run again, and only the
    /// system says it is still running. Without the wait after the step,
    /// uncapped time passed 300 ms before the write, and the check passed
    /// falsely.
    func testTimeWaitsForAWokenTaskThatRunsBeforeItsWrite() async throws {
        #if os(Linux) || canImport(Darwin)
            let messages = await Self.toNeverOfATask(asleepFirst: true) { clock, flag in
                do { try await clock.sleep(for: .milliseconds(150)) } catch { return }
                Self.run(for: .milliseconds(20))
                flag.value = true
            }
            XCTAssertEqual(messages, violationAt150)
        #else
            throw XCTSkip("Windows does not say whether other threads run")
        #endif
    }

    /// The messages of an uncapped `toNever(beTrue(), until: 300 ms)` on a
    /// flag that `task` may set, started just before the check (and, if
    /// `asleepFirst`, asleep on the clock by then), with a quiet grace far
    /// longer than the task's 20 ms of running.
    private static func toNeverOfATask(
        asleepFirst: Bool = false, _ task: @escaping @Sendable (VirtualClock, Shared<Bool>) async -> Void
    ) async -> [String] {
        var timing = PollTiming()
        timing.quietGrace = .seconds(10)
        let clock = VirtualClock(maxSpeedup: nil)
        let flag = Shared(false)
        return await PollTiming.$current.withValue(timing) {
            let started = Task.detached { await task(clock, flag) }
            defer { started.cancel() }
            while asleepFirst, clock.nextDeadline == nil { await Task.yield() }
            return await gatherFailingExpectations(silently: true) {
                await expect { flag.value }.toNever(beTrue(), until: .milliseconds(300), clock: clock)
            }.map { maskingRealTime($0.message.stringValue) }
        }
    }

    /// Keeps this thread running, not asleep, for `duration`.
    private static func run(for duration: Duration) {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < duration {}
    }

    /// Up to a second of real time, for a process whose pool threads are
    /// still parking.
    private static func eventually(_ condition: () -> Bool) -> Bool {
        let end = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return false
    }
}
