import Foundation
import Testing

@testable import Deft

/// The poller's real-time allowances, exercised on a virtual wall clock: no
/// test here waits on real time, and each message's real time is exact.
struct PollTimingTests {
    @Test func anEvaluationNotAsleepOnADrivenClockHoldsTimeForTheStallGrace() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let wall = VirtualWall()
        let messages = await wall.driving {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in
                    await waitForCancellation()
                    return 0
                }.toEventually(equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
            }.map(\.message.stringValue)
        }
        #expect(
            messages == [
                "toEventually gave up at its 1.0 s timeout: the expression was still running (it never returned, "
                    + "or takes longer than the timeout; after 1.0 s virtual / 510 ms real)"
            ])
    }

    @Test func onAClockThatSignalsARunningEvaluationIsLookedAtOnlyWhenItsStallGraceRunsOut() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let wall = VirtualWall()
        let gate = Gate()
        let check = Task {
            await wall.inForce {
                await gatherFailingExpectations(silently: true) {
                    await expect { () async -> Int in
                        await gate.wait()
                        return 1
                    }.toEventually(equal(1), clock: clock)
                }.map(\.message.stringValue)
            }
        }
        while wall.clock.sleeperCount == 0 { await Task.yield() }
        // One real-time alarm, at the 500 ms stall grace: no 1 ms looks
        // before it, since the clock and the return signal everything else.
        #expect(wall.clock.sleeperCount == 1)
        #expect(wall.clock.nextDeadline == VirtualClock.Instant(offset: .milliseconds(500)))
        gate.open()
        #expect(await check.value == [])
    }

    @Test func anEvaluationAsleepOnTheDrivenClockMovesTimeAtOnce() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let wall = VirtualWall()
        let messages = await wall.driving {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in
                    try? await clock.sleep(for: .seconds(60))
                    return 0
                }.toEventually(equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
            }.map(\.message.stringValue)
        }
        // The clock says when the evaluation starts to sleep: no real time
        // passes, not even an evaluation slice.
        #expect(
            messages == [
                "toEventually gave up at its 1.0 s timeout: the expression was still running (it never returned, "
                    + "or takes longer than the timeout; after 1.0 s virtual / 0 s real)"
            ])
    }

    @Test func onAClockNobodyDrivesAnEvaluationGetsTheEvaluationGraceAfterTheDeadline() async {
        let clock = ManualClock()
        let wall = VirtualWall()
        let messages = await wall.driving(alongWith: clock.base) {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in
                    await waitForCancellation()
                    return 0
                }.toEventually(equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
            }.map(\.message.stringValue)
        }
        #expect(
            messages == [
                "toEventually gave up at its 1.0 s timeout: the expression was still running (it never returned, "
                    + "or takes longer than the timeout; after 50 ms)"
            ])
    }

    @Test func theDeadlinesPollWaitsTheDeadlineGraceForWorkVirtualTimeWoke() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let wall = VirtualWall()
        let value = LockedBox(0)
        let timing = wall.timing
        // Woken at the deadline, the producer takes 1 ms of real time to publish.
        Task {
            try? await clock.sleep(for: .seconds(1))
            await timing.wall.sleep(.milliseconds(1))
            value.set(1)
        }
        while clock.sleeperCount == 0 { await Task.yield() }
        let messages = await wall.driving {
            await gatherFailingExpectations(silently: true) {
                await expect(value.value).toEventually(
                    equal(1), timeout: .seconds(1), pollInterval: .milliseconds(500), clock: clock)
            }.map(\.message.stringValue)
        }
        #expect(messages.isEmpty)
    }

    @Test func aWakeupDuringAnEvaluationEndsThePauseAfterIt() async {
        let clock = ManualClock()
        let box = LockedBox(0)
        let evaluations = LockedBox(0)
        let (read, reading) = AsyncStream.makeStream(of: Void.self)
        let gate = Gate()
        let check = Task {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in
                    let seen = box.value
                    if evaluations.withLockQuietly({
                        $0 += 1
                        return $0
                    }) == 1 {
                        reading.yield()
                        await gate.wait()
                    }
                    return seen
                }.toEventually(equal(1), timeout: .seconds(60), pollInterval: .seconds(10), clock: clock)
            }.map(\.message.stringValue)
        }
        for await _ in read { break }
        box.set(1)  // while the first evaluation runs, after it read 0
        gate.open()
        let messages = await check.value
        #expect(messages.isEmpty)
        #expect(evaluations.value == 2)
        #expect(clock.now.offset == .zero)
    }
}

/// A wall clock for the poller that moves only when the test drives it.
struct VirtualWall {
    let clock: VirtualClock
    /// The allowances the poller gets on this wall: the real ones unless a
    /// test sets others, but for the process's other threads, which the
    /// poller is told nothing of: on this wall, time moves only as the test
    /// says.
    var allowances = PollTiming()

    /// A wall on `clock`: a clock of its own, or the clock of a poll that
    /// nobody drives, whose time then stands for real time too.
    init(clock: VirtualClock = VirtualClock(maxSpeedup: nil)) {
        self.clock = clock
        allowances.othersAreRunnable = { nil }
    }

    var timing: PollTiming {
        var timing = allowances
        let clock = self.clock
        timing.wall = WallClock(
            now: { clock.now.offset },
            sleep: { try? await clock.sleep(for: $0) },
            alarm: { duration, ring in .whenReturns({ try? await clock.sleep(for: duration) }, ring: ring) })
        return timing
    }

    /// Runs `body` with this wall in force, without moving it: the test
    /// moves the clocks itself.
    func inForce<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result
    ) async -> Result {
        await PollTiming.$current.withValue(timing) { await body() }
    }

    /// The most a moving wall advances at once (with the clock's own `move`,
    /// as the poller does: real time passing is no manual advance, and
    /// notes nothing for a test's failure): real time passes a little
    /// at a time, and work that is on its way (a hop to the main actor)
    /// runs between two steps, as it would between two real milliseconds.
    static let step = Duration.milliseconds(1)

    /// Runs `body` here, moving this wall toward the next sleeper's deadline,
    /// ``step`` at a time, whenever everything woken has run again, until
    /// `body` returns; the wall in force is the caller's.
    func moving<Result>(
        isolation: isolated (any Actor)? = #isolation, during body: () async throws -> Result
    ) async rethrows -> Result {
        let done = Shared(false)
        let clock = self.clock
        Task {
            while !done.value {
                for _ in 0..<50 { await Task.yield() }
                guard !done.value, !clock.hasWakingSleepers else { continue }
                if let deadline = clock.nextDeadline {
                    clock.move(to: min(deadline, clock.now.advanced(by: Self.step)))
                }
            }
        }
        defer { done.value = true }
        return try await body()
    }

    /// Runs `body` with this wall in force, moving it (and `other`) toward
    /// the next sleeper's deadline, ``step`` at a time, whenever everything
    /// woken has run again.
    func driving<Result: Sendable>(
        alongWith other: VirtualClock? = .none, _ body: @escaping @Sendable () async -> Result
    ) async -> Result {
        let done = LockedBox(false)
        let task = Task {
            let result = await PollTiming.$current.withValue(timing) { await body() }
            done.set(true)
            return result
        }
        let clocks = [clock] + (other.map { [$0] } ?? [])
        while !done.value {
            for _ in 0..<50 { await Task.yield() }
            guard !clocks.contains(where: \.hasWakingSleepers) else { continue }
            let earliest = clocks.compactMap { clock in clock.nextDeadline.map { (clock, $0) } }
                .min { $0.1 < $1.1 }
            if let (clock, deadline) = earliest { clock.move(to: min(deadline, clock.now.advanced(by: Self.step))) }
        }
        return await task.value
    }
}

/// A clock nobody drives: the poller waits on it as on a real clock, and the
/// test moves it through `base`.
struct ManualClock: Clock {
    let base = VirtualClock(maxSpeedup: nil)
    var now: VirtualClock.Instant { base.now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}

/// A gate a task waits at until the test opens it.
final class Gate: Sendable {
    private let state = LockedBox<(open: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let pass = state.withLockQuietly { state -> Bool in
                if state.open { return true }
                state.waiter = continuation
                return false
            }
            if pass { continuation.resume() }
        }
    }

    func open() {
        let waiter = state.withLockQuietly { state -> CheckedContinuation<Void, Never>? in
            state.open = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }
}
