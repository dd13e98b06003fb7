import Deft
import Testing

private struct Leaf: Equatable {
    var value: Double
    var note: String
}

private struct Level4: Equatable {
    var name: String
    var leaf: Leaf
}

private struct Level3: Equatable {
    var id: Int
    var level4: Level4
}

private struct Level2: Equatable {
    var tags: [String]
    var level3: Level3
}

private struct Level1: Equatable {
    var title: String
    var level2: Level2
}

/// The issue's budgets: how long a failure message may be for big values
/// with one change, and that it names the key path.
struct DiffBudgetTests {
    @Test func fiveLevelStructWithOneLeafChangedFitsInTwelveLines() {
        let expected = Level1(
            title: "root",
            level2: Level2(
                tags: ["a", "b"],
                level3: Level3(id: 1, level4: Level4(name: "four", leaf: Leaf(value: 1.5, note: "x")))))
        var actual = expected
        actual.level2.level3.level4.leaf.value = 2.5
        let messages = failures { expect(actual).to(equal(expected)) }
        #expect(
            messages == [
                #"expected to equal <Level1(title: "root", level2: Level2(tags: ["a", "b"], level3: Level3(id: 1, "#
                    + #"level4: Level4(name: "four", leaf: Leaf(value: 1.5, …)))))>, got <Level1(title: "#
                    + #""root", level2: Level2(tags: ["a", "b"], level3: Level3(id: 1, level4: Level4(name: "four", "#
                    + #"leaf: Leaf(value: 2.5, …)))))>"# + "\n"
                    + "Difference (- expected, + actual):\n"
                    + "at .level2.level3.level4.leaf.value:\n"
                    + "- 1.5\n"
                    + "+ 2.5"
            ])
        #expect(messages[0].split(separator: "\n").count <= 12)
        #expect(messages[0].contains("at .level2.level3.level4.leaf.value:"))
    }

    @Test func tenThousandElementArrayWithOneChangeFitsInFifteenLines() {
        let expected = Array(0..<10_000)
        var actual = expected
        actual[5_000] = -1
        let messages = failures { expect(actual).to(equal(expected)) }
        let first =
            "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, "
            + "25, 26, 27, 28, 29, 30, 31, 32, … 9,967 more]"
        #expect(
            messages == [
                "expected to equal <\(first)>, got <\(first)>\n"
                    + "Difference (- expected, + actual):\n"
                    + "at [5000]:\n"
                    + "  … 4,998 unchanged elements\n"
                    + "  [4998] 4998\n"
                    + "  [4999] 4999\n"
                    + "- [5000] 5000\n"
                    + "+ [5000] -1\n"
                    + "  [5001] 5001\n"
                    + "  [5002] 5002\n"
                    + "  … 4,997 unchanged elements"
            ])
        #expect(messages[0].split(separator: "\n").count <= 15)
    }

    @Test func tenThousandElementArrayWithAnInsertionAndARemovalStaysShort() {
        let expected = Array(0..<10_000)
        var actual = expected
        actual.insert(-1, at: 100)
        actual.remove(at: 9_001)
        let messages = failures { expect(actual).to(equal(expected)) }
        #expect(messages.count == 1)
        let lines = messages[0].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Array(lines.dropFirst()) == [
                "Difference (- expected, + actual):",
                "  … 98 unchanged elements",
                "  [98] 98",
                "  [99] 99",
                "+ [100] -1",
                "  [100→101] 100",
                "  [101→102] 101",
                "  … 8,896 unchanged elements",
                "  [8998→8999] 8998",
                "  [8999→9000] 8999",
                "- [9000] 9000",
                "  [9001] 9001",
                "  [9002] 9002",
                "  … 997 unchanged elements",
            ])
        #expect(lines.count <= 15)
    }

    @Test func twoHundredLineStringsDifferingInOneLineShowThatLineWithContext() {
        let lines = (1...200).map { "line \($0)" }
        var changed = lines
        changed[99] = "line 100 changed"
        let messages = failures {
            expect(changed.joined(separator: "\n")).to(equal(lines.joined(separator: "\n")))
        }
        #expect(messages.count == 1)
        let body = messages[0].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        #expect(
            Array(body) == [
                "Difference (- expected, + actual):",
                "  … 97 unchanged lines",
                "  line 98",
                "  line 99",
                "- line 100",
                "+ line 100 changed",
                "  line 101",
                "  line 102",
                "  … 98 unchanged lines",
            ])
    }
}

/// Diffs of values that differ everywhere stay bounded in size.
struct DiffWorstCaseTests {
    @Test func arraysThatDifferEverywhereListAFewChangesAndCountTheRest() {
        let expected = Array(0..<10_000)
        let actual = expected.map { $0 + 1 }
        let messages = failures { expect(actual.reversed().map { $0 }).to(equal(expected)) }
        #expect(messages.count == 1)
        let lines = messages[0].split(separator: "\n")
        #expect(lines.count <= 30)
        #expect(lines.last?.hasPrefix("  … ") == true)
        #expect(lines.last?.hasSuffix(" more changes") == true)
    }
}
