import Deft
import DeftTesting
import Testing

@Suite(.polling(timeout: .milliseconds(200), pollInterval: .milliseconds(50), clock: VirtualClock(maxSpeedup: nil)))
struct PollingTraitTests {
    @Test func theSuiteDefaultsApply() async {
        #expect(PollingDefaults.current.timeout == .milliseconds(200))
        #expect(PollingDefaults.current.pollInterval == .milliseconds(50))
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { 1 }.toEventually(equal(2))
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages.first?.hasPrefix("expected to eventually equal <2>, got <1> (5 polls over 200 ms virtual") == true)
    }

    @Test func eachTestGetsItsOwnClock() {
        let clock = PollingDefaults.current.clock as? VirtualClock
        #expect(clock?.now.offset == .zero)
    }

    @Test func theStaticSpellingsReadTheSuiteDefaults() {
        #expect(PollingDefaults.timeout == .milliseconds(200))
        #expect(PollingDefaults.pollInterval == .milliseconds(50))
        let clock = PollingDefaults.clock as? VirtualClock
        #expect(clock != nil)
        #expect(clock === PollingDefaults.current.clock as? VirtualClock)
    }

    @Test func codeUnderTestSleepsOnTheClockThatPollingDefaultsClockHandsIt() async {
        let search = Search(clock: PollingDefaults.clock)
        await search.type("swift")
        let messages = await gatherFailingExpectations(silently: true) {
            // The suite's timeout is 200 ms; the search waits out 300.
            await expect { await search.results }.toEventually(equal(["results for swift"]), timeout: .seconds(1))
        }.map { $0.message.stringValue }
        #expect(messages == [])
        #expect((PollingDefaults.clock as? VirtualClock)?.now.offset == .milliseconds(300))
    }

    @Test(.polling(timeout: .seconds(3))) func aTestTraitRefinesTheSuite() {
        #expect(PollingDefaults.current.timeout == .seconds(3))
        #expect(PollingDefaults.current.pollInterval == .milliseconds(50))
    }
}
