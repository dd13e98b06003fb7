/// The long changed lines of a line-by-line diff of two descriptions,
/// reduced as a one-line description is: each removed line is paired with
/// the line inserted in its place, and a pair of which either is longer
/// than ``shortValueLength`` shows only the members that differ when both
/// are JSON-like objects, and otherwise its smallest differing spans
/// (``differingSpans(_:_:limit:)``). Short lines, and lines removed or
/// inserted without a partner, show whole.
///
/// ```
///   Shell task `ls build/products` failed:
/// - …/products': Permission denied
/// + …/products': No such file or directory
/// ```
extension StructuralDiff {
    /// The text to show for each changed line of `edits` that a pair
    /// reduces, by its index in `expected` (removed) or `actual` (inserted).
    static func narrowedLines(
        _ edits: [Edit], expected: [String], actual: [String]
    ) -> (removed: [Int: String], inserted: [Int: String]) {
        var narrowed: (removed: [Int: String], inserted: [Int: String]) = ([:], [:])
        var removed: [Int] = []
        var inserted: [Int] = []
        func pairRun() {
            for (i, j) in zip(removed, inserted) {
                let left = expected[i]
                let right = actual[j]
                guard max(left.count, right.count) > shortValueLength else { continue }
                let (shownLeft, shownRight) =
                    differingMembers(left, right) ?? differingSpans(left, right, limit: Self.valueLimit)
                narrowed.removed[i] = shownLeft
                narrowed.inserted[j] = shownRight
            }
            removed = []
            inserted = []
        }
        for edit in edits {
            switch edit {
            case .same: pairRun()
            case .removed(let i): removed.append(i)
            case .inserted(let j): inserted.append(j)
            }
        }
        pairRun()
        return narrowed
    }

    /// Two one-line JSON-like objects as their differing members only, in
    /// each object's own order, with `…` for each run of members the other
    /// has unchanged: `{…, "day":"2", …}`. Nil unless both are such objects.
    ///
    /// ```swift
    /// StructuralDiff.differingMembers(#"{"a":1,"b":2,"c":3}"#, #"{"a":1,"b":5,"c":3}"#)
    /// // (#"{…, "b":2, …}"#, #"{…, "b":5, …}"#)
    /// ```
    static func differingMembers(_ expected: String, _ actual: String) -> (String, String)? {
        guard let left = jsonMembers(expected), let right = jsonMembers(actual) else { return nil }
        func byKey(_ members: [(key: Substring, text: Substring)]) -> [Substring: Substring] {
            var texts: [Substring: Substring] = [:]
            for member in members where texts[member.key] == nil { texts[member.key] = member.text }
            return texts
        }
        func side(_ members: [(key: Substring, text: Substring)], against other: [Substring: Substring]) -> String {
            var parts: [String] = []
            for member in members {
                if other[member.key] == member.text {
                    if parts.last != "…" { parts.append("…") }
                } else {
                    parts.append(String(member.text))
                }
            }
            let text = "{" + parts.joined(separator: ", ") + "}"
            return text.count > Self.valueLimit ? String(text.prefix(Self.valueLimit)) + "…" : text
        }
        return (side(left, against: byKey(right)), side(right, against: byKey(left)))
    }
}
