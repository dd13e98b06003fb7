import Foundation
import XCTest

@testable import Deft

/// The synchronous verbs as they run below macOS 15, iOS 18, tvOS 18,
/// watchOS 11 and visionOS 2 (``PoolWatch/runsAsBefore15`` forces that
/// branch on Linux and on newer OSes): there the poller needs a thread of
/// the cooperative pool, so a check whose thread finds none ends with the
/// pool message at its call site instead of hanging, and a check that finds
/// one keeps its verdict.
final class FullPoolBefore15XCTests: XCTestCase {
    private let message =
        "the synchronous toEventually could not poll: no thread of Swift's cooperative pool ran a task for 300 ms "
        + "(they may all be blocked in synchronous calls like this one), and below macOS 15 and iOS 18 its poller "
        + "needs one; use `await expect { … }.toEventually(…)` instead, or keep a pool thread free"

    /// Watched quickly: 100 ms of silence, then 300 ms for the probe.
    private var timing: PollTiming {
        var timing = PollTiming()
        timing.poolSilence = .milliseconds(100)
        timing.poolProbeLimit = .milliseconds(300)
        return timing
    }

    func testACheckWithAFreePoolKeepsItsVerdicts() {
        let failures = PoolWatch.$runsAsBefore15.withValue(true) {
            PollTiming.$current.withValue(timing) {
                gatherFailingExpectations(silently: true) {
                    let box = Shared(0)
                    DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { box.value = 1 }
                    expect(box.value).toEventually(equal(1), timeout: .seconds(5))
                    expect(box.value).toEventually(equal(2), timeout: .seconds(1), clock: VirtualClock())
                }.map { maskingRealTime($0.message.stringValue) }
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "expected to eventually equal <2>, got <1> (101 polls over 1.0 s virtual / <t> real; seen <1> ×101)")
                ?? false, "\(failures)")
    }

    /// The main thread, blocked in a check while every pool thread is
    /// blocked too: its poller never runs, and the check ends with the pool
    /// message once the probe has waited its limit.
    func testOnTheMainThreadACheckWithNoPoolThreadEndsWithThePoolMessage() {
        XCTAssertTrue(Thread.isMainThread)
        let failures = whileThePoolIsFull {
            PoolWatch.$runsAsBefore15.withValue(true) {
                PollTiming.$current.withValue(timing) {
                    gatherFailingExpectations(silently: true) {
                        expect(1).toEventually(equal(1), timeout: .seconds(1))
                    }.map(\.message.stringValue)
                }
            }
        }
        XCTAssertEqual(failures, [message])
    }

    func testOnAnotherThreadACheckWithNoPoolThreadEndsWithThePoolMessage() {
        let timing = self.timing
        let failures = whileThePoolIsFull {
            onAThreadOfItsOwn {
                PoolWatch.$runsAsBefore15.withValue(true) {
                    PollTiming.$current.withValue(timing) {
                        gatherFailingExpectations(silently: true) {
                            expect(1).toEventually(equal(1), timeout: .seconds(1), clock: VirtualClock())
                        }.map(\.message.stringValue)
                    }
                }
            }
        }
        XCTAssertEqual(failures, [message])
    }

    /// More synchronous helpers than the pool has threads, each blocking the
    /// pool thread it runs on: every check ends, with its verdict where its
    /// poller found a thread and with the pool message where it found none.
    func testHelpersThatFillThePoolEachEnd() async {
        let helpers = max(8, ProcessInfo.processInfo.activeProcessorCount + 1)
        let timing = self.timing
        await endingWithin(seconds: 30) {
            let messages = await withTaskGroup(of: [String].self) { group in
                for _ in 0..<helpers {
                    group.addTask {
                        PoolWatch.$runsAsBefore15.withValue(true) {
                            PollTiming.$current.withValue(timing) {
                                gatherFailingExpectations(silently: true) {
                                    expect(0).toEventually(equal(1), timeout: .milliseconds(50))
                                }.map { maskingRealTime($0.message.stringValue) }
                            }
                        }
                    }
                }
                return await group.reduce(into: []) { $0 += $1 }
            }
            XCTAssertEqual(messages.count, helpers)
            for text in messages {
                XCTAssertTrue(text == message || text.hasPrefix("expected to eventually equal <1>, got <0> ("), text)
            }
        }
    }

    /// Runs `body` while every thread of the cooperative pool, at every
    /// priority, is blocked; frees them after.
    private func whileThePoolIsFull<Result>(_ body: () -> Result) -> Result {
        let release = DispatchSemaphore(value: 0)
        let started = LockedBox(0)
        let priorities: [TaskPriority] = [.high, .medium, .low, .background, .userInitiated, .utility]
        let blockers = priorities.count * (ProcessInfo.processInfo.activeProcessorCount + 8)
        for index in 0..<blockers {
            Task.detached(priority: priorities[index % priorities.count]) {
                started.withLockQuietly { $0 += 1 }
                release.wait()
            }
        }
        // The pool is full once no more blockers start.
        var seen = -1
        while started.withLockQuietly({ $0 }) != seen {
            seen = started.withLockQuietly { $0 }
            Thread.sleep(forTimeInterval: 0.1)
        }
        defer { for _ in 0..<blockers { release.signal() } }
        return body()
    }

    /// Runs `body` on a new thread, outside the pool, and waits for it.
    private func onAThreadOfItsOwn<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let result = Shared<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.value = body()
            done.signal()
        }
        done.wait()
        return result.value!
    }
}
