/// Matches an expression that throws any error.
///
/// ```swift
/// expect { try parse("}") }.to(throwError())
/// expect { try parse("{}") }.to(throwError())     // expected to throw any error, got no error
/// expect { try parse("}") }.toNot(throwError())   // expected to not throw any error, got <unexpectedToken>
/// ```
public func throwError<Out>() -> Matcher<Out> {
    throwing("throw any error", closure: nil) { $0 }
}

/// Matches an expression that throws `error`. `Equatable` errors are compared
/// with `==`; other errors match when their domain and code are the same.
/// Expectations that fail inside `closure` make the matcher fail.
///
/// ```swift
/// expect { try parse("}") }.to(throwError(ParseError.unexpectedToken))
/// // expected to throw error <unexpectedToken>, got <emptyInput>
/// ```
public func throwError<T: Error, Out>(_ error: T, closure: ((T) -> Void)? = .none) -> Matcher<Out> {
    throwing("throw error <\(stringify(error))>", closure: closure) { matchingError($0, error) }
}

/// Matches an expression that throws an error of type `errorType`; `closure`
/// may check it further.
///
/// ```swift
/// expect { try parse("}") }.to(throwError(errorType: ParseError.self) { error in
///     expect(error.line).to(equal(1))
/// })
/// // expected to throw error from type <ParseError>, got <CancellationError()>
/// ```
public func throwError<T: Error, Out>(errorType: T.Type, closure: ((T) -> Void)? = .none) -> Matcher<Out> {
    throwing("throw error from type <\(T.self)>", closure: closure) { $0 as? T }
}

/// Matches an expression that throws an error for which the expectations in
/// `closure` pass.
///
/// ```swift
/// expect { try load() }.to(throwError { error in
///     expect(error.localizedDescription).to(equal("gone"))
/// })
/// // expected to throw error that satisfies block, got no error
/// ```
public func throwError<Out>(closure: @escaping (any Error) -> Void) -> Matcher<Out> {
    throwing("throw error", closure: closure) { $0 }
}

/// Matches an expression that throws an error of type `T` for which the
/// expectations in `closure` pass.
///
/// ```swift
/// expect { try parse("}") }.to(throwError { (error: ParseError) in
///     expect(error).to(equal(.unexpectedToken))
/// })
/// // expected to throw error from type <ParseError> that satisfies block, got no error
/// ```
public func throwError<T: Error, Out>(closure: @escaping (T) -> Void) -> Matcher<Out> {
    throwing("throw error from type <\(T.self)>", closure: closure) { $0 as? T }
}

/// The matcher behind every `throwError`: `match` picks out the error it is
/// looking for, and the failures of `closure` on that error are shown below
/// the message.
private func throwing<T, Out>(
    _ expectation: String, closure: ((T) -> Void)?, match: @escaping (any Error) -> T?
) -> Matcher<Out> {
    let text = closure == nil ? expectation : expectation + " that satisfies block"
    return Matcher { expression in
        let thrown: (any Error)?
        do {
            let value = try expression.evaluate()
            if let value, isClosure(value) {
                // An optional closure is a value: `expect(f)` calls `f` only when it is not optional.
                return MatcherResult(status: .fail) {
                    .expectedCustomValueTo(
                        text,
                        actual: "a closure, which expect(_:) does not call; write `expect { try f() }`")
                }
            }
            thrown = nil
        } catch {
            thrown = error
        }
        var matches = false
        if let thrown, let error = match(thrown) {
            matches = closure.map { closure in failureMessages { closure(error) }.isEmpty } ?? true
        }
        return MatcherResult(status: MatcherStatus(bool: matches)) {
            let actual = thrown.map { "<\(stringify($0))>" } ?? "no error"
            return ExpectationMessage.expectedCustomValueTo(text, actual: actual)
        }
    }
}

/// Whether `value` is a function: its type's name has an arrow outside any
/// brackets, as in `() throws -> Int` or `@Sendable (Int) -> ()`, but not
/// `[() -> ()]` or `(Int, () -> ())`.
private func isClosure(_ value: Any) -> Bool {
    let name = String(describing: type(of: value))
    var depth = 0
    var previous: Character = " "
    for character in name {
        switch character {
        case "(", "<", "[": depth += 1
        case ")", "]": depth -= 1
        case ">" where previous == "-":
            if depth == 0 { return true }
        case ">": depth -= 1
        default: break
        }
        previous = character
    }
    return false
}
