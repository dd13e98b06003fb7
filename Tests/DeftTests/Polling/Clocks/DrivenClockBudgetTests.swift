import Foundation
import Testing

@testable import Deft

/// A drivable clock whose `advance(to:)` never returns (it waits until it
/// is cancelled), as a broken conformance of a user's test clock may.
final class StuckClock: DrivableClock, Sendable {
    let base = VirtualClock(maxSpeedup: nil)
    /// Where `advance` waits: a clock nobody moves.
    private let nowhere = VirtualClock(maxSpeedup: nil)
    var now: VirtualClock.Instant { base.now }
    var minimumResolution: Duration { .zero }
    var nextDeadline: VirtualClock.Instant? { base.nextDeadline }
    var maxSpeedup: Double? { nil }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(to instant: VirtualClock.Instant) async {
        try? await nowhere.sleep(until: .init(offset: .seconds(86_400)), tolerance: nil)
    }
}

/// A drivable clock that moves its time but never lets its sleeper run: it
/// says one is due at 10 ms, and keeps it asleep.
final class SleeperKeepingClock: DrivableClock, Sendable {
    private let time = LockedBox(Duration.zero)
    var now: VirtualClock.Instant { .init(offset: time.value) }
    var minimumResolution: Duration { .zero }
    var nextDeadline: VirtualClock.Instant? { .init(offset: .milliseconds(10)) }
    var maxSpeedup: Double? { nil }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await Task.sleep(for: .seconds(86_400))
    }

    func advance(to instant: VirtualClock.Instant) async {
        time.withLock { $0 = max($0, instant.offset) }
    }
}

/// A drivable clock whose `advance(to:)` returns at once and moves nothing.
final class FrozenClock: DrivableClock, Sendable {
    var now: VirtualClock.Instant { .init(offset: .zero) }
    var minimumResolution: Duration { .zero }
    var nextDeadline: VirtualClock.Instant? { nil }
    var maxSpeedup: Double? { nil }

    func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
        try await Task.sleep(for: .seconds(86_400))
    }

    func advance(to instant: VirtualClock.Instant) async {}
}

/// The hang matrix for driven clocks: every polling verb on a drivable clock
/// that does not take its steps ends once the clock's real-time step budget
/// runs out, with a failure that names the clock and says what to do, where
/// it used to hang for ever. Real time here is a virtual wall, so no real
/// time passes; the suite's time limit turns a hang into a failure.
@Suite(.timeLimit(.minutes(1))) struct DrivenClockBudgetTests {
    static let advice =
        ". Deft drives a DrivableClock through its advance(to:), which must return, move the clock's time to the "
        + "instant, and resume every sleeper due by then: fix "

    static func stuck(_ verb: String, _ clock: String = "StuckClock") -> String {
        "\(verb) gave up after <t> of real time: its clock, \(clock), did not return from advance(to:) at 10 ms "
            + "of its 30 ms timeout within 50 ms" + advice + "\(clock)'s advance(to:), or poll on a VirtualClock"
    }

    /// `message` with its real time and poll history masked: how many polls
    /// ran before the budget ran out depends on scheduling.
    static func masked(_ message: String) -> String {
        maskingRealTime(message)
            .replacingOccurrences(of: #" \(\d+ polls?[^)]*\)"#, with: "", options: .regularExpression)
    }

    /// A virtual wall with a 50 ms step budget, so each check ends soon.
    static var wall: VirtualWall {
        var wall = VirtualWall()
        wall.allowances.clockStepBudget = .milliseconds(50)
        return wall
    }

    private func failures<C: DrivableClock>(
        on clock: C, _ body: @escaping @Sendable (C) async -> Void
    ) async -> [String] {
        await Self.wall.driving {
            await gatherFailingExpectations(silently: true) { await body(clock) }.map {
                Self.masked($0.message.stringValue)
            }
        }
    }

    /// The same, for a blocking verb: it blocks a thread of its own, not
    /// one of the pool the wall moves on.
    private func blockingFailures<C: DrivableClock>(
        on clock: C, _ body: @escaping @Sendable (C) -> Void
    ) async -> [String] {
        await Self.wall.driving {
            let timing = PollTiming.current
            return await withCheckedContinuation { done in
                Thread {
                    let messages = PollTiming.$current.withValue(timing) {
                        gatherFailingExpectations(silently: true) { body(clock) }.map {
                            Self.masked($0.message.stringValue)
                        }
                    }
                    done.resume(returning: messages)
                }.start()
            }
        }
    }

    // MARK: a clock whose advance never returns

    @Test func toEventually() async {
        let messages = await failures(on: StuckClock()) { clock in
            await expect { 0 }.toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.stuck("toEventually")])
    }

    @Test func toEventuallyNot() async {
        let messages = await failures(on: StuckClock()) { clock in
            await expect { 0 }.toEventuallyNot(equal(0), timeout: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.stuck("toEventuallyNot")])
    }

    @Test func toNever() async {
        let messages = await failures(on: StuckClock()) { clock in
            await expect { 0 }.toNever(equal(1), until: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.stuck("toNever")])
    }

    @Test func toAlways() async {
        let messages = await failures(on: StuckClock()) { clock in
            await expect { 0 }.toAlways(equal(0), until: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.stuck("toAlways")])
    }

    @Test func aPollingRequirementThrows() async {
        let messages = await failures(on: StuckClock()) { clock in
            let value = try? await require { 0 }.toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
            #expect(value == nil)
        }
        #expect(messages == [Self.stuck("toEventually")])
    }

    @Test func pollUnwrapThrows() async {
        let messages = await failures(on: StuckClock()) { clock in
            let value = try? await pollUnwrap(timeout: .milliseconds(30), clock: clock) { Int?.none }
            #expect(value == nil)
        }
        #expect(messages == [Self.stuck("pollUnwrap")])
    }

    @Test func waitUntil() async {
        let messages = await failures(on: StuckClock()) { clock in
            await Deft.waitUntil(timeout: .milliseconds(30), clock: clock) { _ in }
        }
        #expect(messages == [Self.stuck("waitUntil")])
    }

    @Test func eventually() async {
        let messages = await failures(on: StuckClock()) { clock in
            await Deft.eventually(timeout: .milliseconds(30), clock: clock) { expect(0).to(equal(1)) }
        }
        #expect(messages == [Self.stuck("eventually")])
    }

    @Test func continually() async {
        let messages = await failures(on: StuckClock()) { clock in
            await Deft.continually(for: .milliseconds(30), clock: clock) { expect(0).to(equal(0)) }
        }
        #expect(messages == [Self.stuck("continually")])
    }

    @Test func emit() async {
        let messages = await failures(on: StuckClock()) { clock in
            let silent = AsyncStream<Int> { _ in }
            await expect(silent).to(Deft.emit(1, timeout: .milliseconds(30), clock: clock))
        }
        #expect(messages == [Self.stuck("emit")])
    }

    @Test func withEvents() async {
        let messages = await failures(on: StuckClock()) { clock in
            let silent = AsyncStream<Int> { _ in }
            await Deft.withEvents(of: silent, timeout: .milliseconds(30), clock: clock) { events in
                _ = try? await events.next()
            }
        }
        #expect(messages == [Self.stuck("withEvents")])
    }

    @Test func waitForEvents() async {
        let messages = await failures(on: StuckClock()) { clock in
            await Deft.wait(for: [TestEvent("loaded")], timeout: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.stuck("wait(for:)")])
    }

    @Test func blockingVerbs() async {
        let messages = await blockingFailures(on: StuckClock()) { clock in
            expect(0).toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
            expect(0).toNever(equal(1), until: .milliseconds(30), clock: clock)
        }
        #expect(messages == [Self.stuck("toEventually"), Self.stuck("toNever")])
    }

    // MARK: a clock that does not let its sleepers run, or does not move

    @Test func aClockThatNeverResumesItsSleeper() async {
        let messages = await failures(on: SleeperKeepingClock()) { clock in
            await expect { 0 }.toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
        }
        #expect(
            messages == [
                "toEventually gave up after <t> of real time: its clock, SleeperKeepingClock, kept a sleeper due at "
                    + "10 ms asleep after advancing to it, of its 30 ms timeout, for 50 ms" + Self.advice
                    + "SleeperKeepingClock's advance(to:), or poll on a VirtualClock"
            ])
    }

    @Test func aBlockingVerbOnAClockThatNeverResumesItsSleeper() async {
        let messages = await blockingFailures(on: SleeperKeepingClock()) { clock in
            expect(0).toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
        }
        #expect(
            messages == [
                "toEventually gave up after <t> of real time: its clock, SleeperKeepingClock, kept a sleeper due at "
                    + "10 ms asleep after advancing to it, of its 30 ms timeout, for 50 ms" + Self.advice
                    + "SleeperKeepingClock's advance(to:), or poll on a VirtualClock"
            ])
    }

    @Test func aClockWhoseTimeNeverMoves() async {
        let messages = await failures(on: FrozenClock()) { clock in
            await expect { 0 }.toEventually(equal(1), timeout: .milliseconds(30), clock: clock)
        }
        #expect(
            messages == [
                "toEventually gave up after <t> of real time: its clock, FrozenClock, stayed at 0 s when advanced "
                    + "to 10 ms of its 30 ms timeout, for 50 ms" + Self.advice
                    + "FrozenClock's advance(to:), or poll on a VirtualClock"
            ])
    }

    /// The budget in force by default, as the message names it.
    @Test func theDefaultBudgetIsFiveSeconds() async {
        let messages = await VirtualWall().driving {
            await gatherFailingExpectations(silently: true) {
                await expect { 0 }.toEventually(equal(1), timeout: .seconds(1), clock: StuckClock())
            }.map { Self.masked($0.message.stringValue) }
        }
        #expect(
            messages == [
                "toEventually gave up after <t> of real time: its clock, StuckClock, did not return from "
                    + "advance(to:) at 10 ms of its 1.0 s timeout within 5.0 s" + Self.advice
                    + "StuckClock's advance(to:), or poll on a VirtualClock"
            ])
    }
}
