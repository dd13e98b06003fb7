/// The three parts joined.
///
/// Failure messages are built for every failing expectation, from a few
/// parts each. The parts are written out rather than passed as an array: in
/// a debug build an array literal costs a metadata lookup and an allocation,
/// and walking it runs the standard library's generic code, which took more
/// than the copying itself. Appending runs the standard library's optimized
/// code in every build.
///
/// ```swift
/// concatenated("equal <", "3", ">")  // "equal <3>"
/// ```
@usableFromInline
func concatenated(_ first: String, _ second: String, _ third: String) -> String {
    var text = first
    text += second
    text += third
    return text
}

/// The five parts joined, in one allocation sized for them all.
///
/// ```swift
/// concatenated("expected to ", "equal <3>", ", got <", "2", ">")  // "expected to equal <3>, got <2>"
/// ```
func concatenated(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String) -> String {
    var text = ""
    text.reserveCapacity(
        first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count)
    text += first
    text += second
    text += third
    text += fourth
    text += fifth
    return text
}
