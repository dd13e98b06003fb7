/// The three outcomes of a matcher.
///
/// `.fail` fails the expectation whether it was negated or not: `equal(1)`
/// answers `.fail` for a nil value, so `expect(nil as Int?).toNot(equal(1))`
/// fails too, with a hint to use `beNil()`.
///
/// ```swift
/// let status = MatcherStatus(bool: 2 > 1)  // .matches
/// ```
public enum MatcherStatus: Sendable, Equatable {
    /// The value matches.
    case matches
    /// The value does not match.
    case doesNotMatch
    /// The check cannot be made (for example the value is nil): fails `to` and `toNot` alike.
    case fail

    /// `.matches` for `true`, `.doesNotMatch` for `false`.
    ///
    /// ```swift
    /// let status = MatcherStatus(bool: value.isEmpty)
    /// ```
    @inlinable
    public init(bool matches: Bool) {
        self = matches ? .matches : .doesNotMatch
    }

    /// Whether this status passes an expectation of `style`.
    ///
    /// ```swift
    /// let passes = MatcherStatus.doesNotMatch.passes(.toNotMatch)  // true
    /// ```
    @inlinable
    public func passes(_ style: ExpectationStyle) -> Bool {
        switch (self, style) {
        case (.matches, .toMatch), (.doesNotMatch, .toNotMatch): return true
        default: return false
        }
    }
}

/// Whether an expectation wants its matcher to match (`to`) or not (`toNot`).
///
/// ```swift
/// let passed = result.toBoolean(expectation: .toNotMatch)
/// ```
public enum ExpectationStyle: Sendable {
    /// `to`, `toEventually`, `toAlways`.
    case toMatch
    /// `toNot`, `toEventuallyNot`, `toNever`.
    case toNotMatch
}
