// The lost-failure matrix: every polling verb, with a run that outlives its
// deadline in three ways. Each `Matrix.check` FAILS ON PURPOSE, once, in its
// own test, and each `…_next` test fails once at the `MATRIX: next` line.
// A late failure ("late: …") of a check's own run must never be reported: it
// belongs to a check that is over. waitUntil's and evaluationTask's stubs run
// in a task that the code under test starts, which belongs to the test: its
// late failure is reported once, as late, never in another test. scripts/check-routing.sh reads the counts.
import Deft
import Dispatch
import Foundation
import Testing

enum Matrix {
    /// How the stubbed call outlives the check's deadline.
    enum Run: Sendable {
        /// Asleep for 30 s; returns quietly once cancelled.
        case stillGoing
        /// Ignores cancellation, and fails 400 ms later, during a later test.
        case ignoresCancellation
        /// Asleep for 30 s; fails as soon as it is cancelled, after the deadline.
        case failsLate
    }

    enum Verb: Sendable {
        case asyncToEventually, asyncToEventuallyNot, asyncToNever, asyncToAlways
        case syncToEventually, syncToEventuallyNot, syncToNever, syncToAlways
        case waitUntil, evaluationTask, pollUnwrap, pollingRequire
        case eventually, throwingEventually, continually
        case emit, withEvents, testEvent
    }

    static let timeout = Duration.milliseconds(100)

    /// How many tasks that the code under test started (in waitUntil's
    /// action, in an evaluation) have raised their late failure in a Swift
    /// Testing test: the run must last until they have, or it never shows them.
    static let lateTestTaskFailures = LockedBox(0)

    /// Runs the stub in a task that the code under test starts, which
    /// nothing cancels; then counts its late failure, if it raised one under
    /// Swift Testing.
    static func startTestTask(_ run: Run, then done: @escaping @Sendable () -> Void = {}) {
        Task {
            _ = await stub(run)
            if run == .ignoresCancellation, Test.current != nil { lateTestTaskFailures.withLock { $0 += 1 } }
            done()
        }
    }

    /// Waits, 10 s at most, until both late test-task failures under Swift
    /// Testing have been raised.
    static func awaitLateTestTaskFailures() async {
        let limit = ContinuousClock.now.advanced(by: .seconds(10))
        while lateTestTaskFailures.value < 2, ContinuousClock.now < limit {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// An async call that outlives the deadline; it returns 0.
    static func stub(_ run: Run) async -> Int {
        switch run {
        case .stillGoing:
            try? await Task.sleep(for: .seconds(30))
        case .ignoresCancellation:
            await uncancellableDelay(.milliseconds(400))
            fail("late: ignored cancellation, failed afterwards")
        case .failsLate:
            try? await Task.sleep(for: .seconds(30))
            fail("late: failed after the deadline")
        }
        return 0
    }

    /// A synchronous call that outlives the deadline: it blocks its thread.
    static func blockingStub(_ run: Run) -> Int {
        switch run {
        case .stillGoing:
            Thread.sleep(forTimeInterval: 0.3)
        case .ignoresCancellation:
            Thread.sleep(forTimeInterval: 0.4)
            fail("late: ignored cancellation, failed afterwards")
        case .failsLate:
            // 250 ms after the 100 ms deadline: the check, which ends about
            // 50 ms after it (its evaluation grace), must have ended first,
            // also on a loaded machine.
            Thread.sleep(forTimeInterval: 0.35)
            fail("late: failed after the deadline")
        }
        return 0
    }

    static func uncancellableDelay(_ duration: Duration) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(duration / .milliseconds(1)))) {
                continuation.resume()
            }
        }
    }

    /// One check that must fail once, here, and lose nothing.
    static func check(_ verb: Verb, _ run: Run) async {
        let timeout = Self.timeout
        switch verb {
        case .asyncToEventually: await expect { await stub(run) }.toEventually(equal(1), timeout: timeout)
        case .asyncToEventuallyNot: await expect { await stub(run) }.toEventuallyNot(equal(0), timeout: timeout)
        case .asyncToNever: await expect { await stub(run) }.toNever(equal(0), until: timeout)
        case .asyncToAlways: await expect { await stub(run) }.toAlways(equal(1), until: timeout)
        case .syncToEventually: await expect(blockingStub(run)).toEventually(equal(1), timeout: timeout)
        case .syncToEventuallyNot: await expect(blockingStub(run)).toEventuallyNot(equal(0), timeout: timeout)
        case .syncToNever: await expect(blockingStub(run)).toNever(equal(0), until: timeout)
        case .syncToAlways: await expect(blockingStub(run)).toAlways(equal(1), until: timeout)
        case .waitUntil:
            // The task is the test's, not the check's: nothing cancels it.
            await waitUntil(timeout: timeout) { done in startTestTask(run, then: done) }
        case .evaluationTask:
            // The first evaluation starts a task: the test's, not the check's
            // (the code under test started it), so nothing cancels it.
            let started = LockedBox(false)
            await expect { () -> Int in
                let first = started.withLock { wasStarted in
                    defer { wasStarted = true }
                    return !wasStarted
                }
                if first { startTestTask(run) }
                return 0
            }.toEventually(equal(1), timeout: timeout)
        case .pollUnwrap:
            _ = try? await pollUnwrap(timeout: timeout) { await stub(run) == 1 ? 1 : nil }
        case .pollingRequire:
            _ = try? await require { await stub(run) }.toEventually(equal(1), timeout: timeout)
        case .eventually:
            await eventually(timeout: timeout) {
                let value = await stub(run)
                expect(value).to(equal(1))
            }
        case .throwingEventually:
            _ = try? await eventually(timeout: timeout) {
                let value = await stub(run)
                return try require(value).to(equal(1))
            }
        case .continually:
            await continually(for: timeout) {
                let value = await stub(run)
                expect(value).to(equal(0))
            }
        case .emit:
            await expect(AsyncStream(unfolding: { await stub(run) })).to(emit(1, timeout: timeout))
        case .withEvents:
            try? await withEvents(of: AsyncStream(unfolding: { await stub(run) }), timeout: timeout) { events in
                _ = try await events.next()
            }
        case .testEvent:
            // The fulfilling task is the test's own, not the check's: it
            // fulfils late instead of failing late.
            let event = TestEvent("stub returned")
            let late = Task {
                if run == .stillGoing { try? await Task.sleep(for: .seconds(30)) }
                await uncancellableDelay(.milliseconds(run == .ignoresCancellation ? 400 : 150))
                event.fulfill()
            }
            await wait(for: [event], timeout: timeout)
            if run == .stillGoing { late.cancel() }
        }
    }

    /// The deliberate failure of the test after each check.
    static func nextTestFails() {
        fail("the next test's own failure")  // MATRIX: next
    }
}
