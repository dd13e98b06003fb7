/// The lines of a collection or string in a diff: changes with a little
/// context, unchanged runs collapsed to `… 9,998 unchanged elements`.
struct Listing {
    enum Line {
        case same(String)
        /// Only in the expected value; `key` is its index or key in a key path.
        case removed(String, key: String)
        /// Only in the actual value.
        case inserted(String, key: String)
        /// This many unchanged lines, never read: a diff of a large value
        /// reads only the lines it may show.
        case skipped(Int)

        var isChange: Bool {
            switch self {
            case .same, .skipped: return false
            case .removed, .inserted: return true
            }
        }

        /// How many lines of the value this line stands for.
        var count: Int {
            if case .skipped(let count) = self { return count }
            return 1
        }

        var key: String {
            switch self {
            case .same, .skipped: return ""
            case .removed(_, let key), .inserted(_, let key): return key
            }
        }
    }

    let lines: [Line]
    /// What one line is: `element`, `entry`, `line`.
    let noun: String
    /// Whether order matters: ordered listings keep context around changes,
    /// unordered ones list their changes and then count the rest.
    let ordered: Bool
    /// Changes beyond those in `lines`, counted but never read.
    var unreadChanges = 0

    /// The lines to print, prefixed `- `, `+ ` or two spaces.
    func rendered(context: Int = StructuralDiff.context, maxChanges: Int = StructuralDiff.maxChangeLines) -> [String] {
        var output: [String] = []
        var shownChanges = 0
        let changeIndices = lines.indices.filter { lines[$0].isChange }
        let changeCount = changeIndices.count + unreadChanges
        guard ordered else {
            for index in changeIndices.prefix(maxChanges) { output.append(text(lines[index])) }
            if changeCount > maxChanges {
                output.append("  … \(groupedCount(changeCount - maxChanges)) more changes")
            }
            let unchanged = lines.reduce(0) { $0 + ($1.isChange ? 0 : $1.count) }
            if unchanged > 0 { output.append("  … \(counted(unchanged))") }
            return output
        }
        var visible = [Bool](repeating: false, count: lines.count)
        for index in changeIndices {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { visible[near] = true }
        }
        var hidden = 0
        for (index, line) in lines.enumerated() {
            guard visible[index], !isSkipped(line) else {
                hidden += line.count
                continue
            }
            if hidden > 0 {
                output.append("  … \(counted(hidden))")
                hidden = 0
            }
            if line.isChange {
                shownChanges += 1
                if shownChanges > maxChanges {
                    let rest = changeCount - maxChanges
                    output.append("  … \(groupedCount(rest)) more \(rest == 1 ? "change" : "changes")")
                    return output
                }
            }
            output.append(text(line))
        }
        if hidden > 0 { output.append("  … \(counted(hidden))") }
        if unreadChanges > 0 {
            output.append("  … \(groupedCount(unreadChanges)) more \(unreadChanges == 1 ? "change" : "changes")")
        }
        return output
    }

    private func isSkipped(_ line: Line) -> Bool {
        if case .skipped = line { return true }
        return false
    }

    private func text(_ line: Line) -> String {
        switch line {
        case .same(let text): return "  " + text
        case .removed(let text, _): return "- " + text
        case .inserted(let text, _): return "+ " + text
        case .skipped(let count): return "  … \(counted(count))"
        }
    }

    /// `1 unchanged element`, `9,998 unchanged elements`.
    private func counted(_ count: Int) -> String {
        let plural = noun == "entry" ? "entries" : noun + "s"
        return "\(groupedCount(count)) unchanged \(count == 1 ? noun : plural)"
    }
}
