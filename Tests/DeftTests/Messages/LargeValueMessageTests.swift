import Foundation
import Testing

@testable import Deft

/// A row of a large table, for diffs of arrays of structs.
private struct Row: Equatable, Hashable {
    var id: Int
    var score: Double
}

/// The messages of `body`'s failures with `limit` as the value limit.
private func failures(limit: Int, _ body: () -> Void) -> [String] {
    MessageDefaults.withValue(MessageDefaults(valueLimit: limit)) { failures(body) }
}

/// The messages of `body`'s async failures with `limit` as the value limit.
private func asyncFailures(
    limit: Int, isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void
) async -> [String] {
    await MessageDefaults.withValue(MessageDefaults(valueLimit: limit)) { await asyncFailures(body) }
}

private let large = Array(0..<100_000)
/// ``large`` as a message shows it with a limit of 40 characters.
private let start = "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, … 99,987 more]"

/// Every matcher's message stays within ``MessageDefaults/valueLimit`` on a
/// large value, says how much it left out, and still names what differs.
struct LargeValueMessageTests {
    @Test func theDefaultLimitIsOneThousandCharactersPerValue() {
        #expect(MessageDefaults().valueLimit == 1_000)
        let messages = failures { expect(large).to(contain(-5)) }
        let shown = (0...221).map(String.init).joined(separator: ", ")
        #expect(messages == ["expected to contain <-5>, got <[\(shown), … 99,778 more]>"])
    }

    @Test func containPrintsTheStartOfTheSequence() {
        #expect(failures(limit: 40) { expect(large).to(contain(-5)) } == ["expected to contain <-5>, got <\(start)>"])
        #expect(
            failures(limit: 40) { expect(large).to(contain(Array(-100..<0))) } == [
                "expected to contain <-100, -99, -98, -97, -96, -95, -94, -93, … 92 more>, got <\(start)>"
            ])
    }

    @Test func allPassPrintsTheFailingElementAndTheStartOfTheSequence() {
        #expect(
            failures(limit: 40) { expect(large).to(allPass(beLessThan(0))) } == [
                "expected to all be less than <0>, but failed first at element <0> in <\(start)>"
            ])
    }

    @Test func beginWithAndEndWithPrintTheStartOfTheSequence() {
        #expect(
            failures(limit: 40) { expect(large).to(beginWith(-1)) } == ["expected to begin with <-1>, got <\(start)>"])
        #expect(failures(limit: 40) { expect(large).to(endWith(-1)) } == ["expected to end with <-1>, got <\(start)>"])
        let text = String(repeating: "abcdefghij", count: 10_000)
        #expect(
            failures(limit: 40) { expect(text).to(beginWith("x")) } == [
                #"expected to begin with <"x">, got <"abcdefghijabcdefghijabcdefghijabcdefgh…" (99,962 more bytes)>"#
            ])
    }

    @Test func haveCountAndBeEmptyPrintTheStartOfTheCollection() {
        #expect(
            failures(limit: 40) { expect(large).to(haveCount(3)) } == [
                "expected to have Array<Int> with count 3, got 100000\nActual Value: \(start)"
            ])
        #expect(failures(limit: 40) { expect(large).to(beEmpty()) } == ["expected to be empty, got <\(start)>"])
    }

    @Test func equalOnSetsNamesTheMissingMember() {
        let expected = Set(large)
        var actual = expected
        actual.remove(50_000)
        actual.insert(-7)
        #expect(
            failures(limit: 40) { expect(actual).to(equal(expected)) } == [
                "expected to equal <\(start)>, got <[-7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, … 99,987 more]>, "
                    + "missing <[50000]>, extra <[-7]>"
            ])
    }

    @Test func equalOnDictionariesNamesTheChangedKey() {
        let expected = Dictionary(uniqueKeysWithValues: large.map { ("key\($0)", $0) })
        var actual = expected
        actual["key50000"] = -1
        let first =
            #"["key0": 0, "key1": 1, "key10": 10, "key100": 100, "key1000": 1000, "key10000": 10000, "#
            + #""key10001": 10001, "key10002": 10002, … 99,992 more]"#
        #expect(
            failures { expect(actual).to(equal(expected)) } == [
                "expected to equal <\(first)>, got <\(first)>\n"
                    + "Difference (- expected, + actual):\n"
                    + #"at ["key50000"]:"# + "\n"
                    + #"- "key50000": 50000"# + "\n"
                    + #"+ "key50000": -1"# + "\n"
                    + "  … 99,999 unchanged entries"
            ])
        actual["key7"] = nil
        actual["new"] = 1
        #expect(
            failures { expect(actual).to(equal(expected)) } == [
                "expected to equal <\(first)>, got <\(first)>\n"
                    + "Difference (- expected, + actual):\n"
                    + #"- "key50000": 50000"# + "\n"
                    + #"+ "key50000": -1"# + "\n"
                    + #"- "key7": 7"# + "\n"
                    + #"+ "new": 1"# + "\n"
                    + "  … 99,998 unchanged entries"
            ])
    }

    @Test func equalOnDictionariesWithEveryValueChangedCountsTheChanges() {
        let expected = Dictionary(uniqueKeysWithValues: (0..<2_000).map { (1_000_000 + $0, $0) })
        let actual = expected.mapValues { $0 + 1 }
        let messages = failures { expect(actual).to(equal(expected)) }
        let lines = (0..<12).flatMap { ["- \(1_000_000 + $0): \($0)", "+ \(1_000_000 + $0): \($0 + 1)"] }
        #expect(
            messages.first?.split(separator: "\n").dropFirst().map(String.init)
                == ["Difference (- expected, + actual):"] + lines + ["  … 3,976 more changes"])
    }

    @Test func equalOnArraysNamesTheChangedIndex() {
        var actual = large
        actual[50_000] = -1
        actual.insert(-2, at: 90_000)
        let first = (0...32).map(String.init).joined(separator: ", ")
        #expect(
            failures { expect(actual).to(equal(large)) } == [
                "expected to equal <[\(first), … 99,967 more]>, got <[\(first), … 99,968 more]>\n"
                    + "Difference (- expected, + actual):\n"
                    + "  … 49,998 unchanged elements\n"
                    + "  [49998] 49998\n"
                    + "  [49999] 49999\n"
                    + "- [50000] 50000\n"
                    + "+ [50000] -1\n"
                    + "  [50001] 50001\n"
                    + "  [50002] 50002\n"
                    + "  … 39,995 unchanged elements\n"
                    + "  [89998] 89998\n"
                    + "  [89999] 89999\n"
                    + "+ [90000] -2\n"
                    + "  [90000→90001] 90000\n"
                    + "  [90001→90002] 90001\n"
                    + "  … 9,998 unchanged elements"
            ])
    }

    @Test func equalOnArraysOfStructsComparesTheFirstChangedRows() {
        let expected = (0..<20_000).map { Row(id: $0, score: Double($0)) }
        let actual = expected.map { $0.id % 7 == 3 ? Row(id: $0.id, score: -1) : $0 }
        let rows = (0..<5).map { "Row(id: \($0), score: \(Double($0)))" }
        var changedRows = rows
        changedRows[3] = "Row(id: 3, score: -1.0)"
        let blocks = stride(from: 3, to: 56, by: 7).map { "at [\($0)].score:\n- \(Double($0))\n+ -1.0\n" }
        #expect(
            failures { expect(actual).to(equal(expected)) } == [
                "expected to equal <[\(rows.joined(separator: ", ")), … 19,995 more]>, "
                    + "got <[\(changedRows.joined(separator: ", ")), … 19,995 more]>\n"
                    + "Differences (- expected, + actual):\n"
                    + blocks.joined()
                    + "… 2,849 more changed elements"
            ])
    }

    @Test func equalOnLongStringsShowsTheFirstDifference() {
        let text = String(repeating: "abcdefghij", count: 1_000_000)
        var changed = Array(text.utf8)
        changed[5_000_000] = UInt8(ascii: "X")
        let actual = String(decoding: changed, as: UTF8.self)
        let first = "\"" + String(repeating: "abcdefghij", count: 11) + "abcdefgh…\""
        #expect(
            failures { expect(actual).to(equal(text)) } == [
                "expected to equal <\(first)>, got <\(first)>\n"
                    + "Difference (- expected, + actual):\n"
                    + "first difference at character 5,000,000:\n"
                    + "- \"…abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghija…\"\n"
                    + "+ \"…abcdefghijabcdefghijabcdefghijXbcdefghijabcdefghijabcdefghija…\""
            ])
        #expect(
            failures { expect(text + "!").to(equal(text)) } == [
                "expected to equal <\(first)>, got <\(first)>\n"
                    + "Difference (- expected, + actual):\n"
                    + "first difference at character 10,000,000:\n"
                    + "- \"…abcdefghijabcdefghijabcdefghij\"\n"
                    + "+ \"…abcdefghijabcdefghijabcdefghij!\""
            ])
        let lines = (0..<200_000).map { "line \($0)" }.joined(separator: "\n")
        let messages = failures { expect(lines + "\nlast").to(equal(lines)) }
        #expect(messages.count == 1)
        #expect(
            messages.first?.split(separator: "\n").dropFirst() == [
                "Difference (- expected, + actual):",
                "first difference at character 2,288,889:",
                #"- "…199997\nline 199998\nline 199999""#,
                #"+ "…199997\nline 199998\nline 199999\nlast""#,
            ])
    }

    @Test func equalWithANilSideReadsOnlyTheFirstLine() {
        let first = (0...32).map(String.init).joined(separator: ", ")
        #expect(
            failures { expect(nil as [Int]?).to(equal(large)) } == [
                "expected to equal <[\(first), … 99,967 more]>, got <nil>"
            ])
    }

    @Test func satisfyAllOfPrintsTheStartOfTheValue() {
        #expect(
            failures(limit: 40) { expect(large).to(satisfyAllOf(haveCount(1), beEmpty())) } == [
                "expected to match all of: {have Array<Int> with count 1}, and {be empty}, got \(start)"
            ])
    }

    @Test func customMatchersOnStringifyAreBounded() {
        let matcher = Matcher<[Int]>.simple("be sorted descending") { _ in .doesNotMatch }
        #expect(
            failures(limit: 40) { expect(large).to(matcher) } == ["expected to be sorted descending, got <\(start)>"])
        #expect(MessageDefaults.withValue(MessageDefaults(valueLimit: 40)) { stringify(large) } == start)
        #expect(
            stringify(String(repeating: "ab", count: 1_000))
                == "\"" + String(repeating: "ab", count: 499) + "…\" (1,002 more bytes)")
    }

    @Test func raisingTheLimitPrintsTheWholeValue() {
        let messages = failures(limit: .max) { expect(Array(0..<2_000)).to(contain(-5)) }
        #expect(messages == ["expected to contain <-5>, got <\(Array(0..<2_000))>"])
    }

    @Test func thePollHistoryIsBounded() async {
        let messages = await asyncFailures(limit: 40) {
            await expect(large).toEventually(beEmpty(), timeout: .milliseconds(30), clock: VirtualClock())
        }
        let history = (0...17).map(String.init).joined(separator: ", ")
        #expect(
            messages.map { maskingRealTime(String($0.prefix { $0 != "\n" })) } == [
                "expected to eventually be empty, got <\(start)> "
                    + "(4 polls over 30 ms virtual / <t> real; seen <[\(history), … 99,982 more]> ×4)"
            ])
    }

    @Test func emitAndWithEventsTranscriptsAreBounded() async {
        let clock = VirtualClock()
        let messages = await asyncFailures(limit: 40) {
            await expect(arrays(2)).to(emit([0, 1], clock: clock))
        }
        #expect(
            messages == ["expected to emit <[[0, 1]]>, got <[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, … 99,988 more]]>"])
        let transcript = await asyncFailures(limit: 40) {
            await withEvents(of: arrays(3), clock: clock) { events in
                _ = try? await events.next()
            }
        }
        #expect(
            transcript == ["2 unconsumed elements: <[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, … 99,988 more], … 1 more]>"]
        )
    }
}

/// A stream of `count` copies of ``large``, then its end.
private func arrays(_ count: Int) -> AsyncStream<[Int]> {
    AsyncStream { continuation in
        for _ in 0..<count { continuation.yield(large) }
        continuation.finish()
    }
}
