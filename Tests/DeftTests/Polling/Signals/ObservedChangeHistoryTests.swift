import Deft
import Foundation
import Testing

/// What a wake-up by an observed change adds to a poll's history, and what
/// tracking leaves behind.
/// A wake-up in the failure history of a poll on a clock nobody drives, as
/// on a real clock. The test moves that clock itself, and the poller's real
/// time is the same clock, so nothing waits on real time and a busy machine
/// changes nothing.
@Suite(.timeLimit(.minutes(1))) struct ObservedChangeWakeupHistoryTests {
    // An async expression: its reads are tracked only where `Task.immediate`
    // starts the evaluation inside the tracking (``InFlight``); with
    // `ObservedReads.startsAsBefore26` this test hangs.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @HistoryActor @Test func aWakeupCountsAsAPollInTheFailureHistory() async {
        // Polled at the start and at the deadline only; the model changes
        // while the first pause waits, and the change wakes one more poll in
        // between (more if other tests write `LockedBox`es, which wake polls
        // on a clock nobody drives too). The test, the check and its async
        // expression share an actor: the expression returns in place, so the
        // pause's alarm is the only sleeper on the clock, and the woken poll
        // runs only once the change is made (Observation announces a change
        // before it makes it).
        let clock = ManualClock()
        let wall = VirtualWall(clock: clock.base)
        let model = ThreadedModel()
        let evaluations = Shared(0)
        let before = Shared(0)
        let after = Shared(0)
        let check = Task {
            await wall.inForce {
                await gatherFailingExpectations(silently: true) {
                    await expect { () async -> Int in
                        let seen = model.value
                        evaluations.value += 1
                        if seen == 0 { before.value += 1 } else { after.value += 1 }
                        return seen
                    }.toEventually(equal(2), timeout: .seconds(1), pollInterval: .seconds(1), clock: clock)
                }
            }
        }
        // A poll has run, and the pause after it waits on the clock.
        while evaluations.value == 0 || clock.base.nextDeadline == nil, !Task.isCancelled { await Task.yield() }
        model.value = 1
        // A poll has seen the change, and the pause after it waits.
        while after.value == 0 || clock.base.nextDeadline == nil, !Task.isCancelled { await Task.yield() }
        clock.base.advance(to: VirtualClock.Instant(offset: .seconds(1)))
        if Task.isCancelled { check.cancel() }
        let failures = await check.value
        let polls = evaluations.value
        let unchanged = before.value
        #expect(unchanged >= 1)
        // Without the wake-up only the deadline's poll would see the change.
        #expect(polls - unchanged >= 2)
        #expect(
            failures.map {
                $0.message.stringValue.replacingOccurrences(
                    of: #"over [0-9.]+ m?s"#, with: "over <t>", options: .regularExpression)
            } == [
                "expected to eventually equal <2>, got <1> (\(polls) polls over <t>; "
                    + "seen <0> ×\(unchanged), <1> ×\(polls - unchanged))"
            ])
    }
}

/// The actor `aWakeupCountsAsAPollInTheFailureHistory` and its check run on.
@globalActor private actor HistoryActor {
    static let shared = HistoryActor()
}

/// What tracking leaves behind, and changes that wake nothing.
@MainActor struct ObservedChangeHistoryTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeToAPropertyNotReadWakesNothing() async {
        let clock = VirtualClock()
        let model = FeedModel()
        Task {
            try? await clock.sleep(for: .milliseconds(50))
            model.title = "changed"
        }
        let messages = await gatherFailingExpectations(silently: true) {
            await expect(model.items).toEventually(
                equal(["a"]), timeout: .milliseconds(100), pollInterval: .milliseconds(10), clock: clock)
        }
        #expect(
            messages.map { maskingRealTime($0.message.stringValue) } == [
                #"expected to eventually equal <["a"]>, got <[]> (11 polls over 100 ms virtual / <t> real; "#
                    + #"seen <[]> ×11)"#
            ])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func trackingKeepsNoModelAlive() async {
        var model: FeedModel? = FeedModel()
        weak let watched = model
        let clock = VirtualClock(maxSpeedup: nil)
        _ = await gatherFailingExpectations(silently: true) {
            await expect(model?.items).toEventually(equal(["a"]), clock: clock)
        }
        model?.items = ["after the wait"]
        model = nil
        #expect(watched == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aModelDeallocatedMidWaitEndsNothingEarlyAndHangsNothing() async {
        let clock = VirtualClock()
        let holder = ModelHolder(FeedModel())
        weak let watched = holder.model
        Task {
            try? await clock.sleep(for: .milliseconds(50))
            holder.model = nil
        }
        let messages = await gatherFailingExpectations(silently: true) {
            await expect(watched?.items).toEventually(
                equal(["a"]), timeout: .milliseconds(100), pollInterval: .milliseconds(10), clock: clock)
            await expect(watched).toEventually(beNil(), timeout: .milliseconds(100), clock: clock)
        }
        #expect(messages.count == 1)
        #expect(
            messages.first?.message.stringValue.hasPrefix("expected to eventually equal <[\"a\"]>, got <nil>") == true)
        #expect(watched == nil)
    }
}
