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
