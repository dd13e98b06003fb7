/// The three parts joined.
///
/// Failure messages are built for every failing expectation, from a few
/// parts each. The parts are written out rather than passed as an array: in
/// a debug build an array literal costs a metadata lookup and an allocation,
/// and walking it runs the standard library's generic code, which took more
/// than the copying itself; appending runs the standard library's optimized
/// code instead. Optimized, the array costs nothing, and copying the parts'
/// bytes into one allocation beats appending by about a fifth.
///
/// ```swift
/// concatenated("equal <", "3", ">")  // "equal <3>"
/// ```
func concatenated(_ first: String, _ second: String, _ third: String) -> String {
    #if DEBUG
        var text = first
        text += second
        text += third
        return text
    #else
        return copied([first, second, third])
    #endif
}

/// The five parts joined.
///
/// ```swift
/// concatenated("expected to ", "equal <3>", ", got <", "2", ">")  // "expected to equal <3>, got <2>"
/// ```
func concatenated(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String) -> String {
    #if DEBUG
        // No reservation: it costs more than it saves for the usual short
        // message, which fits the first allocation the appends make.
        var text = first
        text += second
        text += third
        text += fourth
        text += fifth
        return text
    #else
        return copied([first, second, third, fourth, fifth])
    #endif
}

/// `parts` joined by copying their UTF-8 bytes into one allocation.
private func copied(_ parts: [String]) -> String {
    var total = 0
    for part in parts { total += part.utf8.count }
    return String(unsafeUninitializedCapacity: total) { buffer in
        var offset = 0
        for part in parts {
            let copied: Bool? = part.utf8.withContiguousStorageIfAvailable { bytes in
                guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return true }
                (target + offset).initialize(from: source, count: bytes.count)
                offset += bytes.count
                return true
            }
            guard copied == nil else { continue }
            for byte in part.utf8 {
                buffer[offset] = byte
                offset += 1
            }
        }
        return offset
    }
}
