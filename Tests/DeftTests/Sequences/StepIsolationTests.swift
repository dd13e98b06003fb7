import Dispatch
import Foundation
import Testing

@testable import Deft

/// An executor that runs its jobs on a dispatch queue it marks, so code can
/// tell whether it runs there. (`ExecutorJob` is new in macOS 14.)
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
final class StepIsolationExecutor: SerialExecutor {
    private static let mark = DispatchSpecificKey<Bool>()
    private let queue = DispatchQueue(label: "StepIsolationTests")

    init() { queue.setSpecific(key: Self.mark, value: true) }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Whether the caller runs on such a queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: mark) == true }
}

/// A `VirtualClock` whose `nextDeadline` counts the reads made off a
/// ``StepIsolationExecutor``: the poller reads it where it runs.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private final class ReadNotingClock: DrivableClock, @unchecked Sendable {
    // @unchecked Sendable: `readsElsewhere` is read and written under `lock`.
    let base = VirtualClock(maxSpeedup: nil)
    private let lock = NSLock()
    private var readsElsewhere = 0
    var readsOffTheCaller: Int { lock.withLock { readsElsewhere } }

    var now: VirtualClock.Instant { base.now }
    var minimumResolution: Duration { .zero }
    var maxSpeedup: Double? { nil }
    var nextDeadline: VirtualClock.Instant? {
        if !StepIsolationExecutor.isCurrent { lock.withLock { readsElsewhere += 1 } }
        return base.nextDeadline
    }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(to instant: VirtualClock.Instant) async { base.advance(to: instant) }
}

/// The tests' actor, on a marked queue.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@globalActor actor StepIsolationActor {
    static let shared = StepIsolationActor()
    private let executor = StepIsolationExecutor()
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
}

/// The two waits, run on ``StepIsolationActor``: each starts a producer just
/// before it (a debounce), then waits for its element; it returns the
/// failures, and the clock reads made off the actor.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@StepIsolationActor
private enum IsolatedWaits {
    /// A stream whose one element comes 300 ms after the call, from a task
    /// of the caller's actor (a debounce).
    private static func producer(on clock: ReadNotingClock) -> AsyncStream<Int> {
        let (numbers, continuation) = AsyncStream<Int>.makeStream()
        Task {
            try await clock.sleep(for: .milliseconds(300))
            continuation.yield(1)
        }
        return numbers
    }

    static func step() async -> (failures: [String], reads: Int) {
        let clock = ReadNotingClock()
        let numbers = producer(on: clock)
        let records = await gatherFailingExpectations(silently: true) {
            _ = try? await withEvents(of: numbers, clock: clock) { events in
                await expecta(try await events.next()).to(equal(1))
            }
        }
        return (records.map(\.message.stringValue), clock.readsOffTheCaller)
    }

    static func emitted() async -> (failures: [String], reads: Int) {
        let clock = ReadNotingClock()
        let numbers = producer(on: clock)
        let records = await gatherFailingExpectations(silently: true) {
            await expect(numbers).to(emit(1, clock: clock))
        }
        return (records.map(\.message.stringValue), clock.readsOffTheCaller)
    }
}

/// A step of `withEvents`, and `emit`, wait on the caller's actor: a task
/// the actor started just before (a debounce) is queued there ahead of the
/// wait, so it reaches its sleep before time first moves, however busy the
/// actor is. Waiting on the pool instead, time could pass the task's
/// deadline before it slept: eight such main-actor checks at once failed 20
/// runs in 11,200 (`PollingStress`, `debounced search stream, withEvents`).
struct StepIsolationTests {
    @Test func aStepWaitsOnTheCallersActor() async {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
        let (failures, reads) = await IsolatedWaits.step()
        #expect(failures == [])
        #expect(reads == 0)
    }

    @Test func emitWaitsOnTheCallersActor() async {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
        let (failures, reads) = await IsolatedWaits.emitted()
        #expect(failures == [])
        #expect(reads == 0)
    }
}
