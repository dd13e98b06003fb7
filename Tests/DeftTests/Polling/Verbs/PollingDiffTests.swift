import Deft
import Testing

private struct Profile: Equatable, Sendable {
    var name: String
    var email: String
    var roles: [String]
}

/// Eventual assertions render their history with the same renderer, and a
/// failing `toEventually(equal(…))` ends with the diff against the last value.
struct PollingDiffTests {
    private let expected = Profile(name: "Ada Lovelace", email: "ada@example.com", roles: ["admin", "editor"])

    @Test func failingToEventuallyEqualShowsTheDiffAgainstTheLastValue() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let polls = Shared(0)
        let expected = expected
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { () -> Profile in
                polls.value += 1
                let roles = polls.value < 3 ? [] : ["admin"]
                return Profile(name: "Ada Lovelace", email: "ada@example.com", roles: roles)
            }.toEventually(equal(expected), timeout: .milliseconds(100), clock: clock)
        }.map { maskingRealTime($0.message.stringValue) }
        let shown = #"Profile(name: "Ada Lovelace", email: "ada@example.com", roles: ["admin", "editor"])"#
        #expect(
            messages == [
                "expected to eventually equal <\(shown)>, "
                    + #"got <Profile(name: "Ada Lovelace", email: "ada@example.com", roles: ["admin"])> "#
                    + "(11 polls over 100 ms virtual / <t> real; "
                    + #"seen <Profile(name: "Ada Lovelace", email: "ada@example.com", roles: [])> ×2, "#
                    + #"<Profile(name: "Ada Lovelace", email: "ada@example.com", roles: [… 1 more])> ×9)"# + "\n"
                    + "Difference (- expected, + actual):\n"
                    + "at .roles[1]:\n"
                    + #"  [0] "admin""# + "\n"
                    + #"- [1] "editor""# + "\n"
                    + "Nothing slept on the virtual clock while it ran to its "
                    + "100 ms timeout in <t> of real time. If the code under test waits on another clock "
                    + "(Task.sleep without a clock, DispatchQueue.asyncAfter, I/O), poll on a real clock or lower "
                    + "maxSpeedup."
            ])
    }

    @Test func theNoteStaysOnTheFirstLineWithADescription() async {
        let clock = VirtualClock(maxSpeedup: nil)
        let expected = expected
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { Profile(name: "Ada", email: "ada@example.com", roles: ["admin", "editor"]) }
                .toEventually(equal(expected), timeout: .milliseconds(20), clock: clock, description: "profile loads")
        }.map { maskingRealTime($0.message.stringValue) }
        let lines = messages.first?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "profile loads")
        #expect(lines.dropFirst().first?.hasSuffix(" ×3)") == true)
        #expect(
            Array(lines.dropFirst(2).prefix(4)) == [
                "Difference (- expected, + actual):", "at .name:", #"- "Ada Lovelace""#, #"+ "Ada""#,
            ])
    }
}
