import Deft
import Testing

/// A debounce on the main actor, as a view model's: each query sleeps 300 ms
/// on the clock, then publishes.
@MainActor
private final class Debounce {
    private(set) var result: String?
    private var pending: Task<Void, Never>?
    private let clock: VirtualClock

    init(clock: VirtualClock) { self.clock = clock }

    func type(_ query: String) {
        pending?.cancel()
        pending = Task { [clock] in
            do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
            result = query
        }
    }
}

/// Issue 56, item 2: a manual advance made before the work has begun its
/// sleep moves nothing; `advance(by:afterSleepers:)` and `waitForSleepers`
/// wait for the sleep first, on a real-time budget.
@MainActor
struct VirtualClockSleepersTests {
    @Test func aPlainAdvanceBeforeTheSleepBeginsIsLost() async {
        let clock = VirtualClock()
        let debounce = Debounce(clock: clock)
        debounce.type("swift")  // its task cannot run before this test suspends
        clock.advance(by: .milliseconds(350))
        await Task.yield()
        #expect(clock.sleeperCount == 1)  // it began its sleep after time moved: due at 650 ms
        #expect(debounce.result == nil)
    }

    @Test func advanceAfterSleepersReachesTheSleepAndLetsTheWokenTaskRun() async throws {
        let clock = VirtualClock()
        let debounce = Debounce(clock: clock)
        debounce.type("swift")
        try await clock.advance(by: .milliseconds(350), afterSleepers: 1)
        #expect(debounce.result == "swift")
        #expect(clock.sleeperCount == 0)
        #expect(clock.now.offset == .milliseconds(350))
    }

    @Test func waitForSleepersThenAdvance() async throws {
        let clock = VirtualClock()
        let debounce = Debounce(clock: clock)
        debounce.type("swift")
        try await clock.waitForSleepers(1)
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(350))
        await expect(debounce.result).toEventually(equal("swift"), clock: clock)
    }

    /// No task ever sleeps: the wait gives up after its real-time budget (20
    /// ms here: the behaviour is about real time), reports at its line and
    /// throws, and time does not move.
    @Test func noSleeperWithinTheBudgetFailsAtTheCallAndThrows() async {
        let clock = VirtualClock()
        var threw = 0
        let failures = await gatherFailingExpectations(silently: true) {
            do { try await clock.advance(by: .milliseconds(350), afterSleepers: 1, timeout: .milliseconds(20)) } catch {
                threw += 1
            }
            do { try await clock.waitForSleepers(2, timeout: .milliseconds(20)) } catch { threw += 1 }
        }
        let advanceLine = #line - 5
        #expect(threw == 2)
        #expect(clock.now.offset == .zero)
        let advice =
            ", so time was not moved. Start the work that sleeps before waiting for it, and give it this clock: "
            + "work that sleeps on another clock (Task.sleep without a clock, DispatchQueue.asyncAfter) never "
            + "sleeps on this one"
        #expect(
            failures.map { maskingRealTime($0.message.stringValue) } == [
                "advance(by: 350 ms, afterSleepers: 1) gave up after <t> of real time: no task sleeps on the "
                    + "VirtualClock, 1 expected" + advice,
                "waitForSleepers(2) gave up after <t> of real time: no task sleeps on the VirtualClock, 2 expected"
                    + advice,
            ])
        #expect(failures.first?.location.line == UInt(advanceLine))
    }

    @Test func aCountBelowOneFailsAtOnce() async {
        let clock = VirtualClock()
        let failures = await gatherFailingExpectations(silently: true) {
            try? await clock.waitForSleepers(0)
        }
        #expect(failures.map(\.message.stringValue) == ["waitForSleepers(0) needs a count of at least 1, got 0"])
    }
}

/// Issue 56, item 2: the next failure of a test whose manual advance moved
/// time while nothing slept on the clock names that advance as the likely
/// cause, once.
@MainActor
struct LostAdvanceNoteTests {
    private let note =
        "Note: advance(by: 350 ms) on a VirtualClock moved time while no task slept on it, so it woke nothing: a "
        + "task that had not yet begun its sleep sleeps past it. Wait for the sleep first: "
        + "`try await clock.advance(by:afterSleepers:)` or `try await clock.waitForSleepers()`."

    @Test func theNextFailureAfterAnAdvanceThatWokeNothingSaysSo() async {
        let clock = VirtualClock()
        let debounce = Debounce(clock: clock)
        debounce.type("swift")
        clock.advance(by: .milliseconds(350))
        await Task.yield()
        let failures = gatherFailingExpectations(silently: true) {
            expect(debounce.result).to(equal("swift"))
            expect(debounce.result).to(equal("swift"))
        }
        #expect(
            failures.map(\.message.stringValue) == [
                "expected to equal <\"swift\">, got <nil>\n" + note,
                "expected to equal <\"swift\">, got <nil>",
            ])
    }

    @Test func anAdvanceThatFindsASleeperLeavesNoNote() async throws {
        let clock = VirtualClock()
        let debounce = Debounce(clock: clock)
        debounce.type("swift")
        try await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(100))
        let failures = gatherFailingExpectations(silently: true) {
            expect(debounce.result).to(equal("swift"))
        }
        #expect(failures.map(\.message.stringValue) == ["expected to equal <\"swift\">, got <nil>"])
    }

    @Test func thePollersOwnMovesLeaveNoNote() async {
        let clock = VirtualClock(maxSpeedup: .none)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(50), clock: clock)
        }
        #expect(failures.count == 1)
        #expect(!(failures.first?.message.stringValue.contains("Note: advance") ?? true))
    }
}
