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
}

/// Writes a ``RenderedValue`` on one line within a soft character budget.
private struct LinePrinter {
    var text = ""
    var remaining: Int
    var counting = false
    var cut = false
    /// Whether the value held elements that were never read.
    var truncated = false

    mutating func emit(_ piece: String) {
        text += piece
        remaining -= piece.utf8.count
    }

    mutating func write(_ value: RenderedValue) {
        switch value {
        case .scalar(let scalar): writeCut(scalar, quoted: false)
        case .string(let string): writeCut(string, quoted: true)
        case .absent: emit("nil")
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

    /// Writes `piece`, shortened with `…` if it is longer than the budget left.
    private mutating func writeCut(_ piece: String, quoted: Bool) {
        let room = max(remaining - (quoted ? 2 : 0), 8)
        guard piece.utf8.count > room, remaining != .max else {
            return emit(quoted ? ValueRenderer.quoted(piece) : piece)
        }
        let kept = String(piece.prefix(room))
        cut = true
        emit(quoted ? String(ValueRenderer.quoted(kept).dropLast()) + "…\"" : kept + "…")
        if counting { emit(" (\(groupedCount(piece.utf8.count - kept.utf8.count)) more bytes)") }
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
