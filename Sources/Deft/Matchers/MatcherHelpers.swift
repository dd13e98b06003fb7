/// Helpers the built-in matchers share.
extension MatcherResult {
    /// A result whose message, built only when read, is
    /// `expected to <expectation>, got <actual>`; a `.fail` status adds the
    /// hint to use `beNil()`.
    static func expecting(_ status: MatcherStatus, _ expectation: @escaping () -> String) -> MatcherResult {
        MatcherResult(status: status) {
            let message = ExpectationMessage.expectedActualValueTo(expectation())
            return status == .fail ? message.appendedBeNilHint() : message
        }
    }
}

extension MatcherStatus {
    /// `.fail` when the value is nil, otherwise the answer of `check`.
    init<T>(_ value: T?, _ check: (T) throws -> Bool) rethrows {
        guard let value else {
            self = .fail
            return
        }
        self.init(bool: try check(value))
    }
}

/// The text of what `message` expected, without a trailing nil hint: used
/// where one matcher's message is quoted inside another's.
func expectationText(_ message: ExpectationMessage) -> String {
    let hint = " (use beNil() to match nils)"
    if case .appends(let inner, hint) = message { return expectationText(inner) }
    if case .details(let inner, _) = message { return expectationText(inner) }
    return message.expectedMessage
}

/// Items as a comma-separated list, each rendered by ``stringify(_:)``, cut
/// after about ``MessageDefaults/valueLimit`` characters: `1, 2, … 93 more`.
func stringifyList<C: Collection>(_ items: C) -> String {
    let limit = MessageDefaults.limit
    var text = ""
    for (index, item) in items.enumerated() {
        if index > 0 { text += ", " }
        if text.utf8.count >= limit {
            return text + "… \(groupedCount(items.count - index)) more"
        }
        text += stringify(item)
    }
    return text
}
