import Foundation

/// Two lists of lines as one unified diff (`diff -u`) whose single hunk
/// holds every line: the whole of both values, and what changed, in a form
/// diff tools and editors read. The lines both share at the start and the
/// end are found by comparing the two buffers of bytes (``TextLines``) a
/// block at a time, only the lines between them are aligned, and the diff
/// is written into one buffer sized in advance: two values of a million
/// lines with a few changed take time linear in their bytes.
///
/// ```swift
/// UnifiedDiff.text(expected: ["a", "b"], actual: ["a", "c"])
/// // --- expected
/// // +++ actual
/// // @@ -1,2 +1,2 @@
/// //  a
/// // -b
/// // +c
/// ```
enum UnifiedDiff {
    /// How many comparisons aligning the changed middles may make before
    /// they are listed as removed, then inserted.
    static let alignmentWork = 5_000_000

    /// The diff, which ends with a newline.
    static func text(expected: [String], actual: [String]) -> String {
        diff(expected: expected, actual: actual).text
    }

    /// The diff, and how many lines it has.
    static func diff(expected: [String], actual: [String]) -> (text: String, lines: Int) {
        var left = TextLines()
        for line in expected { left.append(line) }
        var right = TextLines()
        for line in actual { right.append(line) }
        let (bytes, lines) = diff(expected: left, actual: right)
        return (String(decoding: bytes.buffer, as: UTF8.self), lines)
    }

    /// The diff of two buffers of lines, as bytes, and how many lines it has.
    static func diff(expected: TextLines, actual: TextLines) -> (bytes: ByteBuffer, lines: Int) {
        let (prefix, suffix) = commonLines(expected, actual)
        let middle = (expected.count - prefix - suffix, actual.count - prefix - suffix)
        let edits =
            myers(middle.0, middle.1, maxEdits: 2_000, maxWork: alignmentWork) {
                expected.lineEquals(prefix + $0, actual, prefix + $1)
            }
            ?? (0..<middle.0).map { .removed($0) } + (0..<middle.1).map { .inserted($0) }
        let header = "--- expected\n+++ actual\n@@ -\(range(expected.count)) +\(range(actual.count)) @@\n"
        // Each line gains a mark; the runs both share are copied as they are.
        let sharedStart = expected.start(prefix) + prefix
        let suffixStart = expected.start(expected.count - suffix)
        let sharedEnd = expected.bytes.count - suffixStart + suffix
        var size = header.utf8.count + sharedStart + sharedEnd
        for edit in edits {
            switch edit {
            case .same(let i, _), .removed(let i): size += expected.line(prefix + i).count + 2
            case .inserted(let j): size += actual.line(prefix + j).count + 2
            }
        }
        let out = ByteBuffer(capacity: size)
        out.append(header)
        // Written in place through typed pointers: the size is known, and a
        // debug build pays for every call per line.
        let start = out.base.assumingMemoryBound(to: UInt8.self)
        var at = start + out.count
        func add(_ mark: UInt8, _ lines: TextLines, _ index: Int) {
            let (bytes, ends) = lines.storage
            let from = index == 0 ? 0 : ends[index - 1] + 1
            let length = ends[index] + 1 - from
            at[0] = mark
            memcpy(at + 1, bytes + from, length)
            at += length + 1
        }
        // The shared runs: one copy of each line, newline included, a call each.
        func addShared(_ range: Range<Int>) {
            let (bytes, ends) = expected.storage
            var index = range.lowerBound
            var from = index == 0 ? 0 : ends[index - 1] + 1
            while index < range.upperBound {
                let length = ends[index] + 1 - from
                at[0] = 0x20
                memcpy(at + 1, bytes + from, length)
                at += length + 1
                from += length
                index += 1
            }
        }
        addShared(0..<prefix)
        for edit in edits {
            switch edit {
            case .same(let i, _): add(0x20, expected, prefix + i)
            case .removed(let i): add(UInt8(ascii: "-"), expected, prefix + i)
            case .inserted(let j): add(UInt8(ascii: "+"), actual, prefix + j)
            }
        }
        addShared((expected.count - suffix)..<expected.count)
        out.advance(to: at - start)
        return (out, 3 + prefix + edits.count + suffix)
    }

    /// How many lines the two share at their start, and then at their end,
    /// found from the bytes they share: a line is shared when its bytes and
    /// its newline are.
    private static func commonLines(_ expected: TextLines, _ actual: TextLines) -> (prefix: Int, suffix: Int) {
        let left = expected.bytes.buffer
        let right = actual.bytes.buffer
        let headBytes = commonBytes(left, right, limit: .max, fromEnd: false)
        let prefix = min(linesEnded(before: headBytes, expected), expected.count, actual.count)
        let tailLimit = min(left.count - expected.start(prefix), right.count - actual.start(prefix))
        let tailBytes = commonBytes(left, right, limit: tailLimit, fromEnd: true)
        let suffix = min(
            linesWithin(last: tailBytes, expected), linesWithin(last: tailBytes, actual))
        return (prefix, suffix)
    }

    /// How many lines of `lines` end, newline included, before byte `offset`.
    private static func linesEnded(before offset: Int, _ lines: TextLines) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines.end(middle) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How many of the last lines of `lines` lie whole in its last `bytes` bytes.
    private static func linesWithin(last bytes: Int, _ lines: TextLines) -> Int {
        let from = lines.bytes.count - bytes
        guard from > 0 else { return lines.count }
        // The first line starting at or after `from` follows the first
        // newline at or after `from - 1`.
        return max(0, lines.count - linesEnded(before: from - 1, lines) - 1)
    }

    /// A hunk's range: `1,3`, or `0,0` for no lines.
    private static func range(_ count: Int) -> String {
        count == 0 ? "0,0" : "1,\(count)"
    }
}
