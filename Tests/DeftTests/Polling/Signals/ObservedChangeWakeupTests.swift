import Deft
import Dispatch
import Foundation
import Testing

/// A change to an `@Observable` property a poll read wakes it at once. The
/// polls run on a `StillClock`, whose sleeps never end, so a poll that
/// passes was woken.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ObservedChangeWakeupTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aMainActorModelChangeWakesTheSynchronousExpression() async {
        let clock = StillClock()
        let model = FeedModel()
        Task { model.items = ["a"] }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(model.items).toEventually(
                equal(["a"]), timeout: .seconds(60), pollInterval: .seconds(10), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.completedSleeps == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPropertyReadThroughAComputedPropertyWakesIt() async {
        let clock = StillClock()
        let model = FeedModel()
        Task { model.items = ["a", "b"] }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(model.firstItem).toEventually(
                equal("a"), timeout: .seconds(60), pollInterval: .seconds(10), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.completedSleeps == 0)
    }

    // A block's reads are tracked only where `Task.immediate` exists (InFlight).
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func eitherOfTwoModelsReadByOneBlockWakesIt() async {
        let clock = StillClock()
        let feed = FeedModel()
        let other = FeedModel()
        feed.items = ["a"]
        Task { other.title = "Inbox" }
        let failures = await gatherFailingExpectations(silently: true) {
            await eventually(timeout: .seconds(60), pollInterval: .seconds(10), clock: clock) {
                expect(feed.items).to(equal(["a"]))
                expect(other.title).to(equal("Inbox"))
            }
        }
        #expect(failures.isEmpty)
        #expect(clock.completedSleeps == 0)
    }

    // A block's reads are tracked only where `Task.immediate` exists (InFlight).
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func aSynchronousEventuallyBlockIsWokenToo() async {
        let clock = StillClock()
        let model = ThreadedModel()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.002) { model.value = 1 }
        let failures = await gatherFailingExpectations(silently: true) {
            await eventually(timeout: .seconds(60), pollInterval: .seconds(10), clock: clock) {
                expect(model.value).to(equal(1))
            }
        }
        #expect(failures.isEmpty)
        #expect(clock.completedSleeps == 0)
    }
}

/// Models changed off the main thread, from a nonisolated test.
@Suite(.timeLimit(.minutes(1))) struct ObservedChangeFromOtherThreadsTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeOnAnotherThreadWakesThePoll() async {
        let clock = StillClock()
        let model = ThreadedModel()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.002) { model.value = 1 }
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(model.value).toEventually(
                equal(1), timeout: .seconds(60), pollInterval: .seconds(10), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.completedSleeps == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeMadeWhileTheExpressionRunsWakesThePoll() async {
        // The first pause is quick, so a second poll runs unprompted; the
        // model changes on another thread while that poll's expression runs,
        // after it has read the old value.
        let clock = StillClock(quickUntil: .seconds(11))
        let model = ThreadedModel()
        let evaluations = Shared(0)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { () -> Int in
                let seen = model.value
                evaluations.value += 1
                if evaluations.value == 2 { DispatchQueue.global().sync { model.value = 1 } }
                return seen
            }.toEventually(equal(1), timeout: .seconds(60), pollInterval: .seconds(10), clock: clock)
        }
        // The third poll can only have been woken: the pause after the
        // second lasts until 20 s, and no sleep past 11 s ever ends.
        #expect(failures.isEmpty)
        #expect(evaluations.value == 3)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aBlockingPollIsWokenByAChangeOnAnotherThread() {
        // The blocking driver, off the main thread (Swift Testing refuses it
        // inside a test, so it runs outside one).
        let clock = StillClock()
        let model = ThreadedModel()
        let outcome = Shared<Bool?>(nil)
        let thread = Thread {
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.002) { model.value = 1 }
            let failures = gatherFailingExpectations(silently: true) {
                expect(model.value).toEventually(
                    equal(1), timeout: .seconds(60), pollInterval: .seconds(10), clock: clock)
            }
            outcome.value = failures.isEmpty
        }
        thread.start()
        let limit = Date().addingTimeInterval(30)
        while outcome.value == nil, Date() < limit { Thread.sleep(forTimeInterval: 0.001) }
        #expect(outcome.value == true)
        #expect(clock.completedSleeps == 0)
    }
}
