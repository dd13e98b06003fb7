import Deft
import Dispatch
import Foundation
import Testing

/// On an uncapped `VirtualClock`, a wait for the code under test to act goes
/// straight to the earliest sleeper's deadline instead of stepping by the
/// poll interval. The gaps below are not multiples of the 10 ms interval:
/// stepping would end on an interval boundary, a jump ends on the deadline.
struct VirtualTimeJumpTests {
    private let gap = Duration.seconds(10) + .milliseconds(3)

    @Test func emitJumpsToEachElementOnAnUncappedClock() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(stream([1, 2, 3], every: gap, on: clock))
                .to(emit(1, 2, 3, timeout: .seconds(60), clock: clock))
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == gap * 3)
    }

    @Test func aJumpStopsAtTheTimeout() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(stream([1, 2], every: gap, on: clock))
                .to(emit(1, 2, timeout: .seconds(15), clock: clock))
        }
        #expect(
            failures.map(\.message.stringValue) == [
                "expected to emit <[1, 2]>, got <[1]>, then nothing more before the 15.0 s timeout (virtual)"
            ])
        #expect(clock.now.offset == .seconds(15))
    }

    @Test func aCappedClockStillStepsByTheInterval() async {
        let clock = VirtualClock()
        let shortGap = Duration.milliseconds(33)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(stream([1, 2, 3], every: shortGap, on: clock))
                .to(emit(1, 2, 3, timeout: .seconds(1), clock: clock))
        }
        #expect(failures.isEmpty)
        // Steps end on 10 ms boundaries (a jump would end at 99 ms). The
        // producer's next sleep may start a step late when the machine is
        // busy, so the last boundary is not always the first one after 99 ms.
        let offset = clock.now.offset
        #expect(offset >= .milliseconds(100))
        #expect(offset.components.attoseconds % 10_000_000_000_000_000 == 0)
    }

    @Test func withEventsStepsJump() async throws {
        let clock = VirtualClock(maxSpeedup: nil)
        let failures = await gatherFailingExpectations(silently: true) {
            try? await withEvents(of: stream([1, 2], every: gap, on: clock), timeout: .seconds(60), clock: clock) {
                events in
                try await events.next()
                #expect(clock.now.offset == gap)
                try await events.next()
            }
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == gap * 2)
    }

    @Test func anEventWaitJumpsToTheFulfillingSleeper() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let saved = TestEvent("saved")
        let gap = gap
        Task {
            try await clock.sleep(for: gap)
            saved.fulfill()
        }
        let failures = await gatherFailingExpectations(silently: true) {
            await TestEvent.wait(for: [saved], timeout: .seconds(60), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.now.offset == gap)
    }

    @Test func aProducerOnAnotherThreadIsNotOvertaken() async {
        // Between two elements the producer hops to a GCD thread and back
        // before it sleeps again; the wait must not move time meanwhile.
        for _ in 0..<20 {
            let clock = VirtualClock(maxSpeedup: nil)
            let values = AsyncStream<Int> { continuation in
                let producer = Task.detached {
                    for value in 1...3 {
                        await withCheckedContinuation { done in DispatchQueue.global().async { done.resume() } }
                        do { try await clock.sleep(for: .seconds(10)) } catch { return }
                        continuation.yield(value)
                    }
                }
                continuation.onTermination = { _ in producer.cancel() }
            }
            let failures = await gatherFailingExpectations(silently: true) {
                await expect(values).to(emit(1, 2, 3, timeout: .seconds(31), clock: clock))
            }
            #expect(failures.isEmpty)
        }
    }

    /// A producer that yields and at once sleeps again has settled its step
    /// while the element is still on its way to `withEvents`' consuming
    /// task. The step's poll waits for that task to record it: had it read
    /// nothing, time would jump to the next sleeper and the second element
    /// would arrive before the first was taken.
    @Test func aJumpWaitsForTheConsumerToRecordWhatItWasHanded() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let clock = VirtualClock(maxSpeedup: nil)
        let elements = HandedOnSlowly(base: stream([1, 2], every: .milliseconds(100), on: clock), delay: 0.02)
        let failures = await gatherFailingExpectations(silently: true) {
            try? await withEvents(of: elements, clock: clock) { events in
                await expecta(try await events.next()).to(equal(1))
                expect(clock.now.offset).to(equal(.milliseconds(100)))
                await events.expectNoElements(for: .milliseconds(50))
                await expecta(try await events.next()).to(equal(2))
            }
        }
        #expect(failures.map(\.message.stringValue) == [])
    }
}
