import Deft
import Testing

/// A value that counts how often it is rendered.
private final class Rendered: CustomStringConvertible, @unchecked Sendable {
    let renders = Shared(0)
    var description: String {
        renders.value += 1
        return "rendered"
    }
}

/// What the failure history renders, and when.
struct PollHistoryTests {
    @Test func aPassThatEndsAWaitIsNotRendered() async {
        let value = Rendered()
        await expect(value).toEventually(beIdenticalTo(value))
        #expect(value.renders.value == 0)
    }

    @Test func onlyThePollsBeforeThePassAreRendered() async {
        let early = Rendered()
        let late = Rendered()
        let polls = Shared(0)
        let clock = VirtualClock()
        await expect { () -> Rendered in
            polls.value += 1
            return polls.value < 3 ? early : late
        }.toEventually(beIdenticalTo(late), clock: clock)
        #expect(polls.value == 3)
        #expect(early.renders.value > 0)
        #expect(late.renders.value == 0)
    }

    @Test func aTimedOutWaitStillCountsAndShowsEveryPoll() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(1).toEventually(equal(2), timeout: .milliseconds(50), clock: VirtualClock())
        }
        #expect(
            failures.map { maskingRealTime(String($0.message.stringValue.prefix { $0 != "\n" })) } == [
                "expected to eventually equal <2>, got <1> (6 polls over 50 ms virtual / <t> real; seen <1> ×6)"
            ])
    }
}
