import Deft
import Foundation
import Testing

/// What a wake-up by an observed change adds to a poll's history, and what
/// tracking leaves behind.
/// A wake-up in a real-time poll's failure history. Nonisolated, with a
/// model changed on another thread: a busy main actor (other tests run in
/// parallel) delays neither the polls nor the change.
struct ObservedChangeWakeupHistoryTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aWakeupCountsAsAPollInTheFailureHistory() async {
        // Real time, polled at the start and at the deadline only; the first
        // poll schedules the change 20 ms after it ran, however late it ran,
        // and the change wakes one more poll in between (more if other tests
        // write `LockedBox`es, which wake real-time polls too). The timeout
        // is long enough that the change lands well before the deadline.
        let model = ThreadedModel()
        let evaluations = Shared(0)
        let before = Shared(0)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { () -> Int in
                let seen = model.value
                evaluations.value += 1
                if seen == 0 { before.value += 1 }
                if evaluations.value == 1 {
                    DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { model.value = 1 }
                }
                return seen
            }.toEventually(equal(2), timeout: .seconds(1), pollInterval: .seconds(1))
        }
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
