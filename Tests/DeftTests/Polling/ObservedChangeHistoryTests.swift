import Deft
import Foundation
import Testing

/// What a wake-up by an observed change adds to a poll's history, and what
/// tracking leaves behind.
@MainActor struct ObservedChangeHistoryTests {
    @Test func aWakeupCountsAsAPollInTheFailureHistory() async {
        // Real time: one poll at the start, one at the deadline, and the one
        // the change wakes in between (more if other tests running in
        // parallel write `LockedBox`es, which wake real-time polls too).
        let model = FeedModel()
        let evaluations = Shared(0)
        let empty = Shared(0)
        Task {
            try? await Task.sleep(for: .milliseconds(20))
            model.items = ["b"]
        }
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () -> [String] in
                evaluations.value += 1
                if model.items.isEmpty { empty.value += 1 }
                return model.items
            }.toEventually(equal(["a"]), timeout: .milliseconds(300), pollInterval: .milliseconds(300))
        }
        let polls = evaluations.value
        let before = empty.value
        #expect(polls >= 2)
        #expect(
            messages.map {
                $0.message.stringValue.replacingOccurrences(
                    of: #"over \d+ ms"#, with: "over <t>", options: .regularExpression)
            } == [
                #"expected to eventually equal <["a"]>, got <["b"]> (\#(polls) polls over <t>; "#
                    + #"seen <[]> ×\#(before), <["b"]> ×\#(polls - before))"#
            ])
    }

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
