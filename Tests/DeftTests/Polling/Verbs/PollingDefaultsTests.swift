import Deft
import Testing

// `PollingDefaults.timeout`, `.pollInterval` and `.clock` read the defaults in
// force, as `PollingDefaults.current` does: inside a `withValue` scope, the
// scope's. (The `.polling(…)` trait's side is in PollingTraitTests.) No test
// here sets the process-wide values, which tests running in parallel share.
struct PollingDefaultsTests {
    @Test func outsideAScopeTheStaticSpellingsReadTheProcessWideDefaults() {
        #expect(PollingDefaults.timeout == PollingDefaults.current.timeout)
        #expect(PollingDefaults.pollInterval == PollingDefaults.current.pollInterval)
        #expect(PollingDefaults.clock is ContinuousClock)
    }

    @Test func insideASyncScopeTheStaticSpellingsReadTheScope() {
        let clock = VirtualClock()
        let scope = PollingDefaults(timeout: .seconds(4), pollInterval: .milliseconds(40), clock: clock)
        PollingDefaults.withValue(scope) {
            #expect(PollingDefaults.timeout == .seconds(4))
            #expect(PollingDefaults.pollInterval == .milliseconds(40))
            #expect((PollingDefaults.clock as? VirtualClock) === clock)
        }
        #expect(PollingDefaults.clock is ContinuousClock)
    }

    @Test func insideAnAsyncScopeTheStaticSpellingsReadTheScope() async {
        let clock = VirtualClock()
        await PollingDefaults.withValue(PollingDefaults(timeout: .seconds(4), clock: clock)) {
            await Task.yield()
            #expect(PollingDefaults.timeout == .seconds(4))
            #expect(PollingDefaults.pollInterval == .milliseconds(10))
            #expect((PollingDefaults.clock as? VirtualClock) === clock)
        }
    }

    @Test func codeHandedTheScopesClockSleepsOnTheClockTheCheckPolls() async {
        await PollingDefaults.withValue(PollingDefaults(clock: VirtualClock())) {
            let search = Search(clock: PollingDefaults.clock)
            await search.type("swift")
            let messages = await gatherFailingExpectations(silently: true) {
                await expect { await search.results }.toEventually(equal(["results for swift"]))
            }.map { $0.message.stringValue }
            #expect(messages == [])
            #expect((PollingDefaults.clock as? VirtualClock)?.now.offset == .milliseconds(300))
        }
    }
}
