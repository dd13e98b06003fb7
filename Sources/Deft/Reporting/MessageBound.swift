/// A failure message cut to its bound: at most 4 KB at the default
/// ``MessageDefaults/valueLimit-swift.property`` (four times the value
/// limit when it is raised), whatever matcher built it, custom ones
/// included. A longer message is cut at a line boundary, with a last line
/// saying what was cut; the whole message is attached to the failure
/// (``FullValueAttachment``).
///
/// ```swift
/// MessageBound(String(repeating: "a line\n", count: 1_000)).text
/// // a line
/// // …
/// // … message cut at 4 KB: 547 more lines (3,829 bytes) not shown
/// ```
struct MessageBound {
    /// The most bytes of a message at the default value limit.
    static let defaultLimit = 4_096
    /// Bytes kept free below the bound for the lines that follow the cut:
    /// the one saying what was cut and those naming attachments.
    static let reserve = 600

    /// The message as it is reported.
    let text: String
    /// Whether the message was cut.
    let isCut: Bool

    /// The most bytes a message may have: ``defaultLimit``, or four times
    /// the value limit in force when that is larger.
    static var limit: Int {
        let (scaled, overflow) = MessageDefaults.current.valueLimit.multipliedReportingOverflow(by: 4)
        return overflow ? .max : max(defaultLimit, scaled)
    }

    init(_ message: String, limit: Int = MessageBound.limit) {
        let bytes = message.utf8.count
        guard bytes > limit else {
            text = message
            isCut = false
            return
        }
        let keep = limit - Self.reserve
        let utf8 = message.utf8
        // The last line boundary within `keep` bytes; the first line cut
        // within itself when it alone is longer.
        let window = utf8.prefix(keep)
        var end = window.lastIndex(of: UInt8(ascii: "\n")) ?? window.endIndex
        while end != utf8.startIndex, end.samePosition(in: message) == nil {
            end = utf8.index(before: end)
        }
        let kept = String(message[..<end])
        let rest = message[end...].drop { $0 == "\n" }
        let restBytes = rest.utf8.count
        let restLines = rest.isEmpty ? 0 : rest.split(separator: "\n", omittingEmptySubsequences: false).count
        let lines: String = restLines == 1 ? "line" : "lines"
        let cut: String = "… message cut at \(Self.describe(limit)): \(groupedCount(restLines)) more \(lines)"
        text = "\(kept)\n\(cut) (\(groupedCount(restBytes)) bytes) not shown"
        isCut = true
    }

    /// `4 KB`, or a count of bytes for a bound that is not a whole number of KB.
    private static func describe(_ limit: Int) -> String {
        limit % 1_024 == 0 ? "\(limit / 1_024) KB" : "\(groupedCount(limit)) bytes"
    }
}
