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
