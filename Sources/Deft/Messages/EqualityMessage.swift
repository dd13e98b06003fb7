/// The failure message of `equal` and `==`.
///
/// Common scalars (integers, floating-point numbers, Booleans, short
/// one-line strings) keep Nimble's message exactly:
/// `expected to equal <3>, got <2>`. Other values render each side on the
/// first line, cut after about 120 characters, and when the values differ
/// the lines below show a structural diff headed by key paths:
///
/// ```
/// expected to equal <Order(id: 7, …)>, got <Order(id: 7, …)>
/// Difference (- expected, + actual):
/// at .items[3].price:
/// - 4.5
/// + 5.0
/// ```
///
/// A nil side adds the hint to use `beNil()` only where it helps (see
/// ``NilHint``): not for a nil where a positive check expected a value.
@inlinable
func equalityMessage<T>(expected: T?, actual: T?, status: MatcherStatus) -> ExpectationMessage {
    if isPlainScalar(expected), isPlainScalar(actual) {
        let message = ExpectationMessage.expectedActualValueTo(concatenated("equal <", stringify(expected), ">"))
        return status == .fail && NilHint.applies(expectedIsNil: expected == nil)
            ? message.appendedBeNilHint() : message
    }
    return structuredEqualityMessage(expected: expected, actual: actual, status: status)
}

/// ``equalityMessage(expected:actual:status:)`` for values other than plain scalars.
@usableFromInline
func structuredEqualityMessage<T>(expected: T?, actual: T?, status: MatcherStatus) -> ExpectationMessage {
    if let message = setEqualityMessage(expected, actual) { return message }
    if let message = largeEqualityMessage(expected: expected, actual: actual, status: status) { return message }
    if status == .fail {
        // A nil side: the first line is the message, so read only what it shows.
        let limit = ValueRenderer.firstLineLimit
        let expectedText = ValueRenderer.bounded(expected as Any, limit: limit)
        let actualText = ValueRenderer.bounded(actual as Any, limit: limit)
        let message = ExpectationMessage.expectedCustomValueTo("equal <\(expectedText)>", actual: "<\(actualText)>")
        return NilHint.applies(expectedIsNil: expected == nil) ? message.appendedBeNilHint() : message
    }
    guard !isLargeCollection(expected as Any), !isLargeCollection(actual as Any),
        let expectedTree = RenderedValue(reflecting: expected as Any, nodeLimit: wholeValueNodes),
        let actualTree = RenderedValue(reflecting: actual as Any, nodeLimit: wholeValueNodes)
    else {
        return boundedEqualityMessage(expected: expected as Any, actual: actual as Any, status: status)
    }
    let (expectedText, expectedInFull) = expectedTree.lineAndCompleteness(limit: ValueRenderer.firstLineLimit)
    let (actualText, actualInFull) = actualTree.lineAndCompleteness(limit: ValueRenderer.firstLineLimit)
    var message = ExpectationMessage.expectedCustomValueTo("equal <\(expectedText)>", actual: "<\(actualText)>")
    if status == .fail {
        return NilHint.applies(expectedIsNil: expected == nil) ? message.appendedBeNilHint() : message
    }
    let shownInFull = expectedInFull && actualInFull
    if status == .doesNotMatch,
        let diff = differenceText(expectedTree, actualTree, firstLine: (expectedText, actualText), inFull: shownInFull)
    {
        // The first line cut a value: the whole of both can be attached.
        if !shownInFull { FullValueAttachment.register(expected: expected as Any, actual: actual as Any, key: diff) }
        message = message.appended(details: diff)
    }
    return message
}

/// The message of `equal` on two arrays or dictionaries of which one has
/// more than ``LargeValueDiff/wholeCount`` elements: the first line reads
/// only what it shows, and ``LargeValueDiff`` finds the changes by the
/// values' own `==`. Nil for other values.
func largeEqualityMessage<T>(expected: T?, actual: T?, status: MatcherStatus) -> ExpectationMessage? {
    guard let expected, let actual, let type = T.self as? any LargeValueDiffing.Type,
        type.isLarge(expected) || type.isLarge(actual)
    else { return nil }
    let limit = ValueRenderer.firstLineLimit
    let expectedText = ValueRenderer.bounded(expected, limit: limit)
    let actualText = ValueRenderer.bounded(actual, limit: limit)
    let message = ExpectationMessage.expectedCustomValueTo("equal <\(expectedText)>", actual: "<\(actualText)>")
    guard status == .doesNotMatch, let diff = type.largeDiff(expected: expected, actual: actual).text() else {
        return message
    }
    FullValueAttachment.register(expected: expected, actual: actual, key: diff)
    return message.appended(details: diff)
}

/// The most nodes a value may have for `equal` to reflect it whole; a larger
/// one, or one holding a collection of more than
/// ``LargeValueDiff/wholeCount`` elements, gets ``boundedEqualityMessage(expected:actual:status:)``.
let wholeValueNodes = 2_000

/// The message of `equal` on values too large to reflect whole, whatever
/// their shape (a struct holding a large array, an enum whose payload is
/// one, a large class graph): the first line reads only what it shows, and
/// ``PairedDiff`` walks both values to the parts that differ.
func boundedEqualityMessage(expected: Any, actual: Any, status: MatcherStatus) -> ExpectationMessage {
    let limit = ValueRenderer.firstLineLimit
    let expectedText = ValueRenderer.bounded(expected, limit: limit)
    let actualText = ValueRenderer.bounded(actual, limit: limit)
    let message = ExpectationMessage.expectedCustomValueTo("equal <\(expectedText)>", actual: "<\(actualText)>")
    guard status == .doesNotMatch, let diff = PairedDiff.text(expected: expected, actual: actual) else {
        return message
    }
    FullValueAttachment.register(expected: expected, actual: actual, key: diff)
    return message.appended(details: diff)
}

/// The diff below a message when it adds something to the first line. There
/// is none for scalars, for two short values the first line shows in full
/// that differ on it (up to ``shortValueLength`` characters each, where the
/// eye finds the difference at once; multi-line strings excepted), nor when the only difference is the whole value.
func differenceText(
    _ expected: RenderedValue, _ actual: RenderedValue, firstLine: (String, String), inFull: Bool
) -> String? {
    guard expected.isStructured || actual.isStructured || !inFull else { return nil }
    if expected == actual {
        return "No difference shows: the values render the same, but == says they are not equal."
    }
    if inFull, firstLine.0 != firstLine.1, firstLine.0.count <= shortValueLength,
        firstLine.1.count <= shortValueLength, !expected.isMultiLineText, !actual.isMultiLineText
    {
        return nil
    }
    let diff = StructuralDiff(expected: expected, actual: actual)
    if diff.isWholeValueOnly || diff.isWholeDescriptionOnly, inFull { return nil }
    return diff.text()
}

/// Values up to this many characters on one line get no diff.
let shortValueLength = 40

/// Whether `value` is nil or a common scalar shown on the first line in
/// full: an integer, floating-point number, Boolean, or short one-line string.
@inlinable
func isPlainScalar<T>(_ value: T?) -> Bool {
    guard let value else { return true }
    return isPlainScalar(value)
}

/// Whether `value` is a common scalar shown on the first line in full.
@inlinable
func isPlainScalar<T>(_ value: T) -> Bool {
    if T.self == Int.self || T.self == Double.self || T.self == Bool.self { return true }
    if T.self == String.self, let text = value as? String { return !isLongText(text) }
    return false
}

/// Whether a string is too long or has too many lines to compare by eye
/// on the first line of a message; such strings get a diff.
@usableFromInline
func isLongText(_ text: String) -> Bool {
    text.utf8.count > ValueRenderer.firstLineLimit || hasNewline(text)
}
