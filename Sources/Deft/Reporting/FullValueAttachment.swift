import Foundation

/// The whole of two values that a failure message showed only in part, and
/// their whole diff, attached to the failure: built only when the failure
/// is reported, never for a passing check or a message that shows
/// everything.
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
    let expected: Any
    let actual: Any
    /// Text that appears in the message the values belong to: its diff.
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
        let attachment = FullValueAttachment(expected: expected, actual: actual, key: key)
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

    /// `message` as it is reported: when it showed some values in part,
    /// with a line naming their attachment, once it is attached or written;
    /// else unchanged. `handled` when an ``AssertionHandler`` takes the
    /// failure instead of the test framework.
    static func attach(to message: String, handled: Bool, at location: SourceLocation) -> String {
        // Most failures have nowhere to attach to: a gather with no folder.
        if handled, directory?.isEmpty ?? true { return message }
        let take = { (list: inout [FullValueAttachment]) -> FullValueAttachment? in
            guard let index = list.lastIndex(where: { message.contains($0.key) }) else { return nil }
            return list.remove(at: index)
        }
        let found = slot?.attachments.withLockQuietly(take) ?? pending.withLockQuietly(take)
        guard let found else { return message }
        return found.attach(to: message, handled: handled, at: location) ?? message
    }

    private func attach(to message: String, handled: Bool, at location: SourceLocation) -> String? {
        let number = Self.counter.withLockQuietly { count -> Int in
            count += 1
            return count
        }
        let name = "deft-equal-\(number).diff"
        if !handled, SwiftTestingReporter.isInsideTest || XCTestReporter.canAttach {
            let (text, lines) = self.text()
            let attached =
                SwiftTestingReporter.attach(text, named: name, at: location)
                || XCTestReporter.attach(text, named: name)
            return attached
                ? message + "\nWhole values and diff attached: \(name) (\(Self.size(of: text, lines)))" : .none
        }
        guard let directory = Self.directory, !directory.isEmpty else { return .none }
        let (text, lines) = self.text()
        let url = URL(fileURLWithPath: directory).appendingPathComponent(
            "\(ProcessInfo.processInfo.processIdentifier)-" + name)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            return message + "\nWhole values and diff not written to \(url.path): \(error.localizedDescription)"
        }
        return message + "\nWhole values and diff written to \(url.path) (\(Self.size(of: text, lines)))"
    }

    /// The attachment's text: a unified diff of the values' lines
    /// (``ValueLines``; a string's own lines), holding every line of both;
    /// and how many lines it has.
    func text() -> (text: String, lines: Int) {
        UnifiedDiff.diff(expected: Self.lines(expected), actual: Self.lines(actual))
    }

    private static func lines(_ value: Any) -> [String] {
        if let text = value as? String {
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return ValueLines(value).lines
    }

    /// `2,000,008 lines, 13.8 MB`: the size of `text`, of `lines` lines.
    static func size(of text: String, _ lines: Int) -> String {
        let bytes = text.utf8.count
        let amount: String
        switch bytes {
        case ..<1_000: amount = "\(bytes) bytes"
        case ..<1_000_000: amount = String(format: "%.1f KB", Double(bytes) / 1_000)
        default: amount = String(format: "%.1f MB", Double(bytes) / 1_000_000)
        }
        return "\(groupedCount(lines)) \(lines == 1 ? "line" : "lines"), \(amount)"
    }
}
