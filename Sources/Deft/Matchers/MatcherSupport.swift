/// Runs `body` and returns the messages of the expectations in it that
/// failed, which are also reported at their own lines, as in Nimble: the
/// checks inside a matcher's closure (`throwError { … }`, `beSuccess { … }`)
/// decide whether the matcher matches.
func failureMessages(of body: () -> Void) -> [String] {
    gatherFailingExpectations(silently: false, closure: body).map { $0.message.stringValue }
}

/// Whether `lhs == rhs`, when `lhs` is `Equatable` at run time; nil when it is not.
func dynamicEquals(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return sameValue(lhs, rhs)
}

/// Whether `lhs < rhs`, when both are of one `Comparable` type at run time; nil otherwise.
func dynamicLessThan(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Comparable else { return nil }
    return lessThan(lhs, rhs)
}

private func sameValue<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    (rhs as? E).map { $0 == lhs } ?? false
}

private func lessThan<C: Comparable>(_ lhs: C, _ rhs: Any) -> Bool? {
    (rhs as? C).map { lhs < $0 }
}
