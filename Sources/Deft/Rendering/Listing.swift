/// The lines of a collection or string in a diff: changes with a little
/// context, unchanged runs collapsed to `… 9,998 unchanged elements`.
struct Listing {
    enum Line {
        case same(String)
        /// Only in the expected value; `key` is its index or key in a key path.
        case removed(String, key: String)
        /// Only in the actual value.
        case inserted(String, key: String)

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }

        var key: String {
            switch self {
            case .same: return ""
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

    /// The lines to print, prefixed `- `, `+ ` or two spaces.
    func rendered(context: Int = StructuralDiff.context, maxChanges: Int = StructuralDiff.maxChangeLines) -> [String] {
        var output: [String] = []
        var shownChanges = 0
        let changeIndices = lines.indices.filter { lines[$0].isChange }
        guard ordered else {
            for index in changeIndices.prefix(maxChanges) { output.append(text(lines[index])) }
            if changeIndices.count > maxChanges {
                output.append("  … \(changeIndices.count - maxChanges) more changes")
            }
            let unchanged = lines.count - changeIndices.count
            if unchanged > 0 { output.append("  … \(counted(unchanged))") }
            return output
        }
        var visible = [Bool](repeating: false, count: lines.count)
        for index in changeIndices {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { visible[near] = true }
        }
        var hidden = 0
        for (index, line) in lines.enumerated() {
            guard visible[index] else {
                hidden += 1
                continue
            }
            if hidden > 0 {
                output.append("  … \(counted(hidden))")
                hidden = 0
            }
            if line.isChange {
                shownChanges += 1
                if shownChanges > maxChanges {
                    let rest = changeIndices.count - maxChanges
                    output.append("  … \(groupedCount(rest)) more \(rest == 1 ? "change" : "changes")")
                    return output
                }
            }
            output.append(text(line))
        }
        if hidden > 0 { output.append("  … \(counted(hidden))") }
        return output
    }

    private func text(_ line: Line) -> String {
        switch line {
        case .same(let text): return "  " + text
        case .removed(let text, _): return "- " + text
        case .inserted(let text, _): return "+ " + text
        }
    }

    /// `1 unchanged element`, `9,998 unchanged elements`.
    private func counted(_ count: Int) -> String {
        let plural = noun == "entry" ? "entries" : noun + "s"
        return "\(groupedCount(count)) unchanged \(count == 1 ? noun : plural)"
    }
}
