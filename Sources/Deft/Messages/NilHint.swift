/// When `equal`'s message adds the hint to use `beNil()`: only where it
/// helps the reader.
///
/// - The expected value is nil: `equal(nil)` matches nothing, not even nil,
///   so `beNil()` is what the test meant.
/// - A nil arrived and the check was negated (`toNot`, `toNever`): the check
///   failed though nil is not the value it names, and the hint says why:
///   `equal` does not match nils.
///
/// A nil that arrived where a positive check expected a value gets no hint:
/// the test did not mean `beNil()`, and the message already says `got <nil>`.
@usableFromInline
enum NilHint {
    /// The verb whose failure message is being built, while it is (see
    /// ``failureText(_:actual:verb:description:)``); nil elsewhere, as for
    /// a matcher's message read on its own.
    @TaskLocal static var verb: Verb?

    /// Whether `equal`'s failure on a nil side adds the hint.
    ///
    /// ```swift
    /// NilHint.$verb.withValue(.toNot) { NilHint.applies(expectedIsNil: false) }  // true
    /// ```
    @usableFromInline
    static func applies(expectedIsNil: Bool) -> Bool {
        expectedIsNil || verb?.style == .toNotMatch
    }
}

extension Verb {
    /// The verb that expects the opposite: what `not(…)` makes of this one.
    var opposite: Verb {
        switch self {
        case .to: return .toNot
        case .toNot: return .to
        case .toEventually: return .toEventuallyNot
        case .toEventuallyNot: return .toEventually
        case .toNever: return .toAlways
        case .toAlways: return .toNever
        }
    }
}
