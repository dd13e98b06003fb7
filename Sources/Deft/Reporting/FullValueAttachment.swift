import Foundation

/// The whole of what a failure message showed only in part, attached to
/// the failure: built only when the failure is reported, never for a
/// passing check or a message that shows everything.
///
/// What is attached:
/// - for `equal`'s diff of two values shown in part, the whole of both and
///   their unified diff (`deft-equal-N.diff`);
/// - for any other value a message printed cut (`contain`, `allPass`,
///   `beginWith`, `haveCount`, `beEmpty`, a custom matcher's `stringify`,
///   anything ``ValueRenderer`` renders), the whole value
///   (`deft-values-N.txt`);
/// - for a message longer than ``MessageBound`` lets it be, the whole
///   message (`deft-message-N.txt`).
///
/// Where it goes:
/// - in a Swift Testing test, an `Attachment` recorded with the issue
///   (`swift test --attachments-path DIR` saves it, Xcode shows it);
/// - in an XCTest case on Apple platforms, an `XCTAttachment` on the test;
/// - elsewhere (XCTest on Linux, Quick, a gather), a file in the folder
///   ``FullValueAttachment/directoryVariable`` names, when it is set.
///
/// The message then ends with a line naming it and its size:
///
/// ```
/// Whole values and diff attached: deft-equal-1.diff (2,000,008 lines, 13.8 MB)
/// ```
struct FullValueAttachment: @unchecked Sendable {
    // @unchecked Sendable: the values are read, never written, and only by
    // the thread that reports the failure whose message registered them.
    enum Content {
        /// `equal`'s two values: their whole lines and unified diff.
        case pair(expected: Any, actual: Any)
        /// Values the message showed cut, each with the text it showed.
        case values([(shown: String, value: Any)])
        /// The whole text of a message cut to its bound.
        case message(String)
    }

    let content: Content
    /// Text that appears in the message the content belongs to: its diff,
    /// or the value's cut rendering.
    let key: String

    /// The environment variable naming the folder where attachments are
    /// written outside Swift Testing and XCTest on Apple platforms, read
    /// at the first failure; none are written when it is unset.
    static let directoryVariable = "DEFT_ATTACHMENTS_DIR"

    /// The folder for attachment files: ``directoryVariable``'s value, or
    /// the one a test sets for its task.
    static var directory: String? {
        scopedDirectory ?? environmentDirectory
    }

    /// ``directoryVariable``'s value, read once.
    private static let environmentDirectory = ProcessInfo.processInfo.environment[directoryVariable]

    /// A folder for one task's attachment files, in place of the
    /// environment's, for tests that run in parallel.
    @TaskLocal static var scopedDirectory: String?

    /// The attachments of messages built but not yet reported, newest last;
    /// a few at most, so an unreported message keeps its values no longer.
    /// A message built while a failure is being recorded goes to that
    /// failure's own ``Slot`` instead, which no other test's failures can
    /// push out.
    private static let pending = LockedBox<[FullValueAttachment]>([])

    /// The attachments of the messages built for one failure that is being
    /// recorded (``Assertions/record(_:message:location:)``).
    final class Slot: Sendable {
        fileprivate let attachments = LockedBox<[FullValueAttachment]>([])
    }

    /// The slot of the failure being recorded on this task, if any.
    @TaskLocal static var slot: Slot?
    private static let kept = 4
    private static let counter = LockedBox(0)

    /// Remembers the values of a message that shows them only in part,
    /// found again by `key`, a part of that message, when it is reported.
    static func register(expected: Any, actual: Any, key: String) {
        register(FullValueAttachment(content: .pair(expected: expected, actual: actual), key: key))
    }

    /// Remembers a value a message shows cut as `shown`: the renderer calls
    /// it for every value it elides, so every matcher that renders through
    /// Deft (``stringify(_:)``, ``ValueRenderer``) attaches what it cut.
    static func register(value: Any, shown: String) {
        register(FullValueAttachment(content: .values([(shown, value)]), key: shown))
    }

    private static func register(_ attachment: FullValueAttachment) {
        let key = attachment.key
        if let slot {
            slot.attachments.withLockQuietly { $0.append(attachment) }
            return
        }
        pending.withLockQuietly { list in
            list.removeAll { $0.key == key }
            list.append(attachment)
            if list.count > kept { list.removeFirst(list.count - kept) }
        }
    }

    /// The most values one failure attaches, besides `equal`'s pair.
    private static let maxValues = 4

    /// `message` as it is reported: cut to ``MessageBound``, and when it
    /// showed some values in part or was cut, with a line naming each
    /// attachment, once it is attached or written. `handled` when an
    /// ``AssertionHandler`` takes the failure instead of the test framework.
    static func attach(to message: String, handled: Bool, at location: SourceLocation) -> String {
        let bounded = MessageBound(message)
        // Most failures have nowhere to attach to: a gather with no folder.
        if handled, directory?.isEmpty ?? true { return bounded.text }
        let take = { (list: inout [FullValueAttachment]) -> [FullValueAttachment] in
            // `equal`'s pair holds both values whole; else each value shown cut.
            if let index = list.lastIndex(where: { $0.isPair && message.contains($0.key) }) {
                return [list.remove(at: index)]
            }
            var found: [FullValueAttachment] = []
            for (index, item) in list.enumerated().reversed()
            where !item.isPair && found.count < maxValues && message.contains(item.key)
                && !found.contains(where: { $0.key == item.key })
            {
                found.insert(item, at: 0)
                list.remove(at: index)
            }
            return found
        }
        let found = slot?.attachments.withLockQuietly(take) ?? pending.withLockQuietly(take)
        var parts: [FullValueAttachment] = found.first?.isPair == true ? found : []
        if found.first?.isPair != true, !found.isEmpty {
            // One attachment holds every value shown cut, each headed by its line.
            parts = [FullValueAttachment(content: .values(found.flatMap(\.values)), key: "")]
        }
        if bounded.isCut { parts.append(FullValueAttachment(content: .message(message), key: "")) }
        var text = bounded.text
        for part in parts {
            if let line = part.attach(handled: handled, at: location) { text += "\n" + line }
        }
        return text
    }

    private var isPair: Bool {
        if case .pair = content { return true }
        return false
    }

    private var values: [(shown: String, value: Any)] {
        if case .values(let values) = content { return values }
        return []
    }

    /// What the line naming the attachment calls it, and its file name's stem and extension.
    private var naming: (what: String, stem: String, ext: String) {
        switch content {
        case .pair: return ("Whole values and diff", "equal", "diff")
        case .values(let values): return (values.count == 1 ? "Whole value" : "Whole values", "values", "txt")
        case .message: return ("Whole message", "message", "txt")
        }
    }

    /// Attaches or writes this part; the line saying where, or nil when it
    /// has nowhere to go.
    private func attach(handled: Bool, at location: SourceLocation) -> String? {
        let number = Self.counter.withLockQuietly { count -> Int in
            count += 1
            return count
        }
        let (what, stem, ext) = naming
        let name = "deft-\(stem)-\(number).\(ext)"
        if !handled, SwiftTestingReporter.isInsideTest || XCTestReporter.canAttach {
            let (bytes, lines) = contents()
            let text = String(decoding: bytes.buffer, as: UTF8.self)
            let attached =
                SwiftTestingReporter.attach(text, named: name, at: location)
                || XCTestReporter.attach(text, named: name)
            return attached ? "\(what) attached: \(name) (\(Self.size(bytes: bytes.count, lines)))" : .none
        }
        guard let directory = Self.directory, !directory.isEmpty else { return .none }
        let (bytes, lines) = contents()
        let url = URL(fileURLWithPath: directory).appendingPathComponent(
            "\(ProcessInfo.processInfo.processIdentifier)-" + name)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // The buffer as it is, in one write: no copy of its bytes.
            try withExtendedLifetime(bytes) {
                try Data(bytesNoCopy: bytes.base, count: bytes.count, deallocator: .none).write(to: url)
            }
        } catch {
            return "\(what) not written to \(url.path): \(error.localizedDescription)"
        }
        return "\(what) written to \(url.path) (\(Self.size(bytes: bytes.count, lines)))"
    }

    /// Counts the attachment texts built on this task, for tests that check
    /// none is built for a pass or a message shown whole.
    @TaskLocal static var textsBuilt: LockedBox<Int>?

    /// The attachment's text, in one buffer of bytes, holding everything in
    /// full, and how many lines it has: for a pair, a unified diff of the
    /// values' lines (``ValueLines``; a string's own lines); for values,
    /// each one's lines under the line the message showed it as; for a
    /// message, its text.
    func contents() -> (bytes: ByteBuffer, lines: Int) {
        Self.textsBuilt?.withLockQuietly { $0 += 1 }
        switch content {
        case .pair(let expected, let actual):
            return UnifiedDiff.diff(
                expected: Self.lines(expected, after: TextLines()), actual: Self.lines(actual, after: TextLines()))
        case .values(let values):
            var lines = TextLines()
            for (shown, value) in values {
                if lines.count > 0 { lines.append("") }
                lines.append("Shown as: " + shown)
                lines = Self.lines(value, after: lines)
            }
            return (lines.bytes, lines.count)
        case .message(let message):
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).count
            let bytes = ByteBuffer(capacity: message.utf8.count + 1)
            bytes.append(message)
            bytes.append(byte: 0x0A)
            return (bytes, lines)
        }
    }

    /// `value`'s lines after `lines`: a string's own lines, else ``ValueLines``'.
    private static func lines(_ value: Any, after lines: TextLines) -> TextLines {
        guard let text = value as? String else { return ValueLines(value, appendingTo: lines).text }
        var lines = lines
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { lines.append(String(line)) }
        return lines
    }

    /// `2,000,008 lines, 13.8 MB`: the size of `bytes` bytes of `lines` lines.
    static func size(bytes: Int, _ lines: Int) -> String {
        let amount: String
        switch bytes {
        case ..<1_000: amount = "\(bytes) bytes"
        case ..<1_000_000: amount = String(format: "%.1f KB", Double(bytes) / 1_000)
        default: amount = String(format: "%.1f MB", Double(bytes) / 1_000_000)
        }
        return "\(groupedCount(lines)) \(lines == 1 ? "line" : "lines"), \(amount)"
    }
}
