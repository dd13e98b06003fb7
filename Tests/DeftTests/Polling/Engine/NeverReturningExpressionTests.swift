import Deft
import Testing

/// An expression that never returns ends the check at the deadline; the suite never hangs.
struct NeverReturningExpressionTests {
    private static func neverReturns() async -> Int {
        try? await Task.sleep(for: .seconds(86_400))
        return 0
    }

    @Test func onTheVirtualClock() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await Self.neverReturns() }
                .toEventually(equal(1), timeout: .seconds(1), clock: VirtualClock(maxSpeedup: nil))
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(
            messages == [
                "toEventually gave up at its 1.0 s timeout: the expression was still running (it never returned, "
                    + "or takes longer than the timeout; after 1.0 s virtual / <t> real)"
            ])
    }

    @Test func onTheRealClock() async {
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await Self.neverReturns() }.toNever(equal(1), until: .milliseconds(20))
        }.map { $0.message.stringValue }
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("toNever gave up at its 20 ms timeout: the expression was still running") == true)
    }

    @Test func afterEarlierPollsReturned() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let polls = Shared(0)
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () async -> Int in
                polls.value += 1
                if polls.value < 3 { return 0 }
                return await Self.neverReturns()
            }.toEventually(equal(1), timeout: .milliseconds(100), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        #expect(messages.first?.hasSuffix("; earlier polls saw <0> ×2") == true)
    }

    @Test @MainActor func anExpressionOnTheMainActorStaysThere() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { () -> Bool in
                MainActor.assertIsolated()
                return true
            }.toEventually(beTrue(), clock: VirtualClock())
        }
        #expect(failures.isEmpty)
    }
}
