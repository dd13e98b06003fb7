/// What a closure checked with ``succeed()`` returns.
///
/// ```swift
/// expect { isValid ? .succeeded : .failed(reason: "no name") }.to(succeed())
/// ```
public enum ToSucceedResult: Sendable, Equatable {
    /// The check passed.
    case succeeded
    /// The check failed, for `reason`.
    case failed(reason: String)
}

/// Matches ``ToSucceedResult/succeeded``; a failure shows the reason.
///
/// A nil value fails, negated or not, with a hint to use `beNil()`.
///
/// ```swift
/// expect(validate(form)).to(succeed())
/// // expected to succeed, got <failed> because <no name>
/// ```
public func succeed() -> Matcher<ToSucceedResult> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail) {
                ExpectationMessage.fail("expected a ToSucceedResult, got <nil>").appendedBeNilHint()
            }
        }
        return MatcherResult(status: MatcherStatus(bool: actual == .succeeded)) {
            switch actual {
            case .succeeded: return .expectedCustomValueTo("succeed", actual: "<succeeded>")
            case .failed(let reason): return .expectedCustomValueTo("succeed", actual: "<failed> because <\(reason)>")
            }
        }
    }
}
