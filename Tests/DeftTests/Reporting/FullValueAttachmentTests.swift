import Foundation
import Testing

@testable import Deft

private struct Table: Equatable {
    var name: String
    var rows: [Int]
}

private let rows = Array(0..<100_000)
private let rowsChanged: [Int] = {
    var changed = rows
    changed[50_000] = -1
    return changed
}()

/// A new empty folder for one test's attachment files.
private func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("deft-attachments-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The files in `folder`.
private func files(in folder: URL) -> [URL] {
    (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: .none)) ?? []
}

/// The messages of `body`'s failures, with attachment files written to `folder`.
private func failures(writingTo folder: URL?, _ body: () -> Void) -> [String] {
    FullValueAttachment.$scopedDirectory.withValue(folder?.path ?? "") { failures(body) }
}

/// The lines of the file a message's last line names after `prefix`.
private func writtenLines(_ lastLine: String, after prefix: String) throws -> [Substring] {
    let path = lastLine.dropFirst(prefix.count).prefix { $0 != " " }
    let text = try String(contentsOfFile: String(path), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
}

/// The issues `body` records in the running Swift Testing test, as known issues.
private func recordedIssues(_ body: () -> Void) -> [String] {
    let comments = LockedBox<[String]>([])
    withKnownIssue {
        body()
    } matching: { issue in
        // The message is the issue's headline (`Expectation failed: …`), as #56 made it.
        let headline = String(describing: issue.kind)
        comments.withLock { $0.append(String(headline.dropFirst("Expectation failed: ".count))) }
        return true
    }
    return comments.value
}

/// When a message shows its values in part, the whole of both and their
/// diff go to an attachment, built only for that failure.
struct FullValueAttachmentTests {
    @Test func aBoundedMessageWritesTheWholeValuesToTheFolderAndNamesTheFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = failures(writingTo: folder) {
            expect(Table(name: "t", rows: rowsChanged)).to(equal(Table(name: "t", rows: rows)))
        }
        let written = files(in: folder)
        try #require(written.count == 1 && messages.count == 1)
        let lastLine = messages[0].split(separator: "\n").last.map(String.init) ?? ""
        #expect(lastLine == "Whole values and diff written to \(written[0].path) (100,009 lines, 1.1 MB)")
        let text = try String(contentsOf: written[0], encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Every element of both, once each where they agree: 100,000 rows,
        // one changed (two lines), the type and the field's brackets (5),
        // the header (3), and the empty line after the last newline.
        #expect(lines.count == 100_010)
        #expect(
            lines.prefix(8) == [
                "--- expected", "+++ actual", "@@ -1,100005 +1,100005 @@", " Table(", "   name: \"t\"", "   rows: [",
                "     0", "     1",
            ])
        #expect(lines[50_006...50_007] == ["-    50000", "+    -1"])
        #expect(lines.suffix(3) == ["   ]", " )", ""])
    }

    @Test func nothingIsWrittenForAPassingCheckOrAMessageThatShowsEverything() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = failures(writingTo: folder) {
            expect(Table(name: "t", rows: rows)).to(equal(Table(name: "t", rows: rows)))
            expect(rowsChanged).toNot(equal(rows))
            expect([1, 2, 3]).to(equal([1, 5, 3]))
            expect(Table(name: "a", rows: [1])).to(equal(Table(name: "b", rows: [1])))
        }
        #expect(files(in: folder).isEmpty)
        #expect(
            messages == [
                "expected to equal <[1, 5, 3]>, got <[1, 2, 3]>",
                "expected to equal <Table(name: \"b\", rows: [1])>, got <Table(name: \"a\", rows: [1])>",
            ])
    }

    @Test func withoutAFolderNothingIsWrittenAndTheMessageIsUnchanged() {
        let messages = failures(writingTo: .none) {
            expect(Table(name: "t", rows: rowsChanged)).to(equal(Table(name: "t", rows: rows)))
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("  … 49,997 unchanged elements") == true)
    }

    @Test func aSwiftTestingFailureRecordsTheAttachmentWithTheIssue() {
        let issues = FullValueAttachment.$scopedDirectory.withValue("") {
            recordedIssues {
                expect(Table(name: "t", rows: rowsChanged)).to(equal(Table(name: "t", rows: rows)))
            }
        }
        #expect(issues.count == 1)
        let lastLine = issues.first?.split(separator: "\n").last ?? ""
        #expect(lastLine.hasPrefix("Whole values and diff attached: deft-equal-"))
        #expect(lastLine.hasSuffix(".diff (100,009 lines, 1.1 MB)"))
    }

    @Test func everyMatcherThatShowsAValueCutAttachesItWhole() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sorted = Matcher<[Int]>.simple("be sorted descending") { _ in .doesNotMatch }
        let messages = failures(writingTo: folder) {
            expect(rows).to(contain(-5))
            expect(rows).to(allPass { $0 < 50_000 })
            expect(rows).to(beginWith(7))
            expect(rows).to(endWith(7))
            expect(rows).to(haveCount(3))
            expect(rows).to(beEmpty())
            // A custom matcher: its message renders the value through Deft.
            expect(rows).to(sorted)
        }
        try #require(messages.count == 7 && files(in: folder).count == 7)
        for message in messages {
            let lastLine = String(message.split(separator: "\n").last ?? "")
            #expect(message.utf8.count <= 4_096)
            #expect(lastLine.hasPrefix("Whole value written to \(folder.path)/"), "\(lastLine)")
            #expect(lastLine.hasSuffix(".txt (100,003 lines, 789.9 KB)"), "\(lastLine)")
            let lines = try writtenLines(lastLine, after: "Whole value written to ")
            // The line the message showed, then every element: 100,000 and
            // the brackets, and the empty line after the last newline.
            #expect(lines.count == 100_004)
            #expect(lines.first?.hasPrefix("Shown as: [0, 1, 2,") == true)
            #expect(message.contains(lines.first?.dropFirst("Shown as: ".count) ?? "-"))
            #expect(lines[50_002] == "  50000")
        }
    }

    @Test func aMillionElementArrayIsWrittenWholeWithItsSizeInTheMessage() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let million = Array(-500_000..<500_000)
        var changed = million
        changed[999_999] = Int.min
        let messages = failures(writingTo: folder) {
            expect(million).to(contain(7_000_000))
            expect(Table(name: "t", rows: changed)).to(equal(Table(name: "t", rows: million)))
        }
        try #require(messages.count == 2 && files(in: folder).count == 2)
        let valueLine = String(messages[0].split(separator: "\n").last ?? "")
        let valueFile = String(valueLine.dropFirst("Whole value written to ".count).prefix { $0 != " " })
        #expect(valueLine == "Whole value written to \(valueFile) (1,000,003 lines, 9.3 MB)")
        let values = try writtenLines(valueLine, after: "Whole value written to ")
        #expect(values.count == 1_000_004)
        #expect(values[1...3] == ["[", "  -500000", "  -499999"])
        #expect(values.suffix(3) == ["  499999", "]", ""])
        let pairLine = String(messages[1].split(separator: "\n").last ?? "")
        let pairFile = String(pairLine.dropFirst("Whole values and diff written to ".count).prefix { $0 != " " })
        #expect(pairLine == "Whole values and diff written to \(pairFile) (1,000,009 lines, 12.3 MB)")
        let pair = try writtenLines(pairLine, after: "Whole values and diff written to ")
        #expect(pair[1_000_004...1_000_006] == ["     499998", "-    499999", "+    -9223372036854775808"])
        #expect(pair.suffix(4) == ["+    -9223372036854775808", "   ]", " )", ""])
    }

    @Test func twoValuesShownCutAreAttachedTogether() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = failures(writingTo: folder) {
            expect(Set(rows)).to(equal(Set(rowsChanged)))
            // Its message shows no value: nothing is cut, nothing attached.
            expect(rows).to(containElementSatisfying { $0 < 0 })
        }
        try #require(messages.count == 2 && files(in: folder).count == 1)
        let lastLine = String(messages[0].split(separator: "\n").last ?? "")
        #expect(lastLine.hasSuffix(".txt (200,007 lines, 1.6 MB)"), "\(lastLine)")
        let lines = try writtenLines(lastLine, after: "Whole values written to ")
        #expect(lines.filter { $0.hasPrefix("Shown as: [") }.count == 2)
        #expect(lines.count == 200_008)
        #expect(messages[1] == "expected to find object in collection that satisfies matcher")
    }

    @Test func noAttachmentIsBuiltForAPassOrAMessageShownWhole() {
        let built = LockedBox(0)
        let issues = FullValueAttachment.$textsBuilt.withValue(built) {
            FullValueAttachment.$scopedDirectory.withValue("") {
                recordedIssues {
                    expect(rows).to(contain(7))
                    expect(Table(name: "t", rows: rows)).to(equal(Table(name: "t", rows: rows)))
                    expect([1, 2, 3]).to(contain(5))
                }
            }
        }
        #expect(issues == ["expected to contain <5>, got <[1, 2, 3]>"])
        #expect(built.value == 0)
        let bounded = FullValueAttachment.$textsBuilt.withValue(built) {
            FullValueAttachment.$scopedDirectory.withValue("") {
                recordedIssues { expect(rows).to(contain(-5)) }
            }
        }
        #expect(built.value == 1)
        let lastLine = bounded.first?.split(separator: "\n").last ?? ""
        #expect(lastLine.hasPrefix("Whole value attached: deft-values-"))
        #expect(lastLine.hasSuffix(".txt (100,003 lines, 789.9 KB)"))
    }

    @Test func aGatherWithNoFolderBuildsNothing() {
        let built = LockedBox(0)
        let messages = FullValueAttachment.$textsBuilt.withValue(built) {
            failures(writingTo: .none) { expect(rows).to(contain(-5)) }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("attached") == false)
        #expect(built.value == 0)
    }

    @Test func aUnifiedDiffHoldsEveryLineOfBoth() {
        #expect(
            UnifiedDiff.diff(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"])
                == (
                    "--- expected\n+++ actual\n@@ -1,3 +1,4 @@\n a\n-b\n+x\n c\n+d\n", 8
                ))
        #expect(UnifiedDiff.text(expected: [], actual: ["a"]) == "--- expected\n+++ actual\n@@ -0,0 +1,1 @@\n+a\n")
    }

    @Test func valueLinesWriteEveryPartOnItsOwnLine() {
        final class Loop {
            var next: Loop?
        }
        let loop = Loop()
        loop.next = loop
        #expect(
            ValueLines(Table(name: "t", rows: [1, 2])).lines == [
                "Table(", "  name: \"t\"", "  rows: [", "    1", "    2", "  ]", ")",
            ])
        #expect(ValueLines(Set(["b", "a"])).lines == ["[", "  \"a\"", "  \"b\"", "]"])
        #expect(ValueLines(["k": [1]]).lines == ["[", "  \"k\": [", "    1", "  ]", "]"])
        #expect(ValueLines(loop).lines == ["Loop(", "  next: <cycle: Loop>", ")"])
    }
}
