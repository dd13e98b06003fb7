import Foundation
import Testing

@testable import Deft

/// The poller's other real-time allowances, on a virtual wall clock: no test
/// here waits on real time. Every wait but the one under test is zero, and
/// that one is 37 ms, a value no other allowance has, so the real time a
/// check took names the allowance that was applied.
@Suite(.timeLimit(.minutes(1))) struct PollGraceTests {
    // Its executor takes `ExecutorJob`s, which need macOS 14 / iOS 17.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anEvaluationThatCannotStartOnItsActorHoldsTimeForTheStartGrace() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let wall = VirtualWall.only(\.startGrace, .milliseconds(37))
        let host = HeldHost()
        let (messages, started) = await wall.driving { await host.check(on: clock) }
        // 37 ms before time first moves, then one 1 ms evaluation slice for
        // each of the ten polls time moves past.
        #expect(!started)
        #expect(
            messages == [
                "toEventually gave up at its 1.0 s timeout: the expression was still running (it never returned, "
                    + "or takes longer than the timeout; after 1.0 s virtual / 47 ms real)"
            ])
    }

    @Test func aWokenSleeperThatHasNotRunAgainHoldsTimeForTheWokenGrace() async {
        // Woken at 300 ms, the sleeper runs again after 100 ms of real time:
        // the poll moves on at the grace.
        let late = await wokenSleeperCheck(lag: .milliseconds(100))
        #expect(
            late == [
                "expected to eventually equal <1>, got <0> (11 polls over 1.0 s virtual / 37 ms real; seen <0> ×11)"
            ])
        // After 20 ms: the poll moves on when it has run again.
        let prompt = await wokenSleeperCheck(lag: .milliseconds(20))
        #expect(
            prompt == [
                "expected to eventually equal <1>, got <0> (11 polls over 1.0 s virtual / 20 ms real; seen <0> ×11)"
            ])
    }

    @Test func theRealTimeWaitsLookAgainEveryRecheck() async {
        // Looking every 7 ms, the poll sees the sleeper run again at 21 ms.
        let messages = await wokenSleeperCheck(lag: .milliseconds(20), recheck: .milliseconds(7))
        #expect(
            messages == [
                "expected to eventually equal <1>, got <0> (11 polls over 1.0 s virtual / 21 ms real; seen <0> ×11)"
            ])
    }

    @Test func theDeadlineGraceIsWaitedOnAnUncappedClockThatWokeNothing() async {
        // Work that does not sleep on the clock (a `Task {}` that hops to an
        // actor) gets it too: without it, that work failed 5 checks in
        // 10,000 of the stress run's "uncapped: actor hop".
        let wall = VirtualWall.only(\.deadlineGrace, .milliseconds(37))
        let clock = VirtualClock(maxSpeedup: nil)
        let messages = await wall.driving {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in 0 }.toEventually(
                    equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
            }.map(\.message.stringValue)
        }
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                "expected to eventually equal <1>, got <0> (11 polls over 1.0 s virtual / 37 ms real;") == true)
    }

    @Test func aProcessThatStaysBusyHoldsTimeBeforeItFirstMovesForTheQuietGrace() async {
        // Another thread runs all along (tests in parallel, a spinning
        // helper): the first poll waits the grace, and no more.
        var wall = VirtualWall.only(\.quietGrace, .milliseconds(37))
        wall.allowances.othersAreRunnable = { true }
        let messages = await failingCheck(on: wall)
        #expect(
            messages == [
                "expected to eventually equal <1>, got <0> (11 polls over 1.0 s virtual / 37 ms real; seen <0> ×11)"
            ])
    }

    @Test func aBusyProcessCostsACheckTheQuietGraceOnceNotAtEveryStep() async {
        // Five tasks asleep on the clock wake at 100 to 500 ms and end
        // without sleeping again, in a process that stays busy: the check
        // waits the grace once, before time first moves, and none of its
        // steps or its deadline waits again.
        var wall = VirtualWall.only(\.quietGrace, .milliseconds(37))
        wall.allowances.othersAreRunnable = { true }
        let clock = VirtualClock(maxSpeedup: nil)
        for index in 1...5 { Task { try? await clock.sleep(for: .milliseconds(100 * index)) } }
        while clock.sleeperCount < 5, !Task.isCancelled { await Task.yield() }
        let messages = await wall.driving {
            await gatherFailingExpectations(silently: true) {
                await expect { () async -> Int in 0 }.toEventually(
                    equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
            }.map(\.message.stringValue)
        }
        #expect(
            messages == [
                "expected to eventually equal <1>, got <0> (11 polls over 1.0 s virtual / 37 ms real; seen <0> ×11)"
            ])
    }

    @Test func theQuietWaitEndsOnceNoOtherThreadRuns() async {
        // The other threads stop at 5 ms: looking every millisecond, the
        // first poll sees it then.
        var wall = VirtualWall.only(\.quietGrace, .milliseconds(37))
        let realTime = wall.clock
        wall.allowances.othersAreRunnable = { realTime.now.offset < .milliseconds(5) }
        let messages = await failingCheck(on: wall)
        #expect(
            messages == [
                "expected to eventually equal <1>, got <0> (11 polls over 1.0 s virtual / 5 ms real; seen <0> ×11)"
            ])
        // Where the system cannot tell, nothing is waited for.
        wall.allowances.othersAreRunnable = { nil }
        let unwaited = await failingCheck(on: wall)
        #expect(
            unwaited == [
                "expected to eventually equal <1>, got <0> (11 polls over 1.0 s virtual / 0 s real; seen <0> ×11)"
            ])
    }

    @Test func afterWakingItsProducerAStepWaitsTheSleeperGraceForItsNextSleep() async {
        let wall = VirtualWall.only(\.sleeperGrace, .milliseconds(37))
        // Woken at 100 ms, the producer never sleeps again: the step waits
        // the grace, then time moves on to its timeout.
        let clock = VirtualClock(maxSpeedup: nil)
        let (failures, took) = await step(on: clock, wall: wall, startingOnceAsleepOn: clock) { _ in
            try? await clock.sleep(for: .milliseconds(100))
            await waitForCancellation()
        }
        #expect(failures == ["expected an element, got nothing for 1.0 s (virtual)"])
        #expect(took == .milliseconds(37))
        // Woken at 100 ms, it works 20 ms of real time before its next sleep:
        // the step waits for that sleep, which starts at 100 ms.
        let other = VirtualClock(maxSpeedup: nil)
        let nextSleep = LockedBox<Duration?>(nil)
        let (worked, _) = await step(on: other, wall: wall, startingOnceAsleepOn: other) { continuation in
            try? await other.sleep(for: .milliseconds(100))
            try? await wall.clock.sleep(for: .milliseconds(20))
            nextSleep.set(other.now.offset)
            try? await other.sleep(for: .milliseconds(100))
            continuation.yield(1)
        }
        #expect(worked.isEmpty)
        #expect(nextSleep.value == .milliseconds(100))
    }

    @Test func aStepWaitsTheProducerGraceForTheProducersFirstSleep() async {
        let wall = VirtualWall.only(\.producerGrace, .milliseconds(37))
        // The producer never sleeps on the clock: the step waits the grace,
        // then time moves on to its timeout.
        let clock = VirtualClock(maxSpeedup: nil)
        let (failures, took) = await step(on: clock, wall: wall, startingOnceAsleepOn: nil) { _ in
            await waitForCancellation()
        }
        #expect(failures == ["expected an element, got nothing for 1.0 s (virtual)"])
        #expect(took == .milliseconds(37))
        // It starts its first sleep after 20 ms of real time: time has not
        // moved by then.
        let other = VirtualClock(maxSpeedup: nil)
        let firstSleep = LockedBox<Duration?>(nil)
        let (worked, _) = await step(on: other, wall: wall, startingOnceAsleepOn: wall.clock) { continuation in
            try? await wall.clock.sleep(for: .milliseconds(20))
            firstSleep.set(other.now.offset)
            try? await other.sleep(for: .milliseconds(100))
            continuation.yield(1)
        }
        #expect(worked.isEmpty)
        #expect(firstSleep.value == .zero)
    }
}

extension PollGraceTests {
    @Test func anElementThatArrivesWhileAStepWaitsForItsProducerEndsTheWaitAtOnce() async {
        let wall = VirtualWall.only(\.producerGrace, .milliseconds(37))
        let clock = VirtualClock(maxSpeedup: nil)
        let (elements, continuation) = AsyncStream.makeStream(of: Int.self)
        let ended = LockedBox<Duration?>(nil)
        let step = Task {
            await wall.inForce {
                await gatherFailingExpectations(silently: true) {
                    await withEvents(of: elements, timeout: .seconds(1), clock: clock) { events in
                        _ = try? await events.next()
                        ended.set(wall.clock.now.offset)
                    }
                }.map(\.message.stringValue)
            }
        }
        // The step waits for its producer: the grace is an alarm on the wall.
        while wall.clock.sleeperCount == 0 { await Task.yield() }
        continuation.yield(1)
        // Heard, the arrival ends the wait with the wall still at zero. A
        // wait that did not hear it ends only when the wall reaches the grace.
        var looks = 0
        while ended.value == nil, looks < 100_000 {
            await Task.yield()
            looks += 1
        }
        if ended.value == nil { wall.clock.advance(by: .milliseconds(37)) }
        #expect(await step.value == [])
        #expect(ended.value == .zero)
    }
}

extension VirtualWall {
    /// A wall on which every real-time wait of the poller is zero but
    /// `grace`, which is `value`; the waits look again every millisecond.
    static func only(_ grace: WritableKeyPath<PollTiming, Duration>, _ value: Duration) -> VirtualWall {
        var wall = VirtualWall()
        wall.allowances.deadlineGrace = .zero
        wall.allowances.wokenGrace = .zero
        wall.allowances.sleeperGrace = .zero
        wall.allowances.producerGrace = .zero
        wall.allowances.recheck = .milliseconds(1)
        wall.allowances[keyPath: grace] = value
        return wall
    }
}

/// A check on an uncapped clock that fails after 11 polls, with `wall` in
/// force and moving. Its messages' first lines (the hint about sleepers
/// follows).
private func failingCheck(on wall: VirtualWall) async -> [String] {
    let clock = VirtualClock(maxSpeedup: nil)
    return await wall.driving {
        await gatherFailingExpectations(silently: true) {
            await expect { () async -> Int in 0 }.toEventually(
                equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
        }.map { $0.message.stringValue.prefix { $0 != "\n" }.description }
    }
}

/// A failing check on a clock whose sleeper, woken at 300 ms, runs again
/// `lag` later in real time; the woken grace is 37 ms. Its messages.
private func wokenSleeperCheck(lag: Duration, recheck: Duration = .milliseconds(1)) async -> [String] {
    var wall = VirtualWall.only(\.wokenGrace, .milliseconds(37))
    wall.allowances.recheck = recheck
    let clock = LaggingClock(lag: lag, wall: wall.clock)
    Task { try? await clock.sleep(for: .milliseconds(300)) }
    while clock.base.sleeperCount == 0, !Task.isCancelled { await Task.yield() }
    return await wall.driving {
        await gatherFailingExpectations(silently: true) {
            // An async expression returns in place, so no evaluation waits.
            await expect { () async -> Int in 0 }.toEventually(
                equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
        }.map(\.message.stringValue)
    }
}

/// One `next()` step, with a 1 s timeout on `clock`, on a sequence that
/// `produce` makes, once the producer sleeps on `firstClock` (if any); the
/// wall moves only while the step runs. The step's failures, and the real
/// time it took.
private func step(
    on clock: VirtualClock, wall: VirtualWall, startingOnceAsleepOn firstClock: VirtualClock?,
    _ produce: @escaping @Sendable (AsyncStream<Int>.Continuation) async -> Void
) async -> (failures: [String], took: Duration) {
    let sleepers = firstClock?.sleeperCount ?? 0
    let (elements, continuation) = AsyncStream.makeStream(of: Int.self)
    let producer = Task { await produce(continuation) }
    continuation.onTermination = { _ in producer.cancel() }
    if let firstClock {
        while firstClock.sleeperCount == sleepers, !Task.isCancelled { await Task.yield() }
    }
    return await wall.driving {
        let took = LockedBox(Duration.zero)
        let failures = await gatherFailingExpectations(silently: true) {
            await withEvents(of: elements, timeout: .seconds(1), clock: clock) { events in
                let start = wall.clock.now.offset
                _ = try? await events.next()
                took.set(wall.clock.now.offset - start)
            }
        }
        return (failures.map(\.message.stringValue), took.value)
    }
}

/// A drivable clock whose woken sleepers run again only `lag` of real time
/// after time moved past them, as on a busy machine: until then, it says
/// they are waking.
private final class LaggingClock: DrivableClock, Sendable {
    let base = VirtualClock(maxSpeedup: nil)
    private let lag: Duration
    private let wall: VirtualClock
    private let wakingUntil = Shared<Duration?>(nil)

    init(lag: Duration, wall: VirtualClock) {
        self.lag = lag
        self.wall = wall
    }

    var now: VirtualClock.Instant { base.now }
    var minimumResolution: Duration { .zero }
    var nextDeadline: VirtualClock.Instant? { base.nextDeadline }
    var maxSpeedup: Double? { nil }
    var hasWakingSleepers: Bool { wakingUntil.value.map { wall.now.offset < $0 } ?? false }

    func isSleeping(_ evaluation: PollEvaluation) -> Bool? { base.isSleeping(evaluation) }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(to instant: VirtualClock.Instant) {
        if let next = base.nextDeadline, next <= instant { wakingUntil.value = wall.now.offset + lag }
        base.advance(to: instant)
    }
}

/// An actor on which an evaluation cannot start: its executor holds back
/// the first job of any task but the one that called ``check(on:)``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private actor HeldHost {
    private let executor = HoldingExecutor()

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// A failing check from this actor, with its evaluation held back: the
    /// messages, and whether the evaluation started before the check ended.
    /// It is let go then.
    func check(on clock: VirtualClock) async -> (messages: [String], started: Bool) {
        let started = Shared(false)
        executor.holdFirstJob(ofAnyTaskBut: withUnsafeCurrentTask { $0.map(HoldingExecutor.address) })
        let messages = await gatherFailingExpectations(silently: true) {
            _ = self  // the closure, and so the check, runs on this actor
            await expect { () async -> Int in
                started.value = true
                return 0
            }.toEventually(equal(1), timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
        }.map(\.message.stringValue)
        let startedInTime = started.value
        executor.release()
        return (messages, startedInTime)
    }
}

/// A serial executor that runs its jobs on a queue of its own, as a stand-in
/// executor: code on it is never on this one, so `Task.immediate` enqueues
/// the evaluation's task instead of starting it in place, and one job can be
/// held back. `ExecutorJob`, `UnownedJob(_:)` and the default
/// `asUnownedSerialExecutor()` need macOS 14 / iOS 17 (the 6.3.1
/// `_Concurrency.swiftinterface`); the package's floor is macOS 13 / iOS 16.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private final class HoldingExecutor: SerialExecutor, @unchecked Sendable {
    // @unchecked Sendable: `exempt` and `held` are read and written only under `lock`.
    private let standIn: StandIn
    private let lock = NSLock()
    /// While set, the first job of any other task is held.
    private var exempt: UInt?
    private var held: UnownedJob?

    init() { standIn = StandIn(queue: DispatchQueue(label: "HoldingExecutor")) }

    /// A task's address, which is also the address of its jobs.
    static func address(_ task: UnsafeCurrentTask) -> UInt { unsafeBitCast(task, to: UInt.self) }

    func holdFirstJob(ofAnyTaskBut task: UInt?) {
        lock.withLock { exempt = task }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let holds = lock.withLock {
            guard let exempt, unsafeBitCast(job, to: UInt.self) != exempt else { return false }
            self.exempt = nil
            held = job
            return true
        }
        if !holds { standIn.run(job) }
    }

    /// Runs the job held back, if any.
    func release() {
        let job = lock.withLock {
            exempt = nil
            defer { held = nil }
            return held
        }
        job.map(standIn.run)
    }

    /// The executor the jobs run on.
    private final class StandIn: SerialExecutor, Sendable {
        let queue: DispatchQueue
        init(queue: DispatchQueue) { self.queue = queue }

        func enqueue(_ job: consuming ExecutorJob) { run(UnownedJob(job)) }

        func run(_ job: UnownedJob) {
            queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
        }
    }
}
