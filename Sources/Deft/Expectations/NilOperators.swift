/// The `nil` on the right of `expect(x) == nil` and `expect(x) != nil`, for a
/// value of any type, `Equatable` or not.
///
/// ```swift
/// expect(delegate) == nil    // expected to be nil, got <Delegate>
/// expect(completion) != nil  // expected to not be nil, got <nil>
/// ```
public struct ExpectationNil: ExpressibleByNilLiteral, Sendable {
    /// The `nil` literal.
    ///
    /// ```swift
    /// let none: ExpectationNil = nil
    /// ```
    public init(nilLiteral: ()) {}
}

// Static members, as Nimble declares them: a comparison that does not involve
// an expectation never looks at them.
extension SyncExpectation {
    /// Checks that the value is nil, whatever its type.
    ///
    /// ```swift
    /// expect(view.superview) == nil  // expected to be nil, got <UIView(…)>
    /// ```
    public static func == (lhs: SyncExpectation, rhs: ExpectationNil) {
        lhs.to(beNil())
    }

    /// Checks that the value is not nil, whatever its type.
    ///
    /// ```swift
    /// expect(error) != nil  // expected to not be nil, got <nil>
    /// ```
    public static func != (lhs: SyncExpectation, rhs: ExpectationNil) {
        lhs.toNot(beNil())
    }
}

extension AsyncExpectation {
    /// Checks that the awaited value is nil, whatever its type.
    ///
    /// ```swift
    /// await expect { await session.delegate } == nil  // expected to be nil, got <Delegate>
    /// ```
    public nonisolated(nonsending) static func == (lhs: AsyncExpectation, rhs: ExpectationNil) async {
        await lhs.to(beNil())
    }

    /// Checks that the awaited value is not nil, whatever its type.
    ///
    /// ```swift
    /// await expect { await session.lastError } != nil  // expected to not be nil, got <nil>
    /// ```
    public nonisolated(nonsending) static func != (lhs: AsyncExpectation, rhs: ExpectationNil) async {
        await lhs.toNot(beNil())
    }
}
