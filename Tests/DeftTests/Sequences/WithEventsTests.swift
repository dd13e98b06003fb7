import Testing

@testable import Deft

/// The failures `body` reported, each as `line: message` with the line
/// relative to `base`, and whether it threw.
private func stepFailures(
    from base: UInt, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async -> (failures: [String], threw: Bool) {
    var threw = false
    let records = await gatherFailingExpectations(silently: true) {
        do { try await body() } catch { threw = true }
    }
    return (records.map { "+\($0.location.line - base): \($0.message.stringValue)" }, threw)
}

/// Waits until the scope's recording holds `count` elements, or an ending.
private func arrived<Element>(_ count: Int, in events: SequenceEvents<Element>, clock: VirtualClock) async {
    await expect { events.recording.withState { $0.elements.count >= count || $0.ending != nil } }
        .toEventually(beTrue(), clock: clock)
}

/// `withEvents` takes a sequence's elements one step at a time, on the clock.
struct WithEventsTests {
    @Test func stepsTakeElementsInOrderAndTheEnding() async {
        let clock = VirtualClock()
        let (failures, threw) = await stepFailures(from: #line) {
            try await withEvents(
                of: stream([1, 2, 3], every: .milliseconds(100), on: clock, then: .finish), clock: clock
            ) {
                events in
                await expecta(try await events.next()).to(equal(1))
                try await events.skip(1)
                await expecta(try await events.next()).to(equal(3))
                try await events.expectFinish()
            }
            try await withEvents(of: stream([7], every: .milliseconds(100), on: clock, then: .failure), clock: clock) {
                events in
                try await events.skip(1)
                let error = try await events.expectFailure()
                expect(error).to(matchError(Offline.self))
            }
        }
        #expect(failures.isEmpty)
        #expect(!threw)
    }

    @Test func aFailedStepReportsAtItsLineAndStopsTheScope() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let reached = LockedBox(false)
        let (failures, threw) = await stepFailures(from: #line) {
            try await withEvents(of: stream([], every: .zero, on: clock), clock: clock) { events in
                try await events.next()
                reached.set(true)
            }
        }
        #expect(failures == ["+2: expected an element, got nothing for 1.0 s (virtual)"])
        #expect(threw)
        #expect(!reached.value)
    }

    @Test func eachStepSaysWhatCameInstead() async {
        let clock = VirtualClock(maxSpeedup: nil)
        func failing(
            _ values: [Int], then end: SequenceEnd? = .none, _ step: (SequenceEvents<Int>) async throws -> Void
        ) async -> [String] {
            await stepFailures(from: 0) {
                try await withEvents(of: stream(values, every: .milliseconds(10), on: clock, then: end), clock: clock) {
                    try await step($0)
                }
            }.failures.map { String($0.drop { $0 != " " }.dropFirst()) }
        }
        #expect(
            await failing([], then: .finish) { try await $0.next() } == [
                "expected an element, but the sequence finished"
            ])
        #expect(
            await failing([], then: .failure) { try await $0.next() } == [
                "expected an element, but the sequence failed with <Offline()>"
            ])
        #expect(
            await failing([1]) { try await $0.skip(3) } == [
                "expected to skip 3 elements, got 1, then nothing for 1.0 s (virtual)"
            ])
        #expect(
            await failing([1, 2], then: .finish) { try await $0.skip(3) } == [
                "expected to skip 3 elements, got 2, then the sequence finished"
            ])
        #expect(
            await failing([], then: .failure) { try await $0.skip(1) } == [
                "expected to skip 1 element, but the sequence failed with <Offline()>"
            ])
        #expect(await failing([4]) { try await $0.expectFinish() } == ["expected the sequence to finish, got <4>"])
        #expect(
            await failing([], then: .failure) { try await $0.expectFinish() } == [
                "expected the sequence to finish, but it failed with <Offline()>"
            ])
        #expect(
            await failing([]) { try await $0.expectFinish() } == [
                "expected the sequence to finish, got nothing for 1.0 s (virtual)"
            ])
        #expect(
            await failing([], then: .finish) { try await $0.expectFailure() } == [
                "expected the sequence to fail, but it finished"
            ])
        #expect(await failing([5]) { try await $0.expectFailure() } == ["expected the sequence to fail, got <5>"])
        #expect(
            await failing([4]) { await $0.expectNoElements(for: .seconds(5)) } == [
                "expected no elements for 5.0 s (virtual), got <4>", "1 unconsumed element: <[4]>",
            ])
    }

    @Test func badInputFailsAtTheCallerNeverHangs() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let (failures, threw) = await stepFailures(from: #line) {
            await withEvents(of: stream([], every: .zero, on: clock), clock: clock) { events in
                await events.expectNoElements(for: .seconds(-1))
            }
            _ = try? await withEvents(of: stream([], every: .zero, on: clock), timeout: .zero, clock: clock) { events in
                try await events.next()
            }
            try await withEvents(of: stream([], every: .zero, on: clock), clock: clock) { events in
                try await events.skip(-1)
            }
        }
        #expect(
            failures == [
                "+2: expectNoElements needs a duration of zero or more, got -1.0 s",
                "+5: withEvents needs a timeout greater than zero, got 0 s",
                "+8: skip needs a count of zero or more, got -1",
            ])
        #expect(threw)
    }

    @Test func expectNoElementsWaitsOnTheClockAndStopsAtTheEnd() async {
        let clock = VirtualClock()
        let (failures, threw) = await stepFailures(from: #line) {
            try await withEvents(of: stream([1], every: .milliseconds(5_500), on: clock), clock: clock) { events in
                await events.expectNoElements(for: .seconds(5))
                await events.expectNoElements()
                await expecta(try await events.next()).to(equal(1))
            }
            try await withEvents(of: stream([], every: .zero, on: clock, then: .finish), clock: clock) { events in
                await events.expectNoElements(for: .seconds(5))
                try await events.expectFinish()
            }
        }
        #expect(failures.isEmpty)
        #expect(!threw)
        #expect(clock.now.offset < .seconds(30))
    }

    @Test func expectNoElementsWithoutADurationLooksOnlyAtWhatArrived() async {
        let clock = VirtualClock()
        let (failures, _) = await stepFailures(from: #line) {
            await withEvents(of: stream([4], every: .milliseconds(10), on: clock), clock: clock) { events in
                await arrived(1, in: events, clock: clock)
                await events.expectNoElements()
                events.cancelAndIgnoreRemaining()
            }
        }
        #expect(failures == ["+3: expected no elements, got <4>"])
    }

    @Test func elementsNeverTakenFailAtTheScopesLine() async {
        let clock = VirtualClock()
        let (failures, threw) = await stepFailures(from: #line) {
            try await withEvents(of: stream([1, 4, 5], every: .milliseconds(10), on: clock), clock: clock) { events in
                await expecta(try await events.next()).to(equal(1))
                await arrived(3, in: events, clock: clock)
            }
        }
        #expect(failures == ["+1: 2 unconsumed elements: <[4, 5]>"])
        #expect(!threw)
    }

    @Test func aFailureNoStepLookedAtFailsAtTheScopesLine() async {
        let clock = VirtualClock()
        let (failures, _) = await stepFailures(from: #line) {
            try await withEvents(of: stream([1], every: .milliseconds(10), on: clock, then: .failure), clock: clock) {
                events in
                try await events.skip(1)
                await arrived(2, in: events, clock: clock)
            }
        }
        #expect(failures == ["+1: the sequence failed with <Offline()>, and no step expected it"])
    }

    @Test func cancelAndIgnoreRemainingForgivesWhatWasNotTaken() async {
        let clock = VirtualClock()
        let (failures, threw) = await stepFailures(from: #line) {
            try await withEvents(of: stream([1, 4, 5], every: .milliseconds(10), on: clock), clock: clock) { events in
                await expecta(try await events.next()).to(equal(1))
                await arrived(3, in: events, clock: clock)
                events.cancelAndIgnoreRemaining()
            }
        }
        #expect(failures.isEmpty)
        #expect(!threw)
    }

    @Test func cancelStopsTheProducerButStillReportsWhatWasNotTaken() async {
        let clock = VirtualClock()
        let cancelled = LockedBox(false)
        let (failures, _) = await stepFailures(from: #line) {
            await withEvents(
                of: stream([4, 5], every: .milliseconds(10), on: clock, cancelled: cancelled), clock: clock
            ) {
                events in
                await arrived(1, in: events, clock: clock)
                events.cancel()
                await expect { cancelled.value }.toEventually(beTrue(), clock: clock)
            }
        }
        #expect(failures == ["+1: 1 unconsumed element: <[4]>"])
    }

    @Test func leavingTheScopeCancelsASequenceThatNeverEnds() async {
        let clock = VirtualClock()
        let cancelled = LockedBox(false)
        let (failures, threw) = await stepFailures(from: #line) {
            try await withEvents(
                of: stream([1], every: .milliseconds(10), on: clock, cancelled: cancelled), clock: clock
            ) {
                events in
                try await events.skip(1)
            }
        }
        #expect(failures.isEmpty)
        #expect(!threw)
        #expect(cancelled.value)
    }

    @Test func aStepThatThrowsStillCancelsTheSequence() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let cancelled = LockedBox(false)
        let (_, threw) = await stepFailures(from: #line) {
            _ = try await withEvents(of: stream([], every: .zero, on: clock, cancelled: cancelled), clock: clock) {
                try await $0.next()
            }
        }
        #expect(threw)
        #expect(cancelled.value)
    }

    @Test func aProducerThatIgnoresCancellationIsReportedNotWaitedOnForever() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let released = LockedBox(false)
        let (failures, _) = await stepFailures(from: #line) {
            await withEvents(of: Stubborn(released: released), timeout: .milliseconds(500), clock: clock) { _ in }
            return
        }
        released.set(true)
        #expect(
            failures == [
                "+1: the sequence was cancelled when the scope ended, and it did not stop within 500 ms (virtual); "
                    + "its producer ignores cancellation"
            ])
    }

    @Test func twoSequencesInterleave() async {
        let clock = VirtualClock()
        let (failures, threw) = await stepFailures(from: #line) {
            try await withEvents(of: stream([1, 2], every: .milliseconds(100), on: clock), clock: clock) { odd in
                try await withEvents(of: stream([10, 20], every: .milliseconds(150), on: clock), clock: clock) { even in
                    await expecta(try await odd.next()).to(equal(1))
                    await expecta(try await even.next()).to(equal(10))
                    await expecta(try await odd.next()).to(equal(2))
                    await expecta(try await even.next()).to(equal(20))
                }
            }
        }
        #expect(failures.isEmpty)
        #expect(!threw)
    }

    @MainActor @Test func aDebouncedSearchIsCheckedStepByStep() async throws {
        let clock = VirtualClock()
        let search = DebouncedSearch(clock: clock)
        let failures = await asyncFailures {
            try? await withEvents(of: search.results, clock: clock) { events in
                search.query = "sw"
                await expecta(try await events.next()).to(equal([]))
                search.query = "swi"
                search.query = "swift"
                await expecta(try await events.next()).to(equal(["Swift"]))
                await events.expectNoElements(for: .seconds(5))
                search.close()
                try await events.expectFinish()
            }
        }
        #expect(failures.isEmpty)
    }

    @Test(.timeLimit(.minutes(1))) func onTheRealClockStepsWaitInRealTime() async {
        // A clock nobody drives is real time to the poller. A manual clock
        // stands for it here, and is the poller's real time too, so the steps
        // wait as on the real clock with no real waiting: time moves only
        // while the step that times out waits.
        let clock = ManualClock()
        let wall = VirtualWall(clock: clock.base)
        let finishing = stream([1, 2], every: .zero, on: clock, then: .finish)
        let silent = stream([], every: .zero, on: clock)
        let (failures, threw) = await wall.inForce {
            await stepFailures(from: #line) {
                try await withEvents(of: finishing, clock: clock) { events in
                    await expecta(try await events.next()).to(equal(1))
                    await expecta(try await events.next()).to(equal(2))
                    await events.expectNoElements(for: .milliseconds(20))
                    try await events.expectFinish()
                }
                try await withEvents(of: silent, timeout: .milliseconds(30), clock: clock) { events in
                    try await wall.moving { try await events.next() }
                }
            }
        }
        #expect(failures == ["+8: expected an element, got nothing for 30 ms (real)"])
        #expect(threw)
        // On the real clock itself, the step that fails has waited its
        // timeout in real time: a lower bound only, which no busy machine
        // breaks (the scope's wait for its sequence to stop may add a failure
        // of its own after the step's, so only the first is checked).
        let start = ContinuousClock.now
        let (real, _) = await stepFailures(from: #line) {
            _ = try await withEvents(of: stream([], every: .zero, on: ContinuousClock()), timeout: .milliseconds(30)) {
                try await $0.next()
            }
        }
        #expect(start.duration(to: .now) >= .milliseconds(30))
        #expect(real.first == "+2: expected an element, got nothing for 30 ms (real)")
    }

    @Test func aSequenceThatIsNotSendableCanBeWatched() async {
        let clock = VirtualClock()
        let (failures, _) = await stepFailures(from: #line) {
            try await withEvents(of: CountingSequence(upTo: 2), clock: clock) { events in
                await expecta(try await events.next()).to(equal(1))
                await expecta(try await events.next()).to(equal(2))
                await events.expectNoElements(for: .milliseconds(20))
                try await events.expectFinish()
            }
        }
        #expect(failures.isEmpty)
    }
}

/// A sequence whose producer ignores cancellation: it ends only when
/// `released` is set.
private struct Stubborn: AsyncSequence, Sendable {
    let released: LockedBox<Bool>

    struct AsyncIterator: AsyncIteratorProtocol {
        let released: LockedBox<Bool>
        mutating func next() async -> Int? {
            while !released.value { await Task.yield() }
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(released: released) }
}

/// A counting sequence that is a class, and not `Sendable`.
private final class CountingSequence: AsyncSequence {
    let limit: Int
    init(upTo limit: Int) { self.limit = limit }

    struct AsyncIterator: AsyncIteratorProtocol {
        var current = 0
        let limit: Int
        mutating func next() async -> Int? {
            current += 1
            return current <= limit ? current : nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(limit: limit) }
}
