/// Two lists of lines as one unified diff (`diff -u`) whose single hunk
/// holds every line: the whole of both values, and what changed, in a form
/// diff tools and editors read.
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
        var prefix = 0
        let shorter = min(expected.count, actual.count)
        while prefix < shorter, expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        let lastExpected: Int = expected.count - 1
        let lastActual: Int = actual.count - 1
        while suffix < shorter - prefix, expected[lastExpected - suffix] == actual[lastActual - suffix] {
            suffix += 1
        }
        let middle = (expected.count - prefix - suffix, actual.count - prefix - suffix)
        let aligned: [Edit]? = myers(middle.0, middle.1, maxEdits: 2_000, maxWork: alignmentWork) {
            (left: Int, right: Int) -> Bool in expected[prefix + left] == actual[prefix + right]
        }
        let edits: [Edit] = aligned ?? everyLineChanged(removed: middle.0, inserted: middle.1)
        var text = "--- expected\n+++ actual\n"
        let expectedBytes: Int = expected.reduce(0) { (sum: Int, line: String) in sum + line.utf8.count + 2 }
        let actualBytes: Int = actual[prefix..<(actual.count - suffix)].reduce(0) { (sum: Int, line: String) in
            sum + line.utf8.count + 2
        }
        text.reserveCapacity(expectedBytes + actualBytes + 64)
        text += "@@ -\(range(expected.count)) +\(range(actual.count)) @@\n"
        func add(_ mark: String, _ line: String) {
            text.append(mark)
            text.append(line)
            text.append("\n")
        }
        for line in expected[..<prefix] { add(" ", line) }
        for edit in edits {
            switch edit {
            case .same(let i, _): add(" ", expected[prefix + i])
            case .removed(let i): add("-", expected[prefix + i])
            case .inserted(let j): add("+", actual[prefix + j])
            }
        }
        for line in expected[(expected.count - suffix)...] { add(" ", line) }
        return (text, 3 + prefix + edits.count + suffix)
    }

    /// Every line of the middle removed, then every one inserted: the diff
    /// when the alignment gives up.
    private static func everyLineChanged(removed: Int, inserted: Int) -> [Edit] {
        var edits: [Edit] = (0..<removed).map { Edit.removed($0) }
        edits.append(contentsOf: (0..<inserted).map { Edit.inserted($0) })
        return edits
    }

    /// A hunk's range: `1,3`, or `0,0` for no lines.
    private static func range(_ count: Int) -> String {
        count == 0 ? "0,0" : "1,\(count)"
    }
}
