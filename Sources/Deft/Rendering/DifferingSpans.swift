/// Two one-line texts reduced to the spans in which they differ, each with
/// a few characters of the unchanged text around it and `…` for the rest.
/// The texts are split into words (runs of letters and digits) and single
/// other characters, and aligned word by word, so a span never starts or
/// ends inside a word. Each line stops after about `limit` characters.
///
/// ```swift
/// differingSpans("Error Domain=app Code=2 UserInfo={reason=offline, retry=3}",
///                "Error Domain=app Code=1 UserInfo={reason=offline, retry=4}", limit: 200)
/// // ("…Domain=app Code=2 UserInfo={reason…offline, retry=3}",
/// //  "…Domain=app Code=1 UserInfo={reason…offline, retry=4}")
/// ```
func differingSpans(_ expected: String, _ actual: String, limit: Int) -> (String, String) {
    let left = words(of: expected)
    let right = words(of: actual)
    var segments: [Segment] = []
    func add(_ edit: Segment) {
        switch (segments.last, edit) {
        case (.same(let run)?, .same(let word)):
            segments[segments.count - 1] = .same(run + word)
        case (.changed(let removed, let inserted)?, .changed(let more, let added)):
            segments[segments.count - 1] = .changed(removed + more, inserted + added)
        default:
            segments.append(edit)
        }
    }
    for edit in align(left, right) {
        switch edit {
        case .same(let i, _): add(.same([left[i]]))
        case .removed(let i): add(.changed([left[i]], []))
        case .inserted(let j): add(.changed([], [right[j]]))
        }
    }
    func side(_ pick: ([Substring], [Substring]) -> [Substring]) -> String {
        var text = ""
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .changed(let removed, let inserted):
                text += pick(removed, inserted).joined()
            case .same(let run):
                text += context(run, first: index == 0, last: index == segments.count - 1)
            }
        }
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }
    return (side { removed, _ in removed }, side { _, inserted in inserted })
}

/// An unchanged run or a changed one, in words.
private enum Segment {
    case same([Substring])
    case changed([Substring], [Substring])
}

/// The characters of unchanged text kept on each side of a change.
private let spanContext = 16

/// An unchanged run as a diff shows it between changes: whole when short,
/// else the words nearest the changes with `…` for the rest.
private func context(_ run: [Substring], first: Bool, last: Bool) -> String {
    func words(_ run: some Sequence<Substring>) -> [Substring] {
        var kept: [Substring] = []
        var length = 0
        for word in run {
            length += word.count
            if length > spanContext, !kept.isEmpty || word.count > spanContext { break }
            kept.append(word)
        }
        return kept
    }
    let whole = run.joined()
    if first && last { return whole }
    if first {
        let tail = words(run.reversed()).reversed()
        return tail.count == run.count ? whole : "…" + tail.joined()
    }
    if last {
        let head = words(run)
        return head.count == run.count ? whole : head.joined() + "…"
    }
    let head = words(run)
    let tail = words(run.dropFirst(head.count).reversed()).reversed()
    return head.count + tail.count == run.count ? whole : head.joined() + "…" + tail.joined()
}

/// `text` as words: runs of letters and digits, and every other character alone.
private func words(of text: String) -> [Substring] {
    var result: [Substring] = []
    var index = text.startIndex
    while index < text.endIndex {
        var end = text.index(after: index)
        if text[index].isLetter || text[index].isNumber {
            while end < text.endIndex, text[end].isLetter || text[end].isNumber { end = text.index(after: end) }
        }
        result.append(text[index..<end])
        index = end
    }
    return result
}
