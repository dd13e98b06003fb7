import Deft
import Dispatch
import Testing

/// A write to a `LockedBox` wakes a pending poll at once.
@Suite(.timeLimit(.minutes(1))) struct StateChangeWakeupTests {
    @Test func aWriteToALockedBoxWakesAPollingExpectation() async {
        let clock = StillClock()
        let loaded = LockedBox(false)
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { () -> Bool in
                if !loaded.value { DispatchQueue.global().async { loaded.set(true) } }
                return loaded.value
            }.toEventually(beTrue(), timeout: .seconds(10), pollInterval: .seconds(1), clock: clock)
        }
        #expect(failures.isEmpty)
        #expect(clock.completedSleeps == 0)
    }
}
