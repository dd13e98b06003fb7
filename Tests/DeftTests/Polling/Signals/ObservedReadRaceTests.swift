import Dispatch
import Foundation
import Testing

@testable import Deft

/// Observation registers a poll's reads only once its evaluation has
/// returned, so a change made in between announces nothing. Each test's
/// first evaluation makes that change itself, after its read. Neither the
/// check's clock nor the poller's real time (a virtual wall) ever moves, so
/// only a poll run at once can see it; without one the check never ends,
/// and the time limit fails the test.
@Suite(.timeLimit(.minutes(1))) struct ObservedReadRaceTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anAwaitedPollSeesIt() async {
        let clock = StillClock()
        let model = ThreadedModel()
        let evaluations = Shared(0)
        let failures = await VirtualWall().inForce {
            await gatherFailingExpectations(silently: true) {
                await expect { () -> Int in
                    let seen = model.value
                    evaluations.value += 1
                    if evaluations.value == 1 { model.value = 1 }
                    return seen
                }.toEventually(equal(1), timeout: .seconds(1), pollInterval: .seconds(1), clock: clock)
            }
        }
        #expect(failures.map(\.message.stringValue) == [])
        #expect(evaluations.value == 2)
        #expect(clock.completedSleeps == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aBlockingPollSeesIt() {
        let clock = StillClock()
        let model = ThreadedModel()
        let evaluations = Shared(0)
        let outcome = Shared<[String]?>(nil)
        let thread = Thread {
            let failures = PollTiming.$current.withValue(VirtualWall().timing) {
                gatherFailingExpectations(silently: true) {
                    expect { () -> Int in
                        let seen = model.value
                        evaluations.value += 1
                        if evaluations.value == 1 { model.value = 1 }
                        return seen
                    }.toEventually(equal(1), timeout: .seconds(1), pollInterval: .seconds(1), clock: clock)
                }
            }
            outcome.value = failures.map(\.message.stringValue)
        }
        thread.start()
        let limit = Date().addingTimeInterval(30)
        while outcome.value == nil, Date() < limit { Thread.sleep(forTimeInterval: 0.001) }
        #expect(outcome.value == [])
        #expect(evaluations.value == 2)
        #expect(clock.completedSleeps == 0)
    }
}
