import Dispatch
import Foundation
import Testing

@testable import Deft

/// The observation tests' gates, checked on Linux with evaluations started
/// as before the 26 releases (no `Task.immediate`): a synchronous
/// expression in an awaited verb is still tracked there
/// (``evaluateSynchronously(isolation:_:)``), so those tests are gated at
/// macOS 14 / iOS 17. An `eventually` block's start and an async
/// expression are tracked only where `Task.immediate` starts the evaluation
/// inside the tracking: with ``ObservedReads/startsAsBefore26`` their tests
/// hang, so they are gated at the 26 releases. Neither the clock nor the
/// poller's real time moves here, so only a woken poll can pass.
@Suite(.timeLimit(.minutes(1))) struct ObservedReadsBefore26Tests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: [false, true]) func aSynchronousExpressionIsWokenWithOrWithoutTaskImmediate(
        before26: Bool
    ) async {
        let clock = StillClock()
        let model = ThreadedModel()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.002) { model.value = 1 }
        let failures = await ObservedReads.$startsAsBefore26.withValue(before26) {
            await VirtualWall().inForce {
                await gatherFailingExpectations(silently: true) {
                    await expect(model.value).toEventually(
                        equal(1), timeout: .seconds(60), pollInterval: .seconds(10), clock: clock)
                }.map(\.message.stringValue)
            }
        }
        #expect(failures == [])
        #expect(clock.completedSleeps == 0)
    }
}
