/// Two sequences as a diff reads them: how long each is, the unchanged
/// prefix and suffix they share (never read, but for the elements shown
/// around a change), the edits that turn the middle of one into the other,
/// and each element, rendered when asked for.
struct SequenceWindow {
    let counts: (expected: Int, actual: Int)
    /// The lengths of the common prefix and suffix that `edits` leave out.
    let common: (prefix: Int, suffix: Int)
    /// The edits between the prefix and the suffix, at indices of the whole sequences.
    let edits: [Edit]
    /// After `edits` and before the suffix: elements counted but never read,
    /// unchanged and changed.
    var tail = (same: 0, removed: 0, inserted: 0)
    let expected: (Int) -> RenderedValue
    let actual: (Int) -> RenderedValue
    /// Compares element `i` of the expected sequence with element `j` of
    /// the actual one at a path, when they differ part by part; nil
    /// compares their renderings. A diff of values too large to reflect
    /// whole (``PairedDiff``) compares the elements themselves.
    var compareNested: ((inout StructuralDiff, Int, Int, String) -> Void)? = .none
    /// Whether element `i` of the expected sequence and element `j` of the
    /// actual one can be compared part by part, found without rendering
    /// them; nil when only their renderings tell
    /// (``StructuralDiff/comparableParts(_:_:)``).
    var comparableParts: ((Int, Int) -> Bool?)? = .none

    var expectedCount: Int { counts.expected }
    var actualCount: Int { counts.actual }
}
