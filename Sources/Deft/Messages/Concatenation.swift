/// The three parts joined, for a failure message.
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

/// The five parts joined, for a failure message.
///
/// ```swift
/// concatenated("expected to ", "equal <3>", ", got <", "2", ">")  // "expected to equal <3>, got <2>"
/// ```
func concatenated(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String) -> String {
    "\(first)\(second)\(third)\(fourth)\(fifth)"
}
