/// The parts joined, in one allocation sized for them all.
///
/// Failure messages are built for every failing expectation, from a few
/// parts each. The parts are written out, up to seven, rather than passed as
/// an array: in a debug build an array literal costs a metadata lookup and an
/// allocation, and walking it runs the standard library's generic code,
/// which took more than the copying itself. Reserving the whole length first
/// and appending runs the standard library's optimized code in every build.
///
/// ```swift
/// concatenated("equal <", "3", ">")  // "equal <3>"
/// ```
@usableFromInline
func concatenated(
    _ a: String, _ b: String, _ c: String, _ d: String = "", _ e: String = "", _ f: String = "", _ g: String = ""
) -> String {
    var text = ""
    text.reserveCapacity(
        a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + f.utf8.count + g.utf8.count)
    text += a
    text += b
    text += c
    text += d
    text += e
    text += f
    text += g
    return text
}
