import Deft
import Testing

/// A description of several lines, as a log or an error prints it, over
/// storage named as a library names what is not public.
private struct Log: Equatable, CustomStringConvertible {
    var _lines: [String]
    init(lines: [String]) { _lines = lines }
    var description: String { _lines.joined(separator: "\n") }
}

/// Exact text of line-by-line diffs of descriptions whose changed lines are
/// long: each pair shows what differs in it, by span or by member.
struct ChangedLineSpansTests {
    @Test func aLongChangedLineShowsItsDifferingSpans() {
        let expected = Log(lines: [
            "Request GET /orders/7", "accepted in 12 ms by worker 3 of the east pool, after 2 retries", "done",
        ])
        var actual = expected
        actual._lines[1] = "accepted in 15 ms by worker 3 of the east pool, after 2 retries"
        #expect(
            failures { expect([actual]) == [expected] }.first?.split(separator: "\n").dropFirst() == [
                "Difference (- expected, + actual):",
                "at [0] (in the description):",
                "  Request GET /orders/7",
                "- accepted in 12 ms by worker 3 …",
                "+ accepted in 15 ms by worker 3 …",
                "  done",
            ])
    }

    @Test func aLongChangedLineOfJSONShowsTheMembersThatDiffer() {
        let expected = Log(lines: [
            "Response 200", #"{"id":7,"name":"Ada Lovelace","tags":["a","b"],"age":36,"city":"London"}"#,
        ])
        var actual = expected
        actual._lines[1] = #"{"id":7,"name":"Ada Lovelace","tags":["a","c"],"age":36,"city":"Paris","new":1}"#
        #expect(
            failures { expect([actual]) == [expected] }.first?.split(separator: "\n").dropFirst() == [
                "Difference (- expected, + actual):",
                "at [0] (in the description):",
                "  Response 200",
                #"- {…, "tags":["a","b"], …, "city":"London"}"#,
                #"+ {…, "tags":["a","c"], …, "city":"Paris", "new":1}"#,
            ])
    }

    @Test func shortAndUnpairedChangedLinesShowWhole() {
        let long = "a line long enough to be narrowed if it had a partner to compare with"
        let expected = Log(lines: ["first", "short one", "last"])
        let actual = Log(lines: ["first", "short two", long, "last"])
        #expect(
            failures { expect([actual]) == [expected] }.first?.split(separator: "\n").dropFirst().map(String.init) == [
                "Difference (- expected, + actual):",
                "at [0] (in the description):",
                "  first",
                "- short one",
                "+ short two",
                "+ " + long,
                "  last",
            ])
    }
}
