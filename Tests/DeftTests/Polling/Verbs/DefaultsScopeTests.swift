import Deft
import Testing

/// A scope of defaults around a one-line check: `withValue` returns what
/// its closure returns (here the expectation), and that result may go
/// unused without a warning (CI builds with warnings as errors).
struct DefaultsScopeTests {
    @Test func aOneLineCheckInAScopeOfDefaultsCompilesWithoutAWarning() async {
        let failures = await gatherFailingExpectations(silently: true) {
            MessageDefaults.withValue(MessageDefaults(valueLimit: 5)) { expect("a long value").to(equal("a")) }
            await PollingDefaults.withValue(PollingDefaults(clock: VirtualClock(maxSpeedup: .none))) {
                await expect { 1 }.toEventually(equal(1))
            }
            PollingDefaults.withValue(PollingDefaults(timeout: .seconds(2))) { expect(1).to(equal(1)) }
        }
        #expect(failures.count == 1)
    }
}
