extension RenderedValue {
    /// The value on one line, as Swift would write it where it can:
    /// `[1, 2]`, `["a": 1]`, `Point(x: 1, y: 2)`, `loaded(3)`, `"text"`.
    ///
    /// With a `limit`, the text stops after about that many characters:
    /// collections end with `… 9,990 more`, other values with `…`, and
    /// brackets still close.
    ///
    /// ```swift
    /// RenderedValue(reflecting: Array(0..<100)).line(limit: 20)  // "[0, 1, 2, 3, 4, 5, 6, … 93 more]"
    /// ```
    func line(limit: Int = .max) -> String {
        lineAndCompleteness(limit: limit).text
    }

    /// The value on one line within `limit`, as ``line(limit:)``, and whether
    /// that line shows the whole value (nothing was cut or left unread).
    /// With `counting`, a cut string or description says how much it left
    /// out: `"abc…" (9,997 more bytes)`.
    func lineAndCompleteness(limit: Int, counting: Bool = false) -> (text: String, isComplete: Bool) {
        var printer = LinePrinter(remaining: limit, counting: counting)
        printer.write(self)
        return (printer.text, !printer.cut && !printer.truncated)
    }

    /// The value on one line within `limit`, as ``line(limit:)``, with each
    /// address in it (a pointer, an `ObjectIdentifier`) as `0x…`: how a
    /// diff shows a value whole, since two addresses differ whenever two
    /// buffers or objects do.
    ///
    /// ```swift
    /// RenderedValue(reflecting: ObjectIdentifier(NSObject())).lineHidingAddresses(limit: 40)
    /// // "ObjectIdentifier(0x…)"
    /// ```
    func lineHidingAddresses(limit: Int) -> String {
        var printer = LinePrinter(remaining: limit)
        printer.hidesAddresses = true
        printer.write(self)
        return printer.text
    }
}

/// Writes a ``RenderedValue`` on one line within a soft character budget.
private struct LinePrinter {
    var text = ""
    var remaining: Int
    var counting = false
    var cut = false
    /// Whether the value held elements that were never read.
    var truncated = false
    /// Whether addresses print as `0x…`.
    var hidesAddresses = false

    mutating func emit(_ piece: String) {
        text += piece
        remaining -= piece.utf8.count
    }

    mutating func write(_ value: RenderedValue) {
        switch value {
        case .scalar(let scalar): writeCut(scalar, quoted: false)
        case .string(let string): writeCut(string, quoted: true)
        case .absent: emit("nil")
        case .address(let text): emit(hidesAddresses ? maskingAddresses(text) : text)
        case .collection(let elements), .set(let elements):
            writeElements(elements, omitted: 0)
        case .dictionary(let entries):
            writeEntries(entries, omitted: 0)
        case .tuple(let fields):
            writeFields(fields)
        case .structure(let structure):
            if let custom = structure.customText { return writeCut(custom, quoted: false) }
            emit(structure.type)
            writeFields(structure.fields)
        case .enumCase(_, let name, let payload):
            emit(name)
            guard let payload else { return }
            if case .tuple(let fields) = payload { return writeFields(fields) }
            emit("(")
            write(payload)
            emit(")")
        case .cycle(let type): emit("<cycle: \(type)>")
        case .elided: emit("…")
        case .truncated(let inner, let omitted):
            truncated = true
            switch inner {
            case .collection(let elements), .set(let elements): writeElements(elements, omitted: omitted)
            case .dictionary(let entries): writeEntries(entries, omitted: omitted)
            default: write(inner)
            }
        }
    }

    /// `[1, 2, 3]`, followed by `… 93 more` for `omitted` elements never read.
    private mutating func writeElements(_ elements: [RenderedValue], omitted: Int) {
        writeList("[", "]", elements.count, counted: true, omitted: omitted) { $0.write(elements[$1]) }
    }

    /// `["a": 1]`, followed by `… 93 more` for `omitted` entries never read.
    private mutating func writeEntries(_ entries: [RenderedValue.Entry], omitted: Int) {
        guard !entries.isEmpty || omitted > 0 else { return emit("[:]") }
        writeList("[", "]", entries.count, counted: true, omitted: omitted) { printer, index in
            printer.write(entries[index].key)
            printer.emit(": ")
            printer.write(entries[index].value)
        }
    }

    private mutating func writeFields(_ fields: [RenderedValue.Field]) {
        writeList("(", ")", fields.count, counted: false) { printer, index in
            if let label = fields[index].label { printer.emit(label + ": ") }
            printer.write(fields[index].value)
        }
    }

    private mutating func writeList(
        _ open: String, _ close: String, _ count: Int, counted: Bool, omitted: Int = 0,
        _ element: (inout LinePrinter, Int) -> Void
    ) {
        emit(open)
        for index in 0..<count {
            if index > 0 { emit(", ") }
            if remaining <= 0 {
                emit(counted ? "… \(groupedCount(count - index + omitted)) more" : "…")
                cut = true
                break
            }
            element(&self, index)
            if cut {
                // The element was cut: count the elements after it.
                let rest = count - index - 1 + omitted
                if counted, rest > 0 { emit(", … \(groupedCount(rest)) more") }
                break
            }
        }
        if !cut, omitted > 0 { emit((count > 0 ? ", " : "") + "… \(groupedCount(omitted)) more") }
        emit(close)
    }

    /// Writes `piece`, shortened with `…` if it is longer than the budget
    /// left. A description (`quoted` false) is cut between words, and one
    /// of several lines shows its first and counts the rest, except in a
    /// message that shows the value alone (`counting`, no diff below it):
    /// there it shows as many whole lines as fit, all of them as Nimble
    /// does when it fits, so that the lines that differ are not hidden.
    private mutating func writeCut(_ piece: String, quoted: Bool) {
        if !quoted, remaining != .max, hasNewline(piece) {
            if counting, piece.utf8.count <= remaining { return emit(piece) }
            return writeFirstLine(of: piece)
        }
        let room = max(remaining - (quoted ? 2 : 0), 8)
        guard piece.utf8.count > room, remaining != .max else {
            return emit(quoted ? ValueRenderer.quoted(piece) : piece)
        }
        let kept = quoted ? String(piece.prefix(room)) : String(wordPrefix(piece[...], room: room))
        cut = true
        emit(quoted ? String(ValueRenderer.quoted(kept).dropLast()) + "…\"" : kept + "…")
        if counting { emit(" (\(groupedCount(piece.utf8.count - kept.utf8.count)) more bytes)") }
    }
}

extension LinePrinter {
    /// A description of several lines: its first (cut between words if
    /// need be), `…`, and how many lines it leaves out:
    /// `failed with exit code 1: … (1 more line)`. When `counting`, as many
    /// whole lines as fit in the budget, then `…` and the count.
    fileprivate mutating func writeFirstLine(of piece: String) {
        var first = piece[..<(piece.firstIndex(where: \.isNewline) ?? piece.endIndex)]
        // A final line break ends the last line; it starts none.
        var more = lineCount(piece) - 1 - (piece.last?.isNewline == true ? 1 : 0)
        while counting, more > 0, let next = nextLine(after: first, in: piece),
            // Room is kept for the count: ` … (1,000 more lines)`.
            piece.utf8.distance(from: piece.startIndex, to: next.endIndex) + 24 <= remaining
        {
            first = piece[piece.startIndex..<next.endIndex]
            more -= 1
        }
        let count = more == 0 ? "" : " (\(groupedCount(more)) more \(more == 1 ? "line" : "lines"))"
        let room = max(remaining - count.utf8.count - 2, 8)
        let kept = first.utf8.count > room ? wordPrefix(first, room: room) : first
        let whole = kept.endIndex == first.endIndex
        emit(String(kept) + (more == 0 ? (whole ? "" : "…") : (whole && !kept.isEmpty ? " …" : "…")) + count)
        cut = true
    }
}

/// The line of `text` after the lines `kept` (a prefix of it that ends
/// at a line break), or nil after the last.
private func nextLine(after kept: Substring, in text: String) -> Substring? {
    guard kept.endIndex < text.endIndex else { return nil }
    let start = text.index(after: kept.endIndex)
    return text[start..<(text[start...].firstIndex(where: \.isNewline) ?? text.endIndex)]
}

/// How many lines `text` has: one more than its line breaks, counted on
/// its UTF-8 bytes when they are `\n` (a `\r\n` is one break).
private func lineCount(_ text: String) -> Int {
    let feeds = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    if feeds > 0, !text.utf8.contains(0x0D) { return feeds + 1 }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
}

/// The start of `text` that fits in about `room` characters, cut between
/// words (before a character that is not a letter or digit) rather than
/// inside one, unless that would drop more than a third.
private func wordPrefix(_ text: Substring, room: Int) -> Substring {
    let kept = text.prefix(room)
    func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber }
    guard kept.endIndex < text.endIndex, let last = kept.last, isWord(last), isWord(text[kept.endIndex]),
        let boundary = kept.lastIndex(where: { !isWord($0) }),
        kept.distance(from: kept.startIndex, to: boundary) >= room * 2 / 3
    else { return kept.trimmingTrailingWhitespace }
    return kept[...boundary].trimmingTrailingWhitespace
}

extension Substring {
    fileprivate var trimmingTrailingWhitespace: Substring {
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? startIndex
        return self[..<end]
    }
}

/// `n` with thousands separators: `9,990`.
func groupedCount(_ count: Int) -> String {
    let digits = Array(String(count))
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return result
}
