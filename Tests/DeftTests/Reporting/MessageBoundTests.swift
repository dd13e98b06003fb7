import Foundation
import Testing

@testable import Deft

/// A matcher whose message is `lines` lines long, whatever the value.
private func longMessage(_ lines: Int) -> Matcher<Int> {
    let text = (0..<lines).map { "line \($0) of the message" }.joined(separator: "\n")
    return Matcher { _ in MatcherResult(status: .doesNotMatch, message: .fail(text)) }
}

/// The messages of `body`'s failures, with attachment files written to `folder`.
private func failures(writingTo folder: URL?, _ body: () -> Void) -> [String] {
    FullValueAttachment.$scopedDirectory.withValue(folder?.path ?? "") { failures(body) }
}

/// A failure message is at most 4 KB, whatever matcher built it: a longer
/// one is cut at a line boundary, and the whole of it attached.
struct MessageBoundTests {
    @Test func aLongMessageIsCutAtALineBoundaryAndSaysSo() {
        let messages = failures(writingTo: .none) { expect(1).to(longMessage(2_000)) }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.utf8.count <= 4_096)
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "line 0 of the message")
        // Every line kept is whole: the cut falls between two lines.
        for (index, line) in lines.dropLast().enumerated() { #expect(line == "line \(index) of the message") }
        #expect(lines.last == "… message cut at 4 KB: 1,850 more lines (45,399 bytes) not shown")
    }

    @Test func theWholeMessageIsWrittenWhereAttachmentsGo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deft-bound-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = failures(writingTo: folder) { expect(1).to(longMessage(2_000)) }
        let message = messages.first ?? ""
        #expect(message.utf8.count <= 4_096)
        let lastLine = String(message.split(separator: "\n").last ?? "")
        #expect(lastLine.hasPrefix("Whole message written to \(folder.path)/"))
        #expect(lastLine.hasSuffix(".txt (2,000 lines, 48.9 KB)"))
        let path = lastLine.dropFirst("Whole message written to ".count).prefix { $0 != " " }
        let text = try String(contentsOfFile: String(path), encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2_000)
        #expect(text.hasPrefix("line 0 of the message\n") && text.hasSuffix("line 1999 of the message\n"))
    }

    @Test func aMessageWithinTheBoundIsUnchangedAndNothingIsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deft-bound-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = failures(writingTo: folder) { expect(1).to(longMessage(100)) }
        #expect(messages.first?.split(separator: "\n").count == 100)
        #expect(messages.first?.contains("cut") == false)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func raisingTheValueLimitRaisesTheBound() {
        let messages = MessageDefaults.withValue(MessageDefaults(valueLimit: 100_000)) {
            failures(writingTo: .none) { expect(1).to(longMessage(2_000)) }
        }
        #expect(messages.first?.split(separator: "\n").count == 2_000)
        #expect(MessageDefaults.withValue(MessageDefaults(valueLimit: .max)) { MessageBound.limit } == .max)
    }

    @Test func aSingleLineLongerThanTheBoundIsCutWithinIt() {
        let bounded = MessageBound(String(repeating: "é", count: 3_000), limit: 1_000)
        #expect(bounded.isCut)
        #expect(bounded.text.utf8.count <= 1_000)
        #expect(bounded.text.hasPrefix(String(repeating: "é", count: 200)))
        #expect(bounded.text.hasSuffix("\n… message cut at 1,000 bytes: 1 more line (5,600 bytes) not shown"))
    }
}
